<?php
/**
 * Orders written straight into the tables, for the customers' tests.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Customers;

use Vitrine\Customers\CustomerSummary;
use Vitrine\Plugin;
use Vitrine\Tests\TestCase;

/**
 * The shop in EUR, and no order but the test's.
 */
abstract class CustomersTestCase extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		$wpdb->query( "DELETE FROM {$wpdb->prefix}vitrine_order_addresses" );
		$wpdb->query( "DELETE FROM {$wpdb->prefix}vitrine_orders" );
		$wpdb->query( "DELETE FROM {$wpdb->prefix}vitrine_customers" );
		$wpdb->query( "DELETE FROM {$wpdb->prefix}vitrine_customer_orders" );
		delete_option( CustomerSummary::REBUILD_OPTION );
		Plugin::instance()->settings->update(
			array(
				'currency'       => 'EUR',
				'price_decimals' => 2,
			)
		);
	}

	/**
	 * An order with its billing address, written past the order store (as the generators do):
	 * the summary is told, as OrderStore::touch() tells it.
	 *
	 * @param array<string, mixed> $fields customer_id, email, status, total, refunded, created (UTC), first, last, country, currency.
	 */
	protected function order( array $fields ): int {
		global $wpdb;
		$fields += array(
			'customer_id' => 0,
			'email'       => '',
			'status'      => 'completed',
			'total'       => 1000,
			'refunded'    => 0,
			'created'     => '2026-03-02 10:00:00',
			'first'       => 'Ada',
			'last'        => 'Lovelace',
			'country'     => 'FR',
			'currency'    => 'EUR',
		);
		$wpdb->insert(
			$wpdb->prefix . 'vitrine_orders',
			array(
				'order_key'      => 'wc_order_' . wp_generate_password( 13, false ),
				'status'         => $fields['status'],
				'currency'       => $fields['currency'],
				'customer_id'    => $fields['customer_id'],
				'billing_email'  => $fields['email'],
				'customer_note'  => '',
				'user_agent'     => '',
				'total'          => $fields['total'],
				'refunded_total' => $fields['refunded'],
				'created_at'     => $fields['created'],
				'updated_at'     => $fields['created'],
			)
		);
		$id = (int) $wpdb->insert_id;
		self::assertGreaterThan( 0, $id, $wpdb->last_error );
		$wpdb->insert(
			$wpdb->prefix . 'vitrine_order_addresses',
			array(
				'order_id'   => $id,
				'type'       => 'billing',
				'first_name' => $fields['first'],
				'last_name'  => $fields['last'],
				'company'    => '',
				'address_1'  => '1 Rue de la Paix',
				'address_2'  => '',
				'city'       => 'Paris',
				'postcode'   => '75002',
				'country'    => $fields['country'],
				'email'      => $fields['email'],
			)
		);
		Plugin::instance()->get( CustomerSummary::class )->order_touched( $id );
		return $id;
	}
}
