<?php
/**
 * The map from WooCommerce ids to Vitrine's.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Migration\Woo;

/**
 * What the migration copied carries the WooCommerce id in a meta `_vitrine_woo_id` (post meta
 * for products, variations and coupons; order meta for orders) and a fingerprint of what it was
 * copied from in `_vitrine_woo_hash`, so that a second run finds it, and leaves it alone when
 * WooCommerce's data did not change since.
 */
final class WooIds {

	public const META = '_vitrine_woo_id';
	public const HASH = '_vitrine_woo_hash';

	/**
	 * The post of these types copied from a WooCommerce id; 0 when none.
	 *
	 * @param list<string> $post_types Vitrine's post types.
	 */
	public function post( int $woo_id, array $post_types ): int {
		global $wpdb;
		$types = implode( ', ', array_fill( 0, count( $post_types ), '%s' ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare,WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- placeholders built above; values prepared.
		$id = $wpdb->get_var( $wpdb->prepare( "SELECT p.ID FROM {$wpdb->postmeta} m JOIN {$wpdb->posts} p ON p.ID = m.post_id WHERE m.meta_key = %s AND m.meta_value = %s AND p.post_type IN ({$types}) AND p.post_status <> 'trash' ORDER BY p.ID LIMIT 1", self::META, (string) $woo_id, ...$post_types ) );
		return (int) $id;
	}

	/**
	 * Remembers where a post came from.
	 */
	public function remember_post( int $post_id, int $woo_id, string $hash ): void {
		update_post_meta( $post_id, self::META, (string) $woo_id );
		update_post_meta( $post_id, self::HASH, $hash );
	}

	public function post_hash( int $post_id ): string {
		return (string) get_post_meta( $post_id, self::HASH, true );
	}

	/**
	 * A fingerprint of what an item is copied from.
	 */
	public static function hash( mixed $data ): string {
		return md5( (string) wp_json_encode( $data ) );
	}
}
