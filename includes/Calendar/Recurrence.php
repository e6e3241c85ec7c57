<?php
/**
 * An RRULE-style repeat of an event and its occurrences.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Calendar;

/**
 * The subset of RFC 5545's RRULE a calendar event may carry: FREQ (DAILY, WEEKLY, MONTHLY,
 * YEARLY), INTERVAL, COUNT, UNTIL, BYDAY (with an ordinal, +1MO or -1FR, for MONTHLY and YEARLY)
 * and BYMONTHDAY (negative from the month's end). Weeks start on Monday (WKST=MO).
 *
 * Occurrences keep the event's wall-clock time in the site's time zone, so a weekly 10:00 event
 * stays at 10:00 across a daylight-saving change. The event's own start is always its first
 * occurrence and counts towards COUNT, even when it does not match the rule.
 *
 * The plugin ships no Composer packages at run time (composer.json holds development tools
 * only), which is why this is not a library (docs/decisions.md, "Calendar recurrence").
 */
final class Recurrence {

	public const FREQUENCIES = array( 'DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY' );

	/** The weekdays by their RRULE names, ISO numbers (1 = Monday). */
	private const WEEKDAYS = array(
		'MO' => 1,
		'TU' => 2,
		'WE' => 3,
		'TH' => 4,
		'FR' => 5,
		'SA' => 6,
		'SU' => 7,
	);

	/** The most periods one expansion walks through (a daily rule of 27 years). */
	public const MAX_PERIODS = 10000;

	/** The most occurrences one expansion returns. */
	public const MAX_OCCURRENCES = 1000;

	/**
	 * @param string                     $frequency    DAILY, WEEKLY, MONTHLY or YEARLY.
	 * @param int                        $interval     Every how many periods, 1 or more.
	 * @param int|null                   $count        The most occurrences, the first included.
	 * @param \DateTimeImmutable|null    $until        The last moment an occurrence may start.
	 * @param list<array{int, int}>      $by_day       Pairs of ordinal (0 for every) and ISO weekday.
	 * @param list<int>                  $by_month_day Days of the month, negative from its end.
	 */
	private function __construct(
		public readonly string $frequency,
		public readonly int $interval,
		public readonly ?int $count,
		public readonly ?\DateTimeImmutable $until,
		public readonly array $by_day,
		public readonly array $by_month_day,
	) {
	}

	/**
	 * Reads a rule (an optional RRULE: prefix; parts in any order, any case); null when it is not
	 * one this class understands, so that the event shows once rather than wrongly.
	 *
	 * @param string        $rule     FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,WE;UNTIL=20261231.
	 * @param \DateTimeZone $timezone The site's time zone, for a date-only or floating UNTIL.
	 */
	public static function parse( string $rule, \DateTimeZone $timezone ): ?self {
		$rule = strtoupper( trim( $rule ) );
		if ( str_starts_with( $rule, 'RRULE:' ) ) {
			$rule = substr( $rule, 6 );
		}
		if ( '' === $rule || strlen( $rule ) > 500 ) {
			return null;
		}
		$parts = array();
		foreach ( explode( ';', trim( $rule, ';' ) ) as $part ) {
			$pair = explode( '=', $part, 2 );
			if ( 2 !== count( $pair ) || '' === $pair[1] || isset( $parts[ $pair[0] ] ) ) {
				return null;
			}
			$parts[ $pair[0] ] = $pair[1];
		}
		$frequency = $parts['FREQ'] ?? '';
		if ( ! in_array( $frequency, self::FREQUENCIES, true ) ) {
			return null;
		}
		unset( $parts['FREQ'] );

		$interval = 1;
		if ( isset( $parts['INTERVAL'] ) ) {
			if ( ! preg_match( '/^[1-9]\d{0,3}$/', $parts['INTERVAL'] ) ) {
				return null;
			}
			$interval = (int) $parts['INTERVAL'];
		}
		unset( $parts['INTERVAL'] );

		$count = null;
		if ( isset( $parts['COUNT'] ) ) {
			if ( ! preg_match( '/^[1-9]\d{0,3}$/', $parts['COUNT'] ) ) {
				return null;
			}
			$count = (int) $parts['COUNT'];
		}
		unset( $parts['COUNT'] );

		$until = null;
		if ( isset( $parts['UNTIL'] ) ) {
			$until = self::parse_until( $parts['UNTIL'], $timezone );
			if ( null === $until || null !== $count ) {
				// RFC 5545: COUNT and UNTIL must not occur together.
				return null;
			}
		}
		unset( $parts['UNTIL'] );

		$by_day = array();
		if ( isset( $parts['BYDAY'] ) ) {
			foreach ( explode( ',', $parts['BYDAY'] ) as $day ) {
				if ( ! preg_match( '/^([+-]?[1-9]\d?)?(MO|TU|WE|TH|FR|SA|SU)$/', $day, $match ) ) {
					return null;
				}
				$ordinal = '' === $match[1] ? 0 : (int) $match[1];
				if ( 0 !== $ordinal && ( ! in_array( $frequency, array( 'MONTHLY', 'YEARLY' ), true ) || abs( $ordinal ) > ( 'MONTHLY' === $frequency ? 5 : 53 ) ) ) {
					return null;
				}
				$by_day[] = array( $ordinal, self::WEEKDAYS[ $match[2] ] );
			}
		}
		unset( $parts['BYDAY'] );

		$by_month_day = array();
		if ( isset( $parts['BYMONTHDAY'] ) ) {
			if ( 'WEEKLY' === $frequency ) {
				return null;
			}
			foreach ( explode( ',', $parts['BYMONTHDAY'] ) as $day ) {
				if ( ! preg_match( '/^[+-]?([1-9]|[12]\d|3[01])$/', $day ) ) {
					return null;
				}
				$by_month_day[] = (int) $day;
			}
		}
		unset( $parts['BYMONTHDAY'], $parts['WKST'] );

		if ( array() !== $parts ) {
			// A part this subset does not know (BYMONTH, BYSETPOS…): better once than wrong.
			return null;
		}
		return new self( $frequency, $interval, $count, $until, $by_day, $by_month_day );
	}

