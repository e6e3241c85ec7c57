<?php
/**
 * The weeks of a month.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Calendar;

/**
 * A month as rows of seven days beginning on the site's first day of the week; days of the
 * neighbouring months are null.
 */
final class MonthGrid {

	/**
	 * @param string $month         YYYY-MM.
	 * @param int    $start_of_week 0 (Sunday) to 6 (Saturday), as the start_of_week option.
	 * @return list<list<string|null>> Weeks of seven Y-m-d days or null.
	 */
	public static function weeks( string $month, int $start_of_week ): array {
		$first  = new \DateTimeImmutable( $month . '-01', new \DateTimeZone( 'UTC' ) );
		$length = (int) $first->format( 't' );
		$lead   = ( (int) $first->format( 'w' ) - ( $start_of_week % 7 ) + 7 ) % 7;
		$cells  = array_fill( 0, $lead, null );
		for ( $day = 1; $day <= $length; ++$day ) {
			$cells[] = sprintf( '%s-%02d', $month, $day );
		}
		$trail = ( 7 - count( $cells ) % 7 ) % 7;
		$cells = array_merge( $cells, array_fill( 0, $trail, null ) );
		return array_chunk( $cells, 7 );
	}

	/**
	 * The weekday numbers (0 = Sunday) of the columns.
	 *
	 * @return list<int>
	 */
	public static function columns( int $start_of_week ): array {
		$columns = array();
		for ( $i = 0; $i < 7; ++$i ) {
			$columns[] = ( $start_of_week + $i ) % 7;
		}
		return $columns;
	}

	/**
	 * The month before or after (YYYY-MM).
	 */
	public static function shift( string $month, int $by ): string {
		return ( new \DateTimeImmutable( $month . '-01', new \DateTimeZone( 'UTC' ) ) )->modify( ( $by >= 0 ? '+' : '' ) . $by . ' months' )->format( 'Y-m' );
	}

	/**
	 * Whether a string is a month this calendar shows: YYYY-MM from 1000 to 9999.
	 */
	public static function is_month( string $month ): bool {
		return 1 === preg_match( '/^[1-9]\d{3}-(0[1-9]|1[0-2])$/', $month );
	}
}
