<?php
/**
 * The catalog module: products, variations, attributes, prices and the lookup table.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Catalog;

use Vitrine\Core\InitPriority;
use Vitrine\Core\RequestPriming;
use Vitrine\Core\Settings\SectionPosition;
use Vitrine\Core\Settings\SettingField;
use Vitrine\Core\Settings\Settings;

/**
 * Registers the product post types and taxonomies, the store's currency settings, the hooks
 * that keep the lookup table in step, and a product save's term counts.
 */
final class Module implements \Vitrine\Module {

	public function __construct(
		private readonly Settings $settings,
		private readonly Catalog $catalog,
	) {
	}

	public function register(): void {
		RequestPriming::mark_absent_options( array( CatalogVersion::OPTION, Attributes::OPTION ) );
		$this->register_settings();
		add_action( 'init', array( $this->catalog->post_types, 'register' ), InitPriority::POST_TYPES );
		$this->catalog->lookup_sync->register();
		TermCounts::register();
	}

	private function register_settings(): void {
		$this->settings->add_section( 'store', __( 'Store', 'vitrine' ), __( 'Currency and how prices are shown.', 'vitrine' ), SectionPosition::STORE );
		$this->settings->add_field(
			new SettingField(
				'currency',
				'store',
				__( 'Currency', 'vitrine' ),
				array(
					'type'    => 'string',
					'enum'    => PriceFormatter::currencies(),
					'default' => 'EUR',
				),
				'',
				'select'
			)
		);
		$this->settings->add_field(
			new SettingField(
				'currency_position',
				'store',
				__( 'Currency position', 'vitrine' ),
				array(
					'type'    => 'string',
					'enum'    => array( 'left', 'right', 'left_space', 'right_space' ),
					'default' => 'left',
				),
				__( 'Where the currency sign stands: left (€9.99), right (9.99€), or either with a space.', 'vitrine' ),
				'select'
			)
		);
		$separator = static fn ( string $default_value ): array => array(
			'type'      => 'string',
			'maxLength' => 3,
			'default'   => $default_value,
		);
		$this->settings->add_field( new SettingField( 'thousand_separator', 'store', __( 'Thousand separator', 'vitrine' ), $separator( ',' ) ) );
		$this->settings->add_field( new SettingField( 'decimal_separator', 'store', __( 'Decimal separator', 'vitrine' ), $separator( '.' ) ) );
		$this->settings->add_field(
			new SettingField(
				'price_decimals',
				'store',
				__( 'Number of decimals', 'vitrine' ),
				array(
					'type'    => 'integer',
					'minimum' => 0,
					'maximum' => 4,
					'default' => 2,
				),
				'',
				'number'
			)
		);
		$this->settings->add_field(
			new SettingField(
				'low_stock_threshold',
				'store',
				__( 'Low stock threshold', 'vitrine' ),
				array(
					'type'    => 'integer',
					'minimum' => 0,
					'maximum' => 1000000,
					'default' => 2,
				),
				__( 'A product whose stock is at or under this number is listed as low in stock on the dashboard. A product may set its own in its inventory data.', 'vitrine' ),
				'number'
			)
		);
	}
}
