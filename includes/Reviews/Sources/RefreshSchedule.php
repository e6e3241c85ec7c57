<?php
/**
 * The WP-Cron event that refreshes every source.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Sources;

use Vitrine\Core\Settings\SectionPosition;
use Vitrine\Core\Settings\SettingField;
use Vitrine\Core\Settings\Settings;

/**
 * The event `vitrine_reviews_refresh` runs Refresher::refresh_all() at the interval of the
 * setting `reviews_refresh_interval` (twice daily by default; hourly, daily, weekly, or never).
 * schedule() puts the event in step with the setting: it runs on init and after the settings
 * are saved, so a changed interval takes effect at once. Deactivation removes the event.
 */
final class RefreshSchedule {

	public const HOOK = 'vitrine_reviews_refresh';

	public const SETTING = 'reviews_refresh_interval';

	public const SECTION = 'review_sources';

	public const NEVER = 'never';

	/** WordPress's own schedules (weekly since 5.4), and never. */
	public const INTERVALS = array( 'hourly', 'twicedaily', 'daily', 'weekly', self::NEVER );

	public const DEFAULT_INTERVAL = 'twicedaily';

	public function __construct( private readonly Settings $settings ) {
	}

	/**
	 * Declares the setting (its section first).
	 */
	public function add_setting(): void {
		$this->settings->add_section(
			self::SECTION,
			__( 'Review sources', 'vitrine' ),
			__( 'Reviews from Google, Facebook, Yelp and the shop’s product reviews are fetched by the server on this schedule, and whenever you press Refresh on Vitrine > Reviews.', 'vitrine' ),
			SectionPosition::REVIEW_SOURCES
		);
		$this->settings->add_field(
			new SettingField(
				self::SETTING,
				self::SECTION,
				__( 'Refresh reviews', 'vitrine' ),
				array(
					'type'    => 'string',
					'enum'    => self::INTERVALS,
					'default' => self::DEFAULT_INTERVAL,
				),
				__( 'hourly, twicedaily (every 12 hours), daily, weekly, or never (only when you press Refresh). Google and Yelp count each refresh against your API quota.', 'vitrine' ),
				'select'
			)
		);
	}

	public function interval(): string {
		$interval = (string) $this->settings->get( self::SETTING );
		return in_array( $interval, self::INTERVALS, true ) ? $interval : self::DEFAULT_INTERVAL;
	}

	/**
	 * Schedules the event at the set interval, replacing one at another interval; none for never.
	 * Cheap when nothing changed: the cron array is an autoloaded option.
	 */
	public function schedule(): void {
		$interval = $this->interval();
		$event    = wp_get_scheduled_event( self::HOOK );
		if ( false !== $event && $event->schedule === $interval ) {
			return;
		}
		if ( false !== $event ) {
			wp_clear_scheduled_hook( self::HOOK );
		}
		if ( self::NEVER === $interval ) {
			return;
		}
		$schedules = wp_get_schedules();
		$seconds   = (int) ( $schedules[ $interval ]['interval'] ?? 12 * 3600 );
		wp_schedule_event( time() + $seconds, $interval, self::HOOK );
	}

	public function unschedule(): void {
		wp_clear_scheduled_hook( self::HOOK );
	}
}
