<?php
/**
 * Reads products and variations.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Catalog;

use Vitrine\Catalog\Model\Dimensions;
use Vitrine\Catalog\Model\Prices;
use Vitrine\Catalog\Model\Product;
use Vitrine\Catalog\Model\ProductAttribute;
use Vitrine\Catalog\Model\Stock;
use Vitrine\Catalog\Model\Variation;

/**
 * Builds Product and Variation objects from posts and their meta (both come from WordPress's
 * object cache once primed, so a listing costs one meta query for all its products).
 */
final class ProductRepository {

	/** The object cache group of the variation lists. */
	private const CACHE_GROUP = 'vitrine_products';

	public function find( int $id ): ?Product {
		$post = get_post( $id );
		if ( ! $post instanceof \WP_Post || ProductPostTypes::PRODUCT !== $post->post_type ) {
			return null;
		}
		$meta       = $this->meta( $id );
		$attributes = array();
		foreach ( (array) maybe_unserialize( $meta[ ProductMeta::ATTRIBUTES ] ?? array() ) as $row ) {
			if ( is_array( $row ) ) {
				$attributes[] = ProductAttribute::from_array( $row );
			}
		}
		$downloads = array();
		foreach ( (array) maybe_unserialize( $meta[ ProductMeta::DOWNLOADS ] ?? array() ) as $row ) {
			if ( is_array( $row ) && isset( $row['file'] ) ) {
				$downloads[] = array(
					'name' => (string) ( $row['name'] ?? '' ),
					'file' => (string) $row['file'],
				);
			}
		}
		$type = $meta[ ProductMeta::TYPE ] ?? '';
		return new Product(
			$id,
			Product::TYPE_VARIABLE === $type ? Product::TYPE_VARIABLE : Product::TYPE_SIMPLE,
			$post->post_title,
			$post->post_name,
			$post->post_status,
			$this->prices( $meta ),
			(string) ( $meta[ ProductMeta::SKU ] ?? '' ),
			$this->stock( $meta ),
			new Dimensions(
				self::nullable( $meta[ ProductMeta::WEIGHT ] ?? null ),
				self::nullable( $meta[ ProductMeta::LENGTH ] ?? null ),
				self::nullable( $meta[ ProductMeta::WIDTH ] ?? null ),
				self::nullable( $meta[ ProductMeta::HEIGHT ] ?? null )
			),
			(int) get_post_thumbnail_id( $id ),
			array_values( array_map( 'intval', (array) maybe_unserialize( $meta[ ProductMeta::GALLERY ] ?? array() ) ) ),
			'yes' === ( $meta[ ProductMeta::VIRTUAL ] ?? 'no' ),
			'yes' === ( $meta[ ProductMeta::DOWNLOADABLE ] ?? 'no' ),
			$downloads,
			$attributes,
			(int) ( $meta[ ProductMeta::TOTAL_SALES ] ?? 0 ),
			self::tax_status( $meta[ ProductMeta::TAX_STATUS ] ?? '', Product::TAX_TAXABLE ),
			(string) ( $meta[ ProductMeta::TAX_CLASS ] ?? '' )
		);
	}

	public function find_variation( int $id ): ?Variation {
		$post = get_post( $id );
		if ( ! $post instanceof \WP_Post || ProductPostTypes::VARIATION !== $post->post_type ) {
			return null;
		}
		$meta       = $this->meta( $id );
		$attributes = array();
		foreach ( $meta as $key => $value ) {
			if ( str_starts_with( $key, ProductMeta::ATTRIBUTE_PREFIX ) ) {
				$attributes[ substr( $key, strlen( ProductMeta::ATTRIBUTE_PREFIX ) ) ] = (string) $value;
			}
		}
		return new Variation(
			$id,
			(int) $post->post_parent,
			$post->post_status,
			$attributes,
			$this->prices( $meta ),
			(string) ( $meta[ ProductMeta::SKU ] ?? '' ),
			$this->stock( $meta ),
			(int) get_post_thumbnail_id( $id ),
			self::tax_status( $meta[ ProductMeta::TAX_STATUS ] ?? '', Variation::PARENT ),
			// No meta is "same as the product"; '' stored is the standard class.
			array_key_exists( ProductMeta::TAX_CLASS, $meta ) ? $meta[ ProductMeta::TAX_CLASS ] : Variation::PARENT
		);
	}

