<?php
/**
 * Shipping zones, their locations and their methods: reading, matching and saving.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Shipping;

use Vitrine\Address\Location;
use Vitrine\Address\PostcodePattern;
use Vitrine\Core\Database\DatabaseException;
use Vitrine\Core\Database\Transaction;
use Vitrine\Core\Database\TransactionException;
use Vitrine\Core\Input;

/**
 * The repository of the three shipping tables.
 *
 * Reads: every zone with its locations and methods is loaded in three queries and kept in the
 * object cache (a store has a handful of zones), and so is the zone each destination matched.
 * Every cache key carries the group's last_changed value, which each write renews: one write
 * makes every cached answer stale at once, on every web server sharing the cache.
 *
 * Writes: everything is validated first and nothing is written when anything is refused
 * (ShippingValidationException, with a message per field). The statements of one change run in
 * one transaction (see Transaction: a savepoint when the caller already has one), so a failing
 * statement leaves nothing half-written.
 */
final class ShippingZones {

	public const ZONES_TABLE     = 'vitrine_shipping_zones';
	public const LOCATIONS_TABLE = 'vitrine_shipping_zone_locations';
	public const METHODS_TABLE   = 'vitrine_shipping_zone_methods';

	public const CACHE_GROUP = 'vitrine_shipping';

	public const MAX_NAME     = 200;
	public const MAX_POSTCODE = 200;

	/** Field ids of the zone form, which are also the keys of its messages. */
	public const FIELD_FORM      = 'vitrine-shipping-form';
	public const FIELD_NAME      = 'vitrine-shipping-zone-name';
	public const FIELD_REGIONS   = 'vitrine-shipping-zone-regions';
	public const FIELD_POSTCODES = 'vitrine-shipping-zone-postcodes';
	public const FIELD_ORDER     = 'vitrine-shipping-zone-order';
	public const FIELD_METHOD    = 'vitrine-shipping-method-type';

	/** @var array{key: string, zones: array<int, ShippingZone>}|null The zones of this request, by cache key. */
	private ?array $loaded = null;

	public function __construct( private readonly ShippingMethods $methods, private readonly Transaction $transaction ) {
	}

	public static function table( string $name ): string {
		global $wpdb;
		return $wpdb->prefix . $name;
	}

	/**
	 * The zones in the order they are tried, without the rest of the world.
	 *
	 * @return list<ShippingZone>
	 */
	public function all(): array {
		$zones = $this->zones();
		unset( $zones[ ShippingZone::REST_OF_WORLD ] );
		return array_values( $zones );
	}

	/**
	 * A zone by id; 0 is "Locations not covered by your other zones".
	 */
	public function get( int $zone_id ): ?ShippingZone {
		return $this->zones()[ $zone_id ] ?? null;
	}

	public function rest_of_world(): ShippingZone {
		return $this->zones()[ ShippingZone::REST_OF_WORLD ];
	}

	/**
	 * The zone whose methods a destination gets: the first zone, in zone order, that matches
	 * it, or the rest of the world.
	 */
	public function match( Location $location ): ShippingZone {
		$zones = $this->zones();
		$key   = 'match_' . md5( $location->country . '|' . $location->state . '|' . $location->postcode ) . '_' . $this->last_changed();
		$found = wp_cache_get( $key, self::CACHE_GROUP );
		if ( is_int( $found ) && isset( $zones[ $found ] ) ) {
			return $zones[ $found ];
		}
		$match = $zones[ ShippingZone::REST_OF_WORLD ];
		foreach ( $zones as $zone ) {
			if ( $zone->matches( $location ) ) {
				$match = $zone;
				break;
			}
		}
		wp_cache_set( $key, $match->zone_id, self::CACHE_GROUP );
		return $match;
	}

	/**
	 * A method instance by id, in whichever zone it is.
	 */
	public function method( int $instance_id ): ?ShippingMethodInstance {
		foreach ( $this->zones() as $zone ) {
			$method = $zone->method( $instance_id );
			if ( null !== $method ) {
				return $method;
			}
		}
		return null;
	}

