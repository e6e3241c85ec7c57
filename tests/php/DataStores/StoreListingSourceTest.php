<?php
/**
 * The listing source "store": a listing of the visitor's items of a data store.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\DataStores;

use Vitrine\Core\Ajax\AjaxResponse;
use Vitrine\DataStores\DataStore;
use Vitrine\DataStores\StoreDefinitions;
use Vitrine\DataStores\StoreItems;
use Vitrine\DataStores\StoreListingSource;
use Vitrine\Listings\ListingBlock;
use Vitrine\Listings\ListingContext;
use Vitrine\Listings\ListingSources;
use Vitrine\Plugin;
use Vitrine\Tests\TestCase;

require_once __DIR__ . '/StoreItemsTest.php';

/**
 * A logged-in visitor's server-kept items come from the server, whatever the browser sends; a
 * guest's (and a browser store's) from what the browser sends, newest added first; nothing
 * unreadable is ever listed; pages; an unknown store lists nothing; bad source_args
 * are refused by the listing call with a code, a message and 400.
 */
final class StoreListingSourceTest extends TestCase {

	private const LISTING = 'l-store-favs';

	private StoreListingSource $source;

	private StoreDefinitions $stores;

	private StoreItems $items;

	protected function setUp(): void {
		parent::setUp();
		$this->source = Plugin::instance()->get( StoreListingSource::class );
		$this->stores = Plugin::instance()->get( StoreDefinitions::class );
		$this->items  = Plugin::instance()->get( StoreItems::class );
		$this->stores->save( 'wish', 'Wish list', DataStore::TYPE_SERVER, 50 );
		$this->stores->save( 'compare', 'Compare', DataStore::TYPE_BROWSER, 4 );
		wp_set_current_user( 0 );
	}

	/**
	 * @param array<string, mixed> $args    Block args.
	 * @param array<string, mixed> $request What the browser sent.
	 * @return array{0: list<int>, 1: int} ids, and the last page known.
	 */
	private function query( array $args, array $request = array(), int $page = 1, int $per_page = 10 ): array {
		$result = $this->source->query( $args, $request, new ListingContext( 0, 0 ), $page, $per_page );
		return array( $result->ids, $result->pages );
	}

	public function test_the_source_is_in_the_listings_registry(): void {
		self::assertSame( $this->source, Plugin::instance()->get( ListingSources::class )->get( 'store' ) );
	}

	public function test_a_logged_in_users_server_store_is_listed_from_the_server_ignoring_sent_ids(): void {
		$user = $this->create_user( 'subscriber' );
		wp_set_current_user( $user );
		$kept = array( StoreItemsTest::post(), StoreItemsTest::post() );
		foreach ( $kept as $post ) {
			$this->items->add( 'wish', $post, $user );
		}
		$other = StoreItemsTest::post();

		list( $ids, $pages ) = $this->query( array( 'store' => 'wish' ), array( 'ids' => array( $other ) ) );

		self::assertSame( array_reverse( $kept ), $ids, 'The server items, newest added first; the sent id ignored.' );
		self::assertSame( 1, $pages );
		self::assertFalse( $this->source->visitor_state( array( 'store' => 'wish' ) )['browser'] );
	}

	public function test_a_guests_sent_ids_are_listed_newest_added_first(): void {
		$posts = array( StoreItemsTest::post(), StoreItemsTest::post(), StoreItemsTest::post() );

		list( $ids, $pages ) = $this->query( array( 'store' => 'wish' ), array( 'ids' => $posts ) );

		self::assertSame( array_reverse( $posts ), $ids );
		self::assertSame( 1, $pages );
		self::assertTrue( $this->source->visitor_state( array( 'store' => 'wish' ) )['browser'] );
	}

