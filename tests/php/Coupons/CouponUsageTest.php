<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Coupons;

use Vitrine\Coupons\CouponRefused;
use Vitrine\Coupons\CouponUsage;

require_once __DIR__ . '/CouponTestCase.php';

/**
 * The usage table: counting per coupon and per customer, recording within the limits, giving
 * uses back.
 */
final class CouponUsageTest extends CouponTestCase {

	public function test_the_migration_created_the_table_with_its_indexes(): void {
		global $wpdb;
		$indexes = $wpdb->get_results( 'SHOW INDEX FROM ' . CouponUsage::name(), ARRAY_A ); // phpcs:ignore WordPress.DB
		$columns = array();
		foreach ( $indexes as $index ) {
			$columns[ $index['Key_name'] ][] = $index['Column_name'];
		}

		self::assertSame( array( 'order_id', 'coupon_id' ), $columns['order_coupon'] );
		self::assertSame( array( 'coupon_id', 'user_id' ), $columns['coupon_user'] );
		self::assertSame( array( 'coupon_id', 'email' ), $columns['coupon_email'] );
		self::assertContains( 'vitrine_coupon_usage', \Vitrine\Core\Install\Installer::migrator()->tables() );
	}

	public function test_uses_are_counted_per_coupon_and_per_customer(): void {
		$coupon = $this->coupon( 'count-me' );
		$other  = $this->coupon( 'not-me' );
		$usage  = $this->coupons->usage;
		$usage->record( $coupon, 1, 7, 'ana@example.org' );
		$usage->record( $coupon, 2, 0, ' ANA@example.org ' );
		$usage->record( $coupon, 3, 8, 'bob@example.org' );
		$usage->record( $other, 4, 7, 'ana@example.org' );

		self::assertSame( 3, $usage->count( $coupon ) );
		self::assertSame( 1, $usage->count( $other ) );
		self::assertSame( 2, $usage->count_for_customer( $coupon, 7, 'ana@example.org' ), 'By user and by email, each order once.' );
		self::assertSame( 2, $usage->count_for_customer( $coupon, 0, 'Ana@Example.org' ), 'A guest is counted by email.' );
		self::assertSame( 1, $usage->count_for_customer( $coupon, 7, '' ), 'A customer without an email yet is counted by account.' );
		self::assertSame( 0, $usage->count_for_customer( $coupon, 0, '' ) );
		self::assertSame( 1, $usage->count_for_customer( $coupon, 8, 'other@example.org' ) );
	}

	public function test_recording_an_order_twice_counts_once(): void {
		$coupon = $this->coupon( 'once-per-order' );

		$this->coupons->usage->record( $coupon, 10, 0, 'ana@example.org' );
		$this->coupons->usage->record( $coupon, 10, 0, 'ana@example.org' );

		self::assertSame( 1, $this->coupons->usage->count( $coupon ) );
	}

	public function test_a_cancelled_order_gives_its_uses_back(): void {
		$coupon = $this->coupon( 'give-back', array( 'usage_limit' => 1 ) );
		$other  = $this->coupon( 'also-used' );
		$this->coupons->usage->record_within_limit( $coupon, 20, 0, 'ana@example.org' );
		$this->coupons->usage->record( $other, 20, 0, 'ana@example.org' );
		$this->coupons->usage->record( $other, 21, 0, 'bob@example.org' );

		$this->coupons->usage->release_for_order( 20 );

		self::assertSame( 0, $this->coupons->usage->count( $coupon ) );
		self::assertSame( 1, $this->coupons->usage->count( $other ) );
		$this->coupons->usage->record_within_limit( $coupon, 22, 0, 'bob@example.org' );
		self::assertSame( 1, $this->coupons->usage->count( $coupon ) );
	}

	public function test_recording_within_the_limit_refuses_the_use_past_it_and_writes_nothing(): void {
		$coupon = $this->coupon( 'two-uses', array( 'usage_limit' => 2 ) );
		$usage  = $this->coupons->usage;
		$usage->record_within_limit( $coupon, 30, 0, 'a@example.org' );
		$usage->record_within_limit( $coupon, 31, 0, 'b@example.org' );

		$this->assertRefused( CouponRefused::USAGE_LIMIT, 'Usage limit for coupon "two-uses" has been reached.', fn () => $usage->record_within_limit( $coupon, 32, 0, 'c@example.org' ) );

		self::assertSame( 2, $usage->count( $coupon ) );
		// The same order again is not a new use.
		$usage->record_within_limit( $coupon, 31, 0, 'b@example.org' );
		self::assertSame( 2, $usage->count( $coupon ) );
	}

	public function test_recording_within_the_customer_limit_counts_by_user_and_email(): void {
		$coupon = $this->coupon( 'one-each', array( 'usage_limit_per_user' => 1 ) );
		$usage  = $this->coupons->usage;
		$usage->record_within_limit( $coupon, 40, 5, 'ana@example.org' );
		$message = 'Please enter a valid email to use coupon code "one-each".'; // Names no email, tells no use.

		$this->assertRefused( CouponRefused::NOT_YOURS, $message, fn () => $usage->record_within_limit( $coupon, 41, 5, 'other@example.org' ) );
		$this->assertRefused( CouponRefused::NOT_YOURS, $message, fn () => $usage->record_within_limit( $coupon, 42, 0, 'ANA@example.org' ) );
		$usage->record_within_limit( $coupon, 43, 6, 'bob@example.org' );

		self::assertSame( 2, $usage->count( $coupon ) );
	}

	public function test_recording_inside_a_caller_transaction_keeps_its_work(): void {
		global $wpdb;
		$coupon = $this->coupon( 'nested', array( 'usage_limit' => 1 ) );
		// The test's own transaction stands for the order placement: a refusal rolls back only the use.
		update_option( 'vitrine_test_marker', 'kept' );
		$this->coupons->usage->record_within_limit( $coupon, 50, 0, 'a@example.org' );
		try {
			$this->coupons->usage->record_within_limit( $coupon, 51, 0, 'b@example.org' );
		} catch ( CouponRefused $e ) {
			unset( $e );
		}

		self::assertSame( '1', (string) $wpdb->get_var( 'SELECT @@in_transaction' ) );
		self::assertSame( 'kept', get_option( 'vitrine_test_marker' ) );
		self::assertSame( 1, $this->coupons->usage->count( $coupon ) );
	}

	public function test_deleting_a_coupon_for_good_forgets_its_uses(): void {
		$coupon = $this->coupon( 'deleted' );
		$this->coupons->usage->record( $coupon, 60, 0, 'a@example.org' );

		wp_delete_post( $coupon->id, true );

		self::assertSame( 0, $this->coupons->usage->count( $coupon ) );
	}
}
