<?php
/**
 * Reviews: the sources part's hooks (see docs/reviews.md).
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Sources;

use Vitrine\Core\Rest\RestApi;
use Vitrine\Core\Settings\Settings;
use Vitrine\Core\Rest\AbstractRoute;

/**
 * The refresh interval setting and its cron event, and the admin routes of sources.
 */
final class Module implements \Vitrine\Module {

	/**
	 * @param RestApi             $rest      The REST routes.
	 * @param Refresher           $refresher Fetches and stores reviews.
	 * @param RefreshSchedule     $schedule  The refresh interval setting and its cron event.
	 * @param AvatarCopies        $avatars   Copies the avatars of imported reviews.
	 * @param list<AbstractRoute> $routes    The sources' routes.
	 */
	public function __construct(
		private readonly RestApi $rest,
		private readonly Refresher $refresher,
		private readonly RefreshSchedule $schedule,
		private readonly AvatarCopies $avatars,
		private readonly array $routes,
	) {
	}

	public function register(): void {
		$schedule = $this->schedule;
		$schedule->add_setting();
		add_action( RefreshSchedule::HOOK, array( $this->refresher, 'refresh_all' ), 10, 0 );
		add_action( 'init', array( $schedule, 'schedule' ) );
		// A changed interval takes effect at once; add_option_ covers the first save of the settings.
		add_action( 'update_option_' . Settings::OPTION, array( $schedule, 'schedule' ), 10, 0 );
		add_action( 'add_option_' . Settings::OPTION, array( $schedule, 'schedule' ), 10, 0 );
		register_deactivation_hook( VITRINE_FILE, array( $schedule, 'unschedule' ) );

		// Avatars of imported reviews are copied soon after the import, and retried at each refresh.
		$avatars = $this->avatars;
		add_action( 'vitrine_reviews_imported', array( $avatars, 'schedule_soon' ), 10, 0 );
		add_action( AvatarCopies::HOOK, array( $avatars, 'copy' ), 10, 0 );
		add_action( RefreshSchedule::HOOK, array( $avatars, 'copy' ), 20, 0 );
		register_deactivation_hook( VITRINE_FILE, array( $avatars, 'unschedule' ) );

		foreach ( $this->routes as $route ) {
			$this->rest->add_route( $route );
		}
	}
}