	/**
	 * Adds a zone (zone_id 0) or changes one.
	 *
	 * @param array<string, mixed> $input   name; regions and postcodes (text, one per line or
	 *                                      comma-separated, or lists); zone_order (optional: a new
	 *                                      zone goes last, a changed one keeps its place).
	 * @param int                  $zone_id The zone to change, 0 to add one.
	 * @return ShippingZone The zone as saved.
	 * @throws ShippingValidationException When anything is refused; nothing was written.
	 * @throws ShippingStoreException When the database fails; nothing was written.
	 */
	public function save_zone( array $input, int $zone_id = 0 ): ShippingZone {
		$errors   = array();
		$existing = null;
		if ( 0 !== $zone_id ) {
			$existing = $zone_id > 0 ? $this->get( $zone_id ) : null;
			if ( null === $existing ) {
				throw new ShippingValidationException( array( self::FIELD_FORM => __( 'This shipping zone no longer exists.', 'vitrine' ) ) );
			}
		}

		$name = trim( sanitize_text_field( Input::raw( $input['name'] ?? '' ) ) );
		if ( '' === $name ) {
			$errors[ self::FIELD_NAME ] = __( 'Enter the zone’s name, such as Europe or Paris area.', 'vitrine' );
		} elseif ( mb_strlen( $name ) > self::MAX_NAME ) {
			/* translators: %d: the most characters allowed. */
			$errors[ self::FIELD_NAME ] = sprintf( __( 'A zone name has at most %d characters.', 'vitrine' ), self::MAX_NAME );
		}

		$locations = array();
		$unknown   = array();
		foreach ( self::entries( $input['regions'] ?? array() ) as $entry ) {
			$region = ZoneLocation::parse_region( $entry );
			if ( null === $region ) {
				$unknown[] = $entry;
				continue;
			}
			$locations[ $region->type . '|' . $region->code ] = $region;
		}
		if ( array() !== $unknown ) {
			$errors[ self::FIELD_REGIONS ] = sprintf(
				/* translators: %s: the refused entries, comma-separated. */
				_n(
					'This region is not known: %s. Enter countries as two-letter codes (DE), states as country:state (US:CA) and continents as continent:code (continent:EU), one per line.',
					'These regions are not known: %s. Enter countries as two-letter codes (DE), states as country:state (US:CA) and continents as continent:code (continent:EU), one per line.',
					count( $unknown ),
					'vitrine'
				),
				implode( ', ', $unknown )
			);
		}

		$refused = array();
		foreach ( self::entries( $input['postcodes'] ?? array() ) as $pattern ) {
			if ( ! PostcodePattern::is_valid( $pattern ) || strlen( $pattern ) > self::MAX_POSTCODE ) {
				$refused[] = $pattern;
				continue;
			}
			$normalised = str_contains( $pattern, '...' ) ? $pattern : Location::normalize_postcode( $pattern );
			$locations[ ZoneLocation::POSTCODE . '|' . $normalised ] = new ZoneLocation( ZoneLocation::POSTCODE, $normalised );
		}
		if ( array() !== $refused ) {
			$errors[ self::FIELD_POSTCODES ] = sprintf(
				/* translators: %s: the refused entries, comma-separated. */
				_n(
					'This postcode is not valid: %s. Enter one postcode per line: exact (75001), with a trailing * for all that start alike (75*), or a range of numbers of the same length (10000...19999).',
					'These postcodes are not valid: %s. Enter one postcode per line: exact (75001), with a trailing * for all that start alike (75*), or a range of numbers of the same length (10000...19999).',
					count( $refused ),
					'vitrine'
				),
				implode( ', ', $refused )
			);
		}

		$order = null;
		$typed = Input::raw( $input['zone_order'] ?? '' );
		if ( '' !== trim( $typed ) ) {
			if ( 1 !== preg_match( '/^\d{1,9}$/', trim( $typed ) ) ) {
				$errors[ self::FIELD_ORDER ] = __( 'The order is a whole number of 0 or more: zones with lower numbers are tried first.', 'vitrine' );
			} else {
				$order = (int) trim( $typed );
			}
		}

		if ( array() !== $errors ) {
			throw new ShippingValidationException( $errors );
		}
		if ( null === $order ) {
			$order = null !== $existing ? $existing->order : $this->next_zone_order();
		}

		global $wpdb;
		$zones     = self::table( self::ZONES_TABLE );
		$locs      = self::table( self::LOCATIONS_TABLE );
		$locations = array_values( $locations );
		$saved_id  = $this->transaction(
			function () use ( $wpdb, $zones, $locs, $zone_id, $name, $order, $locations ): int {
				if ( 0 === $zone_id ) {
					// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
					$this->run( $wpdb->prepare( "INSERT INTO {$zones} (name, zone_order) VALUES (%s, %d)", $name, $order ) );
					$zone_id = (int) $wpdb->insert_id;
				} else {
					// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
					$this->run( $wpdb->prepare( "UPDATE {$zones} SET name = %s, zone_order = %d WHERE zone_id = %d", $name, $order, $zone_id ) );
					// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
					$this->run( $wpdb->prepare( "DELETE FROM {$locs} WHERE zone_id = %d", $zone_id ) );
				}
				foreach ( $locations as $location ) {
					// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
					$this->run( $wpdb->prepare( "INSERT INTO {$locs} (zone_id, type, code) VALUES (%d, %s, %s)", $zone_id, $location->type, $location->code ) );
				}
				return $zone_id;
			}
		);
		$zone      = $this->get( $saved_id );
		if ( null === $zone ) {
			throw new ShippingStoreException( 'The saved zone could not be read back.' );
		}
		return $zone;
	}

