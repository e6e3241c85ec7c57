<?php
/**
 * The Vitrine menu and its settings screen.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Settings;

use Vitrine\Core\Admin\ReactScreen;
use Vitrine\Core\Assets\Assets;
use Vitrine\Core\Rest\RestApi;

/**
 * A top-level Vitrine menu whose Settings screen is a React app (src/entries/admin-settings.tsx)
 * that renders the registered fields and saves through /vitrine/v1/settings.
 */
final class SettingsPage {

	public const SLUG = 'vitrine-settings';

	private readonly ReactScreen $screen;

	public function __construct(
		private readonly Settings $settings,
		private readonly Assets $assets,
	) {
		$this->screen = new ReactScreen( $assets, 'admin-settings', 'vitrine-settings-root', array( 'wp-components' ) );
	}

	public function register(): void {
		add_action( 'admin_menu', array( $this, 'add_menu' ) );
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
		$this->assets->define_settings(
			'admin-settings',
			'adminSettings',
			fn (): array => array(
				'restPath' => '/' . RestApi::NAMESPACE . '/settings',
				'schema'   => $this->settings->describe(),
				'values'   => $this->settings->displayed(),
			)
		);
	}

	public function add_menu(): void {
		add_menu_page(
			__( 'Vitrine', 'vitrine' ),
			__( 'Vitrine', 'vitrine' ),
			'manage_options',
			self::SLUG,
			array( $this, 'render' ),
			'dashicons-store',
			56
		);
		$this->screen->added(
			add_submenu_page(
				self::SLUG,
				__( 'Vitrine settings', 'vitrine' ),
				__( 'Settings', 'vitrine' ),
				'manage_options',
				self::SLUG,
				array( $this, 'render' )
			)
		);
	}

	public function enqueue( string $hook_suffix ): void {
		$this->screen->enqueue( $hook_suffix );
	}

	public function render(): void {
		$this->screen->render(
			'manage_options',
			__( 'Sorry, you are not allowed to manage Vitrine.', 'vitrine' ),
			__( 'Vitrine settings', 'vitrine' ),
			__( 'The settings screen needs JavaScript.', 'vitrine' )
		);
	}
}
