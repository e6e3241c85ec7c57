<?php
/**
 * Races at checkout: ten parallel submits of one cart make one order; separate carts racing for
 * the last units get exactly as many orders as there are units; separate carts racing for a
 * coupon with one use left get exactly one.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Checkout;

use Vitrine\Cart\CartSession;
use Vitrine\Coupons\Coupon;
use Vitrine\Coupons\CouponRefused;
use Vitrine\Orders\OrderStock;
use Vitrine\Plugin;
use Vitrine\Tests\Cart\CartTestCase;
use Vitrine\Tests\ParallelChildren;

require_once dirname( __DIR__ ) . '/Cart/CartTestCase.php';

/**
 * Child processes see only committed data: each test leaves the per-test transaction, commits
 * its products, carts and coupons, and deletes them (and the orders made) after.
 */
final class CheckoutConcurrencyTest extends CartTestCase {

	private const PROCESSES = 10;

	/** @var list<int> */
	private array $orders_before = array();

	/** @var list<int> */
	private array $products = array();

	/** @var list<string> */
	private array $tokens = array();

	private int $coupon = 0;

	/** @var array<string, mixed> */
	private array $settings_before = array();

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		$wpdb->query( 'ROLLBACK' );
		$wpdb->query( 'SET autocommit = 1' );
		$this->orders_before   = $this->order_ids();
		$this->settings_before = Plugin::instance()->settings->all();
		self::assertIsArray( Plugin::instance()->settings->update( array( 'payment_bacs_enabled' => true ) ) );
	}

	protected function tearDown(): void {
		$this->clean_up();
		parent::tearDown();
	}

	public function test_ten_parallel_submits_of_one_cart_make_one_order_and_take_the_stock_once(): void {
		$product = $this->mug( 10 );
		$this->service()->add_item( $product, 2 );
		$token = (string) $this->cart->session->token();
		self::assertNotSame( '', $token );
		$this->tokens[] = $token;

		$outputs = ParallelChildren::run( __DIR__ . '/concurrent-checkout.php', array_fill( 0, self::PROCESSES, array( $token ) ) );

		$new = $this->new_orders();
		self::assertCount( 1, $new, 'One order for ten submits. Children: ' . implode( ' | ', $outputs ) );
		self::assertSame( array_fill( 0, self::PROCESSES, 'order ' . $new[0] ), $outputs, 'every submit answers with that order' );
		self::assertSame( 8, $this->stock( $product ), 'the stock was taken once' );
	}

	public function test_carts_racing_for_the_last_units_get_exactly_as_many_orders_as_there_are_units(): void {
		$units   = 3;
		$carts   = 8;
		$product = $this->mug( $units );
		$tokens  = $this->carts( $carts, $product );

		$outputs = ParallelChildren::run( __DIR__ . '/concurrent-checkout.php', array_map( static fn ( string $token ): array => array( $token ), $tokens ) );

		$placed  = array_filter( $outputs, static fn ( string $line ): bool => str_starts_with( $line, 'order ' ) );
		$refused = array_filter( $outputs, static fn ( string $line ): bool => str_starts_with( $line, 'refused ' ) );
		self::assertCount( $units, $placed, 'As many orders as units: ' . implode( ' | ', $outputs ) );
		self::assertCount( $carts - $units, $refused, implode( ' | ', $outputs ) );
		foreach ( $refused as $line ) {
			self::assertMatchesRegularExpression( '/^refused (vitrine_checkout_invalid|' . OrderStock::OUT_OF_STOCK . ') Sorry, “Parallel mug” is no longer in stock\./', $line );
		}
		self::assertCount( $units, $this->new_orders() );
		self::assertSame( 0, $this->stock( $product ), 'every unit sold, none twice' );
	}

	public function test_carts_racing_for_a_coupon_with_one_use_get_exactly_one(): void {
		$product      = $this->mug( 100 );
		$this->coupon = Plugin::instance()->coupons->writer->save(
			0,
			array(
				'code'          => 'RACE-ONCE',
				'discount_type' => Coupon::FIXED_CART,
				'amount'        => '1',
				'usage_limit'   => 1,
			)
		);
		$tokens       = $this->carts( self::PROCESSES, $product );

		$outputs = ParallelChildren::run( __DIR__ . '/concurrent-checkout.php', array_map( static fn ( string $token ): array => array( $token, 'RACE-ONCE' ), $tokens ) );

		$placed = array_filter( $outputs, static fn ( string $line ): bool => str_starts_with( $line, 'order ' ) );
		// Refused when placing (the coupon's row lock) or, for a child that came late, by the checks before.
		$refused = array_filter( $outputs, static fn ( string $line ): bool => 1 === preg_match( '/^refused (' . CouponRefused::USAGE_LIMIT . '|vitrine_checkout_invalid) Usage limit for coupon "race-once" has been reached\.$/', $line ) );
		self::assertCount( 1, $placed, 'One order with the coupon: ' . implode( ' | ', $outputs ) );
		self::assertCount( self::PROCESSES - 1, $refused, implode( ' | ', $outputs ) );
		$coupon = Plugin::instance()->coupons->repository->find( $this->coupon );
		self::assertNotNull( $coupon );
		self::assertSame( 1, Plugin::instance()->coupons->usage->count( $coupon ) );
		self::assertSame( 99, $this->stock( $product ), 'the refused orders hold no stock' );
	}

	/**
	 * A committed simple product with managed stock.
	 */
	private function mug( int $stock ): int {
		$product          = Plugin::instance()->catalog->writer->save_product(
			0,
			array(
				'name'          => 'Parallel mug',
				'regular_price' => '12.50',
				'virtual'       => true,
				'manage_stock'  => true,
				'stock'         => $stock,
			)
		);
		$this->products[] = $product;
		return $product;
	}

	/**
	 * Separate guest carts, each holding one of the product.
	 *
	 * @return list<string> Their tokens.
	 */
	private function carts( int $count, int $product ): array {
		$tokens = array();
		for ( $i = 0; $i < $count; $i++ ) {
			unset( $_COOKIE[ CartSession::TOKEN_COOKIE ] );
			$this->service()->add_item( $product, 1 );
			$tokens[] = (string) $this->cart->session->token();
		}
		unset( $_COOKIE[ CartSession::TOKEN_COOKIE ] );
		self::assertCount( $count, array_unique( $tokens ) );
		$this->tokens = array_merge( $this->tokens, $tokens );
		return $tokens;
	}

	private function stock( int $product ): ?int {
		wp_cache_flush();
		return Plugin::instance()->catalog->products->find( $product )?->stock->quantity;
	}

	/**
	 * @return list<int>
	 */
	private function new_orders(): array {
		return array_values( array_diff( $this->order_ids(), $this->orders_before ) );
	}

	/**
	 * @return list<int>
	 */
	private function order_ids(): array {
		global $wpdb;
		return array_map( 'intval', $wpdb->get_col( "SELECT order_id FROM {$wpdb->prefix}vitrine_orders" ) ); // phpcs:ignore WordPress.DB
	}

	/**
	 * Deletes what the test committed, then opens a transaction again for TestCase::tearDown().
	 */
	private function clean_up(): void {
		global $wpdb;
		foreach ( $this->new_orders() as $id ) {
			foreach ( array( 'vitrine_order_items', 'vitrine_order_addresses', 'vitrine_order_meta', 'vitrine_order_notes' ) as $table ) {
				$wpdb->delete( $wpdb->prefix . $table, array( 'order_id' => $id ) ); // phpcs:ignore WordPress.DB
			}
			$wpdb->delete( $wpdb->prefix . 'vitrine_orders', array( 'order_id' => $id ) ); // phpcs:ignore WordPress.DB
		}
		foreach ( $this->tokens as $token ) {
			$wpdb->delete( $wpdb->prefix . 'vitrine_carts', array( 'token' => $token ) ); // phpcs:ignore WordPress.DB
		}
		if ( $this->coupon > 0 ) {
			Plugin::instance()->coupons->usage->delete_for_coupon( $this->coupon );
			wp_delete_post( $this->coupon, true );
		}
		foreach ( $this->products as $product ) {
			wp_delete_post( $product, true );
		}
		Plugin::instance()->catalog->lookup_sync->flush();
		Plugin::instance()->settings->update( array( 'payment_bacs_enabled' => (bool) ( $this->settings_before['payment_bacs_enabled'] ?? false ) ) );
		$wpdb->query( 'SET autocommit = 0' );
		$wpdb->query( 'START TRANSACTION' );
	}
}
