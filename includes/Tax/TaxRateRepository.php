<?php
/**
 * Reads, checks and writes tax rates.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Tax;

use Vitrine\Address\Location;
use Vitrine\Address\PostcodePattern;
use Vitrine\Core\Input;

/**
 * The vitrine_tax_rates table. Every write checks every field first and writes nothing when one
 * is wrong (TaxValidationException, one message per field). Fields:
 *
 *     country    ISO code ('de' is taken as DE), '' for every country
 *     state      state code, '' for every state (needs a country)
 *     postcodes  patterns one per line or comma-separated (or a list): 10115, 101*, 10000...19999
 *     cities     one per line or separated by ; (or a list)
 *     rate       percent from 0 to 100 with at most four decimals: '19', '7.25'
 *     name       label shown to shoppers, '' for "Tax"
 *     priority   whole number from 1; one rate applies per priority (default 1)
 *     compound   applied on top of the other taxes (default false)
 *     shipping   applies to shipping too (default true)
 *     tax_class  a class of TaxClasses, '' for standard (default '')
 *     order      place in the list (default: after the class's last rate)
 *
 * Matching (for_location) follows WooCommerce: the rates of the class whose country, state,
 * postcodes and cities each are empty or match the location, sorted by priority, then the most
 * specific first (a country before any country, a state before any, postcodes before none,
 * cities before none), then by their order in the list; of each priority only the first applies.
 * Results are kept in the object cache, keyed by location and class and by the table's last
 * change, so that any write makes every cached answer stale at once.
 */
final class TaxRateRepository {

	public const TABLE       = 'vitrine_tax_rates';
	public const CACHE_GROUP = 'vitrine_tax_rates';

	private const COLUMNS       = 'rate_id, country, state, postcodes, cities, rate, name, priority, compound, applies_to_shipping, tax_class, rate_order';
	private const MAX_STATE     = 50;
	private const MAX_CITY      = 100;
	private const MAX_NAME      = 200;
	private const MAX_PRIORITY  = 9999;
	private const MAX_ORDER     = 999999;
	private const MAX_LIST_TEXT = 65535;

	public function __construct( private readonly TaxClasses $classes ) {
	}

	public static function name(): string {
		global $wpdb;
		return $wpdb->prefix . self::TABLE;
	}

	public function find( int $id ): ?TaxRate {
		global $wpdb;
		$table = self::name();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared -- our table and columns; values prepared.
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT ' . self::COLUMNS . " FROM {$table} WHERE rate_id = %d", $id ), ARRAY_A );
		return is_array( $row ) ? TaxRate::from_row( $row ) : null;
	}

	/**
	 * The rates of one class in the merchant's order.
	 *
	 * @return list<TaxRate>
	 */
	public function for_class( string $tax_class ): array {
		global $wpdb;
		$table = self::name();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared -- our table and columns; values prepared.
		$rows = $wpdb->get_results( $wpdb->prepare( 'SELECT ' . self::COLUMNS . " FROM {$table} WHERE tax_class = %s ORDER BY rate_order, rate_id", $tax_class ), ARRAY_A );
		return array_map( array( TaxRate::class, 'from_row' ), is_array( $rows ) ? $rows : array() );
	}

	/**
	 * The rates that apply at a location for a class: at most one per priority, in priority order.
	 * A location without a country matches nothing (the caller falls back to the shop's address,
	 * see TaxSettings::location_for()).
	 *
	 * @param Location $location  Where the tax is due.
	 * @param string   $tax_class Class slug, '' for standard.
	 * @return list<TaxRate>
	 */
	public function for_location( Location $location, string $tax_class ): array {
		if ( '' === $location->country ) {
			return array();
		}
		$key  = 'for_location:' . md5( implode( "\n", array( $location->country, $location->state, $location->postcode, TaxRate::normalize_city( $location->city ), $tax_class ) ) ) . ':' . wp_cache_get_last_changed( self::CACHE_GROUP );
		$rows = wp_cache_get( $key, self::CACHE_GROUP );
		if ( ! is_array( $rows ) ) {
			$rows = $this->match( $location, $tax_class );
			wp_cache_set( $key, $rows, self::CACHE_GROUP );
		}
		return array_map( array( TaxRate::class, 'from_row' ), $rows );
	}

