<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Calendar;

use Vitrine\Calendar\CalendarEvents;
use Vitrine\Calendar\CalendarSettings;
use Vitrine\Tests\TestCase;

require_once __DIR__ . '/CalendarFixtures.php';

/**
 * A month's events by day: one-day, multi-day across the month's edges, repeating, and only ever
 * published posts of a public type.
 */
final class CalendarEventsTest extends TestCase {

	use CalendarFixtures;

	public function test_events_by_their_days_with_multi_day_events_on_each_day(): void {
		$this->event( 'Market', '2026-11-05 09:30:00' );
		$this->event( 'Fair', '2026-11-10', '2026-11-12' );
		$this->event( 'Across October', '2026-10-30', '2026-11-02' );
		$this->event( 'Into December', '2026-11-29', '2026-12-03' );
		$this->event( 'October only', '2026-10-02', '2026-10-04' );

		$days = ( new CalendarEvents() )->month( $this->calendar(), '2026-11' );

		self::assertSame(
			array(
				'2026-11-01' => array( 'Across October' ),
				'2026-11-02' => array( 'Across October' ),
				'2026-11-05' => array( 'Market' ),
				'2026-11-10' => array( 'Fair' ),
				'2026-11-11' => array( 'Fair' ),
				'2026-11-12' => array( 'Fair' ),
				'2026-11-29' => array( 'Into December' ),
				'2026-11-30' => array( 'Into December' ),
			),
			self::titles( $days )
		);
		self::assertSame( '09:30', $days['2026-11-05'][0]['time'] );
		self::assertSame( 'single', $days['2026-11-05'][0]['part'] );
		self::assertSame( array( 'first', 'middle', 'last' ), array( $days['2026-11-10'][0]['part'], $days['2026-11-11'][0]['part'], $days['2026-11-12'][0]['part'] ) );
		self::assertSame( array( '2026-10-30', '2026-11-02' ), array( $days['2026-11-01'][0]['start'], $days['2026-11-01'][0]['end'] ) );
	}

	public function test_a_repeating_event_shows_on_every_occurrence(): void {
		$this->event( 'Yoga', '2026-10-07 18:00:00', '', 'FREQ=WEEKLY;BYDAY=WE' );
		$this->event( 'Ten times', '2026-11-25', '', 'FREQ=DAILY;COUNT=10' );

		$days = self::titles( ( new CalendarEvents() )->month( $this->calendar(), '2026-11' ) );

		self::assertSame(
			array( '2026-11-04', '2026-11-11', '2026-11-18', '2026-11-25' ),
			array_keys( array_filter( $days, static fn ( array $titles ): bool => in_array( 'Yoga', $titles, true ) ) )
		);
		self::assertSame(
			array( '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30' ),
			array_keys( array_filter( $days, static fn ( array $titles ): bool => in_array( 'Ten times', $titles, true ) ) )
		);
		// A day's events without a time come first.
		self::assertSame( array( 'Ten times', 'Yoga' ), $days['2026-11-25'] );
	}

	public function test_drafts_private_and_pending_posts_are_never_listed(): void {
		$this->event( 'Public', '2026-11-05' );
		$this->event( 'Draft', '2026-11-05', '', '', 'draft' );
		$this->event( 'Private', '2026-11-05', '', '', 'private' );
		$this->event( 'Pending', '2026-11-05', '', '', 'pending' );
		wp_set_current_user( $this->create_user( 'administrator' ) );

		self::assertSame( array( '2026-11-05' => array( 'Public' ) ), self::titles( ( new CalendarEvents() )->month( $this->calendar(), '2026-11' ) ) );
	}

	public function test_a_date_that_is_not_a_date_is_skipped(): void {
		$this->event( 'Good', '2026-11-05' );
		$this->event( 'Bad', '2026-11-31' );
		$this->event( 'Worse', '2026-11-05 25:00:00' );

		self::assertSame( array( '2026-11-05' => array( 'Good' ) ), self::titles( ( new CalendarEvents() )->month( $this->calendar(), '2026-11' ) ) );
	}

	public function test_by_publish_date(): void {
		$ids = array();
		foreach ( array( '2019-11-03 10:00:00', '2019-11-30 23:59:00', '2019-12-01 00:00:00' ) as $date ) {
			$ids[] = wp_insert_post(
				array(
					'post_title'  => 'Post ' . $date,
					'post_status' => 'publish',
					'post_date'   => $date,
				)
			);
		}
		$days = ( new CalendarEvents() )->month( CalendarSettings::from_attributes( array( 'dateSource' => 'publish' ) ), '2019-11' );

		self::assertSame( array( '2019-11-03', '2019-11-30' ), array_keys( $days ) );
		self::assertSame( $ids[0], $days['2019-11-03'][0]['id'] );
		self::assertSame( '10:00', $days['2019-11-03'][0]['time'] );
	}

	public function test_settings_never_name_a_private_post_type_or_a_protected_meta(): void {
		$settings = CalendarSettings::from_attributes(
			array(
				'postType'   => 'wp_block',
				'dateSource' => 'meta',
				'dateKey'    => '_edit_lock',
			)
		);
		self::assertSame( 'post', $settings->post_type );
		self::assertSame( 'publish', $settings->date_source );
		self::assertSame( '', $settings->date_key );
	}
}