	/**
	 * Deletes a zone with its locations and methods.
	 *
	 * @throws ShippingValidationException When there is no such zone (the rest of the world cannot be deleted).
	 * @throws ShippingStoreException When the database fails; nothing was deleted.
	 */
	public function delete_zone( int $zone_id ): void {
		if ( $zone_id <= 0 || null === $this->get( $zone_id ) ) {
			throw new ShippingValidationException( array( self::FIELD_FORM => __( 'This shipping zone no longer exists.', 'vitrine' ) ) );
		}
		global $wpdb;
		$this->transaction(
			function () use ( $wpdb, $zone_id ): void {
				foreach ( array( self::METHODS_TABLE, self::LOCATIONS_TABLE, self::ZONES_TABLE ) as $name ) {
					$table = self::table( $name );
					// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
					$this->run( $wpdb->prepare( "DELETE FROM {$table} WHERE zone_id = %d", $zone_id ) );
				}
			}
		);
	}

	/**
	 * Moves a zone one place up (-1) or down (1) in the order zones are tried.
	 *
	 * @throws ShippingValidationException When there is no such zone.
	 * @throws ShippingStoreException When the database fails.
	 */
	public function move_zone( int $zone_id, int $offset ): void {
		$ids = array_map( static fn ( ShippingZone $zone ): int => $zone->zone_id, $this->all() );
		if ( ! in_array( $zone_id, $ids, true ) ) {
			throw new ShippingValidationException( array( self::FIELD_FORM => __( 'This shipping zone no longer exists.', 'vitrine' ) ) );
		}
		$this->write_order( self::ZONES_TABLE, 'zone_id', 'zone_order', self::moved( $ids, $zone_id, $offset ) );
	}

	/**
	 * Adds a method to a zone (0: the rest of the world), last in its order.
	 *
	 * @param int                  $zone_id   The zone.
	 * @param string               $method_id flat_rate, free_shipping, local_pickup.
	 * @param array<string, mixed> $input     The method's settings as submitted.
	 * @param bool                 $enabled   Whether shoppers are offered it.
	 * @throws ShippingValidationException When the zone, the type or a setting is refused; nothing was written.
	 * @throws ShippingStoreException When the database fails.
	 */
	public function add_method( int $zone_id, string $method_id, array $input, bool $enabled = true ): ShippingMethodInstance {
		$zone = $this->get( $zone_id );
		if ( null === $zone ) {
			throw new ShippingValidationException( array( self::FIELD_FORM => __( 'This shipping zone no longer exists.', 'vitrine' ) ) );
		}
		$method = $this->methods->get( $method_id );
		if ( null === $method ) {
			throw new ShippingValidationException( array( self::FIELD_METHOD => __( 'Choose one of the shipping methods offered.', 'vitrine' ) ) );
		}
		$settings = $method->validate( $input );
		$order    = array() === $zone->methods ? 0 : max( array_map( static fn ( ShippingMethodInstance $m ): int => $m->order, $zone->methods ) ) + 1;

		global $wpdb;
		$table       = self::table( self::METHODS_TABLE );
		$instance_id = $this->transaction(
			function () use ( $wpdb, $table, $zone_id, $method_id, $order, $enabled, $settings ): int {
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
				$this->run( $wpdb->prepare( "INSERT INTO {$table} (zone_id, method_id, method_order, enabled, settings) VALUES (%d, %s, %d, %d, %s)", $zone_id, $method_id, $order, $enabled ? 1 : 0, self::encode( $settings ) ) );
				return (int) $wpdb->insert_id;
			}
		);
		return $this->method_or_fail( $instance_id );
	}