	/**
	 * Checks every field and answers the row to write.
	 *
	 * @param array<string, mixed> $fields Fields, see the class comment.
	 * @return array{country: string, state: string, postcodes: string, cities: string, rate: string, name: string, priority: int, compound: int, applies_to_shipping: int, tax_class: string, rate_order: int|null}
	 * @throws TaxValidationException With one message per refused field.
	 */
	public function validate( array $fields ): array {
		$errors = array();

		$country = strtoupper( trim( Input::raw( $fields['country'] ?? '' ) ) );
		if ( '' !== $country && ! Countries::is_known( $country ) ) {
			$errors['country'] = 1 === preg_match( '/^[A-Z]{2}$/', $country )
				/* translators: %s: what the merchant typed, such as XX. */
				? sprintf( __( '%s is not a country code. Enter a two-letter code such as DE, or leave the country empty for every country.', 'vitrine' ), $country )
				: __( 'Enter a two-letter country code such as DE, or leave the country empty for every country.', 'vitrine' );
		}

		$state = mb_strtoupper( trim( Input::raw( $fields['state'] ?? '' ) ) );
		if ( '' !== $state ) {
			if ( mb_strlen( $state ) > self::MAX_STATE || 1 !== preg_match( '/^[\p{L}\p{N}][\p{L}\p{N} .\-]*$/u', $state ) ) {
				/* translators: %d: the most characters allowed. */
				$errors['state'] = sprintf( __( 'Enter a state code such as CA (letters, digits, spaces or hyphens, at most %d characters), or leave it empty for every state.', 'vitrine' ), self::MAX_STATE );
			} elseif ( '' === $country && ! isset( $errors['country'] ) ) {
				$errors['state'] = __( 'A state needs its country: enter the country too, or leave the state empty.', 'vitrine' );
			}
		}

		$postcodes = array_map( 'strtoupper', self::list_of( $fields['postcodes'] ?? array(), '/[\r\n,]+/' ) );
		$invalid   = array_values( array_filter( $postcodes, static fn ( string $pattern ): bool => ! PostcodePattern::is_valid( $pattern ) ) );
		if ( array() !== $invalid ) {
			$errors['postcodes'] = sprintf(
				/* translators: %s: the refused postcodes, comma-separated. */
				__( 'Check these postcodes: %s. Enter one per line: an exact postcode (10115), a beginning with * (101*) or a range of postcodes of one length (10000...19999).', 'vitrine' ),
				implode( ', ', array_slice( $invalid, 0, 10 ) )
			);
		} elseif ( strlen( implode( "\n", $postcodes ) ) > self::MAX_LIST_TEXT ) {
			$errors['postcodes'] = __( 'The list of postcodes is too long. Use ranges (10000...19999) or wildcards (1*) to shorten it.', 'vitrine' );
		}

		$cities = array_map( 'sanitize_text_field', self::list_of( $fields['cities'] ?? array(), '/[\r\n;]+/' ) );
		foreach ( $cities as $city ) {
			if ( mb_strlen( $city ) > self::MAX_CITY ) {
				/* translators: %d: the most characters allowed. */
				$errors['cities'] = sprintf( __( 'A city has at most %d characters. Enter one city per line.', 'vitrine' ), self::MAX_CITY );
				break;
			}
		}
		if ( ! isset( $errors['cities'] ) && strlen( implode( "\n", $cities ) ) > self::MAX_LIST_TEXT ) {
			$errors['cities'] = __( 'The list of cities is too long.', 'vitrine' );
		}

		$rate = trim( Input::raw( $fields['rate'] ?? '' ) );
		if ( '' === $rate ) {
			$errors['rate'] = __( 'Enter the rate in percent, such as 19 or 7.5.', 'vitrine' );
		} elseif ( 1 !== preg_match( '/^\d{1,3}(\.\d{1,4})?$/', $rate ) || self::millionths( $rate ) > 1000000 ) {
			$errors['rate'] = __( 'Enter the rate in percent as a number from 0 to 100 with at most 4 decimals and a point, such as 19 or 7.25.', 'vitrine' );
		}

		$name = trim( sanitize_text_field( Input::raw( $fields['name'] ?? '' ) ) );
		if ( mb_strlen( $name ) > self::MAX_NAME ) {
			/* translators: %d: the most characters allowed. */
			$errors['name'] = sprintf( __( 'A tax name has at most %d characters.', 'vitrine' ), self::MAX_NAME );
		}

		$priority = self::whole_number( $fields['priority'] ?? '', 1 );
		if ( null === $priority || $priority < 1 || $priority > self::MAX_PRIORITY ) {
			/* translators: %d: the highest priority allowed. */
			$errors['priority'] = sprintf( __( 'Enter the priority as a whole number from 1 to %d.', 'vitrine' ), self::MAX_PRIORITY );
		}

		$order = self::whole_number( $fields['order'] ?? '', -1 );
		if ( null === $order || $order < -1 || $order > self::MAX_ORDER ) {
			/* translators: %d: the highest position allowed. */
			$errors['order'] = sprintf( __( 'Enter the position as a whole number from 0 to %d.', 'vitrine' ), self::MAX_ORDER );
		}

		$tax_class = Input::raw( $fields['tax_class'] ?? TaxClasses::STANDARD );
		if ( ! $this->classes->exists( $tax_class ) ) {
			$errors['tax_class'] = __( 'Choose a tax class the store has.', 'vitrine' );
		}

		if ( array() !== $errors ) {
			throw new TaxValidationException( $errors );
		}
		list( $whole, $fraction ) = array_pad( explode( '.', $rate, 2 ), 2, '' );
		return array(
			'country'             => $country,
			'state'               => $state,
			'postcodes'           => implode( "\n", $postcodes ),
			'cities'              => implode( "\n", $cities ),
			'rate'                => (int) $whole . '.' . str_pad( $fraction, 4, '0' ),
			'name'                => $name,
			'priority'            => (int) $priority,
			'compound'            => self::flag( $fields['compound'] ?? false ) ? 1 : 0,
			'applies_to_shipping' => self::flag( $fields['shipping'] ?? true ) ? 1 : 0,
			'tax_class'           => $tax_class,
			'rate_order'          => -1 === $order ? null : (int) $order,
		);
	}

