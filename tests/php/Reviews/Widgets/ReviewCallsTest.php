<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Reviews\Widgets;

use Vitrine\Core\Ajax\AjaxResponse;
use Vitrine\Plugin;
use Vitrine\Reviews\Storage\ReviewRepository;
use Vitrine\Tests\TestCase;

require_once __DIR__ . '/WidgetFixtures.php';

/**
 * The two calls of the spec's section 7 as the router serves them: get_reviews (a page of a
 * widget's reviews for the slider) and reviews_embed (the badge's popup, the tag's sidebar).
 * Good input answers 200; bad input 400, an unknown widget 404; hidden reviews, what the widget
 * hides and unsafe links never leave the server.
 */
final class ReviewCallsTest extends TestCase {

	use WidgetFixtures;

	/**
	 * A call as the browser makes it: POST, no nonce.
	 *
	 * @param array<string, mixed> $params The query's arguments.
	 */
	private function call( string $endpoint, array $params ): AjaxResponse {
		return Plugin::instance()->ajax->dispatch( $endpoint, 'POST', $params, '' );
	}

	/**
	 * @param AjaxResponse $response An answer of get_reviews.
	 * @return list<string> The reviews' author names.
	 */
	private function names( AjaxResponse $response ): array {
		return array_column( $response->body['reviews'], 'author_name' );
	}

	public function test_get_reviews_pages_through_the_widgets_reviews(): void {
		$fixture = $this->source_with_reviews( 7 );
		$widget  = $this->stored_widget(
			array(
				'layout'  => 'slider',
				'sources' => array( $fixture['source'] ),
			)
		);

		$first = $this->call(
			'get_reviews',
			array(
				'id'     => (string) $widget,
				'offset' => '0',
				'size'   => '3',
			)
		);
		$next  = $this->call(
			'get_reviews',
			array(
				'id'     => $widget,
				'offset' => 3,
				'size'   => 3,
			)
		);

		self::assertSame( 200, $first->status );
		self::assertSame( array( 'Reviewer 1', 'Reviewer 2', 'Reviewer 3' ), $this->names( $first ) );
		self::assertSame( array( 'Reviewer 4', 'Reviewer 5', 'Reviewer 6' ), $this->names( $next ) );
		self::assertSame( 7, $first->body['total'] );
		$review = $first->body['reviews'][0];
		self::assertSame(
			array( 'id', 'author_name', 'author_avatar', 'author_url', 'time', 'rating', 'provider', 'text', 'media', 'reply', 'date' ),
			array_keys( $review )
		);
		// The date as the server's card writes it, so that the script's cards read the same (issue 11).
		self::assertSame( wp_date( (string) get_option( 'date_format' ), $review['time'] ), $review['date'] );
		self::assertSame( 'google', $review['provider'] );
		self::assertSame( 'Review number 1.', $review['text'] );
		self::assertSame( gmmktime( 0, 0, 0, 1, 15, 2026 ) - HOUR_IN_SECONDS, $review['time'] );
	}

	public function test_an_offset_past_the_end_is_an_empty_page_and_size_stops_at_50(): void {
		$fixture = $this->source_with_reviews( 55 );
		$widget  = $this->stored_widget( array( 'sources' => array( $fixture['source'] ) ) );

		$past = $this->call(
			'get_reviews',
			array(
				'id'     => $widget,
				'offset' => 60,
				'size'   => 10,
			)
		);
		self::assertSame( 200, $past->status );
		self::assertSame( array(), $past->body['reviews'] );
		self::assertSame( 55, $past->body['total'] );

		$most = $this->call(
			'get_reviews',
			array(
				'id'   => $widget,
				'size' => 50,
			)
		);
		self::assertSame( 200, $most->status );
		self::assertCount( 50, $most->body['reviews'] );

		$more = $this->call(
			'get_reviews',
			array(
				'id'   => $widget,
				'size' => 51,
			)
		);
		self::assertSame( 400, $more->status );
		self::assertArrayHasKey( 'size', $more->body['data']['params'] );
	}

