<?php
/**
 * Plugin Name: Vitrine test: German as a site language
 * Description: Test site only. Lets the site language (the WPLANG option) be set to de_DE although core's German files, which cannot be downloaded here, are not installed: WordPress otherwise keeps the old value for a language it does not list as installed. Vitrine's own German comes from its languages/ folder.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

// Only the option's sanitizing, not get_available_languages: a listed language would put a
// language menu on wp-login.php, which asks wordpress.org for the languages it can install.
add_filter(
	'sanitize_option_WPLANG',
	static function ( mixed $value, string $option, mixed $requested ): mixed {
		return 'de_DE' === $requested ? 'de_DE' : $value;
	},
	10,
	3
);
