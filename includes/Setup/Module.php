<?php
/**
 * The setup module: the first-run setup of a fresh install.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Setup;

use Vitrine\Setup\Admin\SetupScreen;

/**
 * Adds the setup screen (Vitrine > Set up), its two admin-post handlers, the notice that leads
 * to it and the "Set up" link of the Plugins screen. Nothing on the storefront.
 */
final class Module implements \Vitrine\Module {

	public function __construct( private readonly SetupScreen $screen ) {
	}

	public function register(): void {
		$screen = $this->screen;
		// After Core's SettingsPage has made the Vitrine menu (priority 10).
		add_action( 'admin_menu', array( $screen, 'add_menu' ), 20 );
		add_action( 'admin_head', array( $screen, 'hide_menu' ) );
		add_action( 'admin_enqueue_scripts', array( $screen, 'enqueue' ) );
		add_action( 'admin_notices', array( $screen, 'render_notice' ) );
		add_action( 'admin_post_' . SetupScreen::SETUP_ACTION, array( $screen, 'handle_setup' ) );
		add_action( 'admin_post_' . SetupScreen::DISMISS_ACTION, array( $screen, 'handle_dismiss' ) );
		add_filter( 'plugin_action_links_' . plugin_basename( VITRINE_FILE ), array( $screen, 'plugin_links' ) );
	}
}
