<?php
/**
 * Reads on the primary with read replicas (HyperDB, LudicrousDB): which requests, and every
 * transaction.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Core\Database;

use Vitrine\Cart\CartSession;
use Vitrine\Core\Database\Primary;
use Vitrine\Core\Database\Transaction;
use Vitrine\Tests\TestCase;

/**
 * The replica plugins replace wpdb with a subclass that has send_reads_to_masters(): the test
 * connects one such subclass (a real second connection) that counts the calls.
 */
final class PrimaryTest extends TestCase {

	public function test_a_shopper_a_user_and_a_change_read_from_the_primary(): void {
		$this->assertSame( array( CartSession::TOKEN_COOKIE, CartSession::EXPRESS_TOKEN_COOKIE ), Primary::CART_COOKIES );
		$this->assertFalse( Primary::request_needs_primary( array(), 'GET' ), 'an anonymous visitor browsing' );
		$this->assertFalse( Primary::request_needs_primary( array( 'vitrine_store_notice1' => 'hidden' ), 'HEAD' ) );
		$this->assertTrue( Primary::request_needs_primary( array( 'vitrine_cart' => 'abc' ), 'GET' ), 'a shopper with a cart' );
		$this->assertTrue( Primary::request_needs_primary( array( 'vitrine_express_cart' => 'abc' ), 'GET' ) );
		$this->assertTrue( Primary::request_needs_primary( array( LOGGED_IN_COOKIE => 'admin|1|x' ), 'GET' ), 'a logged-in user' );
		$this->assertTrue( Primary::request_needs_primary( array(), 'POST' ), 'a change' );
		$this->assertTrue( Primary::request_needs_primary( array(), 'delete' ) );
	}

	public function test_a_transaction_reads_from_the_primary_with_a_replica_plugin(): void {
		global $wpdb;
		$replicas = new class( DB_USER, DB_PASSWORD, DB_NAME, DB_HOST ) extends \wpdb {
			public int $reads_to_primary = 0;

			public function send_reads_to_masters(): void {
				++$this->reads_to_primary;
			}
		};
		$original = $wpdb;
		// phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the replica plugin's wpdb, for this test only.
		$wpdb = $replicas;
		try {
			$result = ( new Transaction() )->run( static fn (): int => (int) $GLOBALS['wpdb']->get_var( 'SELECT 1' ) );
			Primary::for_this_request();
		} finally {
			// phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
			$wpdb = $original;
			$replicas->close();
		}
		$this->assertSame( 1, $result );
		$this->assertSame( 1, $replicas->reads_to_primary, 'the transaction, not the command-line request (GET, no cookie)' );
	}

	public function test_without_a_replica_plugin_nothing_changes(): void {
		global $wpdb;
		$this->assertFalse( method_exists( $wpdb, 'send_reads_to_masters' ) );
		Primary::read_from_primary();
		$this->assertSame( 1, (int) $wpdb->get_var( 'SELECT 1' ) );
	}
}
