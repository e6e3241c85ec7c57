<?php
/**
 * The product lookup table: what listings sort and filter on.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Catalog;

use Vitrine\Catalog\Model\Money;
use Vitrine\Catalog\Model\Prices;
use Vitrine\Catalog\Model\Stock;

/**
 * One row per product and per variation with price, stock, rating, sales, menu order and title
 * as indexed columns, so that sorting 50,000 products by price, or in the default order, is an
 * index scan instead of a meta join or a sort of every product.
 * SKUs are unique here (a unique index), which is what keeps them unique store-wide.
 */
final class LookupTable {

	public const TABLE = 'vitrine_product_lookup';

	/**
	 * The cron event that resyncs a product when a scheduled sale starts or ends.
	 */
	public const SALE_BOUNDARY_EVENT = 'vitrine_sale_boundary';

	/**
	 * How much of a title the row keeps for the default order (menu order, title, id), which
	 * listings read from the table's default_order index (schema 16).
	 */
	public const TITLE_LENGTH = 700;

	/**
	 * Rows read by row() in this request, under the catalog version they were read at.
	 *
	 * @var array<int, array<string, string|null>|null>
	 */
	private array $rows = array();

	private string $rows_version = '';

	public function __construct(
		private readonly ProductRepository $products,
		private readonly AttributeLookup $attributes,
		private readonly CatalogVersion $version,
	) {
	}

	public static function name(): string {
		global $wpdb;
		return $wpdb->prefix . self::TABLE;
	}

	/**
	 * Rewrites the row of a product or variation (and, for a variation, its product's).
	 */
	public function sync( int $post_id ): void {
		$post = get_post( $post_id );
		if ( ! $post instanceof \WP_Post || in_array( $post->post_status, array( 'trash', 'auto-draft' ), true ) ) {
			$this->delete( $post_id );
			if ( $post instanceof \WP_Post && ProductPostTypes::VARIATION === $post->post_type ) {
				$this->sync( (int) $post->post_parent );
			}
			return;
		}
		if ( ProductPostTypes::VARIATION === $post->post_type ) {
			$this->sync_variation( $post_id );
			$this->sync( (int) $post->post_parent );
			return;
		}
		if ( ProductPostTypes::PRODUCT === $post->post_type ) {
			$this->sync_product( $post_id );
		}
	}

