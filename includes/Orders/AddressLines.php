<?php
/**
 * An order address as lines of text.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Orders;

/**
 * Name, company, street lines, "postcode city, state" and the country code, leaving out empty
 * lines; email and phone are shown apart by the screens and emails.
 */
final class AddressLines {

	/**
	 * @param array<string, string> $address Fields of OrderDraft::ADDRESS_FIELDS.
	 * @return list<string>
	 */
	public static function of( array $address ): array {
		$city_line = trim( ( $address['postcode'] ?? '' ) . ' ' . ( $address['city'] ?? '' ) );
		if ( '' !== ( $address['state'] ?? '' ) ) {
			$city_line = '' !== $city_line ? $city_line . ', ' . $address['state'] : $address['state'];
		}
		$lines = array(
			trim( ( $address['first_name'] ?? '' ) . ' ' . ( $address['last_name'] ?? '' ) ),
			$address['company'] ?? '',
			$address['address_1'] ?? '',
			$address['address_2'] ?? '',
			$city_line,
			$address['country'] ?? '',
		);
		/**
		 * Filters the lines an order address is shown as.
		 *
		 * @param list<string>          $lines   The lines, empty ones left out.
		 * @param array<string, string> $address The address fields.
		 */
		$lines = apply_filters( 'vitrine_order_address_lines', array_values( array_filter( $lines, static fn ( string $line ): bool => '' !== $line ) ), $address );
		return array_values( array_map( 'strval', (array) $lines ) );
	}
}
