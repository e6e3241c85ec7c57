<?php
/**
 * The core module: REST and ajax plumbing, settings, installation.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core;

use Vitrine\Core\Ajax\AjaxEndpoint;
use Vitrine\Core\Ajax\AjaxRouter;
use Vitrine\Core\Assets\Assets;
use Vitrine\Core\Install\Installer;
use Vitrine\Core\Rest\AbstractRoute;
use Vitrine\Core\Rest\RestApi;
use Vitrine\Core\Settings\SectionPosition;
use Vitrine\Core\Settings\SettingField;
use Vitrine\Core\Settings\Settings;
use Vitrine\Core\Settings\SettingsPage;

/**
 * Adds the hooks of the shared plumbing every other module builds on.
 */
final class Module implements \Vitrine\Module {

	/**
	 * @param Settings           $settings      The settings.
	 * @param Assets             $assets        The bundles.
	 * @param RestApi            $rest          The REST routes.
	 * @param AjaxRouter         $ajax          The ajax endpoints.
	 * @param Installer          $installer     Tables and migrations.
	 * @param SettingsPage       $settings_page Vitrine > Settings.
	 * @param Blocks             $blocks        The blocks of every module.
	 * @param list<AbstractRoute> $routes        The settings and preferences routes.
	 * @param list<AjaxEndpoint> $endpoints     The nonce refresh.
	 * @param RequestPriming     $priming       Absent options and the shop's pages, read in one go.
	 */
	public function __construct(
		private readonly Settings $settings,
		private readonly Assets $assets,
		private readonly RestApi $rest,
		private readonly AjaxRouter $ajax,
		private readonly Installer $installer,
		private readonly SettingsPage $settings_page,
		private readonly Blocks $blocks,
		private readonly array $routes,
		private readonly array $endpoints,
		private readonly RequestPriming $priming,
	) {
	}

	public function register(): void {
		// With read replicas: a shopper's, a user's or a change's request reads from the primary.
		Database\Primary::for_this_request();
		// Before any module reads its options (some do while registering).
		RequestPriming::mark_absent_options();
		add_action( 'wp', array( $this->priming, 'prime_pages' ), 0 );
		add_action( 'init', array( $this->installer, 'maybe_upgrade' ), InitPriority::INSTALL );
		add_action( 'init', array( $this->installer, 'maybe_flush_rewrite_rules' ), 999 );

		$this->settings->add_section( 'general', __( 'General', 'vitrine' ), '', SectionPosition::GENERAL );
		$this->settings->add_field(
			SettingField::toggle(
				'remove_data_on_uninstall',
				'general',
				__( 'Remove all data on uninstall', 'vitrine' ),
				false,
				__( 'When Vitrine is deleted from the Plugins screen, also delete its tables, settings and content. Deactivating never deletes anything.', 'vitrine' )
			)
		);

		$this->assets->register();
		$this->rest->register();
		foreach ( $this->routes as $route ) {
			$this->rest->add_route( $route );
		}

		foreach ( $this->endpoints as $endpoint ) {
			$this->ajax->add_endpoint( $endpoint );
		}
		$this->ajax->register();

		$this->settings_page->register();
		$this->blocks->register();
	}
}
