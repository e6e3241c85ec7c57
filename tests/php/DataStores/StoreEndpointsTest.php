<?php
/**
 * add_to_store, remove_from_store and store_state over the ajax router.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\DataStores;

use Vitrine\Core\Ajax\AjaxResponse;
use Vitrine\DataStores\Ajax\AddToStoreEndpoint;
use Vitrine\DataStores\DataStore;
use Vitrine\DataStores\StoreCookies;
use Vitrine\DataStores\StoreDefinitions;
use Vitrine\Plugin;
use Vitrine\Tests\TestCase;

require_once __DIR__ . '/StoreItemsTest.php';

final class StoreEndpointsTest extends TestCase {

	private int $user = 0;

	protected function setUp(): void {
		parent::setUp();
		$this->user = $this->create_user( 'customer' === get_role( 'customer' )?->name ? 'customer' : 'subscriber' );
		wp_set_current_user( $this->user );
	}

	/**
	 * @param string               $endpoint The call.
	 * @param array<string, mixed> $params   Its fields.
	 * @param string|null          $nonce    Null for a valid one.
	 */
	private function call( string $endpoint, array $params, ?string $nonce = null ): AjaxResponse {
		return Plugin::instance()->ajax->dispatch( $endpoint, 'store_state' === $endpoint ? 'GET' : 'POST', $params, $nonce ?? wp_create_nonce( AddToStoreEndpoint::NONCE_ACTION ) );
	}

	public function test_add_answers_the_specs_shape_and_sets_the_hash_cookie(): void {
		$post   = StoreItemsTest::post();
		$answer = $this->call(
			'add_to_store',
			array(
				'store'   => 'favourites',
				'post_id' => (string) $post,
			)
		);

		self::assertSame( 200, $answer->status );
		self::assertTrue( $answer->body['success'] );
		self::assertSame( 'Added to Favourites.', $answer->body['data']['message'] );
		self::assertSame( 1, $answer->body['data']['count'] );
		self::assertSame( array(), $answer->body['data']['fragments'] );
		self::assertSame( array( $post ), $answer->body['data']['items'] );
		self::assertSame( $answer->body['data']['hash'], $_COOKIE[ StoreCookies::HASH_COOKIE ] );

		$again = $this->call(
			'add_to_store',
			array(
				'store'   => 'favourites',
				'post_id' => $post,
			)
		);
		self::assertSame( 200, $again->status );
		self::assertSame( 'Already in Favourites.', $again->body['data']['message'] );
		self::assertSame( 1, $again->body['data']['count'] );

		$removed = $this->call(
			'remove_from_store',
			array(
				'store'   => 'favourites',
				'post_id' => $post,
			)
		);
		self::assertSame( 200, $removed->status );
		self::assertSame( 'Removed from Favourites.', $removed->body['data']['message'] );
		self::assertSame( 0, $removed->body['data']['count'] );
	}

	public function test_a_missing_or_wrong_nonce_is_refused_and_nothing_is_kept(): void {
		$post   = StoreItemsTest::post();
		$params = array(
			'store'   => 'favourites',
			'post_id' => $post,
		);
		foreach ( array( '', wp_create_nonce( 'wp_rest' ), 'abcdef0123' ) as $nonce ) {
			$answer = $this->call( 'add_to_store', $params, $nonce );
			self::assertSame( 403, $answer->status );
			self::assertSame( 'vitrine_ajax_invalid_nonce', $answer->body['code'] );
		}
		self::assertSame( 405, Plugin::instance()->ajax->dispatch( 'add_to_store', 'GET', $params, wp_create_nonce( AddToStoreEndpoint::NONCE_ACTION ) )->status );
		self::assertSame( '', (string) get_user_meta( $this->user, 'vitrine_store_favourites', true ) );
	}

	/**
	 * Each refusal's status, code and message.
	 */
	public function test_each_refusal_has_its_status_code_and_message(): void {
		Plugin::instance()->get( StoreDefinitions::class )->save( 'tiny', 'Tiny list', DataStore::TYPE_SERVER, 1 );
		Plugin::instance()->get( StoreDefinitions::class )->save( 'compare', 'Compare', DataStore::TYPE_BROWSER, 3 );
		$post  = StoreItemsTest::post();
		$other = StoreItemsTest::post();
		self::assertSame(
			200,
			$this->call(
				'add_to_store',
				array(
					'store'   => 'tiny',
					'post_id' => $post,
				)
			)->status
		);

		$cases = array(
			'bad slug'     => array(
				array(
					'store'   => 'Bad Slug!',
					'post_id' => $post,
				),
				400,
				'vitrine_ajax_invalid_param',
				null,
			),
			'no post'      => array( array( 'store' => 'favourites' ), 400, 'vitrine_ajax_invalid_param', null ),
			'post 0'       => array(
				array(
					'store'   => 'favourites',
					'post_id' => 0,
				),
				400,
				'vitrine_ajax_invalid_param',
				null,
			),
			'unknown'      => array(
				array(
					'store'   => 'nope',
					'post_id' => $post,
				),
				404,
				'vitrine_store_unknown',
				'This list does not exist.',
			),
			'draft'        => array(
				array(
					'store'   => 'favourites',
					'post_id' => StoreItemsTest::post( 'draft' ),
				),
				404,
				'vitrine_store_post_not_found',
				'This item does not exist or is not available.',
			),
			'full'         => array(
				array(
					'store'   => 'tiny',
					'post_id' => $other,
				),
				409,
				'vitrine_store_full',
				'Tiny list holds at most 1 item. Remove one to add another.',
			),
			'browser only' => array(
				array(
					'store'   => 'compare',
					'post_id' => $post,
				),
				400,
				'vitrine_store_invalid',
				'This list is kept in your browser only.',
			),
		);
		foreach ( $cases as $name => list( $params, $status, $code, $message ) ) {
			$answer = $this->call( 'add_to_store', $params );
			self::assertSame( array( $status, $code ), array( $answer->status, $answer->body['code'] ), $name );
			if ( null !== $message ) {
				self::assertSame( $message, $answer->body['message'], $name );
			}
		}

		wp_set_current_user( 0 );
		$guest = $this->call(
			'add_to_store',
			array(
				'store'   => 'favourites',
				'post_id' => $post,
			)
		);
		self::assertSame( array( 403, 'vitrine_store_login_required' ), array( $guest->status, $guest->body['code'] ) );
	}

	public function test_store_state_gives_the_users_items_and_nothing_to_a_guest(): void {
		$post = StoreItemsTest::post();
		$this->call(
			'add_to_store',
			array(
				'store'   => 'favourites',
				'post_id' => $post,
			)
		);
		$state = $this->call( 'store_state', array(), '' );
		self::assertSame( 200, $state->status );
		self::assertTrue( $state->body['logged_in'] );
		self::assertSame( array( 'favourites' => array( $post ) ), (array) $state->body['items'] );
		self::assertSame( $state->body['hash'], $_COOKIE[ StoreCookies::HASH_COOKIE ] );

		wp_set_current_user( 0 );
		$guest = $this->call( 'store_state', array(), '' );
		self::assertFalse( $guest->body['logged_in'] );
		self::assertSame( array(), (array) $guest->body['items'] );
	}

	public function test_the_nonce_is_renewed_from_refresh_stores_nonce(): void {
		$answer = Plugin::instance()->ajax->dispatch( 'refresh_stores_nonce', 'GET', array(), '' );
		self::assertSame( 200, $answer->status );
		self::assertNotFalse( wp_verify_nonce( (string) $answer->body['nonce'], AddToStoreEndpoint::NONCE_ACTION ) );
	}
}
