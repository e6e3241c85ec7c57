<?php
/**
 * Plugin Name: Vitrine test: floating review widgets
 * Description: Test site only. A REST route under vitrine-test/v1 that stores a Google and a Yelp source with reviews and one badge, flash or tag widget through Vitrine's own repositories, and a page showing the widget with its shortcode, for tests/e2e/shopper/reviews-floating.spec.ts. Administrators only, with a REST nonce.
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
			'/reviews-floating',
			array(
				'methods'             => 'POST',
				'permission_callback' => static fn (): bool => current_user_can( 'manage_options' ),
				'callback'            => 'vitrine_test_reviews_floating',
			)
		);
	}
);

/**
 * Body: options (the widget's, layout included). Each call stores two new sources, so widgets
 * of earlier calls keep their own: Google (4.6 from 120 reviews, 4 reviews stored) and Yelp
 * (4.0 from 35, 3 stored). Review n of a source is written n days before 2026-01-15 10:00 UTC.
 * Answers { widget_id, source_ids, url }.
 *
 * @param WP_REST_Request $request The request.
 * @return WP_REST_Response|WP_Error
 */
function vitrine_test_reviews_floating( WP_REST_Request $request ) {
	$sources = new SourceRepository();
	$reviews = new ReviewRepository();
	$suffix  = wp_generate_password( 6, false );
	$made    = array();
	foreach ( array(
		array( 'google', 'Test café Google ' . $suffix, 4.6, 120, 4 ),
		array( 'yelp', 'Test café Yelp ' . $suffix, 4.0, 35, 3 ),
	) as list( $provider, $name, $rating, $count, $stored ) ) {
		$source = $sources->create(
			array(
				'provider'         => $provider,
				'name'             => $name,
				'external_ref'     => $provider . '-' . $suffix,
				'rating'           => $rating,
				'review_count'     => $count,
				'profile_url'      => 'https://' . $provider . '.example.org/biz/' . $suffix,
				'write_review_url' => 'https://' . $provider . '.example.org/writereview/' . $suffix,
			)
		);
		$rows   = array();
		for ( $n = 1; $n <= $stored; $n++ ) {
			$rows[] = array(
				'external_id'   => 'floating-' . $source . '-' . $n,
				'author_name'   => ucfirst( $provider ) . ' reviewer ' . $n,
				'author_avatar' => '',
				'time'          => gmmktime( 10, 0, 0, 1, 15, 2026 ) - $n * DAY_IN_SECONDS,
				'rating'        => 5 - $n % 2,
				'text'          => sprintf( 'Review %d on %s: the teapots are lovely and the staff friendly.', $n, ucfirst( $provider ) ),
				'language'      => 'en',
			);
		}
		$reviews->upsert_many( $source, $provider, $rows );
		$made[] = $source;
	}

	$options = ( new WidgetOptions( $sources ) )->validate( array( 'sources' => $made ) + (array) $request->get_param( 'options' ) );
	if ( $options instanceof WP_Error ) {
		return $options;
	}
	$widget = ( new WidgetRepository() )->save( 0, 'Customer reviews', $options );
	$page   = wp_insert_post(
		array(
			'post_type'    => 'page',
			'post_status'  => 'publish',
			'post_title'   => 'Floating reviews ' . $widget,
			'post_content' => '<!-- wp:paragraph --><p>A page with a floating reviews widget.</p><!-- /wp:paragraph -->'
				. '<!-- wp:shortcode -->[vitrine_reviews id="' . $widget . '"]<!-- /wp:shortcode -->',
		)
	);
	return new WP_REST_Response(
		array(
			'widget_id'  => $widget,
			'source_ids' => $made,
			'url'        => get_permalink( $page ),
		)
	);
}
