<?php
/**
 * Router for PHP's built-in server: real files are served as they are, PHP files run, and
 * everything else goes through WordPress's index.php (pretty permalinks, REST, sitemaps).
 *
 * @package Vitrine
 */

$vitrine_path = (string) parse_url( $_SERVER['REQUEST_URI'] ?? '/', PHP_URL_PATH );
$vitrine_file = realpath( $_SERVER['DOCUMENT_ROOT'] . $vitrine_path );

if ( false !== $vitrine_file && is_dir( $vitrine_file ) && is_file( $vitrine_file . '/index.php' ) ) {
	$vitrine_file .= '/index.php';
}

if ( false !== $vitrine_file && is_file( $vitrine_file ) ) {
	if ( ! str_ends_with( $vitrine_file, '.php' ) ) {
		return false; // The server sends static files itself, with their MIME type.
	}
	$_SERVER['SCRIPT_NAME']     = substr( $vitrine_file, strlen( realpath( $_SERVER['DOCUMENT_ROOT'] ) ) );
	$_SERVER['SCRIPT_FILENAME'] = $vitrine_file;
	$_SERVER['PHP_SELF']        = $_SERVER['SCRIPT_NAME'];
	chdir( dirname( $vitrine_file ) );
	require $vitrine_file;
	return true;
}

$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $_SERVER['DOCUMENT_ROOT'] . '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
chdir( $_SERVER['DOCUMENT_ROOT'] );
require $_SERVER['DOCUMENT_ROOT'] . '/index.php';
