<?php
/**
 * Boots the real WordPress of the test site (database vitrine_phpunit) with Vitrine active.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

$vitrine_wp_dir = getenv( 'VITRINE_WP_DIR' );
if ( ! $vitrine_wp_dir || 'vitrine_phpunit' !== getenv( 'VITRINE_DB_NAME' ) ) {
	fwrite( STDERR, "Run PHPUnit through `npm test -- php`: it sets up the test WordPress and its database.\n" );
	exit( 1 );
}

require dirname( __DIR__, 2 ) . '/bin/wp/bootstrap.php';

// WordPress's own test suite runs as a front-end request with no user; do the same.
define( 'WP_ADMIN', false );
vitrine_load_wordpress();
require_once ABSPATH . 'wp-admin/includes/plugin.php';

if ( ! class_exists( \Vitrine\Plugin::class ) || ! is_plugin_active( 'vitrine/plugin.php' ) ) {
	fwrite( STDERR, "Vitrine is not active in the test site.\n" );
	exit( 1 );
}

// REST routes are registered on rest_api_init, which a plain load does not fire.
rest_get_server();

require __DIR__ . '/ResponseSchemas.php';
require __DIR__ . '/TestCase.php';
require __DIR__ . '/ParallelChildren.php';
require __DIR__ . '/LocalHttpServer.php';