	public function test_a_logged_in_users_browser_store_is_listed_from_the_sent_ids(): void {
		wp_set_current_user( $this->create_user( 'subscriber' ) );
		$posts = array( StoreItemsTest::post(), StoreItemsTest::post() );

		list( $ids ) = $this->query( array( 'store' => 'compare' ), array( 'ids' => $posts ) );

		self::assertSame( array_reverse( $posts ), $ids );
		self::assertTrue( $this->source->visitor_state( array( 'store' => 'compare' ) )['browser'] );
	}

	public function test_draft_private_and_protected_posts_are_never_listed(): void {
		$public    = StoreItemsTest::post();
		$draft     = StoreItemsTest::post( 'draft' );
		$private   = StoreItemsTest::post( 'private' );
		$protected = StoreItemsTest::post( 'publish', 'secret' );
		$trashed   = StoreItemsTest::post( 'trash' );
		$sent      = array( $draft, $public, $private, $protected, $trashed, 999999999 );

		list( $ids ) = $this->query( array( 'store' => 'favourites' ), array( 'ids' => $sent ) );
		self::assertSame( array( $public ), $ids );

		// Not even for an administrator, who may read them all: the listing is the same for everyone.
		wp_set_current_user( 1 );
		list( $ids ) = $this->query( array( 'store' => 'compare' ), array( 'ids' => $sent ) );
		self::assertSame( array( $public ), $ids );
	}

	public function test_each_page_says_whether_another_follows(): void {
		$posts = array();
		for ( $i = 0; $i < 7; $i++ ) {
			$posts[] = StoreItemsTest::post();
		}
		$newest_first = array_reverse( $posts );

		self::assertSame( array( array_slice( $newest_first, 0, 3 ), 2 ), $this->query( array( 'store' => 'favourites' ), array( 'ids' => $posts ), 1, 3 ) );
		self::assertSame( array( array_slice( $newest_first, 3, 3 ), 3 ), $this->query( array( 'store' => 'favourites' ), array( 'ids' => $posts ), 2, 3 ) );
		self::assertSame( array( array_slice( $newest_first, 6, 1 ), 3 ), $this->query( array( 'store' => 'favourites' ), array( 'ids' => $posts ), 3, 3 ), 'The last page.' );
		self::assertSame( array( array(), 3 ), $this->query( array( 'store' => 'favourites' ), array( 'ids' => $posts ), 4, 3 ), 'Past the last page: nothing, the one before was the last.' );
		self::assertSame( array( $newest_first, 1 ), $this->query( array( 'store' => 'favourites' ), array( 'ids' => $posts ), 1, 7 ), 'A full page and nothing after it: the last.' );
	}

	public function test_an_unknown_store_lists_nothing(): void {
		$post = StoreItemsTest::post();

		self::assertSame( array( array(), 0 ), $this->query( array( 'store' => 'no-such-store' ), array( 'ids' => array( $post ) ) ) );
		self::assertSame(
			array(
				'store'   => '',
				'browser' => false,
			),
			$this->source->visitor_state( array( 'store' => 'no-such-store' ) )
		);
	}

	public function test_the_listing_call_lists_a_guests_sent_ids(): void {
		$posts  = array( StoreItemsTest::post(), StoreItemsTest::post() );
		$page   = $this->page_with_listing();
		$answer = $this->call( $page, array( 'ids' => $posts ) );

		self::assertSame( 200, $answer->status, (string) wp_json_encode( $answer->body ) );
		self::assertSame( 1, $answer->body['data']['pages'] );
		preg_match_all( '/data-post-id="(\d+)"/', $answer->body['data']['html'], $matches );
		self::assertSame( array_reverse( $posts ), array_map( 'intval', $matches[1] ) );
	}

	/**
	 * @return iterable<string, array{0: mixed}>
	 */
	public static function bad_source_args(): iterable {
		yield 'strings' => array( array( 'ids' => array( 'a', 'b' ) ) );
		yield 'negative' => array( array( 'ids' => array( -3 ) ) );
		yield 'not a list' => array( array( 'ids' => 'x' ) );
		yield 'too many' => array( array( 'ids' => range( 1, DataStore::MAX_SIZE + 1 ) ) );
	}

