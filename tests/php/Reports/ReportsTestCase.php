<?php
/**
 * Orders written straight into the tables, with known amounts, for the report's tests.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Reports;

use Vitrine\Plugin;
use Vitrine\Tests\TestCase;

/**
 * The site's clock in Paris (a zone with daylight saving), the shop in EUR with 2 decimals, weeks
 * from Monday, and no order but the test's.
 */
abstract class ReportsTestCase extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		$wpdb->query( "DELETE FROM {$wpdb->prefix}vitrine_order_origins" );
		$wpdb->query( "DELETE FROM {$wpdb->prefix}vitrine_orders" );
		update_option( 'timezone_string', 'Europe/Paris' );
		update_option( 'start_of_week', 1 );
		Plugin::instance()->settings->update(
			array(
				'currency'       => 'EUR',
				'price_decimals' => 2,
			)
		);
	}

	/**
	 * An order, and its origin row unless $origin is null.
	 *
	 * @param string                     $created_utc When, in UTC (as stored).
	 * @param int                        $total       Total in cents.
	 * @param string                     $status      Status.
	 * @param array<string, string>|null $origin      Columns of the origin row.
	 * @param int                        $refunded    Refunded in cents.
	 * @param string                     $currency    Currency.
	 */
	protected function order( string $created_utc, int $total, string $status = 'completed', ?array $origin = array( 'source_type' => 'typein' ), int $refunded = 0, string $currency = 'EUR' ): int {
		global $wpdb;
		$wpdb->insert(
			$wpdb->prefix . 'vitrine_orders',
			array(
				'order_key'      => 'wc_order_' . wp_generate_password( 13, false ),
				'status'         => $status,
				'currency'       => $currency,
				'customer_note'  => '',
				'user_agent'     => '',
				'total'          => $total,
				'refunded_total' => $refunded,
				'created_at'     => $created_utc,
				'updated_at'     => $created_utc,
			)
		);
		$id = (int) $wpdb->insert_id;
		self::assertGreaterThan( 0, $id, $wpdb->last_error );
		if ( null !== $origin ) {
			$wpdb->insert(
				$wpdb->prefix . 'vitrine_order_origins',
				array(
					'order_id'   => $id,
					'created_at' => $created_utc,
				) + $origin
			);
		}
		return $id;
	}
}
