<?php
/**
 * The address module: the settings of the address fields.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Address;

use Vitrine\Core\Settings\SectionPosition;
use Vitrine\Core\Settings\SettingField;
use Vitrine\Core\Settings\Settings;

/**
 * Declares the settings of the fields a shop may not need (company, second address line,
 * phone). The address services themselves (Address) add no hooks: checkout calls them.
 */
final class Module implements \Vitrine\Module {

	public function __construct( private readonly Settings $settings ) {
	}

	public function register(): void {
		$this->settings->add_section( 'address_fields', __( 'Address fields', 'vitrine' ), __( 'The billing and shipping address forms. Which fields each country shows, requires and how it names them follows the address data of every country.', 'vitrine' ), SectionPosition::ADDRESS_FIELDS );
		$this->add_choice( AddressFields::SETTING_COMPANY, __( 'Company name field', 'vitrine' ), array( 'hidden', 'optional', 'required' ) );
		$this->add_choice( AddressFields::SETTING_ADDRESS_2, __( 'Second address line (apartment, suite, unit)', 'vitrine' ), array( 'hidden', 'optional' ) );
		$this->add_choice( AddressFields::SETTING_PHONE, __( 'Phone field', 'vitrine' ), array( 'hidden', 'optional', 'required' ) );
	}

	/**
	 * A hidden / optional / required setting, optional until changed.
	 *
	 * @param string       $key     Setting key.
	 * @param string       $label   Translated label.
	 * @param list<string> $choices The values it may take.
	 */
	private function add_choice( string $key, string $label, array $choices ): void {
		$this->settings->add_field(
			new SettingField(
				$key,
				'address_fields',
				$label,
				array(
					'type'    => 'string',
					'enum'    => $choices,
					'default' => 'optional',
				),
				__( 'hidden: not asked; optional: asked, may be left empty; required: must be filled in.', 'vitrine' ),
				'select'
			)
		);
	}
}
