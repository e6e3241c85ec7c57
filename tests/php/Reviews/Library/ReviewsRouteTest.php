<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Reviews\Library;

use Vitrine\Reviews\Storage\ReviewQuery;
use Vitrine\Reviews\Storage\ReviewRepository;
use Vitrine\Reviews\Storage\SourceRepository;
use Vitrine\Tests\TestCase;

/**
 * The admin's review routes: the list with its filters and pages, a review added by hand,
 * hiding and showing (which the widgets' queries follow), and deleting only what was added by
 * hand; each refused without a nonce, to a user who is not an admin and to a visitor.
 */
final class ReviewsRouteTest extends TestCase {

	private ReviewRepository $reviews;

	private SourceRepository $sources;

	private int $google;

	protected function setUp(): void {
		parent::setUp();
		$this->reviews = new ReviewRepository();
		$this->sources = new SourceRepository();
		$this->google  = $this->sources->create(
			array(
				'provider' => 'google',
				'name'     => 'Café',
			)
		);
		$this->reviews->upsert_many(
			$this->google,
			'google',
			array(
				$this->row( 'g1', 'Anna Schmidt', 5, 'Lovely cake.', 1700000300 ),
				$this->row( 'g2', 'Ben Ode', 2, 'Slow service.', 1700000200 ),
				$this->row( 'g3', 'Chris Bauer', 4, 'Good coffee, nice cake.', 1700000100 ),
			)
		);
	}

	public function test_the_list_filters_searches_and_pages_with_the_total_in_headers(): void {
		$this->as_admin();
		$yelp = $this->sources->create( array( 'provider' => 'yelp' ) );
		$this->reviews->upsert_many( $yelp, 'yelp', array( $this->row( 'y1', 'Dora', 3, 'Fine.', 1700000400 ) ) );
		$this->reviews->set_hidden( $this->google_review( 'g2' )->id, true );

		$all = $this->rest( 'GET', '/vitrine/v1/reviews', array(), $this->nonce_header() );
		self::assertSame( 200, $all->get_status() );
		self::assertSame( 4, $all->get_data()['total'], 'Hidden reviews are in the admin\'s list.' );
		self::assertSame( array( 'Dora', 'Anna Schmidt', 'Ben Ode', 'Chris Bauer' ), $this->names( $all->get_data()['reviews'] ) );
		$first = $all->get_data()['reviews'][1];
		self::assertSame( $this->google, $first['source_id'] );
		self::assertSame( 'google', $first['provider'] );
		self::assertFalse( $first['hidden'] );
		self::assertSame( 'en', $first['language'] );
		self::assertSame( 'Lovely cake.', $first['text'] );
		self::assertSame( 1700000300, $first['time'] );

		self::assertSame( array( 'Dora' ), $this->names( $this->list( '?provider=yelp' )->get_data()['reviews'] ) );
		self::assertSame( array( 'Dora' ), $this->names( $this->list( '?source=' . $yelp )->get_data()['reviews'] ) );
		self::assertSame( array( 'Ben Ode' ), $this->names( $this->list( '?hidden=1' )->get_data()['reviews'] ) );
		self::assertSame( array( 'Dora', 'Anna Schmidt', 'Chris Bauer' ), $this->names( $this->list( '?hidden=0' )->get_data()['reviews'] ) );
		self::assertSame( array( 'Anna Schmidt', 'Chris Bauer' ), $this->names( $this->list( '?search=cake' )->get_data()['reviews'] ), 'The search reads the text.' );
		self::assertSame( array( 'Chris Bauer' ), $this->names( $this->list( '?search=bauer' )->get_data()['reviews'] ), 'The search reads the name.' );
		self::assertSame( array(), $this->names( $this->list( '?search=' . rawurlencode( '100%' ) )->get_data()['reviews'] ), 'A % is a character, not a wildcard.' );

		$page = $this->list( '?per_page=3&page=2' );
		self::assertSame( array( 'Chris Bauer' ), $this->names( $page->get_data()['reviews'] ) );
		self::assertSame( 4, $page->get_data()['total'] );
		self::assertSame( '4', $page->get_headers()['X-WP-Total'] );
		self::assertSame( '2', $page->get_headers()['X-WP-TotalPages'] );
	}

	public function test_the_list_refuses_wrong_types_with_the_field_s_message(): void {
		$this->as_admin();

		foreach ( array(
			'?per_page=101'     => 'per_page',
			'?per_page=ten'     => 'per_page',
			'?page=0'           => 'page',
			'?provider=tripadv' => 'provider',
			'?hidden=maybe'     => 'hidden',
			'?source=abc'       => 'source',
		) as $query => $field ) {
			$response = $this->list( $query );
			self::assertSame( 400, $response->get_status(), $query );
			self::assertSame( 'rest_invalid_param', $response->get_data()['code'], $query );
			self::assertArrayHasKey( $field, $response->get_data()['data']['params'], $query );
			self::assertStringContainsString( $field, $response->get_data()['data']['params'][ $field ], $query );
		}
	}

