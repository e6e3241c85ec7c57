<?php
/**
 * The stores kept on the server: limits, idempotence, readability, guests, merging.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\DataStores;

use Vitrine\Core\Errors\ErrorKind;
use Vitrine\DataStores\DataStore;
use Vitrine\DataStores\StoreCookies;
use Vitrine\DataStores\StoreDefinitions;
use Vitrine\DataStores\StoreError;
use Vitrine\DataStores\StoreItems;
use Vitrine\DataStores\VisitorStores;
use Vitrine\Plugin;
use Vitrine\Tests\TestCase;

final class StoreItemsTest extends TestCase {

	private StoreItems $items;
	private StoreDefinitions $stores;
	private int $user = 0;

	protected function setUp(): void {
		parent::setUp();
		$this->items  = Plugin::instance()->get( StoreItems::class );
		$this->stores = Plugin::instance()->get( StoreDefinitions::class );
		$this->user   = $this->create_user( 'subscriber' );
		wp_set_current_user( $this->user );
	}

	public static function post( string $status = 'publish', string $password = '' ): int {
		$id = wp_insert_post(
			array(
				'post_title'    => 'Item ' . wp_generate_password( 4, false ),
				'post_status'   => $status,
				'post_type'     => 'post',
				'post_password' => $password,
				// Not the visitor's own post: an author may read their drafts.
				'post_author'   => 1,
			)
		);
		self::assertIsInt( $id );
		return $id;
	}

	public function test_the_favourites_store_exists_out_of_the_box(): void {
		$store = $this->stores->get( StoreDefinitions::DEFAULT_SLUG );
		self::assertNotNull( $store );
		self::assertSame( DataStore::TYPE_USER, $store->type );
		self::assertSame( 50, $store->size );
	}

	public function test_schema_18_writes_the_default_store_only_when_there_is_none(): void {
		$migration = new \Vitrine\Core\Install\Migrations\Migration0018DataStores();
		$this->stores->save( 'favourites', 'Wish list', DataStore::TYPE_SERVER, 9 );
		$migration->up();
		self::assertSame( 'Wish list', $this->stores->require( 'favourites' )->label );

		delete_option( StoreDefinitions::OPTION );
		$migration->up();
		self::assertSame( array( 'favourites' ), array_keys( $this->stores->all() ) );
		self::assertSame( 50, $this->stores->require( 'favourites' )->size );
	}

	/**
	 * @return array<string, array{string}>
	 */
	public static function types(): array {
		return array(
			'user meta'    => array( DataStore::TYPE_USER ),
			'server table' => array( DataStore::TYPE_SERVER ),
		);
	}

	/**
	 * @dataProvider types
	 */
	public function test_an_add_is_idempotent_and_a_remove_returns_it( string $type ): void {
		$this->stores->save( 'test', 'Test', $type, 5 );
		$post = self::post();

		$first  = $this->items->add( 'test', $post, $this->user );
		$second = $this->items->add( 'test', $post, $this->user );

		self::assertTrue( $first->changed );
		self::assertFalse( $second->changed );
		self::assertSame( array( $post ), $second->items );
		self::assertSame( array( $post ), Plugin::instance()->get( VisitorStores::class )->ids( 'test' ) );

		$removed = $this->items->remove( 'test', $post, $this->user );
		self::assertTrue( $removed->changed );
		self::assertSame( 0, $removed->count() );
		self::assertFalse( $this->items->remove( 'test', $post, $this->user )->changed );
		self::assertSame( array(), Plugin::instance()->get( VisitorStores::class )->ids( 'test' ) );
	}

	/**
	 * @dataProvider types
	 */
	public function test_the_size_limit_refuses_the_next_add_with_a_message( string $type ): void {
		$this->stores->save( 'test', 'Wish list', $type, 2 );
		$posts = array( self::post(), self::post(), self::post() );
		$this->items->add( 'test', $posts[0], $this->user );
		$this->items->add( 'test', $posts[1], $this->user );
		try {
			$this->items->add( 'test', $posts[2], $this->user );
			self::fail( 'The third add passed the limit.' );
		} catch ( StoreError $e ) {
			self::assertSame( StoreError::FULL, $e->error_code );
			self::assertSame( ErrorKind::CONFLICT, $e->kind );
			self::assertSame( 'Wish list holds at most 2 items. Remove one to add another.', $e->getMessage() );
		}
		self::assertSame( array( $posts[0], $posts[1] ), $this->items->items( $this->stores->require( 'test' ), $this->user ) );
		// A post already kept is not refused by a full store.
		self::assertFalse( $this->items->add( 'test', $posts[1], $this->user )->changed );
	}

	public function test_a_server_store_counts_across_users(): void {
		$store = $this->stores->save( 'popular', 'Popular', DataStore::TYPE_SERVER, 5 );
		$post  = self::post();
		$other = $this->create_user( 'subscriber' );
		$this->items->add( 'popular', $post, $this->user );
		$this->items->add( 'popular', $post, $other );
		$this->items->add( 'popular', $post, $other );
		self::assertSame( 2, $this->items->users_keeping( $store, $post ) );
		self::assertSame( array( $post ), $this->items->items( $store, $other ) );
	}

	/**
	 * @return array<string, array{\Closure(): int}>
	 */
	public static function unreadable_posts(): array {
		return array(
			'missing'   => array( static fn (): int => 999999999 ),
			'draft'     => array( static fn (): int => self::post( 'draft' ) ),
			'private'   => array( static fn (): int => self::post( 'private' ) ),
			'protected' => array( static fn (): int => self::post( 'publish', 'secret' ) ),
			'trashed'   => array( static fn (): int => self::post( 'trash' ) ),
		);
	}

	/**
	 * @dataProvider unreadable_posts
	 * @param \Closure(): int $post Makes the post.
	 */
	public function test_a_post_the_visitor_may_not_read_is_refused_as_not_found( \Closure $post ): void {
		try {
			$this->items->add( StoreDefinitions::DEFAULT_SLUG, $post(), $this->user );
			self::fail( 'An unreadable post was kept.' );
		} catch ( StoreError $e ) {
			self::assertSame( StoreError::UNKNOWN_POST, $e->error_code );
			self::assertSame( ErrorKind::NOT_FOUND, $e->kind );
		}
	}

	public function test_a_private_post_its_reader_may_read_is_kept(): void {
		$editor = $this->create_user( 'editor' );
		wp_set_current_user( $editor );
		$post = self::post( 'private' );
		self::assertTrue( $this->items->add( StoreDefinitions::DEFAULT_SLUG, $post, $editor )->changed );
	}

	public function test_guests_unknown_stores_and_browser_stores_are_refused(): void {
		$post  = self::post();
		$cases = array(
			array( StoreDefinitions::DEFAULT_SLUG, 0, StoreError::LOGIN_REQUIRED, ErrorKind::FORBIDDEN ),
			array( 'nope', $this->user, StoreError::UNKNOWN_STORE, ErrorKind::NOT_FOUND ),
		);
		$this->stores->save( 'compare', 'Compare', DataStore::TYPE_BROWSER, 4 );
		$cases[] = array( 'compare', $this->user, StoreError::INVALID, ErrorKind::INVALID );
		foreach ( $cases as list( $slug, $user, $code, $kind ) ) {
			try {
				$this->items->add( $slug, $post, $user );
				self::fail( "{$slug} for user {$user} was not refused." );
			} catch ( StoreError $e ) {
				self::assertSame( array( $code, $kind ), array( $e->error_code, $e->kind ), $slug );
			}
		}
	}

	/**
	 * @dataProvider types
	 */
	public function test_a_guests_items_merge_at_login_within_the_limit( string $type ): void {
		$this->stores->save( 'test', 'Test', $type, 3 );
		$kept  = self::post();
		$posts = array( self::post(), self::post( 'draft' ), $kept, self::post(), self::post() );
		$this->items->add( 'test', $kept, $this->user );

		$_COOKIE[ StoreCookies::GUEST_COOKIE ] = 'test:' . implode( '.', $posts ) . '|unknown:5|favourites:' . $posts[0];
		$items                                 = Plugin::instance()->get( StoreCookies::class )->merge_guest_items( $this->user );

		// Kept first; then the readable new ones in the guest's order until the limit (3).
		self::assertSame( array( $kept, $posts[0], $posts[3] ), $items['test'] );
		self::assertSame( array( $posts[0] ), $items[ StoreDefinitions::DEFAULT_SLUG ] );
		self::assertArrayNotHasKey( StoreCookies::GUEST_COOKIE, $_COOKIE );
	}

	public function test_login_merges_the_guest_cookie_and_the_hash_changes_with_the_items(): void {
		$post                                  = self::post();
		$cookies                               = Plugin::instance()->get( StoreCookies::class );
		$before                                = Plugin::instance()->get( VisitorStores::class )->hash( $this->user );
		$_COOKIE[ StoreCookies::GUEST_COOKIE ] = 'favourites:' . $post;

		do_action( 'set_logged_in_cookie', 'cookie', 0, time() + 3600, $this->user, 'logged_in', 'token' );

		self::assertSame( array( $post ), $this->items->items( $this->stores->require( 'favourites' ), $this->user ) );
		self::assertNotSame( $before, $_COOKIE[ StoreCookies::HASH_COOKIE ] );
		self::assertSame( Plugin::instance()->get( VisitorStores::class )->hash( $this->user ), $_COOKIE[ StoreCookies::HASH_COOKIE ] );
		unset( $cookies );
	}

	public function test_the_guest_cookie_is_read_defensively(): void {
		self::assertSame(
			array(
				'favourites' => array( 12, 40, 7 ),
				'b'          => array(),
			),
			StoreCookies::parse_guest( 'favourites:12.40.x.7.12|Bad Slug:1|b:|nocolon' )
		);
	}

	public function test_store_definitions_are_validated(): void {
		try {
			$this->stores->save( 'Bad slug', '', 'cloud', 0 );
			self::fail( 'A bad store was saved.' );
		} catch ( StoreError $e ) {
			self::assertSame( array( 'slug', 'label', 'type', 'size' ), array_keys( $e->params() ) );
		}
		self::assertTrue( $this->stores->delete( StoreDefinitions::DEFAULT_SLUG ) );
		self::assertNull( $this->stores->get( StoreDefinitions::DEFAULT_SLUG ) );
	}
}
