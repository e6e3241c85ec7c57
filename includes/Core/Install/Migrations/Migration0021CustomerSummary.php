<?php
/**
 * Schema 21: the customers summary table.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Install\Migrations;

use Vitrine\Core\Install\Migration;

/**
 * One row per customer of Vitrine > Customers (Customers\CustomerSummary keeps it right): the
 * customer key ("u:<user id>", or "e:<guest billing email in lower case>"), orders, total spent,
 * last order, the last order's name and country, and the text searched (every billing email and
 * name of their orders, the account's email and display name). Indexed for the list's sorts.
 * vitrine_customer_orders keeps the key each order is counted under, so that an order whose
 * email or account changes is taken off its old customer.
 *
 * A shop that has orders gets the table filled by a rebuild in batches on WP-Cron (an upgrade
 * may run on any visitor's request: grouping every order there could take minutes).
 */
final class Migration0021CustomerSummary implements Migration {

	public function version(): int {
		return 21;
	}

	public function up(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$collate = $wpdb->get_charset_collate();
		dbDelta(
			"CREATE TABLE {$wpdb->prefix}vitrine_customers (
				customer_key varchar(191) NOT NULL,
				user_id bigint(20) unsigned NOT NULL DEFAULT 0,
				email varchar(191) NOT NULL DEFAULT '',
				name varchar(191) NOT NULL DEFAULT '',
				country char(2) NOT NULL DEFAULT '',
				orders int(10) unsigned NOT NULL DEFAULT 0,
				spent bigint(20) NOT NULL DEFAULT 0,
				last_order_id bigint(20) unsigned NOT NULL DEFAULT 0,
				last_order_at datetime NOT NULL,
				search_text mediumtext NOT NULL,
				refreshed_at datetime NOT NULL,
				PRIMARY KEY  (customer_key),
				KEY last_order (last_order_at,last_order_id),
				KEY orders_last (orders,last_order_at),
				KEY spent_last (spent,last_order_at),
				KEY email (email),
				KEY name (name),
				KEY user_id (user_id)
			) {$collate};"
		);
		dbDelta(
			"CREATE TABLE {$wpdb->prefix}vitrine_customer_orders (
				order_id bigint(20) unsigned NOT NULL,
				customer_key varchar(191) NOT NULL,
				PRIMARY KEY  (order_id),
				KEY customer_key (customer_key)
			) {$collate};"
		);
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- once, on upgrade.
		$has_orders = null !== $wpdb->get_var( "SELECT order_id FROM {$wpdb->prefix}vitrine_orders LIMIT 1" );
		if ( $has_orders ) {
			update_option(
				'vitrine_customers_rebuild',
				array(
					'started' => gmdate( 'Y-m-d H:i:s' ),
					'phase'   => 'users',
					'after'   => '0',
				),
				false
			);
			wp_schedule_single_event( time(), 'vitrine_customers_rebuild' );
		}
	}

	public function tables(): array {
		return array( 'vitrine_customers', 'vitrine_customer_orders' );
	}
}
