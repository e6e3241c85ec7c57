<?php
/**
 * The tax settings and the shop's address.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Tax;

use Vitrine\Address\Location;
use Vitrine\Core\Settings\SectionPosition;
use Vitrine\Core\Settings\SettingField;
use Vitrine\Core\Settings\Settings;

/**
 * Reads the settings of the "Taxes" section and the shop's address (in the "Store" section, which
 * shipping and checkout read too). add_fields() describes them; the Tax module calls it.
 */
final class TaxSettings {

	public const SECTION = 'tax';

	public const BASED_ON_SHIPPING = 'shipping';
	public const BASED_ON_BILLING  = 'billing';
	public const BASED_ON_BASE     = 'base';

	/** The shipping tax class setting's value for "as the cart's items". */
	public const SHIPPING_CLASS_INHERIT = 'inherit';

	/** How forms and settings name the standard class, whose slug is ''. */
	public const STANDARD_VALUE = 'standard';

	public function __construct(
		private readonly Settings $settings,
		private readonly TaxClasses $classes,
	) {
	}

	/**
	 * Adds the "Taxes" section with its fields, and the shop's address to the "Store" section
	 * (which must exist: the catalog module adds it).
	 */
	public function add_fields(): void {
		$settings = $this->settings;
		$settings->add_section( self::SECTION, __( 'Taxes', 'vitrine' ), __( 'Whether and how taxes are charged. The rates themselves are set under Vitrine > Taxes.', 'vitrine' ), SectionPosition::TAX );
		$settings->add_field( SettingField::toggle( 'tax_enabled', self::SECTION, __( 'Enable taxes', 'vitrine' ), false, __( 'Charge tax on orders, with the rates set under Vitrine > Taxes.', 'vitrine' ) ) );
		$settings->add_field( SettingField::toggle( 'tax_prices_include_tax', self::SECTION, __( 'Prices entered with tax', 'vitrine' ), false, __( 'On: the prices you enter include tax. Off: tax is added to them.', 'vitrine' ) ) );
		$settings->add_field(
			new SettingField(
				'tax_based_on',
				self::SECTION,
				__( 'Calculate tax based on', 'vitrine' ),
				array(
					'type'    => 'string',
					'enum'    => array( self::BASED_ON_SHIPPING, self::BASED_ON_BILLING, self::BASED_ON_BASE ),
					'default' => self::BASED_ON_SHIPPING,
				),
				__( 'shipping: the customer’s shipping address (their billing address when there is none); billing: the customer’s billing address; base: the shop’s address below, whoever buys.', 'vitrine' ),
				'select'
			)
		);
		$settings->add_field( SettingField::toggle( 'tax_round_at_subtotal', self::SECTION, __( 'Round tax at subtotal level', 'vitrine' ), false, __( 'On: tax is rounded once, on the order’s total per rate. Off: tax is rounded on each line, then added up.', 'vitrine' ) ) );
		$classes = array_map( static fn ( string $slug ): string => '' === $slug ? self::STANDARD_VALUE : $slug, $this->classes->slugs() );
		$settings->add_field(
			new SettingField(
				'tax_shipping_class',
				self::SECTION,
				__( 'Shipping tax class', 'vitrine' ),
				array(
					'type'    => 'string',
					'enum'    => array_merge( array( self::SHIPPING_CLASS_INHERIT ), $classes ),
					'default' => self::SHIPPING_CLASS_INHERIT,
				),
				__( 'inherit: shipping is taxed in the class of the cart’s items (standard when any item is standard); or one class for all shipping.', 'vitrine' ),
				'select'
			)
		);

		$settings->add_field(
			new SettingField(
				'store_country',
				'store',
				__( 'Shop country', 'vitrine' ),
				array(
					'type'    => 'string',
					'enum'    => Countries::codes(),
					'default' => 'DE',
				),
				__( 'Where the shop is (two-letter code): taxes and shipping start from its address.', 'vitrine' ),
				'select'
			),
			Settings::FIELDS_ADDED
		);
		$text  = static fn ( int $max ): array => array(
			'type'      => 'string',
			'maxLength' => $max,
			'default'   => '',
		);
		$clean = static fn ( mixed $value ): string => trim( sanitize_text_field( (string) $value ) );
		$settings->add_field( new SettingField( 'store_state', 'store', __( 'Shop state', 'vitrine' ), $text( 50 ), __( 'State or province code, such as CA; empty where the country has none.', 'vitrine' ), 'text', static fn ( mixed $value ): string => strtoupper( $clean( $value ) ) ), Settings::FIELDS_ADDED );
		$settings->add_field( new SettingField( 'store_postcode', 'store', __( 'Shop postcode', 'vitrine' ), $text( 20 ), '', 'text', $clean ), Settings::FIELDS_ADDED );
		$settings->add_field( new SettingField( 'store_city', 'store', __( 'Shop city', 'vitrine' ), $text( 100 ), '', 'text', $clean ), Settings::FIELDS_ADDED );
	}

