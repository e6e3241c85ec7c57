<?php
/**
 * Installs WordPress in the site's database (once), activates Vitrine and the chosen theme.
 *
 * Usage: VITRINE_WP_DIR=... VITRINE_SITE_URL=... php install-site.php --title=... --admin-user=...
 *        --admin-password=... --admin-email=... --theme=twentytwentyfour [--no-plugin]
 *
 * @package Vitrine
 */

declare(strict_types=1);

require __DIR__ . '/bootstrap.php';

$options = vitrine_cli_options();
define( 'WP_INSTALLING', true );
vitrine_load_wordpress();
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

if ( ! is_blog_installed() ) {
	$result = wp_install( $options['title'], $options['admin-user'], $options['admin-email'], true, '', wp_slash( $options['admin-password'] ) );
	update_option( 'permalink_structure', '/%postname%/' );
	update_option( 'blogdescription', 'A demo of Vitrine' );
	// Avatars come from gravatar.com, which local sites cannot reach.
	update_option( 'show_avatars', 0 );
	fwrite( STDOUT, "Installed WordPress {$GLOBALS['wp_version']} for user {$options['admin-user']}.\n" );
}

$theme = $options['theme'] ?? 'twentytwentyfour';
if ( get_stylesheet() !== $theme ) {
	if ( ! wp_get_theme( $theme )->exists() ) {
		fwrite( STDERR, "Theme {$theme} is not installed.\n" );
		exit( 1 );
	}
	switch_theme( $theme );
}

// --no-plugin: a bare site (bin/release/bare-site.sh), where the release specs upload Vitrine.
if ( ! isset( $options['no-plugin'] ) && ! is_plugin_active( 'vitrine/plugin.php' ) ) {
	$activated = activate_plugin( 'vitrine/plugin.php' );
	if ( is_wp_error( $activated ) ) {
		fwrite( STDERR, 'Vitrine could not be activated: ' . $activated->get_error_message() . "\n" );
		exit( 1 );
	}
}
// WP_INSTALLING loads no plugin, so rules flushed here would lack the shop's (/shop/, /product/…)
// and every product page would be a 404 on the next start. Dropping them makes the first real
// request, with the plugin loaded, build them again.
delete_option( 'rewrite_rules' );
