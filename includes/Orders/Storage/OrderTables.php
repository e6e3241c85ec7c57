<?php
/**
 * The names of the order tables, and their column formats.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Orders\Storage;

/**
 * The tables of Migration0004Orders, and the helpers every order concern reads them with.
 */
final class OrderTables {

	public const CACHE_GROUP = 'vitrine_orders';

	public const ORDERS    = 'vitrine_orders';
	public const ADDRESSES = 'vitrine_order_addresses';
	public const ITEMS     = 'vitrine_order_items';
	public const META      = 'vitrine_order_meta';
	public const NOTES     = 'vitrine_order_notes';
	public const REFUNDS   = 'vitrine_order_refunds';

	/** Where each order came from (Migration0017OrderOrigins; Origins\OrderOrigins writes it). */
	public const ORIGINS = 'vitrine_order_origins';

	/**
	 * A table's full name.
	 *
	 * @param string $table One of the table constants.
	 */
	public static function table( string $table ): string {
		global $wpdb;
		return $wpdb->prefix . $table;
	}

	/**
	 * A UTC datetime column as a Unix time.
	 */
	public static function time( string $value ): ?int {
		if ( '' === $value || str_starts_with( $value, '0000' ) ) {
			return null;
		}
		$time = strtotime( $value . ' UTC' );
		return false === $time ? null : $time;
	}
}
