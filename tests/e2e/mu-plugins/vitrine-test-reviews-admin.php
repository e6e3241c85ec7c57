<?php
/**
 * Plugin Name: Vitrine test: reviews admin
 * Description: Test site only. A REST route under vitrine-test/v1 that stores a review source (with reviews and credentials) through Vitrine's own repositories, for the Vitrine > Reviews specs; a source may be made unreachable: its provider's base URL then points at a closed port. Administrators only, with a REST nonce.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

use Vitrine\Reviews\Storage\ReviewRepository;
use Vitrine\Reviews\Storage\SourceRepository;

/** Providers whose base URL points nowhere (the discard port of 127.0.0.1, closed). */
const VITRINE_TEST_UNREACHABLE_OPTION = 'vitrine_test_unreachable_providers';

add_filter(
	'vitrine_review_provider_base_url',
	static function ( string $url, string $provider ): string {
		$unreachable = (array) get_option( VITRINE_TEST_UNREACHABLE_OPTION, array() );
		return in_array( $provider, $unreachable, true ) ? 'http://127.0.0.1:9' : $url;
	},
	10,
	2
);

add_action(
	'rest_api_init',
	static function (): void {
		register_rest_route(
			'vitrine-test/v1',
			'/reviews-admin/source',
			array(
				'methods'             => 'POST',
				'permission_callback' => static fn (): bool => current_user_can( 'manage_options' ),
				'callback'            => 'vitrine_test_reviews_admin_source',
			)
		);
	}
);

/**
 * Body: provider (yelp by default), name, count (reviews, 3 by default), unreachable (bool: the
 * provider's base URL points nowhere from now on), token_expires_in (seconds from now: the
 * token's expiry, for a facebook source), no_figures (bool: the provider gave no rating nor count
 * of its own, as the shop's product reviews). Review n is "<name> reviewer n", rated
 * 5 - n % 3. Answers { source_id, name }.
 *
 * @param WP_REST_Request $request The request.
 */
function vitrine_test_reviews_admin_source( WP_REST_Request $request ): WP_REST_Response {
	$provider = (string) ( $request->get_param( 'provider' ) ?? 'yelp' );
	$name     = (string) ( $request->get_param( 'name' ) ?? 'Test shop ' . wp_generate_password( 6, false ) );
	$sources  = new SourceRepository();
	$figures  = ! $request->get_param( 'no_figures' );
	$source   = $sources->create(
		array(
			'provider'          => $provider,
			'name'              => $name,
			'external_ref'      => 'biz-' . wp_generate_password( 8, false ),
			'rating'            => $figures ? 4.5 : 0.0,
			'review_count'      => $figures ? 40 : 0,
			'status'            => 'connected',
			'last_refreshed_at' => gmmktime( 10, 0, 0, 1, 15, 2026 ),
			'token_expires_at'  => null === $request->get_param( 'token_expires_in' ) ? null : time() + (int) $request->get_param( 'token_expires_in' ),
		),
		'facebook' === $provider ? array( 'access_token' => 'test-token-abcdef-9876' ) : array( 'api_key' => 'test-key-abcdef-1234' )
	);
	$count    = (int) ( $request->get_param( 'count' ) ?? 3 );
	$rows     = array();
	for ( $n = 1; $n <= $count; $n++ ) {
		$rows[] = array(
			'external_id' => 'admin-e2e-' . $source . '-' . $n,
			'author_name' => $name . ' reviewer ' . $n,
			'time'        => gmmktime( 10, 0, 0, 1, 15, 2026 ) - $n * DAY_IN_SECONDS,
			'rating'      => 5 - $n % 3,
			'text'        => 'Admin review number ' . $n . '.',
			'language'    => 'en',
		);
	}
	if ( $count > 0 ) {
		( new ReviewRepository() )->upsert_many( $source, $provider, $rows );
	}
	if ( $request->get_param( 'unreachable' ) ) {
		$unreachable = (array) get_option( VITRINE_TEST_UNREACHABLE_OPTION, array() );
		update_option( VITRINE_TEST_UNREACHABLE_OPTION, array_values( array_unique( array_merge( $unreachable, array( $provider ) ) ) ) );
	}
	return new WP_REST_Response(
		array(
			'source_id' => $source,
			'name'      => $name,
		)
	);
}