	/**
	 * Changes a method's settings, and whether it is offered when $enabled is given.
	 *
	 * @param int                  $instance_id The method instance.
	 * @param array<string, mixed> $input       Its settings as submitted.
	 * @param bool|null            $enabled     Whether shoppers are offered it; null keeps it.
	 * @throws ShippingValidationException When the method or a setting is refused; nothing was written.
	 * @throws ShippingStoreException When the database fails.
	 */
	public function update_method( int $instance_id, array $input, ?bool $enabled = null ): ShippingMethodInstance {
		$instance = $this->method_or_refuse( $instance_id );
		$method   = $this->methods->get( $instance->method_id );
		if ( null === $method ) {
			throw new ShippingValidationException( array( self::FIELD_FORM => __( 'This shipping method is no longer available: delete it.', 'vitrine' ) ) );
		}
		$settings = $method->validate( $input );
		$enabled  = $enabled ?? $instance->enabled;

		global $wpdb;
		$table = self::table( self::METHODS_TABLE );
		$this->transaction(
			function () use ( $wpdb, $table, $instance_id, $enabled, $settings ): void {
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
				$this->run( $wpdb->prepare( "UPDATE {$table} SET enabled = %d, settings = %s WHERE instance_id = %d", $enabled ? 1 : 0, self::encode( $settings ), $instance_id ) );
			}
		);
		return $this->method_or_fail( $instance_id );
	}

	/**
	 * Offers a method to shoppers, or stops offering it.
	 *
	 * @throws ShippingValidationException When there is no such method.
	 * @throws ShippingStoreException When the database fails.
	 */
	public function set_method_enabled( int $instance_id, bool $enabled ): void {
		$this->method_or_refuse( $instance_id );
		global $wpdb;
		$table = self::table( self::METHODS_TABLE );
		$this->transaction(
			function () use ( $wpdb, $table, $instance_id, $enabled ): void {
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
				$this->run( $wpdb->prepare( "UPDATE {$table} SET enabled = %d WHERE instance_id = %d", $enabled ? 1 : 0, $instance_id ) );
			}
		);
	}

	/**
	 * @throws ShippingValidationException When there is no such method.
	 * @throws ShippingStoreException When the database fails.
	 */
	public function delete_method( int $instance_id ): void {
		$this->method_or_refuse( $instance_id );
		global $wpdb;
		$table = self::table( self::METHODS_TABLE );
		$this->transaction(
			function () use ( $wpdb, $table, $instance_id ): void {
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
				$this->run( $wpdb->prepare( "DELETE FROM {$table} WHERE instance_id = %d", $instance_id ) );
			}
		);
	}

	/**
	 * Moves a method one place up (-1) or down (1) in its zone.
	 *
	 * @throws ShippingValidationException When there is no such method.
	 * @throws ShippingStoreException When the database fails.
	 */
	public function move_method( int $instance_id, int $offset ): void {
		$instance = $this->method_or_refuse( $instance_id );
		$zone     = $this->get( $instance->zone_id );
		$ids      = array_map( static fn ( ShippingMethodInstance $m ): int => $m->instance_id, null !== $zone ? $zone->methods : array() );
		$this->write_order( self::METHODS_TABLE, 'instance_id', 'method_order', self::moved( $ids, $instance_id, $offset ) );
	}

	/**
	 * Forgets every cached zone and match (here and in the object cache).
	 */
	public function invalidate(): void {
		wp_cache_set( 'last_changed', microtime(), self::CACHE_GROUP );
		$this->loaded = null;
	}

	/**
	 * Every zone by id, the rest of the world (0) last, the others in zone order.
	 *
	 * @return array<int, ShippingZone>
	 */
	private function zones(): array {
		$key = 'zones_' . $this->last_changed();
		if ( null !== $this->loaded && $this->loaded['key'] === $key ) {
			return $this->loaded['zones'];
		}
		$rows = wp_cache_get( $key, self::CACHE_GROUP );
		if ( ! is_array( $rows ) || ! isset( $rows['zones'], $rows['locations'], $rows['methods'] ) ) {
			$rows = $this->query_rows();
			wp_cache_set( $key, $rows, self::CACHE_GROUP );
		}
		$this->loaded = array(
			'key'   => $key,
			'zones' => $this->build( $rows ),
		);
		return $this->loaded['zones'];
	}

