<?php
/**
 * Parallel orders cannot use a coupon past its limits.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Coupons;

use Vitrine\Coupons\CouponRefused;
use Vitrine\Coupons\CouponUsage;
use Vitrine\Tests\ParallelChildren;

require_once __DIR__ . '/CouponTestCase.php';

/**
 * Runs real PHP processes, each loading the test WordPress and recording a use of the same
 * coupon for its own order, released together. Each child reads the count before the race, so
 * a count from the transaction's snapshot (instead of a locking read) would let several through.
 * Child processes cannot see this test's uncommitted rows, so it leaves the per-test
 * transaction, commits its coupon, and deletes it after.
 */
final class CouponConcurrencyTest extends CouponTestCase {

	private const PROCESSES = 6;

	private int $coupon_id = 0;

	public function test_a_usage_limit_holds_when_orders_race(): void {
		list( $outputs, $rows ) = $this->race(
			array( 'usage_limit' => 2 ),
			static fn ( int $i ): array => array( 9000 + $i, 0, "guest{$i}@example.org" )
		);

		self::assertSame( 2, $rows, 'Exactly the limit was recorded: ' . implode( ' | ', $outputs ) );
		self::assertSame( 2, count( array_keys( $outputs, 'recorded', true ) ) );
		self::assertSame( self::PROCESSES - 2, count( array_keys( $outputs, 'refused ' . CouponRefused::USAGE_LIMIT, true ) ) );
	}

	public function test_a_per_customer_limit_holds_when_one_customer_races(): void {
		list( $outputs, $rows ) = $this->race(
			array( 'usage_limit_per_user' => 1 ),
			// The same shopper from several tabs: alternately by account and by billing email alone.
			static fn ( int $i ): array => array( 9100 + $i, 0 === $i % 2 ? 77 : 0, 'Same@Example.org' )
		);

		self::assertSame( 1, $rows, 'One use for the customer: ' . implode( ' | ', $outputs ) );
		self::assertSame( 1, count( array_keys( $outputs, 'recorded', true ) ) );
		self::assertSame( self::PROCESSES - 1, count( array_keys( $outputs, 'refused ' . CouponRefused::NOT_YOURS, true ) ) );
	}

	/**
	 * Commits a coupon, races the children on it and cleans up.
	 *
	 * @param array<string, mixed>                                    $fields Coupon fields.
	 * @param \Closure(int): array{0: int, 1: int, 2: string}         $args   Order, user and email of child $i.
	 * @return array{0: list<string>, 1: int} Each child's answer, and the uses in the table after the race.
	 */
	private function race( array $fields, \Closure $args ): array {
		global $wpdb;
		$wpdb->query( 'ROLLBACK' );
		$wpdb->query( 'SET autocommit = 1' );
		try {
			$this->coupon_id = $this->coupons->writer->save( 0, array( 'code' => 'race-' . wp_generate_password( 6, false ) ) + $fields );
			$outputs         = $this->run_children( $args );
			return array( $outputs, $this->recorded() );
		} finally {
			$this->clean_up();
		}
	}

	private function recorded(): int {
		global $wpdb;
		$table = CouponUsage::name();
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE coupon_id = %d", $this->coupon_id ) ); // phpcs:ignore WordPress.DB
	}

	/**
	 * Runs the children at once.
	 *
	 * @param \Closure(int): array{0: int, 1: int, 2: string} $args Order, user and email of child $i.
	 * @return list<string>
	 */
	private function run_children( \Closure $args ): array {
		$children = array();
		for ( $i = 0; $i < self::PROCESSES; $i++ ) {
			list( $order, $user, $email ) = $args( $i );
			$children[]                   = array( (string) $this->coupon_id, (string) $order, (string) $user, $email );
		}
		return ParallelChildren::run( __DIR__ . '/concurrent-record.php', $children );
	}

	/**
	 * Deletes what the test committed, then opens a transaction again for TestCase::tearDown().
	 */
	private function clean_up(): void {
		global $wpdb;
		if ( $this->coupon_id > 0 ) {
			$this->coupons->usage->delete_for_coupon( $this->coupon_id );
			wp_delete_post( $this->coupon_id, true );
		}
		$wpdb->query( 'SET autocommit = 0' );
		$wpdb->query( 'START TRANSACTION' );
	}
}
