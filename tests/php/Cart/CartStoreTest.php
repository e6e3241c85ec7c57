<?php
/**
 * The carts table and how CartStore handles transactions.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Cart;

use Vitrine\Cart\CartLine;
use Vitrine\Cart\CartStore;

require_once __DIR__ . '/CartTestCase.php';

final class CartStoreTest extends CartTestCase {

	public function test_the_table_has_its_columns_and_indexes(): void {
		global $wpdb;
		$columns = $wpdb->get_col( 'SHOW COLUMNS FROM ' . CartStore::name() ); // phpcs:ignore WordPress.DB
		$indexes = array();
		foreach ( (array) $wpdb->get_results( 'SHOW INDEX FROM ' . CartStore::name(), ARRAY_A ) as $row ) { // phpcs:ignore WordPress.DB
			$indexes[ $row['Key_name'] ] = '0' === (string) $row['Non_unique'] ? 'unique' : 'index';
		}

		// Schema 8 added `checkout`; an upgrade appends it, so columns are compared as a set.
		sort( $columns );
		self::assertSame( array( 'cart_id', 'checkout', 'contents', 'created_at', 'customer_id', 'expires_at', 'hash', 'token', 'updated_at' ), $columns );
		self::assertSame(
			array(
				'PRIMARY'     => 'unique',
				'token'       => 'unique',
				'customer_id' => 'unique',
				'expires_at'  => 'index',
			),
			$indexes
		);
	}

	public function test_inside_a_callers_transaction_it_joins_it_instead_of_committing_it(): void {
		global $wpdb;
		add_option( 'vitrine_test_before_cart', 'x' );

		$cart = $this->cart->store->transaction( fn () => $this->cart->store->insert( CartStore::new_token(), null, $this->lines(), time() + 60 ) );
		$wpdb->query( 'ROLLBACK' ); // The test's own transaction: had the store committed it, both rows would stay.
		wp_cache_flush();

		self::assertNull( $this->cart->store->find_by_token( $cart->token ) );
		self::assertFalse( get_option( 'vitrine_test_before_cart' ) );
		$wpdb->query( 'START TRANSACTION' );
	}

	public function test_a_failure_inside_a_callers_transaction_undoes_only_its_own_writes(): void {
		add_option( 'vitrine_test_before_cart', 'kept' );
		$token = CartStore::new_token();

		try {
			$this->cart->store->transaction(
				function () use ( $token ): void {
					$this->cart->store->insert( $token, null, $this->lines(), time() + 60 );
					throw new \RuntimeException( 'refused' );
				}
			);
			self::fail( 'The work threw.' );
		} catch ( \RuntimeException $e ) {
			self::assertSame( 'refused', $e->getMessage() );
		}

		self::assertNull( $this->cart->store->find_by_token( $token ) );
		wp_cache_delete( 'alloptions', 'options' );
		wp_cache_delete( 'notoptions', 'options' );
		self::assertSame( 'kept', get_option( 'vitrine_test_before_cart' ) );
	}

	public function test_on_its_own_it_commits_or_rolls_back_a_transaction_of_its_own(): void {
		global $wpdb;
		$wpdb->query( 'ROLLBACK' );
		$wpdb->query( 'SET autocommit = 1' );
		$kept    = CartStore::new_token();
		$dropped = CartStore::new_token();
		try {
			$this->cart->store->transaction( fn () => $this->cart->store->insert( $kept, null, $this->lines(), time() + 60 ) );
			try {
				$this->cart->store->transaction(
					function () use ( $dropped ): void {
						$this->cart->store->insert( $dropped, null, $this->lines(), time() + 60 );
						throw new \RuntimeException( 'refused' );
					}
				);
			} catch ( \RuntimeException ) { // phpcs:ignore Generic.CodeAnalysis.EmptyStatement -- the refusal is the point.
			}
			$wpdb->query( 'ROLLBACK' ); // Nothing open any more: the committed row stays.

			self::assertNotNull( $this->cart->store->find_by_token( $kept ) );
			self::assertNull( $this->cart->store->find_by_token( $dropped ) );
		} finally {
			$cart = $this->cart->store->find_by_token( $kept );
			if ( null !== $cart ) {
				$this->cart->store->delete( $cart->cart_id );
			}
			$wpdb->query( 'SET autocommit = 0' );
			$wpdb->query( 'START TRANSACTION' );
		}
	}

	public function test_the_clean_up_deletes_in_batches(): void {
		for ( $i = 0; $i < 5; $i++ ) {
			$this->cart->store->insert( CartStore::new_token(), null, $this->lines(), time() - 10 );
		}
		$live = $this->cart->store->insert( CartStore::new_token(), null, $this->lines(), time() + 60 );

		self::assertSame( 5, $this->cart->store->delete_expired( time(), 2 ) );
		self::assertNotNull( $this->cart->store->find_by_token( $live->token ) );
	}

	public function test_one_customer_has_one_cart(): void {
		$customer = $this->create_user( 'subscriber' );
		$this->cart->store->insert( CartStore::new_token(), $customer, $this->lines(), time() + 60 );

		$this->expectException( \Vitrine\Cart\CartStoreException::class );
		global $wpdb;
		$wpdb->suppress_errors( true );
		try {
			$this->cart->store->insert( CartStore::new_token(), $customer, $this->lines(), time() + 60 );
		} finally {
			$wpdb->suppress_errors( false );
		}
	}

	/**
	 * @return array<string, CartLine>
	 */
	private function lines(): array {
		$line = new CartLine( CartLine::key_for( 1, 0, array() ), 1, 0, 1 );
		return array( $line->key => $line );
	}
}
