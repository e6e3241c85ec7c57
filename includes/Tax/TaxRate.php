<?php
/**
 * One tax rate.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Tax;

use Vitrine\Address\Location;
use Vitrine\Address\PostcodePattern;

/**
 * Read-only: built by TaxRateRepository from a row of vitrine_tax_rates. The rate is a percent
 * as a decimal string with four decimals ('19.0000'); calculations use millionths() so that the
 * percentage itself never goes through a float.
 */
final class TaxRate {

	/**
	 * @param int          $id        Row id.
	 * @param string       $country   ISO code, '' for any country.
	 * @param string       $state     State code, '' for any state.
	 * @param list<string> $postcodes Postcode patterns (PostcodePattern), empty for any postcode.
	 * @param list<string> $cities    Cities, empty for any city.
	 * @param string       $rate      Percent with four decimals: '19.0000'.
	 * @param string       $name      The label shoppers read, '' for "Tax".
	 * @param int          $priority  One rate per priority applies; 1 first.
	 * @param bool         $compound  Applied on top of the other rates' taxes.
	 * @param bool         $shipping  Applies to shipping costs too.
	 * @param string       $tax_class Class slug, '' for standard.
	 * @param int          $order     Place in the merchant's list.
	 */
	public function __construct(
		public readonly int $id,
		public readonly string $country,
		public readonly string $state,
		public readonly array $postcodes,
		public readonly array $cities,
		public readonly string $rate,
		public readonly string $name,
		public readonly int $priority,
		public readonly bool $compound,
		public readonly bool $shipping,
		public readonly string $tax_class,
		public readonly int $order,
	) {
	}

	/**
	 * A rate from a database row (or the same shape from the object cache).
	 *
	 * @param array<string, mixed> $row Columns of vitrine_tax_rates.
	 */
	public static function from_row( array $row ): self {
		return new self(
			(int) $row['rate_id'],
			(string) $row['country'],
			(string) $row['state'],
			self::lines( (string) $row['postcodes'] ),
			self::lines( (string) $row['cities'] ),
			(string) $row['rate'],
			(string) $row['name'],
			(int) $row['priority'],
			(bool) (int) $row['compound'],
			(bool) (int) $row['applies_to_shipping'],
			(string) $row['tax_class'],
			(int) $row['rate_order']
		);
	}

	/**
	 * What shoppers read on the order: the rate's name, or "Tax" when it has none.
	 */
	public function label(): string {
		return '' !== $this->name ? $this->name : __( 'Tax', 'vitrine' );
	}

	/**
	 * The percent without trailing zeros: '19', '7.5', '0.0001'.
	 */
	public function percent(): string {
		return str_contains( $this->rate, '.' ) ? rtrim( rtrim( $this->rate, '0' ), '.' ) : $this->rate;
	}

	/**
	 * The rate as millionths of the amount: 19% is 190000, 7.25% is 72500. Exact, since a rate
	 * has at most four decimals of a percent.
	 */
	public function millionths(): int {
		list( $whole, $fraction ) = array_pad( explode( '.', $this->rate, 2 ), 2, '' );
		return (int) $whole * 10000 + (int) str_pad( substr( $fraction, 0, 4 ), 4, '0' );
	}

	/**
	 * Whether the rate applies at a location: each of country, state, postcodes and cities is
	 * either empty (any) or matches.
	 */
	public function matches( Location $location ): bool {
		if ( '' === $location->country ) {
			return false;
		}
		if ( '' !== $this->country && $this->country !== $location->country ) {
			return false;
		}
		if ( '' !== $this->state && $this->state !== $location->state ) {
			return false;
		}
		if ( ! PostcodePattern::matches_any( $this->postcodes, $location->postcode ) ) {
			return false;
		}
		if ( array() !== $this->cities ) {
			$city = self::normalize_city( $location->city );
			foreach ( $this->cities as $candidate ) {
				if ( self::normalize_city( $candidate ) === $city ) {
					return true;
				}
			}
			return false;
		}
		return true;
	}

	/**
	 * How specific the rate's location is, for sorting (WooCommerce's rule): a country before
	 * any country, a state before any state, postcodes before none, cities before none.
	 *
	 * @return array{0: int, 1: int, 2: int, 3: int} Lower is more specific.
	 */
	public function vagueness(): array {
		return array(
			'' === $this->country ? 1 : 0,
			'' === $this->state ? 1 : 0,
			array() === $this->postcodes ? 1 : 0,
			array() === $this->cities ? 1 : 0,
		);
	}

	/**
	 * The fields TaxRateRepository::create() and update() take, as this rate has them.
	 *
	 * @return array<string, mixed>
	 */
	public function to_fields(): array {
		return array(
			'country'   => $this->country,
			'state'     => $this->state,
			'postcodes' => $this->postcodes,
			'cities'    => $this->cities,
			'rate'      => $this->rate,
			'name'      => $this->name,
			'priority'  => $this->priority,
			'compound'  => $this->compound,
			'shipping'  => $this->shipping,
			'tax_class' => $this->tax_class,
			'order'     => $this->order,
		);
	}

	/**
	 * Cities compare without case and with single spaces: 'new  york' is 'NEW YORK'.
	 */
	public static function normalize_city( string $city ): string {
		return mb_strtoupper( trim( (string) preg_replace( '/\s+/u', ' ', $city ) ) );
	}

	/**
	 * @return list<string>
	 */
	private static function lines( string $text ): array {
		$lines = preg_split( '/\r\n|\r|\n/', $text );
		return array_values( array_filter( array_map( 'trim', false === $lines ? array() : $lines ), static fn ( string $line ): bool => '' !== $line ) );
	}
}