	/**
	 * Adds a rate.
	 *
	 * @param array<string, mixed> $fields Fields, see the class comment.
	 * @throws TaxValidationException When a field is refused; nothing was written.
	 * @throws \RuntimeException When the database refuses the row.
	 */
	public function create( array $fields ): TaxRate {
		global $wpdb;
		$row = $this->validate( $fields );
		if ( null === $row['rate_order'] ) {
			$row['rate_order'] = $this->next_order( $row['tax_class'] );
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- our table.
		if ( false === $wpdb->insert( self::name(), $row, self::formats() ) ) {
			throw new \RuntimeException( esc_html( 'Could not save the tax rate: ' . $wpdb->last_error ) );
		}
		$this->flush_cache();
		return $this->find( (int) $wpdb->insert_id ) ?? throw new \RuntimeException( 'The tax rate was not saved.' );
	}

	/**
	 * Changes a rate: the given fields replace the rate's own, the others stay.
	 *
	 * @param int                  $id     The rate.
	 * @param array<string, mixed> $fields Fields, see the class comment.
	 * @throws TaxValidationException When the rate does not exist or a field is refused; nothing was written.
	 * @throws \RuntimeException When the database refuses the row.
	 */
	public function update( int $id, array $fields ): TaxRate {
		global $wpdb;
		$current = $this->find( $id );
		if ( null === $current ) {
			throw new TaxValidationException( array( 'rate_id' => __( 'This tax rate no longer exists.', 'vitrine' ) ) );
		}
		$moved = array_key_exists( 'tax_class', $fields ) && $fields['tax_class'] !== $current->tax_class;
		$row   = $this->validate( array_merge( $current->to_fields(), $moved ? array( 'order' => '' ) : array(), $fields ) );
		if ( null === $row['rate_order'] ) {
			// A rate moved to another class without a position goes after that class's rates.
			$row['rate_order'] = $moved ? $this->next_order( $row['tax_class'] ) : $current->order;
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- our table.
		if ( false === $wpdb->update( self::name(), $row, array( 'rate_id' => $id ), self::formats(), array( '%d' ) ) ) {
			throw new \RuntimeException( esc_html( 'Could not save the tax rate: ' . $wpdb->last_error ) );
		}
		$this->flush_cache();
		return $this->find( $id ) ?? throw new \RuntimeException( 'The tax rate was not saved.' );
	}

	/**
	 * @return bool Whether a rate was deleted.
	 */
	public function delete( int $id ): bool {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- our table.
		$deleted = (int) $wpdb->delete( self::name(), array( 'rate_id' => $id ), array( '%d' ) );
		$this->flush_cache();
		return $deleted > 0;
	}

	/**
	 * Deletes every rate of a class (when the class is removed).
	 *
	 * @return int How many were deleted.
	 */
	public function delete_class( string $tax_class ): int {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- our table.
		$deleted = (int) $wpdb->delete( self::name(), array( 'tax_class' => $tax_class ), array( '%s' ) );
		$this->flush_cache();
		return $deleted;
	}

	/**
	 * Makes every cached match stale (the key includes the last change).
	 */
	public function flush_cache(): void {
		wp_cache_set_last_changed( self::CACHE_GROUP );
	}

	/**
	 * The matching rows, one per priority.
	 *
	 * @return list<array<string, mixed>>
	 */
	private function match( Location $location, string $tax_class ): array {
		global $wpdb;
		$table = self::name();
		// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared -- our table and columns; values prepared; cached by the caller.
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				'SELECT ' . self::COLUMNS . " FROM {$table} WHERE tax_class = %s AND country IN (%s, '') AND state IN (%s, '')",
				$tax_class,
				$location->country,
				$location->state
			),
			ARRAY_A
		);
		// phpcs:enable

		$found = array();
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			$rate = TaxRate::from_row( $row );
			if ( $rate->matches( $location ) ) {
				$found[] = array( $rate, $row );
			}
		}
		usort(
			$found,
			static fn ( array $a, array $b ): int => array( $a[0]->priority, $a[0]->vagueness(), $a[0]->order, $a[0]->id ) <=> array( $b[0]->priority, $b[0]->vagueness(), $b[0]->order, $b[0]->id )
		);