	/**
	 * The three tables' rows, as plain arrays (what the object cache keeps), read in one
	 * statement: without a persistent object cache every cart answer with a location reads
	 * them (docs/decisions.md, "Queries of the cart calls"). Each part keeps its own columns
	 * under the common names a..e, and its own order.
	 *
	 * @return array{zones: list<array<string, mixed>>, locations: list<array<string, mixed>>, methods: list<array<string, mixed>>}
	 * @throws ShippingStoreException When the query fails.
	 */
	private function query_rows(): array {
		global $wpdb;
		$zones     = self::table( self::ZONES_TABLE );
		$locations = self::table( self::LOCATIONS_TABLE );
		$methods   = self::table( self::METHODS_TABLE );
		// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our tables, no values; cached by the caller.
		$rows = $wpdb->get_results(
			"(SELECT 1 AS part, zone_id, name AS a, zone_order AS b, NULL AS c, NULL AS d, NULL AS e, zone_order AS sort1, zone_id AS sort2 FROM {$zones})
			UNION ALL (SELECT 2, zone_id, type, code, NULL, NULL, NULL, location_id, 0 FROM {$locations})
			UNION ALL (SELECT 3, zone_id, instance_id, method_id, method_order, enabled, settings, method_order, instance_id FROM {$methods})
			ORDER BY part, sort1, sort2",
			ARRAY_A
		);
		// phpcs:enable
		if ( '' !== $wpdb->last_error || ! is_array( $rows ) ) {
			throw new ShippingStoreException( 'Could not read the shipping zones: ' . esc_html( $wpdb->last_error ) );
		}
		$tables = array(
			'zones'     => array(),
			'locations' => array(),
			'methods'   => array(),
		);
		foreach ( $rows as $row ) {
			switch ( (int) $row['part'] ) {
				case 1:
					$tables['zones'][] = array(
						'zone_id'    => $row['zone_id'],
						'name'       => $row['a'],
						'zone_order' => $row['b'],
					);
					break;
				case 2:
					$tables['locations'][] = array(
						'zone_id' => $row['zone_id'],
						'type'    => $row['a'],
						'code'    => $row['b'],
					);
					break;
				default:
					$tables['methods'][] = array(
						'instance_id'  => $row['a'],
						'zone_id'      => $row['zone_id'],
						'method_id'    => $row['b'],
						'method_order' => $row['c'],
						'enabled'      => $row['d'],
						'settings'     => $row['e'],
					);
			}
		}
		return $tables;
	}

	/**
	 * @param array{zones: list<array<string, mixed>>, locations: list<array<string, mixed>>, methods: list<array<string, mixed>>} $rows The tables' rows.
	 * @return array<int, ShippingZone>
	 */
	private function build( array $rows ): array {
		$locations = array();
		foreach ( $rows['locations'] as $row ) {
			$locations[ (int) $row['zone_id'] ][] = new ZoneLocation( (string) $row['type'], (string) $row['code'] );
		}
		$methods = array();
		foreach ( $rows['methods'] as $row ) {
			$settings                           = json_decode( (string) $row['settings'], true );
			$methods[ (int) $row['zone_id'] ][] = new ShippingMethodInstance(
				(int) $row['instance_id'],
				(int) $row['zone_id'],
				(string) $row['method_id'],
				(int) $row['method_order'],
				'1' === (string) $row['enabled'],
				is_array( $settings ) ? $settings : array()
			);
		}
		$zones = array();
		foreach ( $rows['zones'] as $row ) {
			$id           = (int) $row['zone_id'];
			$zones[ $id ] = new ShippingZone( $id, (string) $row['name'], (int) $row['zone_order'], $locations[ $id ] ?? array(), $methods[ $id ] ?? array() );
		}
		$zones[ ShippingZone::REST_OF_WORLD ] = new ShippingZone(
			ShippingZone::REST_OF_WORLD,
			__( 'Locations not covered by your other zones', 'vitrine' ),
			PHP_INT_MAX,
			array(),
			$methods[ ShippingZone::REST_OF_WORLD ] ?? array()
		);
		return $zones;
	}

