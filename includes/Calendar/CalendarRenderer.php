<?php
/**
 * A calendar's markup.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Calendar;

/**
 * The markup of one month: its heading and the links to the months around it (real links, so
 * the calendar works without JavaScript), the grid of weeks (a table the script makes a
 * WAI-ARIA grid) and the same events as a list, which small containers show instead.
 *
 * @phpstan-import-type Entry from CalendarEvents
 */
final class CalendarRenderer {

	public function __construct(
		private readonly CalendarEvents $events,
		private readonly CalendarCache $cache,
	) {
	}

	/**
	 * The month's days with events, from the cache when it holds them.
	 *
	 * @return array<string, list<Entry>>
	 */
	public function days( CalendarSettings $settings, string $month ): array {
		$days = $this->cache->get( $settings, $month );
		if ( null === $days ) {
			$days = $this->events->month( $settings, $month );
			$this->cache->set( $settings, $month, $days );
		}
		return $days;
	}

	/**
	 * One month's markup (what calendar_month answers as content).
	 *
	 * @param CalendarSettings        $settings The calendar.
	 * @param string                  $month    YYYY-MM.
	 * @param string                  $id       The calendar's element id, for the month's ids.
	 * @param \Closure(string):string $link     The URL of another month.
	 */
	public function month( CalendarSettings $settings, string $month, string $id, \Closure $link ): string {
		global $wp_locale;
		$days  = $this->days( $settings, $month );
		$utc   = new \DateTimeZone( 'UTC' );
		$first = new \DateTimeImmutable( $month . '-01', $utc );
		$title = $id . '-title';
		$week  = (int) get_option( 'start_of_week', 1 );
		$today = current_time( 'Y-m-d' );
		$html  = '';

		$prev  = MonthGrid::shift( $month, -1 );
		$next  = MonthGrid::shift( $month, 1 );
		$html .= '<div class="vitrine-calendar__header">';
		$html .= $this->nav_link( 'prev', $prev, $link( $prev ), __( 'Previous month', 'vitrine' ) );
		$html .= sprintf(
			'<h2 class="vitrine-calendar__title" id="%1$s">%2$s</h2>',
			esc_attr( $title ),
			esc_html( wp_date( _x( 'F Y', 'calendar month heading', 'vitrine' ), $first->getTimestamp(), $utc ) )
		);
		$html .= $this->nav_link( 'next', $next, $link( $next ), __( 'Next month', 'vitrine' ) );
		$html .= '</div>';

		$html .= sprintf( '<table class="vitrine-calendar__grid" aria-labelledby="%s"><thead><tr>', esc_attr( $title ) );
		foreach ( MonthGrid::columns( $week ) as $weekday ) {
			$html .= sprintf(
				'<th scope="col"><abbr title="%1$s">%2$s</abbr></th>',
				esc_attr( $wp_locale->get_weekday( $weekday ) ),
				esc_html( $wp_locale->get_weekday_abbrev( $wp_locale->get_weekday( $weekday ) ) )
			);
		}
		$html .= '</tr></thead><tbody>';
		foreach ( MonthGrid::weeks( $month, $week ) as $row ) {
			$html .= '<tr>';
			foreach ( $row as $day ) {
				$html .= null === $day ? '<td class="vitrine-calendar__day vitrine-calendar__day--outside"></td>' : $this->cell( $day, $days[ $day ] ?? array(), $today );
			}
			$html .= '</tr>';
		}
		$html .= '</tbody></table>';

		$html .= sprintf( '<div class="vitrine-calendar__list" role="region" aria-labelledby="%s">', esc_attr( $title ) );
		if ( array() === $days ) {
			$html .= '<p class="vitrine-calendar__empty">' . esc_html__( 'No events this month.', 'vitrine' ) . '</p>';
		} else {
			$html .= '<ol class="vitrine-calendar__list-days">';
			foreach ( $days as $day => $entries ) {
				$html .= sprintf(
					'<li class="vitrine-calendar__list-day"%1$s><p class="vitrine-calendar__list-date"><time datetime="%2$s">%3$s</time></p>%4$s</li>',
					$day === $today ? ' aria-current="date"' : '',
					esc_attr( $day ),
					esc_html( self::long_date( $day ) ),
					$this->entries( $entries )
				);
			}
			$html .= '</ol>';
		}
		$html .= '</div>';
		return $html;
	}

