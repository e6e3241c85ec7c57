<?php
/**
 * wp vitrine customers rebuild.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Customers;

use Vitrine\Customers\Cli\CustomersCommand;
use Vitrine\Customers\CustomerSummary;
use Vitrine\Plugin;

require_once __DIR__ . '/CustomersTestCase.php';

if ( ! class_exists( 'WP_CLI' ) ) {
	// WP-CLI is not installed here: a stand-in that records what the command registers and says.
	require_once __DIR__ . '/wp-cli-recorder.php';
}

final class CustomersCommandTest extends CustomersTestCase {

	public function test_the_command_is_registered_and_rebuilds_the_table_from_the_orders(): void {
		global $wpdb;
		if ( ! property_exists( \WP_CLI::class, 'said' ) ) {
			self::markTestSkipped( 'A real WP-CLI is loaded.' );
		}
		\WP_CLI::$said     = array();
		\WP_CLI::$commands = array();
		$summary           = Plugin::instance()->get( CustomerSummary::class );
		CustomersCommand::register( $summary );
		self::assertArrayHasKey( 'vitrine customers rebuild', \WP_CLI::$commands );

		// Orders the table does not know (as after writes past the order store, an SQL import).
		$this->order( array( 'email' => 'ada@example.com' ) );
		$this->order( array( 'email' => 'grace@example.com' ) );
		$summary->flush();
		$wpdb->query( "DELETE FROM {$wpdb->prefix}vitrine_customers" );
		$wpdb->query( "DELETE FROM {$wpdb->prefix}vitrine_customer_orders" );
		self::assertSame( '0', $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->prefix}vitrine_customers" ) );
		self::assertFalse( $summary->pending() );

		call_user_func( \WP_CLI::$commands['vitrine customers rebuild'], array(), array() );

		self::assertSame( '2', $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->prefix}vitrine_customers" ) );
		// A line per batch (registered customers, then guests), then the outcome.
		self::assertSame( array( '0 customers recomputed', '2 customers recomputed' ), array_slice( \WP_CLI::$said, 0, 2 ) );
		self::assertCount( 3, \WP_CLI::$said );
		self::assertStringStartsWith( 'success: 2 customers recomputed from the orders in ', (string) end( \WP_CLI::$said ) );
	}
}
