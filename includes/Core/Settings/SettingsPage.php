<?php
/**
 * The Vitrine menu and its settings screen.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Settings;

use Vitrine\Core\Assets\Assets;
use Vitrine\Core\Rest\RestApi;

/**
 * A top-level Vitrine menu whose Settings screen is a React app (src/entries/admin-settings.tsx)
 * that renders the registered fields and saves through /vitrine/v1/settings.
 */
final class SettingsPage {

	public const SLUG = 'vitrine-settings';

	private string $hook_suffix = '';

	public function __construct(
		private readonly Settings $settings,
		private readonly Assets $assets,
	) {
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
		$this->hook_suffix = (string) add_submenu_page(
			self::SLUG,
			__( 'Vitrine settings', 'vitrine' ),
			__( 'Settings', 'vitrine' ),
			'manage_options',
			self::SLUG,
			array( $this, 'render' )
		);
	}

	public function enqueue( string $hook_suffix ): void {
		if ( $hook_suffix !== $this->hook_suffix ) {
			return;
		}
		wp_enqueue_style( 'wp-components' );
		$this->assets->enqueue( 'admin-settings' );
	}

	public function render(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to manage Vitrine.', 'vitrine' ), 403 );
		}
		?>
		<div class="wrap">
			<h1><?php esc_html_e( 'Vitrine settings', 'vitrine' ); ?></h1>
			<div id="vitrine-settings-root">
				<noscript><p><?php esc_html_e( 'The settings screen needs JavaScript.', 'vitrine' ); ?></p></noscript>
			</div>
		</div>
		<?php
	}
}
