<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Calendar;

use Vitrine\Calendar\MonthGrid;
use Vitrine\Tests\TestCase;

final class MonthGridTest extends TestCase {

	public function test_weeks_begin_on_the_sites_first_day(): void {
		// 1 November 2026 is a Sunday.
		$monday = MonthGrid::weeks( '2026-11', 1 );
		self::assertSame( array( null, null, null, null, null, null, '2026-11-01' ), $monday[0] );
		self::assertCount( 6, $monday );
		self::assertSame( array( '2026-11-30', null, null, null, null, null, null ), $monday[5] );

		$sunday = MonthGrid::weeks( '2026-11', 0 );
		self::assertSame( '2026-11-01', $sunday[0][0] );
		self::assertCount( 5, $sunday );
		self::assertSame( array( '2026-11-29', '2026-11-30', null, null, null, null, null ), $sunday[4] );

		$saturday = MonthGrid::weeks( '2026-11', 6 );
		self::assertSame( array( null, '2026-11-01' ), array_slice( $saturday[0], 0, 2 ) );
	}

	public function test_a_february_of_four_whole_weeks(): void {
		// February 2027 begins on a Monday and has 28 days.
		self::assertCount( 4, MonthGrid::weeks( '2027-02', 1 ) );
		self::assertSame( array( 1, 2, 3, 4, 5, 6, 0 ), MonthGrid::columns( 1 ) );
	}

	public function test_months_shift_and_are_checked(): void {
		self::assertSame( '2027-01', MonthGrid::shift( '2026-12', 1 ) );
		self::assertSame( '2025-12', MonthGrid::shift( '2026-01', -1 ) );
		self::assertTrue( MonthGrid::is_month( '2026-11' ) );
		self::assertFalse( MonthGrid::is_month( '2026-13' ) );
		self::assertFalse( MonthGrid::is_month( '0999-01' ) );
		self::assertFalse( MonthGrid::is_month( '2026-1' ) );
	}
}
