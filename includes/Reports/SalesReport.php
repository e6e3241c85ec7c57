<?php
/**
 * Orders and revenue over time, split by the orders' origin.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reports;

use Vitrine\Catalog\PriceFormatter;

/**
 * The report of Vitrine > Reports, aggregated by MariaDB on the orders' indexes (no summary
 * table: docs/decisions.md, "The report").
 *
 * - Sales are the orders in the statuses WooCommerce Analytics counts by default: processing,
 *   on-hold, completed and refunded (pending, failed and cancelled are not sales). Net revenue
 *   is the orders' totals less what was refunded of them, counted on the order's day.
 * - Only orders in the shop's currency are summed; others are counted apart (other_currencies),
 *   never converted.
 * - Days are the site's time zone's, daylight saving changes included: each order is shifted by
 *   the offset in force at its time (a CASE over the zone's transitions within the range).
 * - SQL groups by local day and dimension; weeks (starting on the site's first day of the week)
 *   and months are sums of days, so every period of a range adds up to its totals.
 * - An order without an origin row has the origin "(unknown)"; an empty value is "(none)". The
 *   split keeps the MAX_GROUPS largest by net revenue and sums the rest as "(other)".
 */
final class SalesReport {

	public const SALE_STATUSES = array( 'processing', 'on-hold', 'completed', 'refunded' );

	public const MAX_GROUPS        = 8;
	public const MAX_LANDING_PAGES = 10;

	public const UNKNOWN = '(unknown)';
	public const NONE    = '(none)';
	public const OTHER   = '(other)';

	public function __construct( private readonly PriceFormatter $prices ) {
	}

	/**
	 * The whole report.
	 *
	 * @return array{currency: string, decimals: int, interval: string, group: string, after: string, before: string, compare_after: ?string, compare_before: ?string, totals: array<string, int>, compare_totals: ?array<string, int>, groups: list<array<string, mixed>>, periods: list<array<string, mixed>>, landing_pages: list<array<string, mixed>>, other_currencies: list<array{currency: string, orders: int}>}
	 */
	public function run( ReportQuery $query ): array {
		$currency = $this->prices->currency();
		$days     = $this->days( $query, $currency );
		$groups   = $this->top_groups( $days );

		$previous  = $query->compare ? $query->previous() : null;
		$prev_days = null === $previous ? array() : $this->days( $previous, $currency, false );

		$periods = array();
		foreach ( $this->periods( $query ) as $period ) {
			$row = array(
				'start'  => $period['start'],
				'end'    => $period['end'],
				'label'  => $period['label'],
				'totals' => self::zero(),
				'groups' => array(),
			);
			foreach ( $days as $day => $by_group ) {
				if ( $day < $period['start'] || $day > $period['end'] ) {
					continue;
				}
				foreach ( $by_group as $key => $sums ) {
					$key                   = isset( $groups[ $key ] ) ? $key : self::OTHER;
					$row['totals']         = self::add( $row['totals'], $sums );
					$row['groups'][ $key ] = self::add( $row['groups'][ $key ] ?? self::zero(), $sums );
				}
			}
			if ( null !== $previous ) {
				$shift          = '-' . $query->days() . ' days';
				$from           = ( new \DateTimeImmutable( $period['start'] ) )->modify( $shift )->format( 'Y-m-d' );
				$to             = ( new \DateTimeImmutable( $period['end'] ) )->modify( $shift )->format( 'Y-m-d' );
				$row['compare'] = self::zero();
				foreach ( $prev_days as $day => $by_group ) {
					if ( $day >= $from && $day <= $to ) {
						foreach ( $by_group as $sums ) {
							$row['compare'] = self::add( $row['compare'], $sums );
						}
					}
				}
			}
			$periods[] = $row;
		}

		$totals = self::zero();
		foreach ( $days as $by_group ) {
			foreach ( $by_group as $sums ) {
				$totals = self::add( $totals, $sums );
			}
		}
		$compare_totals = null;
		if ( null !== $previous ) {
			$compare_totals = self::zero();
			foreach ( $prev_days as $by_group ) {
				foreach ( $by_group as $sums ) {
					$compare_totals = self::add( $compare_totals, $sums );
				}
			}
		}
		if ( 'none' !== $query->group ) {
			$other = self::zero();
			foreach ( $periods as $period ) {
				$other = self::add( $other, $period['groups'][ self::OTHER ] ?? self::zero() );
			}
			if ( $other['orders'] > 0 ) {
				$groups[ self::OTHER ] = $other;
			}
		}

		// Each period's groups in the report's order (largest first, other last).
		$order = array_flip( array_map( 'strval', array_keys( $groups ) ) );
		foreach ( $periods as &$period ) {
			uksort( $period['groups'], static fn ( int|string $a, int|string $b ): int => ( $order[ (string) $a ] ?? PHP_INT_MAX ) <=> ( $order[ (string) $b ] ?? PHP_INT_MAX ) );
		}
		unset( $period );

		return array(
			'currency'         => $currency,
			'decimals'         => $this->prices->decimals(),
			'interval'         => $query->interval,
			'group'            => $query->group,
			'after'            => $query->after->format( 'Y-m-d' ),
			'before'           => $query->before->format( 'Y-m-d' ),
			'compare_after'    => $previous?->after->format( 'Y-m-d' ),
			'compare_before'   => $previous?->before->format( 'Y-m-d' ),
			'totals'           => $totals,
			'compare_totals'   => $compare_totals,
			'groups'           => array_map(
				static fn ( string $key, array $sums ): array => array(
					'key'   => $key,
					'label' => self::label( $query->group, $key ),
				) + $sums,
				array_map( 'strval', array_keys( $groups ) ),
				array_values( $groups )
			),
			'periods'          => $periods,
			'landing_pages'    => $this->landing_pages( $query, $currency ),
			'other_currencies' => $this->other_currencies( $query, $currency ),
		);
	}