	private function last_changed(): string {
		$value = wp_cache_get( 'last_changed', self::CACHE_GROUP );
		if ( ! is_string( $value ) || '' === $value ) {
			$value = microtime();
			wp_cache_set( 'last_changed', $value, self::CACHE_GROUP );
		}
		return $value;
	}

	private function next_zone_order(): int {
		$zones = $this->all();
		return array() === $zones ? 0 : max( array_map( static fn ( ShippingZone $zone ): int => $zone->order, $zones ) ) + 1;
	}

	/**
	 * @throws ShippingValidationException When there is no such method.
	 */
	private function method_or_refuse( int $instance_id ): ShippingMethodInstance {
		$instance = $this->method( $instance_id );
		if ( null === $instance ) {
			throw new ShippingValidationException( array( self::FIELD_FORM => __( 'This shipping method no longer exists.', 'vitrine' ) ) );
		}
		return $instance;
	}

	/**
	 * @throws ShippingStoreException When the method just written cannot be read back.
	 */
	private function method_or_fail( int $instance_id ): ShippingMethodInstance {
		$instance = $this->method( $instance_id );
		if ( null === $instance ) {
			throw new ShippingStoreException( 'The saved shipping method could not be read back.' );
		}
		return $instance;
	}

	/**
	 * Rewrites the order column of the given rows as 0, 1, 2... in the given order.
	 *
	 * @param string    $table  Table name without prefix.
	 * @param string    $id     Its id column.
	 * @param string    $column Its order column.
	 * @param list<int> $ids    The rows in their new order.
	 * @throws ShippingStoreException When the database fails.
	 */
	private function write_order( string $table, string $id, string $column, array $ids ): void {
		global $wpdb;
		$table = self::table( $table );
		$this->transaction(
			function () use ( $wpdb, $table, $id, $column, $ids ): void {
				foreach ( $ids as $position => $row_id ) {
					// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table and columns (constants of this class); values prepared.
					$this->run( $wpdb->prepare( "UPDATE {$table} SET {$column} = %d WHERE {$id} = %d", $position, $row_id ) );
				}
			}
		);
	}

	/**
	 * The ids with one moved by an offset, kept within the list.
	 *
	 * @param list<int> $ids    The ids in order.
	 * @param int       $moved  The one to move.
	 * @param int       $offset -1 for up, 1 for down.
	 * @return list<int>
	 */
	private static function moved( array $ids, int $moved, int $offset ): array {
		$from = array_search( $moved, $ids, true );
		if ( false === $from ) {
			return $ids;
		}
		$to = max( 0, min( count( $ids ) - 1, $from + $offset ) );
		array_splice( $ids, $from, 1 );
		array_splice( $ids, $to, 0, array( $moved ) );
		return $ids;
	}

	/**
	 * Runs the work in a transaction (see Transaction), and forgets the cached zones afterwards
	 * whatever happened, and again if a transaction holding this one rolls back.
	 *
	 * @template T
	 * @param \Closure(): T $work The statements.
	 * @return T What the work returned.
	 * @throws ShippingStoreException When the database fails; nothing was written.
	 * @throws \Throwable What the work threw, after the rollback.
	 */
	private function transaction( \Closure $work ): mixed {
		try {
			return $this->transaction->run( $work, on_rollback: fn () => $this->invalidate() );
		} catch ( TransactionException $e ) {
			throw ShippingStoreException::from( $e );
		} finally {
			$this->invalidate();
		}
	}

	/**
	 * @throws ShippingStoreException When the statement fails.
	 */
	private function run( string $sql ): void {
		global $wpdb;
		$result = $wpdb->query( $sql ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.NotPrepared -- callers prepare.
		if ( false === $result ) {
			throw new ShippingStoreException( 'Could not write the shipping zones: ' . esc_html( $wpdb->last_error ), DatabaseException::is_retryable( $wpdb->last_error ) );
		}
	}

	/**
	 * @param array<string, mixed> $settings Settings.
	 */
	private static function encode( array $settings ): string {
		return (string) wp_json_encode( $settings );
	}

	/**
	 * Entries typed one per line or comma-separated, or given as a list.
	 *
	 * @return list<string>
	 */
	private static function entries( mixed $value ): array {
		if ( is_array( $value ) ) {
			$value = implode( "\n", array_map( array( Input::class, 'raw' ), $value ) );
		}
		return PostcodePattern::parse_list( Input::raw( $value ) );
	}
}
