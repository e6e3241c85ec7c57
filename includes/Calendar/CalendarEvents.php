<?php
/**
 * The events of a calendar's month.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Calendar;

/**
 * Finds the published posts a calendar shows in a month and lays them out by day: a multi-day
 * event on each of its days, a repeating one on each occurrence. Only published posts of a
 * public post type are ever read, whatever the settings.
 *
 * @phpstan-type Entry array{id: int, title: string, url: string, start: string, end: string, time: string, part: string}
 */
final class CalendarEvents {

	/** The most posts one month reads. */
	public const MAX_POSTS = 500;

	/** The longest event, in days: a longer one is cut there. */
	public const MAX_DAYS = 366;

	/**
	 * The month's days that have events, each with its events in order of start.
	 *
	 * @param CalendarSettings $settings The calendar.
	 * @param string           $month    YYYY-MM.
	 * @return array<string, list<Entry>> By Y-m-d.
	 */
	public function month( CalendarSettings $settings, string $month ): array {
		$from     = $month . '-01';
		$to       = $month . '-' . ( new \DateTimeImmutable( $from ) )->format( 't' );
		$timezone = wp_timezone();
		$days     = array();
		foreach ( $this->posts( $settings, $from, $to ) as $post ) {
			$start = $this->start( $settings, $post, $timezone );
			if ( null === $start ) {
				continue;
			}
			$length = $this->length( $settings, $post, $start );
			$rule   = '' !== $settings->repeat_key ? Recurrence::parse( (string) get_post_meta( $post->ID, $settings->repeat_key, true ), $timezone ) : null;
			$starts = null === $rule ? array( $start ) : $rule->occurrences( $start, $length, $from, $to );
			foreach ( $starts as $occurrence ) {
				$first = new \DateTimeImmutable( $occurrence->format( 'Y-m-d' ), new \DateTimeZone( 'UTC' ) );
				$last  = $first->modify( "+$length days" );
				for ( $day = $first; $day <= $last; $day = $day->modify( '+1 day' ) ) {
					$ymd  = $day->format( 'Y-m-d' );
					$part = 'middle';
					if ( 0 === $length ) {
						$part = 'single';
					} elseif ( $ymd === $first->format( 'Y-m-d' ) ) {
						$part = 'first';
					} elseif ( $ymd === $last->format( 'Y-m-d' ) ) {
						$part = 'last';
					}
					if ( $ymd < $from || $ymd > $to ) {
						continue;
					}
					$days[ $ymd ][] = array(
						'id'    => $post->ID,
						'title' => get_the_title( $post ),
						'url'   => (string) get_permalink( $post ),
						'start' => $first->format( 'Y-m-d' ),
						'end'   => $last->format( 'Y-m-d' ),
						'time'  => $this->has_time( $settings, $post ) ? $occurrence->format( 'H:i' ) : '',
						'part'  => $part,
					);
				}
			}
		}
		ksort( $days );
		foreach ( $days as &$entries ) {
			usort( $entries, static fn ( array $a, array $b ): int => array( $a['start'], $a['time'], $a['title'] ) <=> array( $b['start'], $b['time'], $b['title'] ) );
		}
		return $days;
	}

	/**
	 * The published posts that may touch the month.
	 *
	 * @return list<\WP_Post>
	 */
	private function posts( CalendarSettings $settings, string $from, string $to ): array {
		if ( ! CalendarSettings::is_public_type( $settings->post_type ) ) {
			return array();
		}
		$args = array(
			'post_type'              => $settings->post_type,
			'post_status'            => 'publish',
			'posts_per_page'         => self::MAX_POSTS, // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_posts_per_page -- a month's events, bounded, and cached.
			'no_found_rows'          => true,
			'ignore_sticky_posts'    => true,
			'suppress_filters'       => false,
			'update_post_term_cache' => false,
			'orderby'                => 'ID',
			'order'                  => 'ASC',
		);
		if ( 'publish' === $settings->date_source ) {
			$args['date_query'] = array(
				array(
					'after'     => $from . ' 00:00:00',
					'before'    => $to . ' 23:59:59',
					'inclusive' => true,
				),
			);
		} else {
			// Meta dates are Y-m-d or Y-m-d H:i:s: as strings they sort as dates.
			$touches = array(
				'relation' => 'OR',
				array(
					'key'     => $settings->date_key,
					'value'   => $from,
					'compare' => '>=',
				),
			);
			if ( '' !== $settings->end_key ) {
				$touches[] = array(
					'key'     => $settings->end_key,
					'value'   => $from,
					'compare' => '>=',
				);
			}
			if ( '' !== $settings->repeat_key ) {
				$touches[] = array(
					'key'     => $settings->repeat_key,
					'value'   => '',
					'compare' => '!=',
				);
			}
			$args['meta_query'] = array( // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_query -- a calendar reads posts by their date meta.
				'relation' => 'AND',
				array(
					'key'     => $settings->date_key,
					'value'   => $to . ' 23:59:59',
					'compare' => '<=',
				),
				$touches,
			);
		}
		$query = new \WP_Query( $args );
		return array_values( array_filter( $query->posts, static fn ( $post ): bool => $post instanceof \WP_Post ) );
	}

	/**
	 * A date meta's moment, in the site's time zone; null when it is not Y-m-d or Y-m-d H:i(:s).
	 */
	public static function parse_date( string $value, \DateTimeZone $timezone ): ?\DateTimeImmutable {
		$value = trim( $value );
		foreach ( array( '!Y-m-d', '!Y-m-d H:i:s', '!Y-m-d H:i', '!Y-m-d\TH:i', '!Y-m-d\TH:i:s' ) as $format ) {
			$date = \DateTimeImmutable::createFromFormat( $format, $value, $timezone );
			if ( false !== $date && $date->format( substr( $format, 1 ) ) === $value ) {
				return $date;
			}
		}
		return null;
	}

	private function start( CalendarSettings $settings, \WP_Post $post, \DateTimeZone $timezone ): ?\DateTimeImmutable {
		if ( 'publish' === $settings->date_source ) {
			return self::parse_date( $post->post_date, $timezone );
		}
		return self::parse_date( (string) get_post_meta( $post->ID, $settings->date_key, true ), $timezone );
	}

	/**
	 * How many days after its start day the event ends: 0 without a valid end after the start.
	 */
	private function length( CalendarSettings $settings, \WP_Post $post, \DateTimeImmutable $start ): int {
		if ( '' === $settings->end_key ) {
			return 0;
		}
		$end = self::parse_date( (string) get_post_meta( $post->ID, $settings->end_key, true ), $start->getTimezone() );
		if ( null === $end ) {
			return 0;
		}
		$utc  = new \DateTimeZone( 'UTC' );
		$diff = (int) ( new \DateTimeImmutable( $start->format( 'Y-m-d' ), $utc ) )->diff( new \DateTimeImmutable( $end->format( 'Y-m-d' ), $utc ) )->format( '%r%a' );
		return max( 0, min( self::MAX_DAYS, $diff ) );
	}

	private function has_time( CalendarSettings $settings, \WP_Post $post ): bool {
		if ( 'publish' === $settings->date_source ) {
			return true;
		}
		return strlen( trim( (string) get_post_meta( $post->ID, $settings->date_key, true ) ) ) > 10;
	}
}