	/**
	 * Reads what building a page of products needs in a fixed number of queries, whatever the
	 * number of products: their posts, meta and terms, their variations' ids (one query for all
	 * the products, which reads their posts too) and the variations' meta. find() and
	 * variations() then read from the caches, so a listing costs no query per product.
	 *
	 * @param list<int> $ids  Product ids.
	 * @param list<int> $also Other posts the caller needs with their meta (a listing's images):
	 *                        read with the variations' meta instead of in two queries more.
	 */
	public function prime( array $ids, array $also = array() ): void {
		$ids = array_values( array_unique( array_filter( array_map( 'intval', $ids ) ) ) );
		if ( array() === $ids ) {
			return;
		}
		_prime_post_caches( $ids, true, true );
		$parents = array();
		foreach ( $ids as $id ) {
			if ( Product::TYPE_VARIABLE === get_post_meta( $id, ProductMeta::TYPE, true ) ) {
				$parents[] = $id;
			}
		}
		$missing = array();
		foreach ( $parents as $id ) {
			if ( false === wp_cache_get( self::variations_cache_key( $id ), self::CACHE_GROUP ) ) {
				$missing[] = $id;
			}
		}
		$children = array();
		if ( array() !== $missing ) {
			global $wpdb;
			$placeholders = implode( ',', array_fill( 0, count( $missing ), '%d' ) );
			// The same variations, in the same order, as variations() asks WP_Query for.
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare,WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- core table; one %d per id.
			$rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT {$wpdb->posts}.* FROM {$wpdb->posts} WHERE post_type = %s AND post_status IN ('publish', 'private') AND post_parent IN ({$placeholders}) ORDER BY post_parent ASC, menu_order ASC, ID ASC", ProductPostTypes::VARIATION, ...$missing ) );
			// The rows are whole posts: cached as _prime_post_caches() caches what it reads.
			update_post_cache( $rows );
			$by_parent = array_fill_keys( $missing, array() );
			foreach ( $rows as $row ) {
				$by_parent[ (int) $row->post_parent ][] = (int) $row->ID;
			}
			foreach ( $by_parent as $parent => $variation_ids ) {
				wp_cache_set( self::variations_cache_key( $parent ), $variation_ids, self::CACHE_GROUP );
				array_push( $children, ...$variation_ids );
			}
		}
		foreach ( $parents as $id ) {
			if ( ! in_array( $id, $missing, true ) ) {
				array_push( $children, ...(array) wp_cache_get( self::variations_cache_key( $id ), self::CACHE_GROUP ) );
			}
		}
		$others = array_values( array_unique( array_filter( array_map( 'intval', $also ) ) ) );
		if ( array() !== $children || array() !== $others ) {
			_prime_post_caches( array_merge( $children, $others ), false, true );
		}
	}

	/**
	 * A product's variations, enabled or not, in menu order.
	 *
	 * @return list<Variation>
	 */
	public function variations( int $product_id ): array {
		$list = array();
		foreach ( $this->variation_ids( $product_id ) as $id ) {
			$variation = $this->find_variation( $id );
			if ( null !== $variation ) {
				$list[] = $variation;
			}
		}
		return $list;
	}

	/**
	 * The ids of a product's variations, from the cache prime() or an earlier call filled. The
	 * key carries the posts' last-changed time, so any change to a post makes it stale.
	 *
	 * @return list<int>
	 */
	private function variation_ids( int $product_id ): array {
		$key    = self::variations_cache_key( $product_id );
		$cached = wp_cache_get( $key, self::CACHE_GROUP );
		if ( is_array( $cached ) ) {
			return array_values( array_map( 'intval', $cached ) );
		}
		$ids = get_posts(
			array(
				'post_type'        => ProductPostTypes::VARIATION,
				'post_parent'      => $product_id,
				'post_status'      => array( 'publish', 'private' ),
				'numberposts'      => -1,
				'orderby'          => array(
					'menu_order' => 'ASC',
					'ID'         => 'ASC',
				),
				'fields'           => 'ids',
				'suppress_filters' => true,
			)
		);
		$ids = array_values( array_map( 'intval', $ids ) );
		wp_cache_set( $key, $ids, self::CACHE_GROUP );
		if ( count( $ids ) > 1 ) {
			// One query for the meta of all of them, not one per variation.
			_prime_post_caches( $ids, false, true );
		}
		return $ids;
	}

	private static function variations_cache_key( int $product_id ): string {
		return 'variations:' . $product_id . ':' . wp_cache_get_last_changed( 'posts' );
	}

	/**
	 * The enabled variation the chosen values select, or null (an unavailable combination).
	 *
	 * @param int                   $product_id The variable product.
	 * @param array<string, string> $chosen     Attribute key to value.
	 */
	public function resolve_variation( int $product_id, array $chosen ): ?Variation {
		foreach ( $this->variations( $product_id ) as $variation ) {
			if ( $variation->is_enabled() && $variation->matches( $chosen ) ) {
				return $variation;
			}
		}
		return null;
	}

	/**
	 * @return array<string, string>
	 */
	private function meta( int $id ): array {
		$meta = array();
		foreach ( (array) get_post_meta( $id ) as $key => $values ) {
			$meta[ (string) $key ] = is_array( $values ) ? (string) reset( $values ) : '';
		}
		return $meta;
	}

	/**
	 * @param array<string, string> $meta Post meta.
	 */
	private function prices( array $meta ): Prices {
		$from = $meta[ ProductMeta::SALE_FROM ] ?? '';
		$to   = $meta[ ProductMeta::SALE_TO ] ?? '';
		return new Prices(
			self::nullable( $meta[ ProductMeta::REGULAR_PRICE ] ?? null ),
			self::nullable( $meta[ ProductMeta::SALE_PRICE ] ?? null ),
			'' !== $from ? (int) $from : null,
			'' !== $to ? (int) $to : null
		);
	}

	/**
	 * @param array<string, string> $meta Post meta.
	 */
	private function stock( array $meta ): Stock {
		$quantity = $meta[ ProductMeta::STOCK ] ?? '';
		return new Stock(
			'yes' === ( $meta[ ProductMeta::MANAGE_STOCK ] ?? 'no' ),
			'' !== $quantity ? (int) $quantity : null,
			(string) ( $meta[ ProductMeta::BACKORDERS ] ?? Stock::BACKORDERS_NO ),
			(string) ( $meta[ ProductMeta::STOCK_STATUS ] ?? Stock::IN_STOCK )
		);
	}

	/**
	 * A stored tax status, or the default for none (or an unknown one).
	 */
	private static function tax_status( string $value, string $default_value ): string {
		return in_array( $value, Product::TAX_STATUSES, true ) ? $value : $default_value;
	}

	private static function nullable( ?string $value ): ?string {
		return null === $value || '' === $value ? null : $value;
	}
}