	/**
	 * UNTIL as a date (the whole day included), a floating date-time (the site's time) or a UTC
	 * one (…Z); the Y-m-d forms are taken too.
	 */
	private static function parse_until( string $value, \DateTimeZone $timezone ): ?\DateTimeImmutable {
		if ( preg_match( '/^(\d{4})-?(\d{2})-?(\d{2})$/', $value, $m ) ) {
			$text = "$m[1]-$m[2]-$m[3] 23:59:59";
			$zone = $timezone;
		} elseif ( preg_match( '/^(\d{4})-?(\d{2})-?(\d{2})[T ](\d{2}):?(\d{2}):?(\d{2})(Z?)$/', $value, $m ) ) {
			$text = "$m[1]-$m[2]-$m[3] $m[4]:$m[5]:$m[6]";
			$zone = 'Z' === $m[7] ? new \DateTimeZone( 'UTC' ) : $timezone;
		} else {
			return null;
		}
		$date = \DateTimeImmutable::createFromFormat( '!Y-m-d H:i:s', $text, $zone );
		// A date PHP rolled over (2026-13-45) does not read back the same.
		if ( false === $date || $date->format( 'Y-m-d H:i:s' ) !== $text ) {
			return null;
		}
		return $date->setTimezone( $timezone );
	}

	/**
	 * The starts of the occurrences of an event beginning at $start that last $days days after
	 * their start day (0 for a one-day event) and touch the days from $from to $to (Y-m-d, both
	 * included), in order.
	 *
	 * @param \DateTimeImmutable $start The event's first start, in the site's time zone.
	 * @param int                $days  How many days after its start day an occurrence ends.
	 * @param string             $from  First day of the range, Y-m-d.
	 * @param string             $to    Last day of the range, Y-m-d.
	 * @return list<\DateTimeImmutable>
	 */
	public function occurrences( \DateTimeImmutable $start, int $days, string $from, string $to ): array {
		$timezone = $start->getTimezone();
		$time     = $start->format( 'H:i:s' );
		$first    = self::day( $start->format( 'Y-m-d' ) );
		// An occurrence that starts up to $days before the range still touches it.
		$from_day = self::day( $from )->modify( '-' . max( 0, $days ) . ' days' );
		$to_day   = self::day( $to );

		$found = array();
		$count = 0;
		$emit  = function ( \DateTimeImmutable $day ) use ( &$found, &$count, $timezone, $time, $from_day, $to_day ): bool {
			$at = new \DateTimeImmutable( $day->format( 'Y-m-d' ) . ' ' . $time, $timezone );
			if ( null !== $this->until && $at > $this->until ) {
				return false;
			}
			++$count;
			if ( $day >= $from_day && $day <= $to_day ) {
				$found[] = $at;
			}
			return ( null === $this->count || $count < $this->count ) && count( $found ) < self::MAX_OCCURRENCES;
		};

		if ( ! $this->matches( $first, $first ) && ! $emit( $first ) ) {
			return $found;
		}
		$period = $this->period_start( $first );
		for ( $walked = 0; $walked < self::MAX_PERIODS && $period <= $to_day; ++$walked ) {
			foreach ( $this->days_of( $period, $first ) as $day ) {
				if ( $day < $first ) {
					continue;
				}
				if ( $day > $to_day || ! $emit( $day ) ) {
					return $found;
				}
			}
			$period = $this->next_period( $period );
		}
		return $found;
	}