	/**
	 * A group's label for people: the type's name, or the value as recorded.
	 */
	public static function label( string $group, string $key ): string {
		if ( self::UNKNOWN === $key ) {
			return __( 'Unknown', 'vitrine' );
		}
		if ( self::NONE === $key ) {
			return __( '(none)', 'vitrine' );
		}
		if ( self::OTHER === $key ) {
			return __( 'Other', 'vitrine' );
		}
		if ( 'type' === $group ) {
			$types = array(
				'utm'        => __( 'Campaign (UTM)', 'vitrine' ),
				'organic'    => __( 'Organic search', 'vitrine' ),
				'referral'   => __( 'Referral', 'vitrine' ),
				'typein'     => __( 'Direct', 'vitrine' ),
				'admin'      => __( 'Web admin', 'vitrine' ),
				'mobile_app' => __( 'Mobile app', 'vitrine' ),
				'unknown'    => __( 'Unknown', 'vitrine' ),
			);
			return $types[ $key ] ?? $key;
		}
		if ( 'none' === $group ) {
			return __( 'All orders', 'vitrine' );
		}
		return $key;
	}

	/**
	 * Minor units as a decimal string: 12345 with 2 decimals is "123.45".
	 */
	public static function decimal( int $minor, int $decimals ): string {
		if ( 0 === $decimals ) {
			return (string) $minor;
		}
		$sign   = $minor < 0 ? '-' : '';
		$digits = str_pad( (string) abs( $minor ), $decimals + 1, '0', STR_PAD_LEFT );
		return $sign . substr( $digits, 0, -$decimals ) . '.' . substr( $digits, -$decimals );
	}

	/**
	 * The sums by local day and group key: day => key => sums.
	 *
	 * @return array<string, array<string, array<string, int>>>
	 */
	private function days( ReportQuery $query, string $currency, bool $grouped = true ): array {
		global $wpdb;
		list( $from, $to )              = self::utc_bounds( $query );
		list( $shift_sql, $shift_args ) = self::local_day_sql( $from, $to );
		$group_sql                      = $grouped ? self::group_sql( $query->group ) : "''";
		// The origins are joined only to split by them: the totals read the orders alone.
		$join     = "''" === $group_sql ? '' : "LEFT JOIN {$wpdb->prefix}vitrine_order_origins oo ON oo.order_id = o.order_id";
		$statuses = implode( ', ', array_fill( 0, count( self::SALE_STATUSES ), '%s' ) );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders -- the day and group expressions are ours, their values are placeholders.
		$sql  = "SELECT DATE(DATE_ADD(o.created_at, INTERVAL {$shift_sql} SECOND)) AS day, {$group_sql} AS grp,
				COUNT(*) AS orders, SUM(o.total) AS gross, SUM(o.refunded_total) AS refunds
			FROM {$wpdb->prefix}vitrine_orders o {$join}
			WHERE o.status IN ({$statuses}) AND o.created_at >= %s AND o.created_at < %s AND o.currency = %s
			GROUP BY day, grp";
		$rows = $wpdb->get_results(
			$wpdb->prepare( $sql, array_merge( $shift_args, self::SALE_STATUSES, array( $from, $to, $currency ) ) ), // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a report, never cached.
			ARRAY_A
		);
		// phpcs:enable
		$days = array();
		foreach ( (array) $rows as $row ) {
			$days[ (string) $row['day'] ][ (string) $row['grp'] ] = array(
				'orders'  => (int) $row['orders'],
				'gross'   => (int) $row['gross'],
				'refunds' => (int) $row['refunds'],
				'net'     => (int) $row['gross'] - (int) $row['refunds'],
			);
		}
		return $days;
	}

