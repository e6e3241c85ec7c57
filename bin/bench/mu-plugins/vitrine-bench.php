<?php
/**
 * Plugin Name: Vitrine bench floors
 * Description: Bench site only (bin/bench/bench.sh copies it there; no other site loads it): the floors that `npm run bench` measures Vitrine's calls against, and each request's database queries and peak memory in response headers.
 *
 * The floors, each what WordPress itself costs for that kind of request on this site:
 * - GET /?vitrine-bench=early: a JSON answer on `init` (priority 1), as early as a plugin's own
 *   endpoint can answer once every plugin is loaded: what the ?vitrine-ajax= endpoint competes with;
 * - GET /wp-json/vitrine-bench/v1/ping: the smallest REST route, for the shop's REST routes;
 * - GET /?vitrine-bench=bare: the theme's front page (its blog home) with Vitrine not loaded at
 *   all, for the shop's pages.
 *
 * Every answer carries X-Vitrine-Bench-Queries (the queries $wpdb ran) and X-Vitrine-Bench-Memory
 * (PHP's peak memory in bytes), set when the output buffer is flushed at the end of the request.
 *
 * @package Vitrine
 */

declare(strict_types=1);

// phpcs:disable WordPress.Security.NonceVerification.Recommended -- the floors read no form: only which floor is asked for.

/**
 * Which floor this request asks for ('early', 'bare'), '' for none.
 */
function vitrine_bench_floor(): string {
	$floor = isset( $_GET['vitrine-bench'] ) && is_string( $_GET['vitrine-bench'] ) ? sanitize_key( wp_unslash( $_GET['vitrine-bench'] ) ) : '';
	return in_array( $floor, array( 'early', 'bare' ), true ) ? $floor : '';
}

/**
 * The response headers of the counts, when headers can still be sent: the buffer started below
 * holds the whole answer, so they are sent with it, after everything the request did.
 *
 * @param string $buffer The answer.
 */
function vitrine_bench_count_headers( string $buffer ): string {
	if ( ! headers_sent() ) {
		header( 'X-Vitrine-Bench-Queries: ' . (int) ( $GLOBALS['wpdb']->num_queries ?? 0 ) );
		header( 'X-Vitrine-Bench-Memory: ' . memory_get_peak_usage() );
	}
	return $buffer;
}

if ( PHP_SAPI !== 'cli' ) {
	// One buffer for the whole answer: WordPress flushes it on shutdown (wp_ob_end_flush_all).
	ob_start( 'vitrine_bench_count_headers' );
}

// The bare front page: Vitrine is not loaded for it (mu-plugins load before the active plugins).
if ( 'bare' === vitrine_bench_floor() ) {
	add_filter(
		'option_active_plugins',
		static fn ( $plugins ): array => array_values( array_diff( (array) $plugins, array( 'vitrine/plugin.php' ) ) )
	);
	// The theme's own front page (its blog home), not the shop's page of Vitrine blocks.
	add_filter( 'pre_option_show_on_front', static fn (): string => 'posts' );
}

add_action(
	'init',
	static function (): void {
		if ( 'early' !== vitrine_bench_floor() ) {
			return;
		}
		nocache_headers();
		header( 'Content-Type: application/json; charset=utf-8' );
		echo wp_json_encode( array( 'floor' => 'early' ) );
		exit;
	},
	1
);

add_action(
	'rest_api_init',
	static function (): void {
		register_rest_route(
			'vitrine-bench/v1',
			'/ping',
			array(
				'methods'             => 'GET',
				'callback'            => static fn (): array => array( 'floor' => 'ping' ),
				'permission_callback' => '__return_true',
			)
		);
	}
);
