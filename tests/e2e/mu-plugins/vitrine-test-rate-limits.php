<?php
/**
 * Plugin Name: Vitrine test: rate limits where a spec asks for them
 * Description: Test site only. A run of the suite places orders, tries coupons and makes carts from one address (127.0.0.1) in a few minutes, as no shopper does: the rate limits apply only to requests with the cookie vitrine_test_rate_limits=1, which the specs of the limits set. PHPUnit, which may load this site's mu-plugins, is left alone.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

if ( 'cli' !== PHP_SAPI ) {
	add_filter(
		'vitrine_rate_limit_applies',
		static fn ( bool $applies ): bool => $applies && isset( $_COOKIE['vitrine_test_rate_limits'] ) && '1' === $_COOKIE['vitrine_test_rate_limits']
	);
}
