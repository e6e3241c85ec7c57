<?php
/**
 * The map from WooCommerce ids to Vitrine's.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Migration\Woo;

use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Coupons\CouponPostType;

/**
 * What the migration copied carries the WooCommerce id in a meta `_vitrine_woo_id` (post meta
 * for products, variations and coupons; order meta for orders) and a fingerprint of what it was
 * copied from in `_vitrine_woo_hash`, so that a second run finds it, and leaves it alone when
 * WooCommerce's data did not change since.
 *
 * Posts are found again through the table vitrine_woo_ids (schema 23), keyed by the WooCommerce
 * id: the meta's values have no index, and a migration looks up each item and each order line.
 * A row whose post was deleted is forgotten with it (forget_post()); one whose post is in the
 * trash stays, and the post is not found (the migration copies the item again).
 */
final class WooIds {

	public const META = '_vitrine_woo_id';
	public const HASH = '_vitrine_woo_hash';

	public const TABLE = 'vitrine_woo_ids';

	/** The post types a migration copies into. */
	private const POST_TYPES = array( ProductPostTypes::PRODUCT, ProductPostTypes::VARIATION, CouponPostType::NAME );

	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . self::TABLE;
	}

	/**
	 * The post of these types copied from a WooCommerce id; 0 when none.
	 *
	 * @param list<string> $post_types Vitrine's post types.
	 */
	public function post( int $woo_id, array $post_types ): int {
		global $wpdb;
		$table = self::table();
		$types = implode( ', ', array_fill( 0, count( $post_types ), '%s' ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare,WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- our table; placeholders built above; values prepared.
		$id = $wpdb->get_var( $wpdb->prepare( "SELECT p.ID FROM {$table} i JOIN {$wpdb->posts} p ON p.ID = i.post_id WHERE i.woo_id = %d AND p.post_type IN ({$types}) AND p.post_status <> 'trash' ORDER BY p.ID LIMIT 1", $woo_id, ...$post_types ) );
		return (int) $id;
	}

	/**
	 * Remembers where a post came from.
	 */
	public function remember_post( int $post_id, int $woo_id, string $hash ): void {
		global $wpdb;
		update_post_meta( $post_id, self::META, (string) $woo_id );
		update_post_meta( $post_id, self::HASH, $hash );
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
		$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} (woo_id, post_id) VALUES (%d, %d)", $woo_id, $post_id ) );
	}

	/**
	 * Hooked to deleted_post: a deleted product, variation or coupon is no longer where its
	 * WooCommerce item went (other posts are never in the table: no query for them).
	 *
	 * @param int   $post_id The post deleted.
	 * @param mixed $post    Its WP_Post.
	 */
	public function forget_post( int $post_id, mixed $post = null ): void {
		if ( ! $post instanceof \WP_Post || ! in_array( $post->post_type, self::POST_TYPES, true ) ) {
			return;
		}
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- our table; the index is by post too.
		$wpdb->delete( self::table(), array( 'post_id' => $post_id ), array( '%d' ) );
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
