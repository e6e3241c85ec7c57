<?php
/**
 * Child process of UninstallerTest: loads the test WordPress with Vitrine inactive, as WordPress
 * is when it deletes a plugin, says "ready", waits for "go", then runs uninstall.php with the
 * removal not asked for (it must not touch the shared test database) and prints, as JSON,
 * whether the plugin was loaded and what the uninstaller of uninstall.php's container removes.
 *
 * Usage (environment as for PHPUnit): php uninstall-child.php
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

require dirname( __DIR__, 3 ) . '/bin/wp/bootstrap.php';

// Hooks set before WordPress loads (it keeps them): Vitrine is not among the active plugins.
$GLOBALS['wp_filter'] = array( // phpcs:ignore WordPress.WP.GlobalVariablesOverride -- before WordPress loads, the documented way to add early hooks.
	'option_active_plugins' => array(
		10 => array(
			array(
				'function'      => static fn ( $plugins ): array => array_values( array_diff( (array) $plugins, array( 'vitrine/plugin.php' ) ) ),
				'accepted_args' => 1,
			),
		),
	),
);
vitrine_load_wordpress();
$loaded = defined( 'VITRINE_VERSION' ) || class_exists( 'Vitrine\Plugin', false );

fwrite( STDOUT, "ready\n" );
fflush( STDOUT );
if ( 'go' !== trim( (string) fgets( STDIN ) ) ) {
	exit( 2 );
}

add_filter( 'pre_option_vitrine_settings', static fn (): array => array( 'remove_data_on_uninstall' => false ) );
define( 'WP_UNINSTALL_PLUGIN', 'vitrine/plugin.php' );
try {
	include dirname( __DIR__, 3 ) . '/uninstall.php';
	$owned = \Vitrine\Services::container()->get( \Vitrine\Core\Install\Uninstaller::class )->owned();
} catch ( \Throwable $e ) {
	fwrite( STDERR, get_class( $e ) . ': ' . $e->getMessage() . "\n" );
	exit( 1 );
}
fwrite(
	STDOUT,
	wp_json_encode(
		array(
			'loaded'     => $loaded,
			'post_types' => $owned->post_types,
			'roles'      => $owned->roles,
			'folders'    => $owned->uploads_folders,
		)
	) . "\n"
);
