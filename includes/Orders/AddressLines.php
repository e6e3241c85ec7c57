<?php
/**
 * An order address as lines of text.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Orders;

use Vitrine\Plugin;

/**
 * How every screen, page and email shows an order address: the lines of the shared
 * Vitrine\Address\AddressFormatter (the country's format and name), then the filter; email and
 * phone are shown apart by the screens and emails.
 */
final class AddressLines {

	/**
	 * @param array<string, string> $address Fields of OrderDraft::ADDRESS_FIELDS.
	 * @return list<string>
	 */
	public static function of( array $address ): array {
		$lines = Plugin::instance()->address->formatter->lines( $address );
		/**
		 * Filters the lines an order address is shown as.
		 *
		 * @param list<string>          $lines   The lines, empty ones left out.
		 * @param array<string, string> $address The address fields.
		 */
		$lines = apply_filters( 'vitrine_order_address_lines', $lines, $address );
		return array_values( array_map( 'strval', (array) $lines ) );
	}
}