	private function nav_link( string $which, string $month, string $url, string $label ): string {
		$time = ( new \DateTimeImmutable( $month . '-01', new \DateTimeZone( 'UTC' ) ) )->getTimestamp();
		return sprintf(
			'<a class="vitrine-calendar__nav vitrine-calendar__nav--%1$s" href="%2$s" data-month="%3$s" rel="nofollow"><span aria-hidden="true" class="vitrine-calendar__arrow"></span><span class="vitrine-calendar__nav-label"><span class="vitrine-calendar__sr">%4$s: </span><span class="vitrine-calendar__nav-month">%5$s</span></span></a>',
			esc_attr( $which ),
			esc_url( $url ),
			esc_attr( $month ),
			esc_html( $label ),
			esc_html( wp_date( _x( 'F Y', 'calendar month heading', 'vitrine' ), $time, new \DateTimeZone( 'UTC' ) ) )
		);
	}

	/**
	 * One day's cell.
	 *
	 * @param string      $day     Y-m-d.
	 * @param list<Entry> $entries Its events.
	 * @param string      $today   Today, Y-m-d.
	 */
	private function cell( string $day, array $entries, string $today ): string {
		return sprintf(
			'<td class="vitrine-calendar__day%1$s" data-date="%2$s"%3$s><span class="vitrine-calendar__date"><span aria-hidden="true">%4$d</span><span class="vitrine-calendar__sr">%5$s</span></span>%6$s</td>',
			array() === $entries ? '' : ' vitrine-calendar__day--events',
			esc_attr( $day ),
			$day === $today ? ' aria-current="date"' : '',
			(int) substr( $day, 8, 2 ),
			esc_html( self::long_date( $day ) ),
			array() === $entries ? '' : $this->entries( $entries )
		);
	}

	/**
	 * A day's events as a list of links.
	 *
	 * @param list<Entry> $entries The events.
	 */
	private function entries( array $entries ): string {
		$html = '<ul class="vitrine-calendar__events">';
		foreach ( $entries as $entry ) {
			$span = '';
			if ( 'single' !== $entry['part'] ) {
				$span = ' <span class="vitrine-calendar__sr">' . esc_html(
					sprintf(
						/* translators: 1: first day of an event, 2: its last day. */
						__( '(%1$s to %2$s)', 'vitrine' ),
						self::short_date( $entry['start'] ),
						self::short_date( $entry['end'] )
					)
				) . '</span>';
			}
			$html .= sprintf(
				'<li class="vitrine-calendar__event vitrine-calendar__event--%1$s"><a href="%2$s">%3$s%4$s%5$s</a></li>',
				esc_attr( $entry['part'] ),
				esc_url( $entry['url'] ),
				'' !== $entry['time'] && in_array( $entry['part'], array( 'single', 'first' ), true ) ? '<time class="vitrine-calendar__time">' . esc_html( $entry['time'] ) . '</time> ' : '',
				esc_html( '' !== $entry['title'] ? $entry['title'] : __( '(no title)', 'vitrine' ) ),
				$span
			);
		}
		return $html . '</ul>';
	}

	private static function long_date( string $day ): string {
		$utc = new \DateTimeZone( 'UTC' );
		return wp_date( _x( 'l, F j, Y', 'calendar day', 'vitrine' ), ( new \DateTimeImmutable( $day, $utc ) )->getTimestamp(), $utc );
	}

	private static function short_date( string $day ): string {
		$utc = new \DateTimeZone( 'UTC' );
		return wp_date( _x( 'F j', 'calendar event span', 'vitrine' ), ( new \DateTimeImmutable( $day, $utc ) )->getTimestamp(), $utc );
	}
}