	public function test_a_review_added_by_hand_goes_to_a_manual_source_created_on_demand(): void {
		$this->as_admin();

		$response = $this->rest(
			'POST',
			'/vitrine/v1/reviews',
			array(
				'author_name' => '  Eva <b>Klein</b> ',
				'rating'      => 4.5,
				'text'        => "Great shop.\r\nI <3 it.",
				'time'        => '2024-05-31T14:30:00+02:00',
				'author_url'  => 'https://example.org/eva',
				'reply'       => 'Thank you!',
			),
			$this->nonce_header()
		);

		self::assertSame( 201, $response->get_status() );
		$review = $response->get_data();
		self::assertSame( 'manual', $review['provider'] );
		self::assertSame( 'Eva <b>Klein</b>', $review['author_name'], 'Stored as typed, escaped where shown.' );
		self::assertSame( 4.5, $review['rating'] );
		self::assertSame( "Great shop.\nI <3 it.", $review['text'] );
		self::assertSame( 1717158600, $review['time'] );
		self::assertSame( 'https://example.org/eva', $review['author_url'] );
		self::assertSame( 'Thank you!', $review['reply'] );
		self::assertFalse( $review['hidden'] );

		$source = $this->sources->find( $review['source_id'] );
		self::assertNotNull( $source );
		self::assertSame( 'manual', $source->provider );

		$second = $this->rest(
			'POST',
			'/vitrine/v1/reviews',
			array(
				'author_name' => 'Finn',
				'rating'      => 5,
			),
			$this->nonce_header()
		);
		self::assertSame( 201, $second->get_status() );
		self::assertSame( $source->id, $second->get_data()['source_id'], 'The manual source is made once.' );
		self::assertEqualsWithDelta( time(), $second->get_data()['time'], 5, 'No time means now.' );
		self::assertCount( 1, array_filter( $this->sources->all(), static fn ( $s ) => 'manual' === $s->provider ) );
		self::assertSame( 2, $this->reviews->query( new ReviewQuery( providers: array( 'manual' ) ) )['total'] );
	}

	public function test_a_review_added_by_hand_goes_to_the_manual_source_chosen_and_never_to_a_provider_s(): void {
		$this->as_admin();
		$ours = $this->sources->create(
			array(
				'provider' => 'manual',
				'name'     => 'Guest book',
			)
		);

		$response = $this->rest(
			'POST',
			'/vitrine/v1/reviews',
			array(
				'source_id'   => $ours,
				'author_name' => 'Gina',
				'rating'      => 3,
				'time'        => 1700000000,
			),
			$this->nonce_header()
		);
		self::assertSame( 201, $response->get_status() );
		self::assertSame( $ours, $response->get_data()['source_id'] );
		self::assertSame( 1700000000, $response->get_data()['time'] );

		$refused = $this->rest(
			'POST',
			'/vitrine/v1/reviews',
			array(
				'source_id'   => $this->google,
				'author_name' => 'Gina',
				'rating'      => 3,
			),
			$this->nonce_header()
		);
		self::assertSame( 400, $refused->get_status() );
		self::assertSame( 'vitrine_invalid_review_source', $refused->get_data()['code'] );
		self::assertArrayHasKey( 'source_id', $refused->get_data()['data']['params'] );
		self::assertSame( 3, $this->reviews->query( new ReviewQuery( source_ids: array( $this->google ) ) )['total'] );
	}

