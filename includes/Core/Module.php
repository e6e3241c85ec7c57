<?php
/**
 * The core module: REST and ajax plumbing, settings, installation.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core;

use Vitrine\Core\Ajax\AjaxRouter;
use Vitrine\Core\Ajax\RefreshNonceEndpoint;
use Vitrine\Core\Assets\Assets;
use Vitrine\Core\Install\Installer;
use Vitrine\Core\Preferences\PreferencesRoute;
use Vitrine\Core\Preferences\UserPreferences;
use Vitrine\Core\Rest\RestApi;
use Vitrine\Core\Settings\SettingField;
use Vitrine\Core\Settings\Settings;
use Vitrine\Core\Settings\SettingsPage;
use Vitrine\Core\Settings\SettingsRoute;

/**
 * Adds the hooks of the shared plumbing every other module builds on.
 */
final class Module implements \Vitrine\Module {

	public function __construct(
		private readonly Settings $settings,
		private readonly Assets $assets,
		private readonly RestApi $rest,
		private readonly AjaxRouter $ajax,
		private readonly UserPreferences $preferences,
		private readonly Installer $installer,
	) {
	}

	public function register(): void {
		add_action( 'init', array( $this->installer, 'maybe_upgrade' ), 1 );
		add_action( 'init', array( $this->installer, 'maybe_flush_rewrite_rules' ), 999 );

		$this->settings->add_section( 'general', __( 'General', 'vitrine' ) );
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
		$this->rest->add_route( new SettingsRoute( $this->settings ) );
		$this->rest->add_route( new PreferencesRoute( $this->preferences ) );

		$this->ajax->add_endpoint( new RefreshNonceEndpoint() );
		$this->ajax->register();

		( new SettingsPage( $this->settings, $this->assets ) )->register();
		( new Blocks() )->register();
	}
}
