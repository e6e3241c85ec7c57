<?php
/**
 * The address services, built once.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Address;

use Vitrine\Core\Settings\Settings;

/**
 * What checkout, orders, taxes and shipping use of addresses:
 * Plugin::instance()->address->countries->states( 'US' ), ->validator->validate( $values, 'billing' ),
 * ->renderer->render( 'shipping', $values, $errors ).
 */
final class Address {

	public readonly AddressData $data;
	public readonly Countries $countries;
	public readonly AddressLocale $locale;
	public readonly AddressFields $fields;
	public readonly AddressValidator $validator;
	public readonly AddressFieldsRenderer $renderer;

	/**
	 * @param Settings         $settings The settings (the address field settings of Module).
	 * @param AddressData|null $data     The generated data; for tests.
	 */
	public function __construct( Settings $settings, ?AddressData $data = null ) {
		$this->data      = $data ?? new AddressData();
		$this->countries = new Countries( $this->data );
		$this->locale    = new AddressLocale( $this->data, $this->countries );
		$this->fields    = new AddressFields( $this->locale, $settings );
		$this->validator = new AddressValidator( $this->fields, $this->countries, $this->locale );
		$this->renderer  = new AddressFieldsRenderer( $this->fields, $this->countries, $this->locale, $this->data );
	}
}
