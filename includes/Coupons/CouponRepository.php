<?php
/**
 * Reads coupons.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Coupons;

use Vitrine\Catalog\Model\Money;

/**
 * Builds Coupon values from vitrine_coupon posts and their meta (both cached by WordPress's
 * object cache). A code is found among published coupons only: drafts, scheduled, private
 * and trashed coupons cannot be used.
 */
final class CouponRepository {

	/** The object cache group of the codes' owners. */
	private const CACHE_GROUP = 'vitrine_coupons';

	/**
	 * The coupon with this post id, whatever its status, or null when the id is not a coupon
	 * (or is in the trash or an unsaved draft).
	 */
	public function find( int $id ): ?Coupon {
		$post = $id > 0 ? get_post( $id ) : null;
		if ( ! $post instanceof \WP_Post || CouponPostType::NAME !== $post->post_type || ! in_array( $post->post_status, CouponPostType::LIVE_STATUSES, true ) ) {
			return null;
		}
		$meta = array_map( static fn ( array $values ): mixed => maybe_unserialize( $values[0] ), (array) get_post_meta( $id ) );
		$type = (string) ( $meta[ CouponMeta::DISCOUNT_TYPE ] ?? Coupon::FIXED_CART );
		return new Coupon(
			$id,
			Coupon::normalize_code( $post->post_title ),
			$post->post_status,
			$post->post_excerpt,
			in_array( $type, Coupon::types(), true ) ? $type : Coupon::FIXED_CART,
			self::decimal( $meta[ CouponMeta::AMOUNT ] ?? null ) ?? '0',
			self::positive_int( $meta[ CouponMeta::EXPIRES_AT ] ?? null ),
			self::decimal( $meta[ CouponMeta::MINIMUM_SPEND ] ?? null ),
			self::decimal( $meta[ CouponMeta::MAXIMUM_SPEND ] ?? null ),
			self::positive_int( $meta[ CouponMeta::USAGE_LIMIT ] ?? null ),
			self::positive_int( $meta[ CouponMeta::USAGE_LIMIT_PER_USER ] ?? null ),
			'yes' === ( $meta[ CouponMeta::INDIVIDUAL_USE ] ?? '' ),
			self::ids( $meta[ CouponMeta::PRODUCT_IDS ] ?? array() ),
			self::ids( $meta[ CouponMeta::EXCLUDED_PRODUCT_IDS ] ?? array() ),
			self::ids( $meta[ CouponMeta::CATEGORY_IDS ] ?? array() ),
			self::ids( $meta[ CouponMeta::EXCLUDED_CATEGORY_IDS ] ?? array() ),
			'yes' === ( $meta[ CouponMeta::EXCLUDE_SALE_ITEMS ] ?? '' ),
			'yes' === ( $meta[ CouponMeta::FREE_SHIPPING ] ?? '' ),
			array_values( array_map( 'strval', is_array( $meta[ CouponMeta::EMAIL_RESTRICTIONS ] ?? null ) ? $meta[ CouponMeta::EMAIL_RESTRICTIONS ] : array() ) )
		);
	}

	/**
	 * The published coupon with this code (compared lower-cased), or null.
	 */
	public function find_by_code( string $code ): ?Coupon {
		$normalized = Coupon::normalize_code( $code );
		if ( '' === $normalized ) {
			return null;
		}
		// Every cart answer with a coupon looks its code up: the owner (0 for none) is kept in the
		// object cache under the posts' last-changed time, which any post's save, trash or
		// deletion moves on, so a renamed, unpublished or new coupon is seen at once.
		$key = 'code:' . md5( $normalized ) . ':' . wp_cache_get_last_changed( 'posts' );
		$id  = wp_cache_get( $key, self::CACHE_GROUP );
		if ( ! is_int( $id ) ) {
			$id = $this->published_owner( $normalized );
			wp_cache_set( $key, $id, self::CACHE_GROUP );
		}
		return 0 === $id ? null : $this->find( $id );
	}

