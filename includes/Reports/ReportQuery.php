<?php
/**
 * What a sales report is asked for.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reports;

use Vitrine\Core\Errors\ErrorKind;

/**
 * A range of whole days in the site's time zone (both ends included), the interval of the
 * periods, the dimension the orders are split by, and whether the previous period of the same
 * length is given beside it. Built from the request's strings by from_strings(), which refuses
 * what is not a range.
 */
final class ReportQuery {

	public const INTERVALS = array( 'day', 'week', 'month' );
	public const GROUPS    = array( 'none', 'type', 'source', 'medium', 'campaign' );

	/** The longest range, in days (three years). */
	public const MAX_DAYS = 1096;

	/** The longest range by day, in days: a year of bars is already more than a chart can show. */
	public const MAX_DAYS_BY_DAY = 366;

	private function __construct(
		public readonly \DateTimeImmutable $after,
		public readonly \DateTimeImmutable $before,
		public readonly string $interval,
		public readonly string $group,
		public readonly bool $compare,
	) {
	}

	/**
	 * The query, or a ReportError naming the field.
	 *
	 * @param string $after    First day, Y-m-d.
	 * @param string $before   Last day, Y-m-d (included).
	 * @param string $interval One of INTERVALS.
	 * @param string $group    One of GROUPS.
	 * @param bool   $compare  With the previous period.
	 * @throws ReportError INVALID when the range is not one.
	 */
	public static function from_strings( string $after, string $before, string $interval, string $group, bool $compare ): self {
		$zone  = wp_timezone();
		$start = self::day( $after, $zone, 'after' );
		$end   = self::day( $before, $zone, 'before' );
		if ( $end < $start ) {
			self::refuse( 'before', __( 'The end of the range is before its start.', 'vitrine' ) );
		}
		if ( ! in_array( $interval, self::INTERVALS, true ) ) {
			self::refuse( 'interval', __( 'The interval is day, week or month.', 'vitrine' ) );
		}
		if ( ! in_array( $group, self::GROUPS, true ) ) {
			self::refuse( 'group', __( 'Orders are split by none, type, source, medium or campaign.', 'vitrine' ) );
		}
		$query = new self( $start, $end, $interval, $group, $compare );
		if ( $query->days() > self::MAX_DAYS ) {
			/* translators: %d: number of days. */
			self::refuse( 'after', sprintf( __( 'A report covers at most %d days.', 'vitrine' ), self::MAX_DAYS ) );
		}
		if ( 'day' === $interval && $query->days() > self::MAX_DAYS_BY_DAY ) {
			/* translators: %d: number of days. */
			self::refuse( 'interval', sprintf( __( 'A report by day covers at most %d days: choose weeks or months for a longer range.', 'vitrine' ), self::MAX_DAYS_BY_DAY ) );
		}
		return $query;
	}

	/**
	 * The number of days in the range.
	 */
	public function days(): int {
		return (int) $this->after->diff( $this->before )->days + 1;
	}

	/**
	 * The previous range of the same length, ending the day before this one starts.
	 */
	public function previous(): self {
		$days = $this->days();
		return new self(
			$this->after->modify( "-{$days} days" ),
			$this->after->modify( '-1 day' ),
			$this->interval,
			$this->group,
			false
		);
	}

	/**
	 * @throws ReportError Always.
	 */
	private static function refuse( string $field, string $message ): never {
		throw new ReportError( 'vitrine_invalid_report', $message, ErrorKind::INVALID, array( 'params' => array( $field => $message ) ) );
	}

	private static function day( string $value, \DateTimeZone $zone, string $field ): \DateTimeImmutable {
		$day = \DateTimeImmutable::createFromFormat( '!Y-m-d', $value, $zone );
		if ( false === $day || $day->format( 'Y-m-d' ) !== $value ) {
			self::refuse( $field, __( 'A date is written YYYY-MM-DD and must exist.', 'vitrine' ) );
		}
		return $day;
	}
}
