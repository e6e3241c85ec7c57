<?php
/**
 * Plugin Name: Vitrine test: right-to-left switch
 * Description: Test site only. A request with the cookie vitrine_test_rtl=1 is rendered right to left, the way a site in Arabic or Hebrew is, without needing their language packs (which cannot be downloaded here).
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

add_action(
	'after_setup_theme',
	static function (): void {
		if ( isset( $_COOKIE['vitrine_test_rtl'] ) && '1' === $_COOKIE['vitrine_test_rtl'] && isset( $GLOBALS['wp_locale'] ) ) {
			$GLOBALS['wp_locale']->text_direction = 'rtl';
		}
	},
	0
);
