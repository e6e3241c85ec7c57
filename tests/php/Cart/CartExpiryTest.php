<?php
/**
 * Carts expire after the configured time; a daily event deletes them.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Cart;

use Vitrine\Cart\CartCleanup;
use Vitrine\Cart\CartSession;
use Vitrine\Cart\CartStore;
use Vitrine\Plugin;

require_once __DIR__ . '/CartTestCase.php';

final class CartExpiryTest extends CartTestCase {

	public function test_the_expiry_setting_sets_how_long_the_cart_and_its_cookies_last(): void {
		$saved = Plugin::instance()->settings->update( array( 'cart_expiry_days' => 2 ) );
		self::assertIsArray( $saved );

		$this->service()->add_item( $this->simple_product(), 1 );

		self::assertEqualsWithDelta( time() + 2 * 86400, $this->stored_guest_cart()?->expires_at, 5 );
		self::assertEqualsWithDelta( time() + 2 * 86400, $this->last_cookie( CartSession::TOKEN_COOKIE )['expires'] ?? 0, 5 );
		self::assertEqualsWithDelta( time() + 2 * 86400, $this->last_cookie( CartSession::HASH_COOKIE )['expires'] ?? 0, 5 );
	}

	/**
	 * @dataProvider refused_expiries
	 */
	public function test_the_expiry_setting_is_one_to_365_days( mixed $days ): void {
		self::assertWPError( Plugin::instance()->settings->update( array( 'cart_expiry_days' => $days ) ) );
		self::assertSame( 30, Plugin::instance()->settings->get( 'cart_expiry_days' ) );
	}

	/**
	 * @return array<string, array{mixed}>
	 */
	public static function refused_expiries(): array {
		return array(
			'zero'      => array( 0 ),
			'366'       => array( 366 ),
			'not a day' => array( 'soon' ),
		);
	}

	public function test_each_change_pushes_the_expiry_back(): void {
		$mug = $this->simple_product();
		$this->service()->add_item( $mug, 1 );
		$this->age_carts( 10 * 86400 );

		$this->service()->add_item( $mug, 1 );

		self::assertEqualsWithDelta( time() + 30 * 86400, $this->stored_guest_cart()?->expires_at, 5 );
	}

	public function test_an_expired_cart_reads_as_empty_and_a_new_add_starts_afresh(): void {
		$mug  = $this->simple_product();
		$bowl = $this->simple_product( array( 'name' => 'Bowl' ) );
		$this->service()->add_item( $mug, 1 );
		$this->age_carts( 31 * 86400 );

		self::assertTrue( $this->service()->get()->is_empty() );

		$this->service()->add_item( $bowl, 1 );
		self::assertSame( array( $bowl ), array_map( static fn ( $item ) => $item->product_id, $this->service()->get()->items ) );
	}

	public function test_the_clean_up_deletes_expired_carts_only(): void {
		$this->service()->add_item( $this->simple_product(), 1 );
		$old = $this->stored_guest_cart();
		unset( $_COOKIE[ CartSession::TOKEN_COOKIE ] );
		$this->age_carts( 31 * 86400 );
		$this->service()->add_item( $this->simple_product( array( 'name' => 'Fresh' ) ), 1 );
		$fresh = $this->stored_guest_cart();
		self::assertNotNull( $old );
		self::assertNotNull( $fresh );

		self::assertGreaterThanOrEqual( 1, $this->cart->cleanup->run() );

		self::assertNull( $this->cart->store->find_by_token( $old->token ) );
		self::assertNotNull( $this->cart->store->find_by_token( $fresh->token ) );
	}

	public function test_a_daily_event_runs_the_clean_up(): void {
		$this->service()->add_item( $this->simple_product(), 1 );
		$old = $this->stored_guest_cart();
		$this->age_carts( 31 * 86400 );

		self::assertNotFalse( wp_next_scheduled( CartCleanup::HOOK ) );
		self::assertSame( 'daily', wp_get_schedule( CartCleanup::HOOK ) );
		do_action( CartCleanup::HOOK );

		self::assertNull( $this->cart->store->find_by_token( (string) $old?->token ) );
	}

	public function test_deactivation_unschedules_the_event_and_init_schedules_it_again(): void {
		self::assertNotFalse( has_action( 'deactivate_' . plugin_basename( VITRINE_FILE ) ) );

		do_action( 'deactivate_' . plugin_basename( VITRINE_FILE ), false );
		self::assertFalse( wp_next_scheduled( CartCleanup::HOOK ) );

		Plugin::instance()->cart->cleanup->schedule();
		self::assertNotFalse( wp_next_scheduled( CartCleanup::HOOK ) );
	}

	/**
	 * Moves every cart's expiry back, as if that much time had passed.
	 */
	private function age_carts( int $seconds ): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . CartStore::name() . ' SET expires_at = expires_at - INTERVAL %d SECOND', $seconds ) ); // phpcs:ignore WordPress.DB
	}

	private static function assertWPError( mixed $value ): void {
		self::assertInstanceOf( \WP_Error::class, $value );
	}
}
