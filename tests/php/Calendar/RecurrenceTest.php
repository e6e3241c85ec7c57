<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Calendar;

use Vitrine\Calendar\Recurrence;
use Vitrine\Tests\TestCase;

/**
 * The RRULE subset: each part, their combinations and the wall-clock time across a
 * daylight-saving change.
 */
final class RecurrenceTest extends TestCase {

	private \DateTimeZone $zone;

	protected function setUp(): void {
		parent::setUp();
		$this->zone = new \DateTimeZone( 'Europe/Paris' );
	}

	/**
	 * The occurrences' starts of a rule, as Y-m-d H:i.
	 *
	 * @return list<string>
	 */
	private function dates( string $rule, string $start, string $from, string $to, int $days = 0 ): array {
		$recurrence = Recurrence::parse( $rule, $this->zone );
		self::assertNotNull( $recurrence, $rule );
		return array_map(
			static fn ( \DateTimeImmutable $at ): string => $at->format( 'Y-m-d H:i' ),
			$recurrence->occurrences( new \DateTimeImmutable( $start, $this->zone ), $days, $from, $to )
		);
	}

	public function test_weekly_on_two_days_until_a_date_includes_that_whole_day(): void {
		// 2026-11-02 is a Monday.
		self::assertSame(
			array( '2026-11-02 18:00', '2026-11-04 18:00', '2026-11-09 18:00', '2026-11-11 18:00', '2026-11-16 18:00' ),
			$this->dates( 'FREQ=WEEKLY;BYDAY=MO,WE;UNTIL=20261116', '2026-11-02 18:00:00', '2026-11-01', '2026-11-30' )
		);
	}

	public function test_count_counts_from_the_first_occurrence_even_before_the_range(): void {
		self::assertSame(
			array( '2026-11-02 09:00', '2026-11-09 09:00' ),
			$this->dates( 'FREQ=WEEKLY;COUNT=6', '2026-10-05 09:00:00', '2026-11-01', '2026-11-30' )
		);
	}

	public function test_interval_skips_periods(): void {
		self::assertSame(
			array( '2026-11-01 00:00', '2026-11-15 00:00', '2026-11-29 00:00' ),
			$this->dates( 'FREQ=WEEKLY;INTERVAL=2', '2026-10-18', '2026-11-01', '2026-11-30' )
		);
		self::assertSame(
			array( '2026-11-03 00:00', '2026-11-06 00:00', '2026-11-09 00:00' ),
			$this->dates( 'FREQ=DAILY;INTERVAL=3;UNTIL=2026-11-10', '2026-10-31', '2026-11-01', '2026-11-30' )
		);
	}

	public function test_a_start_that_does_not_match_the_rule_is_its_first_occurrence_and_counts(): void {
		// A Tuesday start, repeating on Mondays, three times in all.
		self::assertSame(
			array( '2026-11-03 00:00', '2026-11-09 00:00', '2026-11-16 00:00' ),
			$this->dates( 'FREQ=WEEKLY;BYDAY=MO;COUNT=3', '2026-11-03', '2026-11-01', '2026-11-30' )
		);
	}

	public function test_monthly_by_ordinal_weekday_and_by_month_day(): void {
		self::assertSame(
			array( '2026-01-30 00:00', '2026-02-27 00:00', '2026-03-27 00:00' ),
			$this->dates( 'FREQ=MONTHLY;BYDAY=-1FR', '2026-01-30', '2026-01-01', '2026-03-31' )
		);
		self::assertSame(
			array( '2026-01-06 00:00', '2026-02-03 00:00', '2026-03-03 00:00' ),
			$this->dates( 'FREQ=MONTHLY;BYDAY=1TU', '2026-01-06', '2026-01-01', '2026-03-31' )
		);
		self::assertSame(
			array( '2026-01-31 00:00', '2026-02-28 00:00', '2026-03-31 00:00' ),
			$this->dates( 'FREQ=MONTHLY;BYMONTHDAY=-1', '2026-01-31', '2026-01-01', '2026-03-31' )
		);
		// The 31st: months without one are skipped, as RFC 5545 says.
		self::assertSame(
			array( '2026-01-31 00:00', '2026-03-31 00:00' ),
			$this->dates( 'FREQ=MONTHLY', '2026-01-31', '2026-01-01', '2026-04-30' )
		);
	}