	public function test_a_review_added_by_hand_is_refused_with_each_field_s_message_and_nothing_is_stored(): void {
		$this->as_admin();

		$good  = array(
			'author_name' => 'A',
			'rating'      => 5,
		);
		$cases = array(
			array( array( 'rating' => 5 ), 'rest_missing_callback_param', 'author_name' ),
			array( array( 'author_name' => 'A' ), 'rest_missing_callback_param', 'rating' ),
			array( array( 'rating' => 'five' ) + $good, 'rest_invalid_param', 'rating' ),
			array( array( 'rating' => 6 ) + $good, 'rest_invalid_param', 'rating' ),
			array( array( 'author_name' => array( 'A' ) ) + $good, 'rest_invalid_param', 'author_name' ),
			array( array( 'author_name' => str_repeat( 'a', 201 ) ) + $good, 'rest_invalid_param', 'author_name' ),
			array( array( 'time' => true ) + $good, 'rest_invalid_param', 'time' ),
			array( array( 'author_name' => '   ' ) + $good, 'vitrine_invalid_review', 'author_name' ),
			array( array( 'time' => '31.05.2024' ) + $good, 'vitrine_invalid_review', 'time' ),
			array( array( 'time' => '2024-02-30' ) + $good, 'vitrine_invalid_review', 'time' ),
			array( array( 'time' => time() + 86400 ) + $good, 'vitrine_invalid_review', 'time' ),
			array( array( 'author_url' => 'javascript:alert(1)' ) + $good, 'vitrine_invalid_review', 'author_url' ),
			array( array( 'author_url' => 'ftp://example.org/' ) + $good, 'vitrine_invalid_review', 'author_url' ),
			array( array( 'source_id' => 'x' ) + $good, 'rest_invalid_param', 'source_id' ),
			array( array( 'source_id' => 999999 ) + $good, 'vitrine_invalid_review_source', 'source_id' ),
		);
		foreach ( $cases as $index => list( $body, $code, $field ) ) {
			$response = $this->rest( 'POST', '/vitrine/v1/reviews', $body, $this->nonce_header() );
			self::assertSame( 400, $response->get_status(), "case $index" );
			self::assertSame( $code, $response->get_data()['code'], "case $index" );
			self::assertNotEmpty( $response->get_data()['message'], "case $index" );
			if ( 'rest_missing_callback_param' === $code ) {
				self::assertSame( array( $field ), $response->get_data()['data']['params'], "case $index" );
			} else {
				self::assertStringContainsString( $field, $response->get_data()['data']['params'][ $field ], "case $index" );
			}
		}
		$future = $this->rest( 'POST', '/vitrine/v1/reviews', array( 'time' => gmdate( 'c', time() + 86400 ) ) + $good, $this->nonce_header() );
		self::assertSame( 'time must not be in the future.', $future->get_data()['data']['params']['time'] );
		self::assertSame( 'The review was not saved. time must not be in the future.', $future->get_data()['message'] );
		self::assertSame( 0, $this->reviews->query( new ReviewQuery( providers: array( 'manual' ) ) )['total'] );
		self::assertSame( array(), array_filter( $this->sources->all(), static fn ( $s ) => 'manual' === $s->provider ), 'No source is made for a refused review.' );
	}

	public function test_hiding_and_showing_a_review_is_followed_by_the_widgets_queries(): void {
		$this->as_admin();
		$review = $this->google_review( 'g1' );

		$hidden = $this->rest( 'PATCH', '/vitrine/v1/reviews/' . $review->id, array( 'hidden' => true ), $this->nonce_header() );

		self::assertSame( 200, $hidden->get_status() );
		self::assertTrue( $hidden->get_data()['hidden'] );
		self::assertTrue( $this->reviews->find( $review->id )?->hidden );
		$widget = $this->reviews->query( new ReviewQuery( source_ids: array( $this->google ) ) );
		self::assertSame( 2, $widget['total'], 'A widget leaves the hidden review out.' );
		self::assertNotContains( $review->id, array_map( static fn ( $r ) => $r->id, $widget['reviews'] ) );

		$shown = $this->rest( 'PATCH', '/vitrine/v1/reviews/' . $review->id, array( 'hidden' => false ), $this->nonce_header() );
		self::assertSame( 200, $shown->get_status() );
		self::assertFalse( $shown->get_data()['hidden'] );
		self::assertSame( 3, $this->reviews->query( new ReviewQuery( source_ids: array( $this->google ) ) )['total'] );

		$wrong = $this->rest( 'PATCH', '/vitrine/v1/reviews/' . $review->id, array( 'hidden' => 'perhaps' ), $this->nonce_header() );
		self::assertSame( 400, $wrong->get_status() );
		self::assertArrayHasKey( 'hidden', $wrong->get_data()['data']['params'] );
		self::assertSame( 400, $this->rest( 'PATCH', '/vitrine/v1/reviews/' . $review->id, array( 'text' => 'x' ), $this->nonce_header() )->get_status(), 'hidden is required.' );
		self::assertSame( 404, $this->rest( 'PATCH', '/vitrine/v1/reviews/999999', array( 'hidden' => true ), $this->nonce_header() )->get_status() );
	}