	public function enabled(): bool {
		return true === $this->settings->get( 'tax_enabled' );
	}

	public function prices_include_tax(): bool {
		return true === $this->settings->get( 'tax_prices_include_tax' );
	}

	/**
	 * shipping, billing or base.
	 */
	public function based_on(): string {
		$value = (string) $this->settings->get( 'tax_based_on' );
		return in_array( $value, array( self::BASED_ON_BILLING, self::BASED_ON_BASE ), true ) ? $value : self::BASED_ON_SHIPPING;
	}

	public function round_at_subtotal(): bool {
		return true === $this->settings->get( 'tax_round_at_subtotal' );
	}

	/**
	 * The class shipping is taxed in: a slug ('' for standard), or null to follow the cart's items
	 * (see TaxCalculator::shipping_tax_class()). A class removed since it was chosen means null.
	 */
	public function shipping_tax_class(): ?string {
		$value = (string) $this->settings->get( 'tax_shipping_class' );
		if ( self::SHIPPING_CLASS_INHERIT === $value ) {
			return null;
		}
		$slug = self::STANDARD_VALUE === $value ? TaxClasses::STANDARD : $value;
		return $this->classes->exists( $slug ) ? $slug : null;
	}

	/**
	 * After a class was removed: shipping that was taxed in it follows the items again.
	 */
	public function forget_class( string $slug ): void {
		if ( (string) $this->settings->get( 'tax_shipping_class' ) === $slug ) {
			$this->settings->update( array( 'tax_shipping_class' => self::SHIPPING_CLASS_INHERIT ) );
		}
	}

	/**
	 * The shop's address.
	 */
	public function store_location(): Location {
		return new Location(
			(string) $this->settings->get( 'store_country' ),
			(string) $this->settings->get( 'store_state' ),
			(string) $this->settings->get( 'store_postcode' ),
			(string) $this->settings->get( 'store_city' )
		);
	}

	/**
	 * Where tax is due, by the "based on" setting. Based on shipping: the shipping address, else
	 * the billing address (a shopper who ships to their billing address gives only that one).
	 * Based on billing: the billing address, else the shipping address (the cart's shipping
	 * calculator asks for a shipping address only). Based on the shop, or when the shopper gave
	 * no address yet (no country): the shop's address.
	 *
	 * @param Location $billing  The billing address as far as known.
	 * @param Location $shipping The shipping address as far as known.
	 */
	public function location_for( Location $billing, Location $shipping ): Location {
		$order = match ( $this->based_on() ) {
			self::BASED_ON_BASE    => array(),
			self::BASED_ON_BILLING => array( $billing, $shipping ),
			default                => array( $shipping, $billing ),
		};
		foreach ( $order as $location ) {
			if ( ! $location->is_empty() ) {
				return $location;
			}
		}
		return $this->store_location();
	}
}