	/**
	 * The published coupon with this code, as code_owner() finds it, read with its meta in the
	 * same statement (then kept in the post and meta caches, where find() looks first).
	 *
	 * @param string $code A normalized code.
	 * @return int The coupon's id, or 0 for none.
	 */
	private function published_owner( string $code ): int {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.SlowDBQuery -- the cache is the caller's; the meta comes along to save a query.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT p.*, m.meta_key AS vitrine_meta_key, m.meta_value AS vitrine_meta_value FROM {$wpdb->posts} p LEFT JOIN {$wpdb->postmeta} m ON m.post_id = p.ID WHERE p.post_type = %s AND p.post_status = 'publish' AND ( p.post_title = %s OR LOWER(p.post_title) = %s ) ORDER BY p.ID DESC, m.meta_id ASC", CouponPostType::NAME, $code, $code ) );
		$post = null;
		$meta = array();
		foreach ( (array) $rows as $row ) {
			if ( null !== $post && (int) $row->ID !== (int) $post->ID ) {
				break; // The most recent match is complete.
			}
			if ( null === $post && Coupon::normalize_code( (string) $row->post_title ) !== $code ) {
				continue;
			}
			if ( null !== $row->vitrine_meta_key ) {
				$meta[ (string) $row->vitrine_meta_key ][] = $row->vitrine_meta_value;
			}
			unset( $row->vitrine_meta_key, $row->vitrine_meta_value );
			$post ??= $row;
		}
		if ( null === $post ) {
			return 0;
		}
		$posts = array( $post );
		update_post_cache( $posts );
		wp_cache_add( (int) $post->ID, $meta, 'post_meta' );
		return (int) $post->ID;
	}

	/**
	 * The coupon that has this code, other than the one excluded.
	 *
	 * @param string       $code       A code, in any case.
	 * @param int          $exclude_id A coupon to leave out (the one being saved).
	 * @param list<string> $statuses   Post statuses to look in; by default every coupon that is
	 *                                 neither trashed nor an unsaved draft.
	 * @return int|null The most recent such coupon's id.
	 */
	public function code_owner( string $code, int $exclude_id = 0, array $statuses = CouponPostType::LIVE_STATUSES ): ?int {
		global $wpdb;
		$code = Coupon::normalize_code( $code );
		if ( '' === $code ) {
			return null;
		}
		$in = implode( ', ', array_fill( 0, count( $statuses ), '%s' ) );
		// The title's collation decides "=": usually case- and accent-insensitive, so the exact
		// comparison (lower-cased, accents kept) is made here on the few rows it finds.
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare,WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- placeholders for the statuses; values prepared.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT ID, post_title FROM {$wpdb->posts} WHERE post_type = %s AND post_status IN ({$in}) AND ( post_title = %s OR LOWER(post_title) = %s ) AND ID <> %d ORDER BY ID DESC", CouponPostType::NAME, ...array_merge( $statuses, array( $code, $code, $exclude_id ) ) ), ARRAY_A );
		foreach ( (array) $rows as $row ) {
			if ( Coupon::normalize_code( (string) $row['post_title'] ) === $code ) {
				return (int) $row['ID'];
			}
		}
		return null;
	}

	/**
	 * A stored amount, or null when there is none (or it is not a decimal, which only a write
	 * around CouponWriter could leave).
	 */
	private static function decimal( mixed $value ): ?string {
		return is_scalar( $value ) && Money::is_valid( (string) $value, 8 ) ? (string) $value : null;
	}

	private static function positive_int( mixed $value ): ?int {
		return is_numeric( $value ) && (int) $value > 0 ? (int) $value : null;
	}

	/**
	 * @return list<int>
	 */
	private static function ids( mixed $value ): array {
		return is_array( $value ) ? array_values( array_filter( array_map( 'intval', $value ), static fn ( int $id ): bool => $id > 0 ) ) : array();
	}
}