	public function test_bad_input_is_400_and_an_unknown_widget_404(): void {
		$fixture = $this->source_with_reviews( 2 );
		$widget  = $this->stored_widget( array( 'sources' => array( $fixture['source'] ) ) );

		$cases = array(
			array( 'id', array() ),
			array( 'id', array( 'id' => 'abc' ) ),
			array( 'id', array( 'id' => '0' ) ),
			array( 'id', array( 'id' => '1.5' ) ),
			array(
				'offset',
				array(
					'id'     => $widget,
					'offset' => '-1',
				),
			),
			array(
				'offset',
				array(
					'id'     => $widget,
					'offset' => 'ten',
				),
			),
			array(
				'size',
				array(
					'id'   => $widget,
					'size' => '0',
				),
			),
			array(
				'size',
				array(
					'id'   => $widget,
					'size' => '1000',
				),
			),
		);
		foreach ( $cases as list( $param, $params ) ) {
			$response = $this->call( 'get_reviews', $params );
			self::assertSame( 400, $response->status, (string) wp_json_encode( $params ) );
			self::assertSame( 'vitrine_ajax_invalid_param', $response->body['code'] );
			self::assertArrayHasKey( $param, $response->body['data']['params'] );
		}

		$page    = (int) wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_title'  => 'Not a widget',
			)
		);
		$drafted = $this->stored_widget();
		wp_update_post(
			array(
				'ID'          => $drafted,
				'post_status' => 'draft',
			)
		);
		foreach ( array( 999999, $page, $drafted ) as $id ) {
			foreach ( array( 'get_reviews', 'reviews_embed' ) as $endpoint ) {
				$response = $this->call(
					$endpoint,
					array(
						'id'        => $id,
						'view_mode' => 'popup',
					)
				);
				self::assertSame( 404, $response->status, $endpoint . ' ' . $id );
				self::assertSame( 'vitrine_reviews_unknown_widget', $response->body['code'] );
				self::assertNotSame( '', $response->body['message'] );
			}
		}

		self::assertSame( 405, Plugin::instance()->ajax->dispatch( 'get_reviews', 'GET', array( 'id' => $widget ), '' )->status );
	}

	public function test_hidden_reviews_never_leave_the_server(): void {
		$fixture = $this->source_with_reviews( 4 );
		( new ReviewRepository() )->set_hidden( $fixture['reviews'][2], true );
		$list = $this->stored_widget( array( 'sources' => array( $fixture['source'] ) ) );
		$tag  = $this->stored_widget(
			array(
				'layout'  => 'tag',
				'sources' => array( $fixture['source'] ),
			)
		);

		$page = $this->call(
			'get_reviews',
			array(
				'id'   => $list,
				'size' => 10,
			)
		);
		self::assertSame( array( 'Reviewer 1', 'Reviewer 3', 'Reviewer 4' ), $this->names( $page ) );
		self::assertSame( 3, $page->body['total'] );

		$embed = $this->call(
			'reviews_embed',
			array(
				'id'        => $tag,
				'view_mode' => 'sidebar',
			)
		);
		self::assertSame( 200, $embed->status );
		self::assertStringContainsString( 'Reviewer 4', $embed->body['data'] );
		self::assertStringNotContainsString( 'Reviewer 2', $embed->body['data'] );
		self::assertStringNotContainsString( 'Review number 2.', $embed->body['data'] );
	}

	public function test_what_the_widget_hides_and_unsafe_links_are_never_sent(): void {
		$fixture = $this->source_with_reviews(
			2,
			array(
				1 => array(
					'author_avatar' => 'https://cdn.example.org/avatar-1.jpg',
					'author_url'    => 'https://profiles.example.org/1',
				),
				2 => array(
					'author_avatar' => 'javascript:alert(1)',
					'author_url'    => 'javascript:alert(document.cookie)',
					'text'          => '<script>alert(1)</script><a href="javascript:alert(2)">click</a>',
					'media'         => array(
						array(
							'googleUrl'    => 'javascript:alert(3)',
							'thumbnailUrl' => 'https://cdn.example.org/photo.jpg',
						),
						array(
							'googleUrl'    => 'https://cdn.example.org/full.jpg',
							'thumbnailUrl' => 'JaVaScRiPt:alert(4)',
						),
					),
				),
			)
		);
		$shown   = $this->stored_widget( array( 'sources' => array( $fixture['source'] ) ) );
		$hiding  = $this->stored_widget(
			array(
				'sources'     => array( $fixture['source'] ),
				'hide_name'   => true,
				'hide_avatar' => true,
			)
		);

		$plain = $this->call(
			'get_reviews',
			array(
				'id'   => $shown,
				'size' => 5,
			)
		)->body['reviews'];
		self::assertSame( 'Reviewer 1', $plain[0]['author_name'] );
		self::assertSame( 'https://cdn.example.org/avatar-1.jpg', $plain[0]['author_avatar'] );
		self::assertSame( 'https://profiles.example.org/1', $plain[0]['author_url'] );
		self::assertSame( '', $plain[1]['author_url'] );
		self::assertSame( '', $plain[1]['author_avatar'] );
		self::assertStringNotContainsStringIgnoringCase( 'javascript:', (string) wp_json_encode( array_diff_key( $plain[1], array( 'text' => 1 ) ) ) );

		$hidden = $this->call(
			'get_reviews',
			array(
				'id'   => $hiding,
				'size' => 5,
			)
		)->body['reviews'];
		foreach ( $hidden as $review ) {
			self::assertSame( '', $review['author_name'] );
			self::assertSame( '', $review['author_avatar'] );
			self::assertSame( '', $review['author_url'], 'A profile link would name the reviewer.' );
		}
		self::assertStringNotContainsString( 'Reviewer 1', (string) wp_json_encode( $hidden ) );
		self::assertStringNotContainsString( 'avatar-1.jpg', (string) wp_json_encode( $hidden ) );

		// The same reviews in the page's markup: no javascript: anywhere, the text escaped.
		$html = Plugin::instance()->ajax->dispatch(
			'reviews_embed',
			'POST',
			array(
				'id'        => $this->stored_widget(
					array(
						'layout'  => 'badge',
						'sources' => array( $fixture['source'] ),
					)
				),
				'view_mode' => 'popup',
			),
			''
		)->body['data'];
		self::assertStringContainsString( 'Reviewer 2', $html );
		self::assertDoesNotMatchRegularExpression( '/(href|src|srcset|action|formaction)\s*=\s*["\']?\s*javascript:/i', $html, 'No link or image points at javascript:.' );
		self::assertStringNotContainsString( '<script>', $html );
		self::assertStringContainsString( 'href=&quot;javascript:alert(2)&quot;', $html, 'A link typed in a review is text.' );
		self::assertStringContainsString( '&lt;script&gt;', $html );
	}

	public function test_reviews_embed_answers_the_popup_or_the_sidebar_and_refuses_other_modes(): void {
		$fixture = $this->source_with_reviews( 3 );
		$badge   = $this->stored_widget(
			array(
				'layout'  => 'badge',
				'sources' => array( $fixture['source'] ),
			),
			'Badge reviews'
		);

		$popup   = $this->call(
			'reviews_embed',
			array(
				'id'        => (string) $badge,
				'view_mode' => 'popup',
			)
		);
		$sidebar = $this->call(
			'reviews_embed',
			array(
				'id'        => $badge,
				'view_mode' => 'sidebar',
			)
		);

		self::assertSame( 200, $popup->status );
		self::assertSame( array( 'data' ), array_keys( $popup->body ) );
		self::assertStringContainsString( 'vitrine-reviews-embed is-popup', $popup->body['data'] );
		self::assertStringContainsString( 'Badge reviews', $popup->body['data'] );
		self::assertStringContainsString( 'Reviewer 3', $popup->body['data'] );
		self::assertStringContainsString( 'is-sidebar', $sidebar->body['data'] );

		foreach ( array( array( 'view_mode' => 'modal' ), array( 'view_mode' => '' ), array() ) as $mode ) {
			$response = $this->call( 'reviews_embed', array( 'id' => $badge ) + $mode );
			self::assertSame( 400, $response->status, (string) wp_json_encode( $mode ) );
			self::assertArrayHasKey( 'view_mode', $response->body['data']['params'] );
		}
		$response = $this->call( 'reviews_embed', array( 'view_mode' => 'popup' ) );
		self::assertSame( 400, $response->status );
		self::assertArrayHasKey( 'id', $response->body['data']['params'] );
	}
}
