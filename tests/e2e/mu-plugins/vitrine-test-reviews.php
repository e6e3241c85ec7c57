<?php
/**
 * Plugin Name: Vitrine test: review widgets
 * Description: Test site only. A REST route under vitrine-test/v1 that stores a Google source with reviews and a reviews widget through Vitrine's own repositories, and a page showing the widget with its shortcode, for Playwright specs. Administrators only, with a REST nonce.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

use Vitrine\Reviews\Storage\ReviewRepository;
use Vitrine\Reviews\Storage\SourceRepository;
use Vitrine\Reviews\Widgets\WidgetOptions;
use Vitrine\Reviews\Widgets\WidgetRepository;

add_action(
	'rest_api_init',
	static function (): void {
		register_rest_route(
			'vitrine-test/v1',
			'/reviews-widget',
			array(
				'methods'             => 'POST',
				'permission_callback' => static fn (): bool => current_user_can( 'manage_options' ),
				'callback'            => 'vitrine_test_reviews_widget',
			)
		);
	}
);

/**
 * Body: options (the widget's), count (reviews, 12 by default), long_text (the first review's
 * text is 400 characters). Review n is "Reviewer n", rated 5 - n % 3, written n days before
 * 2026-01-15 10:00 UTC. Answers { widget_id, source_id, url }.
 *
 * @param WP_REST_Request $request The request.
 * @return WP_REST_Response|WP_Error
 */
function vitrine_test_reviews_widget( WP_REST_Request $request ) {
	$sources = new SourceRepository();
	$source  = $sources->create(
		array(
			'provider'         => 'google',
			'name'             => 'Test café ' . wp_generate_password( 6, false ),
			'external_ref'     => 'place-' . wp_generate_password( 8, false ),
			'rating'           => 4.4,
			'review_count'     => 87,
			'profile_url'      => 'https://maps.example.org/place',
			'write_review_url' => 'https://search.example.org/writereview',
		)
	);
	$count   = (int) ( $request->get_param( 'count' ) ?? 12 );
	$rows    = array();
	for ( $n = 1; $n <= $count; $n++ ) {
		$rows[] = array(
			'external_id' => 'e2e-' . $source . '-' . $n,
			'author_name' => 'Reviewer ' . $n,
			'time'        => gmmktime( 10, 0, 0, 1, 15, 2026 ) - $n * DAY_IN_SECONDS,
			'rating'      => 5 - $n % 3,
			'text'        => 1 === $n && $request->get_param( 'long_text' ) ? str_repeat( 'Lovely teapot and friendly people. ', 12 ) : 'Review number ' . $n . '.',
			'language'    => 'en',
		);
	}
	( new ReviewRepository() )->upsert_many( $source, 'google', $rows );

	$options = ( new WidgetOptions( $sources ) )->validate( array( 'sources' => array( $source ) ) + (array) $request->get_param( 'options' ) );
	if ( $options instanceof WP_Error ) {
		return $options;
	}
	$widget = ( new WidgetRepository() )->save( 0, 'Our reviews', $options );
	$page   = wp_insert_post(
		array(
			'post_type'    => 'page',
			'post_status'  => 'publish',
			'post_title'   => 'Reviews ' . $widget,
			'post_content' => '<!-- wp:shortcode -->[vitrine_reviews id="' . $widget . '"]<!-- /wp:shortcode -->',
		)
	);
	return new WP_REST_Response(
		array(
			'widget_id' => $widget,
			'source_id' => $source,
			'url'       => get_permalink( $page ),
		)
	);
}
