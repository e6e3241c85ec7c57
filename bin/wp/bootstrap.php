<?php
/**
 * Loads a local site's WordPress for the command-line scripts beside this file.
 *
 * @package Vitrine
 */

declare(strict_types=1);

/**
 * The --name=value options of the command line.
 *
 * @return array<string, string>
 */
function vitrine_cli_options(): array {
	$options = array();
	foreach ( array_slice( $GLOBALS['argv'] ?? array(), 1 ) as $arg ) {
		if ( preg_match( '/^--([a-z-]+)(?:=(.*))?$/', $arg, $m ) ) {
			$options[ $m[1] ] = $m[2] ?? '1';
		}
	}
	return $options;
}

/**
 * Loads wp-load.php of the site named by VITRINE_WP_DIR.
 */
function vitrine_load_wordpress(): void {
	$wp_dir = getenv( 'VITRINE_WP_DIR' );
	if ( ! $wp_dir || ! is_file( $wp_dir . '/wp-load.php' ) ) {
		fwrite( STDERR, "VITRINE_WP_DIR must name a WordPress folder.\n" );
		exit( 1 );
	}
	$url                    = (string) getenv( 'VITRINE_SITE_URL' );
	$_SERVER['HTTP_HOST']   = (string) parse_url( $url, PHP_URL_HOST ) . ( parse_url( $url, PHP_URL_PORT ) ? ':' . parse_url( $url, PHP_URL_PORT ) : '' );
	$_SERVER['SERVER_NAME'] = (string) parse_url( $url, PHP_URL_HOST );
	$_SERVER['REQUEST_URI'] = '/';
	$_SERVER['SERVER_PORT'] = (string) ( parse_url( $url, PHP_URL_PORT ) ?? 80 );
	require_once $wp_dir . '/wp-load.php';
}
