<?php
/**
 * The address services, built once.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Address;

/**
 * What checkout, orders, taxes and shipping use of addresses:
 * Plugin::instance()->address->countries->states( 'US' ), ->validator->validate( $values, 'billing' ),
 * ->renderer->render( 'shipping', $values, $errors ), ->formatter->lines( $order->billing ).
 */
final class Address {

	/**
	 * Built in includes/Services.php, the composition root.
	 */
	public function __construct(
		public readonly AddressData $data,
		public readonly Countries $countries,
		public readonly AddressLocale $locale,
		public readonly AddressFields $fields,
		public readonly AddressValidator $validator,
		public readonly AddressFieldsRenderer $renderer,
		public readonly AddressFormatter $formatter,
	) {
	}
}
