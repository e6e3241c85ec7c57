<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Calendar;

use Vitrine\Calendar\CalendarSettings;

/**
 * Events as posts with event meta, and the settings of a calendar of them. The meta keys are the
 * tests' own, so the demo's events (in the seeded database) never show in them.
 */
trait CalendarFixtures {

	private static string $start_key  = 'test_event_start';
	private static string $end_key    = 'test_event_end';
	private static string $repeat_key = 'test_event_repeat';

	/**
	 * A post with event meta.
	 *
	 * @param string $title  Its title.
	 * @param string $start  vitrine_event_start.
	 * @param string $end    vitrine_event_end, or ''.
	 * @param string $repeat vitrine_event_repeat, or ''.
	 * @param string $status Its status.
	 */
	private function event( string $title, string $start, string $end = '', string $repeat = '', string $status = 'publish' ): int {
		$meta = array( self::$start_key => $start );
		if ( '' !== $end ) {
			$meta[ self::$end_key ] = $end;
		}
		if ( '' !== $repeat ) {
			$meta[ self::$repeat_key ] = $repeat;
		}
		$id = wp_insert_post(
			array(
				'post_title'  => $title,
				'post_status' => $status,
				'post_type'   => 'post',
				'meta_input'  => $meta,
			),
			true
		);
		self::assertIsInt( $id );
		return $id;
	}

	/**
	 * The settings of a calendar of events by their meta.
	 *
	 * @param array<string, mixed> $attributes Attributes that differ from the defaults.
	 */
	private function calendar( array $attributes = array() ): CalendarSettings {
		return CalendarSettings::from_attributes(
			$attributes + array(
				'postType'     => 'post',
				'dateSource'   => 'meta',
				'dateKey'      => self::$start_key,
				'endKey'       => self::$end_key,
				'repeatKey'    => self::$repeat_key,
				'cacheTimeout' => 3600,
				'maxCache'     => 12,
			)
		);
	}

	/**
	 * The titles of a month's days.
	 *
	 * @param array<string, list<array<string, mixed>>> $days The days.
	 * @return array<string, list<string>>
	 */
	private static function titles( array $days ): array {
		return array_map( static fn ( array $entries ): array => array_column( $entries, 'title' ), $days );
	}
}
