<?php
/**
 * The months of calendars, kept.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Calendar;

/**
 * Each calendar's months (their events by day), kept as transients: in the shared object cache
 * when the site has one, in the options table otherwise, so every web server of the site sees
 * the same entries (a non-persistent wp_cache would be per request, a file per server).
 *
 * - cache_timeout 0 keeps nothing; a positive one keeps a month that many seconds; a negative
 *   one keeps it until it is evicted or its posts change (spec, section 9).
 * - At most max_cache months a calendar (12 by default): an index per calendar lists its months
 *   from the least to the most recently written, and writing one more drops the oldest.
 * - A month is stale once a post of its post type changes: each entry carries the post type's
 *   "last changed" mark (changed()), bumped by touch() on every save, deletion or meta change,
 *   and an entry with another mark is not used.
 *
 * @phpstan-import-type Entry from CalendarEvents
 */
final class CalendarCache {

	/** The option of the post types' last-changed marks. */
	public const CHANGED_OPTION = 'vitrine_calendar_changed';

	private const PREFIX = 'vitrine_cal_';

	/**
	 * A month's days, or null when it is not kept (or no longer valid).
	 *
	 * @return array<string, list<Entry>>|null
	 */
	public function get( CalendarSettings $settings, string $month ): ?array {
		if ( 0 === $settings->cache_timeout ) {
			return null;
		}
		$entry = get_transient( $this->name( $settings, $month ) );
		if ( ! is_array( $entry ) || ( $entry['changed'] ?? null ) !== $this->changed( $settings->post_type ) || ! is_array( $entry['days'] ?? null ) ) {
			return null;
		}
		return $entry['days'];
	}

	/**
	 * Keeps a month, and drops the calendar's oldest ones past max_cache.
	 *
	 * @param array<string, list<Entry>> $days The month's days.
	 */
	public function set( CalendarSettings $settings, string $month, array $days ): void {
		if ( 0 === $settings->cache_timeout ) {
			return;
		}
		$expires = max( 0, $settings->cache_timeout );
		set_transient(
			$this->name( $settings, $month ),
			array(
				'changed' => $this->changed( $settings->post_type ),
				'days'    => $days,
			),
			$expires
		);
		$index   = $this->months( $settings );
		$index   = array_values( array_diff( $index, array( $month ) ) );
		$index[] = $month;
		$drop    = array_slice( $index, 0, max( 0, count( $index ) - $settings->max_cache ) );
		$index   = array_slice( $index, count( $drop ) );
		foreach ( $drop as $old ) {
			delete_transient( $this->name( $settings, $old ) );
		}
		set_transient( self::PREFIX . 'i_' . $settings->key(), $index, $expires );
	}

	/**
	 * The months kept for a calendar, least recently written first.
	 *
	 * @return list<string>
	 */
	public function months( CalendarSettings $settings ): array {
		$index = get_transient( self::PREFIX . 'i_' . $settings->key() );
		return is_array( $index ) ? array_values( array_filter( $index, 'is_string' ) ) : array();
	}

	/**
	 * The post type's last-changed mark ('' until its first change).
	 */
	public function changed( string $post_type ): string {
		$marks = get_option( self::CHANGED_OPTION, array() );
		return is_array( $marks ) && isset( $marks[ $post_type ] ) ? (string) $marks[ $post_type ] : '';
	}

	/**
	 * Marks a post type changed: every kept month of its calendars is stale.
	 */
	public function touch( string $post_type ): void {
		if ( '' === $post_type ) {
			return;
		}
		$marks = get_option( self::CHANGED_OPTION, array() );
		$marks = is_array( $marks ) ? $marks : array();
		// Unique across web servers and requests of the same microsecond.
		$marks[ $post_type ] = sprintf( '%.6F-%s', microtime( true ), wp_generate_password( 6, false ) );
		update_option( self::CHANGED_OPTION, $marks, true );
	}

	private function name( CalendarSettings $settings, string $month ): string {
		return self::PREFIX . $settings->key() . '_' . str_replace( '-', '', $month );
	}
}
