<?php
/**
 * Plugin Name: Vitrine local site: offline
 * Description: The local sites cannot reach WordPress.org: skip update checks and the plugin directory, which would otherwise wait on the network and log a warning on each admin page.
 *
 * @package Vitrine
 */

declare(strict_types=1);

add_action(
	'init',
	static function (): void {
		remove_action( 'admin_init', '_maybe_update_core' );
		remove_action( 'admin_init', '_maybe_update_plugins' );
		remove_action( 'admin_init', '_maybe_update_themes' );
		remove_action( 'wp_version_check', 'wp_version_check' );
		remove_action( 'wp_update_plugins', 'wp_update_plugins' );
		remove_action( 'wp_update_themes', 'wp_update_themes' );
		remove_action( 'load-plugins.php', 'wp_update_plugins' );
		remove_action( 'load-update.php', 'wp_update_plugins' );
		remove_action( 'load-update-core.php', 'wp_update_plugins' );
		remove_action( 'load-themes.php', 'wp_update_themes' );
		remove_action( 'load-update.php', 'wp_update_themes' );
		remove_action( 'load-update-core.php', 'wp_update_themes' );
	}
);
// After a plugin is installed or replaced from an uploaded zip (wp-admin's filters, added after init).
add_action(
	'admin_init',
	static function (): void {
		remove_action( 'upgrader_process_complete', 'wp_version_check' );
		remove_action( 'upgrader_process_complete', 'wp_update_plugins' );
		remove_action( 'upgrader_process_complete', 'wp_update_themes' );
	}
);
add_filter( 'pre_site_transient_update_core', '__return_null' );
add_filter( 'pre_site_transient_update_plugins', '__return_null' );
add_filter( 'pre_site_transient_update_themes', '__return_null' );
// Plugins > Add New asks WordPress.org for its featured plugins; the refused request raises a PHP
// warning in debug.log. Answer at once that the directory cannot be reached (Upload Plugin works).
add_filter(
	'plugins_api',
	static function ( $result ) {
		return false === $result ? new WP_Error( 'vitrine_offline', 'WordPress.org cannot be reached from this local site.' ) : $result;
	}
);
