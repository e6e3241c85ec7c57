<?php
/**
 * Schema 4: the order tables.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Install\Migrations;

use Vitrine\Core\Install\Migration;

/**
 * Orders live in tables of their own (as WooCommerce's order tables do), not in posts:
 *
 * - vitrine_orders: one row per order. Every amount is a BIGINT of minor units of the order's
 *   currency, with the currency's decimals kept beside it, so that an order reads the same
 *   after the store changes its decimals. order_key is what the shopper's links carry;
 *   idempotency_key is the checkout's double-submit guard (unique, NULL when not given: MariaDB
 *   allows any number of NULLs in a unique index). stock_reduced is set and cleared by
 *   conditional UPDATEs, so two requests cannot both reduce stock. Dates are UTC.
 * - vitrine_order_addresses: the billing and the shipping address of an order (one row each).
 * - vitrine_order_items: line items, shipping, coupon, fee and tax lines; taxes by rate and the
 *   item's own meta (variation attributes, shipping rate, stock reduced) as JSON.
 * - vitrine_order_meta: one value per order and key (attribution, gateway references).
 * - vitrine_order_notes: private and customer notes; a status change also keeps its from and
 *   to statuses, which is the order's status history.
 * - vitrine_order_refunds: each refund with its amount, reason and the gateway's reference.
 */
final class Migration0004Orders implements Migration {

	public function version(): int {
		return 4;
	}

	public function up(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$collate = $wpdb->get_charset_collate();
		$prefix  = $wpdb->prefix;

		dbDelta(
			"CREATE TABLE {$prefix}vitrine_orders (
				order_id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				order_key varchar(64) NOT NULL,
				status varchar(20) NOT NULL DEFAULT 'pending',
				currency char(3) NOT NULL,
				currency_decimals tinyint(3) unsigned NOT NULL DEFAULT 2,
				prices_include_tax tinyint(1) unsigned NOT NULL DEFAULT 0,
				customer_id bigint(20) unsigned NOT NULL DEFAULT 0,
				billing_email varchar(320) NOT NULL DEFAULT '',
				payment_method varchar(100) NOT NULL DEFAULT '',
				payment_method_title varchar(255) NOT NULL DEFAULT '',
				transaction_id varchar(255) NOT NULL DEFAULT '',
				customer_note text NOT NULL,
				created_via varchar(100) NOT NULL DEFAULT '',
				idempotency_key varchar(100) NULL DEFAULT NULL,
				stock_reduced tinyint(1) unsigned NOT NULL DEFAULT 0,
				subtotal bigint(20) NOT NULL DEFAULT 0,
				discount_total bigint(20) NOT NULL DEFAULT 0,
				discount_tax bigint(20) NOT NULL DEFAULT 0,
				shipping_total bigint(20) NOT NULL DEFAULT 0,
				shipping_tax bigint(20) NOT NULL DEFAULT 0,
				total_tax bigint(20) NOT NULL DEFAULT 0,
				total bigint(20) NOT NULL DEFAULT 0,
				refunded_total bigint(20) NOT NULL DEFAULT 0,
				created_at datetime NOT NULL,
				updated_at datetime NOT NULL,
				paid_at datetime NULL DEFAULT NULL,
				completed_at datetime NULL DEFAULT NULL,
				customer_ip varchar(100) NOT NULL DEFAULT '',
				user_agent text NOT NULL,
				PRIMARY KEY  (order_id),
				UNIQUE KEY order_key (order_key),
				UNIQUE KEY idempotency_key (idempotency_key),
				KEY status_created (status,created_at),
				KEY created_at (created_at),
				KEY customer_created (customer_id,created_at),
				KEY billing_email (billing_email(191))
			) {$collate};"
		);

		dbDelta(
			"CREATE TABLE {$prefix}vitrine_order_addresses (
				address_id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				order_id bigint(20) unsigned NOT NULL,
				type varchar(20) NOT NULL,
				first_name text NOT NULL,
				last_name text NOT NULL,
				company text NOT NULL,
				address_1 text NOT NULL,
				address_2 text NOT NULL,
				city text NOT NULL,
				state varchar(100) NOT NULL DEFAULT '',
				postcode varchar(20) NOT NULL DEFAULT '',
				country char(2) NOT NULL DEFAULT '',
				email varchar(320) NOT NULL DEFAULT '',
				phone varchar(100) NOT NULL DEFAULT '',
				PRIMARY KEY  (address_id),
				UNIQUE KEY order_type (order_id,type),
				KEY email (email(191))
			) {$collate};"
		);

		dbDelta(
			"CREATE TABLE {$prefix}vitrine_order_items (
				item_id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				order_id bigint(20) unsigned NOT NULL,
				type varchar(20) NOT NULL,
				name text NOT NULL,
				product_id bigint(20) unsigned NOT NULL DEFAULT 0,
				variation_id bigint(20) unsigned NOT NULL DEFAULT 0,
				quantity int(10) unsigned NOT NULL DEFAULT 0,
				subtotal bigint(20) NOT NULL DEFAULT 0,
				subtotal_tax bigint(20) NOT NULL DEFAULT 0,
				total bigint(20) NOT NULL DEFAULT 0,
				total_tax bigint(20) NOT NULL DEFAULT 0,
				taxes longtext NOT NULL,
				meta longtext NOT NULL,
				PRIMARY KEY  (item_id),
				KEY order_type (order_id,type),
				KEY product_id (product_id)
			) {$collate};"
		);

		dbDelta(
			"CREATE TABLE {$prefix}vitrine_order_meta (
				meta_id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				order_id bigint(20) unsigned NOT NULL,
				meta_key varchar(191) NOT NULL,
				meta_value longtext NULL,
				PRIMARY KEY  (meta_id),
				UNIQUE KEY order_meta_key (order_id,meta_key),
				KEY meta_key_value (meta_key(100),meta_value(82))
			) {$collate};"
		);

		dbDelta(
			"CREATE TABLE {$prefix}vitrine_order_notes (
				note_id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				order_id bigint(20) unsigned NOT NULL,
				content text NOT NULL,
				is_customer_note tinyint(1) unsigned NOT NULL DEFAULT 0,
				added_by bigint(20) unsigned NOT NULL DEFAULT 0,
				status_from varchar(20) NULL DEFAULT NULL,
				status_to varchar(20) NULL DEFAULT NULL,
				created_at datetime NOT NULL,
				PRIMARY KEY  (note_id),
				KEY order_created (order_id,created_at)
			) {$collate};"
		);

		dbDelta(
			"CREATE TABLE {$prefix}vitrine_order_refunds (
				refund_id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				order_id bigint(20) unsigned NOT NULL,
				amount bigint(20) NOT NULL,
				reason text NOT NULL,
				through_gateway tinyint(1) unsigned NOT NULL DEFAULT 0,
				gateway_reference varchar(255) NOT NULL DEFAULT '',
				refunded_by bigint(20) unsigned NOT NULL DEFAULT 0,
				created_at datetime NOT NULL,
				PRIMARY KEY  (refund_id),
				KEY order_id (order_id)
			) {$collate};"
		);
	}

	public function tables(): array {
		return array(
			'vitrine_orders',
			'vitrine_order_addresses',
			'vitrine_order_items',
			'vitrine_order_meta',
			'vitrine_order_notes',
			'vitrine_order_refunds',
		);
	}
}