	/**
	 * The MAX_GROUPS largest groups by net revenue (then orders), with their sums.
	 *
	 * @param array<string, array<string, array<string, int>>> $days The sums by day and group.
	 * @return array<string, array<string, int>>
	 */
	private function top_groups( array $days ): array {
		$groups = array();
		foreach ( $days as $by_group ) {
			foreach ( $by_group as $key => $sums ) {
				$groups[ (string) $key ] = self::add( $groups[ (string) $key ] ?? self::zero(), $sums );
			}
		}
		uksort(
			$groups,
			// Keys may be numbers (a campaign "2026"): PHP turned them into integers.
			static fn ( int|string $a, int|string $b ): int => array( $groups[ $b ]['net'], $groups[ $b ]['orders'], (string) $a ) <=> array( $groups[ $a ]['net'], $groups[ $a ]['orders'], (string) $b )
		);
		return array_slice( $groups, 0, self::MAX_GROUPS, true );
	}

	/**
	 * The orders' most frequent landing pages (the session's entrance point), without the query.
	 *
	 * @return list<array<string, mixed>>
	 */
	private function landing_pages( ReportQuery $query, string $currency ): array {
		global $wpdb;
		list( $from, $to ) = self::utc_bounds( $query );
		$statuses          = implode( ', ', array_fill( 0, count( self::SALE_STATUSES ), '%s' ) );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- the statuses' placeholders are counted out.
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT SUBSTRING_INDEX(oo.landing_page, '?', 1) AS page, COUNT(*) AS orders, SUM(o.total) AS gross, SUM(o.refunded_total) AS refunds
				FROM {$wpdb->prefix}vitrine_orders o
				JOIN {$wpdb->prefix}vitrine_order_origins oo ON oo.order_id = o.order_id
				WHERE o.status IN ({$statuses}) AND o.created_at >= %s AND o.created_at < %s AND o.currency = %s AND oo.landing_page <> ''
				GROUP BY page ORDER BY orders DESC, page ASC LIMIT %d",
				array_merge( self::SALE_STATUSES, array( $from, $to, $currency, self::MAX_LANDING_PAGES ) )
			),
			ARRAY_A
		);
		// phpcs:enable
		return array_map(
			static fn ( array $row ): array => array(
				'page'    => (string) $row['page'],
				'orders'  => (int) $row['orders'],
				'gross'   => (int) $row['gross'],
				'refunds' => (int) $row['refunds'],
				'net'     => (int) $row['gross'] - (int) $row['refunds'],
			),
			(array) $rows
		);
	}

	/**
	 * Sales in other currencies within the range: counted, never summed with the shop's.
	 *
	 * @return list<array{currency: string, orders: int}>
	 */
	private function other_currencies( ReportQuery $query, string $currency ): array {
		global $wpdb;
		list( $from, $to ) = self::utc_bounds( $query );
		$statuses          = implode( ', ', array_fill( 0, count( self::SALE_STATUSES ), '%s' ) );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- the statuses' placeholders are counted out.
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT o.currency, COUNT(*) AS orders FROM {$wpdb->prefix}vitrine_orders o
				WHERE o.status IN ({$statuses}) AND o.created_at >= %s AND o.created_at < %s AND o.currency <> %s
				GROUP BY o.currency ORDER BY orders DESC",
				array_merge( self::SALE_STATUSES, array( $from, $to, $currency ) )
			),
			ARRAY_A
		);
		// phpcs:enable
		return array_map(
			static fn ( array $row ): array => array(
				'currency' => (string) $row['currency'],
				'orders'   => (int) $row['orders'],
			),
			(array) $rows
		);
	}

	/**
	 * The range's first instant and the instant after its last, in UTC, as stored.
	 *
	 * @return array{0: string, 1: string}
	 */
	public static function utc_bounds( ReportQuery $query ): array {
		$utc = new \DateTimeZone( 'UTC' );
		return array(
			$query->after->setTimezone( $utc )->format( 'Y-m-d H:i:s' ),
			$query->before->modify( '+1 day' )->setTimezone( $utc )->format( 'Y-m-d H:i:s' ),
		);
	}

	/**
	 * The seconds to add to a stored UTC time to get the site's local time, for times between
	 * $from and $to: a number, or a CASE over the zone's changes of offset within the range.
	 *
	 * @return array{0: string, 1: list<int|string>}
	 */
	private static function local_day_sql( string $from, string $to ): array {
		$zone  = wp_timezone();
		$start = ( new \DateTimeImmutable( $from, new \DateTimeZone( 'UTC' ) ) )->getTimestamp();
		$end   = ( new \DateTimeImmutable( $to, new \DateTimeZone( 'UTC' ) ) )->getTimestamp();
		// False for a fixed offset ("+02:00"), whatever the stubs say.
		$transitions = (array) $zone->getTransitions( $start, $end );
		if ( count( $transitions ) < 2 ) {
			return array( '%d', array( $zone->getOffset( new \DateTimeImmutable( '@' . $start ) ) ) );
		}
		$sql  = 'CASE';
		$args = array();
		$last = count( $transitions ) - 1;
		for ( $i = 0; $i < $last; $i++ ) {
			$sql   .= ' WHEN o.created_at < %s THEN %d';
			$args[] = gmdate( 'Y-m-d H:i:s', (int) $transitions[ $i + 1 ]['ts'] );
			$args[] = (int) $transitions[ $i ]['offset'];
		}
		$sql   .= ' ELSE %d END';
		$args[] = (int) $transitions[ $last ]['offset'];
		return array( "({$sql})", $args );
	}

	/**
	 * The SQL of a group's key (columns of the origins table, with no value of the user's).
	 */
	private static function group_sql( string $group ): string {
		$column = match ( $group ) {
			'type'     => 'source_type',
			'source'   => 'source',
			'medium'   => 'medium',
			'campaign' => 'campaign',
			default    => '',
		};
		if ( '' === $column ) {
			return "''";
		}
		return "CASE WHEN oo.order_id IS NULL THEN '" . self::UNKNOWN . "' WHEN oo.{$column} = '' THEN '" . self::NONE . "' ELSE oo.{$column} END";
	}

	/**
	 * The periods of the range: each a day, a week (from the site's first day of the week) or a
	 * calendar month, cut to the range at both ends.
	 *
	 * @return list<array{start: string, end: string, label: string}>
	 */
	private function periods( ReportQuery $query ): array {
		$periods = array();
		$cursor  = $query->after;
		$week    = (int) get_option( 'start_of_week', 1 );
		while ( $cursor <= $query->before ) {
			$end = match ( $query->interval ) {
				'week'  => $cursor->modify( '+' . ( 6 - ( ( (int) $cursor->format( 'w' ) - $week + 7 ) % 7 ) ) . ' days' ),
				'month' => $cursor->modify( 'last day of this month' ),
				default => $cursor,
			};
			$end       = $end > $query->before ? $query->before : $end;
			$periods[] = array(
				'start' => $cursor->format( 'Y-m-d' ),
				'end'   => $end->format( 'Y-m-d' ),
				'label' => $this->period_label( $query->interval, $cursor, $end ),
			);
			$cursor    = $end->modify( '+1 day' );
		}
		return $periods;
	}

	private function period_label( string $interval, \DateTimeImmutable $start, \DateTimeImmutable $end ): string {
		$format = (string) get_option( 'date_format', 'Y-m-d' );
		return match ( $interval ) {
			'month' => wp_date( 'F Y', $start->getTimestamp(), $start->getTimezone() ),
			/* translators: 1: first day of the week, 2: its last day in the range. */
			'week'  => sprintf( __( '%1$s – %2$s', 'vitrine' ), wp_date( $format, $start->getTimestamp(), $start->getTimezone() ), wp_date( $format, $end->getTimestamp(), $end->getTimezone() ) ),
			default => (string) wp_date( $format, $start->getTimestamp(), $start->getTimezone() ),
		};
	}

	/**
	 * @return array{orders: int, gross: int, refunds: int, net: int}
	 */
	private static function zero(): array {
		return array(
			'orders'  => 0,
			'gross'   => 0,
			'refunds' => 0,
			'net'     => 0,
		);
	}

	/**
	 * @param array<string, int> $a Sums.
	 * @param array<string, int> $b Sums.
	 * @return array{orders: int, gross: int, refunds: int, net: int}
	 */
	private static function add( array $a, array $b ): array {
		return array(
			'orders'  => $a['orders'] + $b['orders'],
			'gross'   => $a['gross'] + $b['gross'],
			'refunds' => $a['refunds'] + $b['refunds'],
			'net'     => $a['net'] + $b['net'],
		);
	}
}