	public function test_yearly_keeps_the_date_and_skips_missing_leap_days(): void {
		self::assertSame(
			array( '2028-02-29 00:00' ),
			$this->dates( 'FREQ=YEARLY', '2024-02-29', '2025-01-01', '2028-12-31' )
		);
		self::assertSame(
			array( '2027-11-27 00:00' ),
			$this->dates( 'FREQ=YEARLY', '2025-11-27', '2027-11-01', '2027-11-30' )
		);
	}

	public function test_the_time_stays_the_same_across_a_daylight_saving_change(): void {
		// Paris moves to summer time on 2026-03-29.
		$dates = $this->dates( 'FREQ=WEEKLY;COUNT=3', '2026-03-22 10:00:00', '2026-03-01', '2026-04-30' );
		self::assertSame( array( '2026-03-22 10:00', '2026-03-29 10:00', '2026-04-05 10:00' ), $dates );
		$recurrence = Recurrence::parse( 'FREQ=WEEKLY;COUNT=3', $this->zone );
		self::assertNotNull( $recurrence );
		$at = $recurrence->occurrences( new \DateTimeImmutable( '2026-03-22 10:00:00', $this->zone ), 0, '2026-03-01', '2026-04-30' );
		self::assertSame( array( '+01:00', '+02:00', '+02:00' ), array_map( static fn ( $d ): string => $d->format( 'P' ), $at ) );
	}

	public function test_a_utc_until_is_read_in_the_sites_time(): void {
		// 2026-11-16T16:30Z is 17:30 in Paris: an 18:00 occurrence that day is past it.
		self::assertSame(
			array( '2026-11-02 18:00', '2026-11-09 18:00' ),
			$this->dates( 'RRULE:FREQ=WEEKLY;UNTIL=20261116T163000Z', '2026-11-02 18:00:00', '2026-11-01', '2026-11-30' )
		);
	}

	public function test_an_occurrence_that_began_before_the_range_still_touches_it(): void {
		// A three-day event every week: the one of 30 October lasts into November.
		self::assertSame(
			array( '2026-10-30 00:00', '2026-11-06 00:00' ),
			$this->dates( 'FREQ=WEEKLY', '2026-10-30', '2026-11-01', '2026-11-08', 2 )
		);
	}

	/**
	 * @return array<string, array{string}>
	 */
	public static function rules_refused(): array {
		return array(
			'no frequency'        => array( 'INTERVAL=2' ),
			'unknown frequency'   => array( 'FREQ=HOURLY' ),
			'zero interval'       => array( 'FREQ=DAILY;INTERVAL=0' ),
			'count and until'     => array( 'FREQ=DAILY;COUNT=2;UNTIL=20261201' ),
			'bad until'           => array( 'FREQ=DAILY;UNTIL=2026-13-45' ),
			'ordinal on weekly'   => array( 'FREQ=WEEKLY;BYDAY=1MO' ),
			'bad weekday'         => array( 'FREQ=WEEKLY;BYDAY=XX' ),
			'month day 32'        => array( 'FREQ=MONTHLY;BYMONTHDAY=32' ),
			'an unsupported part' => array( 'FREQ=YEARLY;BYMONTH=3' ),
			'a part given twice'  => array( 'FREQ=DAILY;FREQ=WEEKLY' ),
			'empty'               => array( '' ),
			'month day on weekly' => array( 'FREQ=WEEKLY;BYMONTHDAY=3' ),
		);
	}

	/**
	 * @dataProvider rules_refused
	 */
	public function test_rules_outside_the_subset_are_refused( string $rule ): void {
		self::assertNull( Recurrence::parse( $rule, $this->zone ) );
	}

	public function test_an_endless_rule_stops_at_the_ranges_end(): void {
		$dates = $this->dates( 'FREQ=DAILY', '2020-01-01', '2026-11-01', '2026-11-30' );
		self::assertCount( 30, $dates );
		self::assertSame( '2026-11-30 00:00', end( $dates ) );
	}
}
