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
use Vitrine\Reviews\Sources\Rest\SourceRefreshRoute;
use Vitrine\Reviews\Sources\Rest\SourceRoute;
use Vitrine\Reviews\Sources\Rest\SourceService;
use Vitrine\Reviews\Sources\Rest\SourcesRoute;
use Vitrine\Reviews\Sources\Rest\SourceView;
use Vitrine\Reviews\Storage\ReviewRepository;
use Vitrine\Reviews\Storage\SourceRepository;

/**
 * The refresh interval setting and its cron event, and the admin routes of sources.
 */
final class Module implements \Vitrine\Module {

	public function __construct(
		Settings $settings,
		private readonly RestApi $rest,
		private readonly ReviewRepository $reviews,
		private readonly SourceRepository $sources,
		private readonly Refresher $refresher,
	) {
		unset( $settings ); // The refresher's schedule reads the interval setting.
	}

	public function register(): void {
		$schedule = $this->refresher->schedule;
		$schedule->add_setting();
		add_action( RefreshSchedule::HOOK, array( $this->refresher, 'refresh_all' ), 10, 0 );
		add_action( 'init', array( $schedule, 'schedule' ) );
		// A changed interval takes effect at once; add_option_ covers the first save of the settings.
		add_action( 'update_option_' . Settings::OPTION, array( $schedule, 'schedule' ), 10, 0 );
		add_action( 'add_option_' . Settings::OPTION, array( $schedule, 'schedule' ), 10, 0 );
		register_deactivation_hook( VITRINE_FILE, array( $schedule, 'unschedule' ) );

		// Avatars of imported reviews are copied soon after the import, and retried at each refresh.
		$avatars = new AvatarCopies( $this->reviews, new ImageCache() );
		add_action( 'vitrine_reviews_imported', array( $avatars, 'schedule_soon' ), 10, 0 );
		add_action( AvatarCopies::HOOK, array( $avatars, 'copy' ), 10, 0 );
		add_action( RefreshSchedule::HOOK, array( $avatars, 'copy' ), 20, 0 );
		register_deactivation_hook( VITRINE_FILE, array( $avatars, 'unschedule' ) );

		$view    = new SourceView( $this->reviews, $this->sources, $this->refresher->providers() );
		$service = new SourceService( $this->refresher, $this->reviews, $this->sources );
		$this->rest->add_route( new SourcesRoute( $service, $this->sources, $view ) );
		$this->rest->add_route( new SourceRoute( $service, $this->sources, $view ) );
		$this->rest->add_route( new SourceRefreshRoute( $this->refresher, $this->sources, $view ) );
	}
}