	/**
	 * @dataProvider bad_source_args
	 * @param mixed $source_args What the browser sent.
	 */
	public function test_bad_source_args_are_refused_with_a_clear_error( $source_args ): void {
		$answer = $this->call( $this->page_with_listing(), $source_args );

		self::assertSame( 400, $answer->status, (string) wp_json_encode( $answer->body ) );
		self::assertSame( 'vitrine_listing_invalid_request', $answer->body['code'] ?? null, (string) wp_json_encode( $answer->body ) );
		self::assertStringContainsString( 'Reload the page', (string) $answer->body['message'] );
		self::assertArrayHasKey( 'ids', $answer->body['data']['params'] ?? array(), (string) wp_json_encode( $answer->body ) );
	}

	public function test_a_guests_listing_renders_without_items_and_asks_the_browser(): void {
		$page = $this->page_with_listing();
		$html = $this->render( $page );

		self::assertStringNotContainsString( 'data-post-id', $html );
		$state = self::state( $html );
		self::assertSame( 'favourites', $state['store'] );
		self::assertTrue( $state['browser'] );
		self::assertSame( 0, $state['page'] );
		self::assertSame( 'No favourites yet.', $state['empty'] );
		self::assertStringContainsString( 'aria-busy="true"', $html );
		self::assertStringContainsString( '<p class="vitrine-listing__empty" role="status"></p>', $html );
	}

	public function test_a_logged_in_users_listing_is_rendered_by_the_server_with_its_empty_text(): void {
		$user = $this->create_user( 'subscriber' );
		wp_set_current_user( $user );
		$page = $this->page_with_listing( 'wish' );

		$html = $this->render( $page );
		self::assertStringContainsString( '<p class="vitrine-listing__empty" role="status">No favourites yet.</p>', $html );
		$state = self::state( $html );
		self::assertSame( 'wish', $state['store'] );
		self::assertFalse( $state['browser'] );
		self::assertSame( 1, $state['page'] );

		$post = StoreItemsTest::post();
		$this->items->add( 'wish', $post, $user );
		$html = $this->render( $page );
		self::assertStringContainsString( 'data-post-id="' . $post . '"', $html );
		self::assertStringContainsString( '<p class="vitrine-listing__empty" role="status"></p>', $html );
	}

	private function render( int $page ): string {
		$post            = get_post( $page );
		$GLOBALS['post'] = $post; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the page being shown.
		return do_blocks( (string) $post?->post_content );
	}

	/**
	 * @return array<string, mixed>
	 */
	private static function state( string $html ): array {
		self::assertSame( 1, preg_match( "/data-vitrine-listing='([^']+)'/", $html, $match ) );
		return (array) json_decode( html_entity_decode( $match[1] ), true );
	}

	private function page_with_listing( string $store = 'favourites' ): int {
		$attributes = array(
			'listingId'  => self::LISTING,
			'source'     => 'store',
			'sourceArgs' => array( 'store' => $store ),
			'emptyText'  => 'No favourites yet.',
		);
		$content    = '<!-- wp:' . ListingBlock::NAME . ' ' . wp_json_encode( $attributes ) . ' --><!-- wp:post-title /--><!-- /wp:' . ListingBlock::NAME . ' -->';
		return (int) wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_title'   => 'Favourites listing',
				'post_status'  => 'publish',
				'post_content' => wp_slash( $content ),
			)
		);
	}

	/**
	 * @param mixed $source_args What the browser sends.
	 */
	private function call( int $post, $source_args ): AjaxResponse {
		return Plugin::instance()->ajax->dispatch(
			'listing',
			'POST',
			array(
				'handler'       => 'get_listing',
				'page_settings' => array(
					'post_id'    => $post,
					'element_id' => self::LISTING,
					'page'       => 1,
				),
				'source_args'   => $source_args,
			),
			''
		);
	}
}