	/** A day at midnight, UTC: days are counted without time zones. */
	private static function day( string $ymd ): \DateTimeImmutable {
		return new \DateTimeImmutable( $ymd . ' 00:00:00', new \DateTimeZone( 'UTC' ) );
	}

	private function period_start( \DateTimeImmutable $first ): \DateTimeImmutable {
		return match ( $this->frequency ) {
			'DAILY'   => $first,
			'WEEKLY'  => $first->modify( '-' . ( (int) $first->format( 'N' ) - 1 ) . ' days' ),
			'MONTHLY' => $first->modify( 'first day of this month' ),
			default   => $first->setDate( (int) $first->format( 'Y' ), 1, 1 ),
		};
	}

	private function next_period( \DateTimeImmutable $period ): \DateTimeImmutable {
		return match ( $this->frequency ) {
			'DAILY'   => $period->modify( '+' . $this->interval . ' days' ),
			'WEEKLY'  => $period->modify( '+' . ( 7 * $this->interval ) . ' days' ),
			'MONTHLY' => $period->modify( '+' . $this->interval . ' months' ),
			default   => $period->modify( '+' . $this->interval . ' years' ),
		};
	}

	/**
	 * The days of one period that the rule selects, in order.
	 *
	 * @return list<\DateTimeImmutable>
	 */
	private function days_of( \DateTimeImmutable $period, \DateTimeImmutable $first ): array {
		$length = match ( $this->frequency ) {
			'DAILY'   => 1,
			'WEEKLY'  => 7,
			'MONTHLY' => (int) $period->format( 't' ),
			default   => 365 + (int) $period->format( 'L' ),
		};
		$days = array();
		for ( $i = 0; $i < $length; ++$i ) {
			$day = $period->modify( "+$i days" );
			if ( $this->matches( $day, $first ) ) {
				$days[] = $day;
			}
		}
		return $days;
	}

	/**
	 * Whether the rule selects a day (within its period), the event starting on $first.
	 */
	private function matches( \DateTimeImmutable $day, \DateTimeImmutable $first ): bool {
		$weekday = (int) $day->format( 'N' );
		$date    = (int) $day->format( 'j' );
		if ( array() !== $this->by_month_day ) {
			$length = (int) $day->format( 't' );
			$hit    = false;
			foreach ( $this->by_month_day as $wanted ) {
				$hit = $hit || $wanted === $date || $wanted === $date - $length - 1;
			}
			if ( ! $hit ) {
				return false;
			}
		}
		if ( array() !== $this->by_day ) {
			foreach ( $this->by_day as list( $ordinal, $wanted ) ) {
				if ( $wanted === $weekday && ( 0 === $ordinal || $this->is_nth( $day, $ordinal ) ) ) {
					return true;
				}
			}
			return false;
		}
		if ( array() !== $this->by_month_day ) {
			return true;
		}
		return match ( $this->frequency ) {
			'DAILY'   => true,
			'WEEKLY'  => $weekday === (int) $first->format( 'N' ),
			'MONTHLY' => $date === (int) $first->format( 'j' ),
			default   => $day->format( 'm-d' ) === $first->format( 'm-d' ),
		};
	}

	/**
	 * Whether a day is the nth (from the end when negative) of its weekday in its month (MONTHLY)
	 * or year (YEARLY).
	 */
	private function is_nth( \DateTimeImmutable $day, int $ordinal ): bool {
		if ( 'MONTHLY' === $this->frequency ) {
			$index  = intdiv( (int) $day->format( 'j' ) - 1, 7 ) + 1;
			$remain = intdiv( (int) $day->format( 't' ) - (int) $day->format( 'j' ), 7 ) + 1;
		} else {
			$index  = intdiv( (int) $day->format( 'z' ), 7 ) + 1;
			$remain = intdiv( 364 + (int) $day->format( 'L' ) - (int) $day->format( 'z' ), 7 ) + 1;
		}
		return $ordinal > 0 ? $ordinal === $index : -$ordinal === $remain;
	}
}