	public function delete( int $post_id ): void {
		global $wpdb;
		$wpdb->delete( self::name(), array( 'product_id' => $post_id ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$this->attributes->delete_product( $post_id );
		$this->version->bump();
	}

	/**
	 * Hooked to delete_term: a deleted attribute term leaves no row behind, and a deleted category
	 * or attribute term changes the catalog's counts, so their caches must go stale.
	 *
	 * @param int    $term_id  The term.
	 * @param int    $tt_id    Its term_taxonomy id.
	 * @param string $taxonomy Its taxonomy.
	 */
	public function delete_term( int $term_id, int $tt_id = 0, string $taxonomy = '' ): void {
		unset( $tt_id );
		if ( ProductPostTypes::CATEGORY !== $taxonomy && ! str_starts_with( $taxonomy, GlobalAttribute::TAXONOMY_PREFIX ) ) {
			return;
		}
		$this->attributes->delete_term( $term_id );
		$this->version->bump();
	}

	/**
	 * The product or variation that has this SKU, other than the one excluded.
	 */
	public function sku_owner( string $sku, int $exclude_id = 0 ): ?int {
		global $wpdb;
		$table = self::name();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
		$id = $wpdb->get_var( $wpdb->prepare( "SELECT product_id FROM {$table} WHERE sku = %s AND product_id <> %d LIMIT 1", $sku, $exclude_id ) );
		return null === $id ? null : (int) $id;
	}

	/**
	 * One row, for tests and diagnostics.
	 *
	 * @return array<string, string|null>|null
	 */
	public function row( int $post_id ): ?array {
		// A product page reads its row for the rating, the offers and the structured data's
		// rating: one query, kept for this request under the catalog's version, which every
		// write of a row changes (kept in memory only: a shared cache could keep a row read
		// between another request's bump and its write).
		$version = $this->version->current();
		if ( $this->rows_version !== $version ) {
			$this->rows         = array();
			$this->rows_version = $version;
		}
		if ( array_key_exists( $post_id, $this->rows ) ) {
			return $this->rows[ $post_id ];
		}
		global $wpdb;
		$table = self::name();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE product_id = %d", $post_id ), ARRAY_A );
		if ( count( $this->rows ) >= 100 ) {
			$this->rows = array();
		}
		$this->rows[ $post_id ] = is_array( $row ) ? $row : null;
		return $this->rows[ $post_id ];
	}

	private function sync_product( int $id ): void {
		$product = $this->products->find( $id );
		if ( null === $product ) {
			return;
		}
		$this->attributes->sync_product( $product );
		$this->version->bump();
		$now = time();
		if ( $product->is_variable() ) {
			$prices   = array();
			$on_sale  = false;
			$statuses = array();
			foreach ( $this->products->variations( $id ) as $variation ) {
				if ( ! $variation->is_enabled() ) {
					continue;
				}
				$price = $variation->prices->active( $now );
				if ( null !== $price ) {
					$prices[] = $price;
				}
				$on_sale    = $on_sale || $variation->prices->is_on_sale( $now );
				$statuses[] = $variation->stock->status();
			}
			usort( $prices, array( Money::class, 'compare' ) );
			$status = in_array( Stock::IN_STOCK, $statuses, true ) ? Stock::IN_STOCK
				: ( in_array( Stock::ON_BACKORDER, $statuses, true ) ? Stock::ON_BACKORDER : Stock::OUT_OF_STOCK );
			$max    = array() === $prices ? null : $prices[ count( $prices ) - 1 ];
			$this->write( $id, 0, $product->type, $product->sku, $prices[0] ?? null, $max, $on_sale, null, $status, $product->total_sales );
			return;
		}
		$price = $product->prices->active( $now );
		$this->schedule_sale_boundaries( $id, $product->prices, $now );
		$this->write(
			$id,
			0,
			$product->type,
			$product->sku,
			$price,
			$price,
			$product->prices->is_on_sale( $now ),
			$product->stock->managed ? $product->stock->quantity : null,
			$product->stock->status(),
			$product->total_sales
		);
	}

	private function sync_variation( int $id ): void {
		$variation = $this->products->find_variation( $id );
		if ( null === $variation ) {
			return;
		}
		$this->version->bump();
		$now   = time();
		$price = $variation->prices->active( $now );
		$this->schedule_sale_boundaries( $variation->parent_id, $variation->prices, $now );
		$this->write(
			$id,
			$variation->parent_id,
			'variation',
			$variation->sku,
			$price,
			$price,
			$variation->prices->is_on_sale( $now ),
			$variation->stock->managed ? $variation->stock->quantity : null,
			$variation->stock->status(),
			0
		);
	}

	/**
	 * The row holds the price of the moment; when a scheduled sale starts or ends the row must
	 * change with it, so a single cron event is set for each boundary still ahead.
	 */
	private function schedule_sale_boundaries( int $product_id, Prices $prices, int $now ): void {
		foreach ( array( $prices->sale_from, null === $prices->sale_to ? null : $prices->sale_to + 1 ) as $when ) {
			if ( null !== $when && $when > $now && ! wp_next_scheduled( self::SALE_BOUNDARY_EVENT, array( $product_id ) ) ) {
				wp_schedule_single_event( $when, self::SALE_BOUNDARY_EVENT, array( $product_id ) );
			}
		}
	}

	private function write( int $id, int $parent_id, string $type, string $sku, ?string $min, ?string $max, bool $on_sale, ?int $stock, string $status, int $sales ): void {
		global $wpdb;
		$table   = self::name();
		$ratings = 0 === $parent_id ? $this->ratings( $id ) : array( 0.0, 0 );
		$post    = get_post( $id );
		// One statement: INSERT ... ON DUPLICATE KEY UPDATE keeps the rating columns consistent.
		// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
		$wpdb->query(
			$wpdb->prepare(
				"INSERT INTO {$table} (product_id, parent_id, type, sku, min_price, max_price, on_sale, stock_quantity, stock_status, average_rating, rating_count, total_sales, menu_order, title)
				VALUES (%d, %d, %s, NULLIF(%s, ''), NULLIF(%s, ''), NULLIF(%s, ''), %d, NULLIF(%s, ''), %s, %f, %d, %d, %d, LEFT(%s, %d))
				ON DUPLICATE KEY UPDATE parent_id = VALUES(parent_id), type = VALUES(type), sku = VALUES(sku), min_price = VALUES(min_price),
					max_price = VALUES(max_price), on_sale = VALUES(on_sale), stock_quantity = VALUES(stock_quantity), stock_status = VALUES(stock_status),
					average_rating = VALUES(average_rating), rating_count = VALUES(rating_count), total_sales = VALUES(total_sales),
					menu_order = VALUES(menu_order), title = VALUES(title)",
				$id,
				$parent_id,
				$type,
				$sku,
				(string) $min,
				(string) $max,
				$on_sale ? 1 : 0,
				null === $stock ? '' : (string) $stock,
				$status,
				$ratings[0],
				$ratings[1],
				$sales,
				$post instanceof \WP_Post ? (int) $post->menu_order : 0,
				$post instanceof \WP_Post ? $post->post_title : '',
				self::TITLE_LENGTH
			)
		);
		// phpcs:enable
	}

	/**
	 * Average rating and count of a product's approved reviews.
	 *
	 * @return array{0: float, 1: int}
	 */
	private function ratings( int $product_id ): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- aggregate over core tables, prepared.
		$row = $wpdb->get_row(
			$wpdb->prepare(
				"SELECT AVG(CAST(m.meta_value AS UNSIGNED)) AS average, COUNT(*) AS total
				FROM {$wpdb->comments} c INNER JOIN {$wpdb->commentmeta} m ON m.comment_id = c.comment_ID AND m.meta_key = 'rating'
				WHERE c.comment_post_ID = %d AND c.comment_approved = '1' AND CAST(m.meta_value AS UNSIGNED) BETWEEN 1 AND 5",
				$product_id
			)
		);
		return array( round( (float) ( $row->average ?? 0 ), 2 ), (int) ( $row->total ?? 0 ) );
	}
}
