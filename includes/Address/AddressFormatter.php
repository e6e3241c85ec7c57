<?php
/**
 * An address as the lines a letter, a receipt or an email shows.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Address;

/**
 * The one formatter of stored addresses (the order-received page, the account's order view,
 * emails and the order admin show order addresses through it): the name,
 * the company, then the street lines and the locality in the order of the country's address
 * format (Google's address data: "10117 Berlin" in Germany, "Cupertino, California 95014" in
 * the United States, the postcode first in Japan), then the country's name in the site's
 * language. The state is named too where the country has a list of them. Empty lines are left
 * out.
 */
final class AddressFormatter {

	/** The format of an address whose country the data does not know. */
	private const DEFAULT_ORDER = 'ACSZ';

	public function __construct(
		private readonly AddressData $data,
		private readonly Countries $countries,
	) {
	}

	/**
	 * @param array<string, string> $address Address fields (first_name, company, address_1, city,
	 *                                       state, postcode, country…); others are ignored.
	 * @return list<string>
	 */
	public function lines( array $address ): array {
		$value   = static fn ( string $key ): string => trim( (string) ( $address[ $key ] ?? '' ) );
		$country = strtoupper( $value( 'country' ) );
		$rules   = '' === $country ? null : $this->data->country_rules( $country );
		$order   = (string) ( $rules['fields'] ?? self::DEFAULT_ORDER );
		$state   = $value( 'state' );
		if ( '' !== $state && '' !== $country ) {
			$state = $this->countries->states( $country )[ strtoupper( $state ) ] ?? $state;
		}
		$parts = array(
			'C' => $value( 'city' ),
			'S' => $state,
			'Z' => $value( 'postcode' ),
		);
		// A value the format has no place for (an older order's state, say) still shows.
		foreach ( array_keys( $parts ) as $letter ) {
			if ( ! str_contains( $order, $letter ) ) {
				$order .= $letter;
			}
		}
		if ( ! str_contains( $order, 'A' ) ) {
			$order = 'A' . $order;
		}

		$lines    = array( trim( $value( 'first_name' ) . ' ' . $value( 'last_name' ) ), $value( 'company' ) );
		$locality = array();
		foreach ( str_split( $order ) as $letter ) {
			if ( 'A' === $letter ) {
				$lines[]  = self::locality( $locality );
				$locality = array();
				$lines[]  = $value( 'address_1' );
				$lines[]  = $value( 'address_2' );
			} elseif ( isset( $parts[ $letter ] ) ) {
				$locality[ $letter ] = $parts[ $letter ];
			}
		}
		$lines[] = self::locality( $locality );
		$lines[] = '' === $country ? '' : $this->countries->name( $country );
		return array_values( array_filter( $lines, static fn ( string $line ): bool => '' !== $line ) );
	}

	/**
	 * One line of the city, state and postcode, in the format's order: a comma after the city
	 * when the state follows it ("Cupertino, California 95014"), spaces otherwise.
	 *
	 * @param array<string, string> $parts Letter => value, in order.
	 */
	private static function locality( array $parts ): string {
		$line     = '';
		$previous = '';
		foreach ( $parts as $letter => $part ) {
			if ( '' === $part ) {
				continue;
			}
			if ( '' !== $line ) {
				$line .= 'C' === $previous && 'S' === $letter ? ', ' : ' ';
			}
			$line    .= $part;
			$previous = $letter;
		}
		return $line;
	}
}