		$matched    = array();
		$priorities = array();
		foreach ( $found as list( $rate, $row ) ) {
			if ( isset( $priorities[ $rate->priority ] ) ) {
				continue;
			}
			$priorities[ $rate->priority ] = true;
			$matched[]                     = $row;
		}
		return $matched;
	}

	private function next_order( string $tax_class ): int {
		global $wpdb;
		$table = self::name();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
		$max = $wpdb->get_var( $wpdb->prepare( "SELECT MAX(rate_order) FROM {$table} WHERE tax_class = %s", $tax_class ) );
		return null === $max ? 0 : (int) $max + 1;
	}

	/**
	 * @return list<string>
	 */
	private static function formats(): array {
		return array( '%s', '%s', '%s', '%s', '%s', '%s', '%d', '%d', '%d', '%s', '%d' );
	}

	/**
	 * A text field or a list of values as clean, distinct lines.
	 *
	 * @param mixed  $value     A string, or a list of strings.
	 * @param string $separator What separates values in a string.
	 * @return list<string>
	 */
	private static function list_of( mixed $value, string $separator ): array {
		$parts = is_array( $value ) ? array_map( array( Input::class, 'raw' ), $value ) : preg_split( $separator, Input::raw( $value ) );
		$parts = array_map( 'trim', false === $parts ? array() : $parts );
		return array_values( array_unique( array_filter( $parts, static fn ( string $part ): bool => '' !== $part ) ) );
	}

	/**
	 * A whole number from an int or a string of digits; the default for '' and null for anything else.
	 */
	private static function whole_number( mixed $value, int $default_value ): ?int {
		if ( is_int( $value ) ) {
			return $value;
		}
		$value = trim( Input::raw( $value ) );
		if ( '' === $value ) {
			return $default_value;
		}
		return 1 === preg_match( '/^\d{1,9}$/', $value ) ? (int) $value : null;
	}

	private static function flag( mixed $value ): bool {
		return true === $value || 1 === $value || in_array( is_scalar( $value ) ? strtolower( (string) $value ) : '', array( '1', 'yes', 'on', 'true' ), true );
	}

	private static function millionths( string $rate ): int {
		list( $whole, $fraction ) = array_pad( explode( '.', $rate, 2 ), 2, '' );
		return (int) $whole * 10000 + (int) str_pad( $fraction, 4, '0' );
	}
}