	public function test_only_a_review_added_by_hand_can_be_deleted(): void {
		$this->as_admin();
		$google = $this->google_review( 'g1' );

		$refused = $this->rest( 'DELETE', '/vitrine/v1/reviews/' . $google->id, array(), $this->nonce_header() );

		self::assertSame( 409, $refused->get_status() );
		self::assertSame( 'vitrine_review_not_deletable', $refused->get_data()['code'] );
		self::assertStringContainsString( 'Hide it instead', $refused->get_data()['message'] );
		self::assertNotNull( $this->reviews->find( $google->id ) );

		$added   = $this->rest(
			'POST',
			'/vitrine/v1/reviews',
			array(
				'author_name' => 'Hanna',
				'rating'      => 5,
			),
			$this->nonce_header()
		)->get_data();
		$deleted = $this->rest( 'DELETE', '/vitrine/v1/reviews/' . $added['id'], array(), $this->nonce_header() );
		self::assertSame( 200, $deleted->get_status() );
		self::assertTrue( $deleted->get_data()['deleted'] );
		self::assertSame( 'Hanna', $deleted->get_data()['previous']['author_name'] );
		self::assertNull( $this->reviews->find( $added['id'] ) );
		self::assertSame( 404, $this->rest( 'DELETE', '/vitrine/v1/reviews/' . $added['id'], array(), $this->nonce_header() )->get_status() );
	}

	/**
	 * @return iterable<string, array{string, string, array<string, mixed>}>
	 */
	public static function routes(): iterable {
		yield 'list' => array( 'GET', '/vitrine/v1/reviews', array() );
		yield 'add' => array(
			'POST',
			'/vitrine/v1/reviews',
			array(
				'author_name' => 'Ida',
				'rating'      => 5,
			),
		);
		yield 'read' => array( 'GET', '/vitrine/v1/reviews/{id}', array() );
		yield 'hide' => array( 'PATCH', '/vitrine/v1/reviews/{id}', array( 'hidden' => true ) );
		yield 'delete' => array( 'DELETE', '/vitrine/v1/reviews/{id}', array() );
	}

	/**
	 * @dataProvider routes
	 * @param string               $method HTTP method.
	 * @param string               $route  Route, {id} for a review's id.
	 * @param array<string, mixed> $body   A good body.
	 */
	public function test_each_route_needs_a_nonce_an_admin_and_a_login( string $method, string $route, array $body ): void {
		$manual = $this->sources->create( array( 'provider' => 'manual' ) );
		$this->reviews->upsert_many( $manual, 'manual', array( $this->row( 'm1', 'Jon', 4, 'Added by hand.', 1700000000 ) ) );
		$id    = $this->reviews->find_by_external_id( 'manual', 'm1' )?->id;
		$route = str_replace( '{id}', (string) $id, $route );

		$this->as_admin();
		$no_nonce = $this->rest( $method, $route, $body );
		self::assertSame( 403, $no_nonce->get_status() );
		self::assertSame( 'vitrine_rest_invalid_nonce', $no_nonce->get_data()['code'] );

		wp_set_current_user( $this->create_user( 'editor' ) );
		$editor = $this->rest( $method, $route, $body, $this->nonce_header() );
		self::assertSame( 403, $editor->get_status() );
		self::assertSame( 'vitrine_rest_forbidden', $editor->get_data()['code'] );

		wp_set_current_user( 0 );
		$visitor = $this->rest( $method, $route, $body, $this->nonce_header() );
		self::assertSame( 401, $visitor->get_status() );
		self::assertSame( 'vitrine_rest_not_logged_in', $visitor->get_data()['code'] );

		$stored = $this->reviews->find( (int) $id );
		self::assertNotNull( $stored, 'Nothing was deleted.' );
		self::assertFalse( $stored->hidden, 'Nothing was hidden.' );
		self::assertSame( 1, $this->reviews->query( new ReviewQuery( providers: array( 'manual' ) ) )['total'], 'Nothing was added.' );

		$this->as_admin();
		self::assertLessThan( 300, $this->rest( $method, $route, $body, $this->nonce_header() )->get_status(), 'The admin with a nonce gets through.' );
	}

	private function as_admin(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
	}

	private function list( string $query ): \WP_REST_Response {
		return $this->rest( 'GET', '/vitrine/v1/reviews' . $query, array(), $this->nonce_header() );
	}

	private function google_review( string $external_id ): \Vitrine\Reviews\Storage\Review {
		$review = $this->reviews->find_by_external_id( 'google', $external_id );
		self::assertNotNull( $review );
		return $review;
	}

	/**
	 * @param list<array<string, mixed>> $reviews Reviews as the route answers them.
	 * @return list<string>
	 */
	private function names( array $reviews ): array {
		return array_map( static fn ( array $review ): string => $review['author_name'], $reviews );
	}

	/**
	 * @return array<string, mixed>
	 */
	private function row( string $id, string $name, int $rating, string $text, int $time ): array {
		return array(
			'external_id' => $id,
			'author_name' => $name,
			'time'        => $time,
			'rating'      => $rating,
			'text'        => $text,
			'language'    => 'en',
		);
	}
}
