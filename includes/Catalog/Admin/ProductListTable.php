<?php
/**
 * Columns and sorting of the Products list in wp-admin.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Catalog\Admin;

use Vitrine\Catalog\LookupTable;
use Vitrine\Catalog\Model\Money;
use Vitrine\Catalog\Model\Stock;
use Vitrine\Catalog\PriceFormatter;
use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Catalog\ProductRepository;

/**
 * Adds image, SKU, price and stock columns to edit.php?post_type=vitrine_product, and sorts by
 * price and SKU through the lookup table's indexed columns rather than a meta join.
 *
 * The listed products' lookup rows are read in one query the first time a column needs them.
 */
final class ProductListTable {

	public const ORDERBY_PRICE = 'price';
	public const ORDERBY_SKU   = 'sku';

	/** @var array<int, array<string, string|null>|null>|null Lookup rows of the listed products; null for a product without one. */
	private ?array $rows = null;

	public function __construct(
		private readonly ProductRepository $products,
		private readonly PriceFormatter $prices,
	) {
	}

	/**
	 * Filter manage_vitrine_product_posts_columns.
	 *
	 * @param array<string, string> $columns Column key to heading.
	 * @return array<string, string>
	 */
	public function columns( array $columns ): array {
		$list = array();
		foreach ( $columns as $key => $heading ) {
			if ( 'title' === $key ) {
				$list['vitrine_image'] = __( 'Image', 'vitrine' );
			}
			$list[ $key ] = $heading;
			if ( 'title' === $key ) {
				$list['vitrine_sku']   = __( 'SKU', 'vitrine' );
				$list['vitrine_price'] = __( 'Price', 'vitrine' );
				$list['vitrine_stock'] = __( 'Stock', 'vitrine' );
			}
		}
		return $list;
	}

	/**
	 * Filter manage_edit-vitrine_product_sortable_columns.
	 *
	 * @param array<string, mixed> $columns Sortable column key to orderby value.
	 * @return array<string, mixed>
	 */
	public function sortable_columns( array $columns ): array {
		$columns['vitrine_price'] = array( self::ORDERBY_PRICE, false, __( 'Price', 'vitrine' ), __( 'Table ordered by price.', 'vitrine' ) );
		$columns['vitrine_sku']   = array( self::ORDERBY_SKU, false, __( 'SKU', 'vitrine' ), __( 'Table ordered by SKU.', 'vitrine' ) );
		return $columns;
	}

	/**
	 * Action manage_vitrine_product_posts_custom_column.
	 *
	 * @param string $column  Column key.
	 * @param int    $post_id The product.
	 */
	public function render_column( string $column, int $post_id ): void {
		switch ( $column ) {
			case 'vitrine_image':
				// The product's name is the next column: the thumbnail is decorative here.
				echo has_post_thumbnail( $post_id ) ? get_the_post_thumbnail( $post_id, array( 40, 40 ), array( 'alt' => '' ) ) : '<span aria-hidden="true">–</span>';
				break;
			case 'vitrine_sku':
				$sku = (string) ( $this->row( $post_id )['sku'] ?? '' );
				echo '' !== $sku ? esc_html( $sku ) : '<span aria-hidden="true">–</span>';
				break;
			case 'vitrine_price':
				echo $this->price_html( $post_id ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- PriceFormatter escapes.
				break;
			case 'vitrine_stock':
				echo esc_html( $this->stock_text( $post_id ) );
				break;
		}
	}

	/**
	 * Filter posts_clauses: ?orderby=price|sku on the Products list sorts through the lookup table.
	 *
	 * @param array<string, string> $clauses The query's clauses.
	 * @param \WP_Query             $query   The query.
	 * @return array<string, string>
	 */
	public function sort_clauses( array $clauses, \WP_Query $query ): array {
		if ( ! is_admin() || ! $query->is_main_query() ) {
			return $clauses;
		}
		return $this->apply_sorting( $clauses, $query );
	}

	/**
	 * The clauses that sort a product query by price or SKU, NULLs (no price, no SKU) last.
	 *
	 * @param array<string, string> $clauses The query's clauses.
	 * @param \WP_Query             $query   The query.
	 * @return array<string, string>
	 */
	public function apply_sorting( array $clauses, \WP_Query $query ): array {
		global $wpdb;
		$orderby = $query->get( 'orderby' );
		if ( ProductPostTypes::PRODUCT !== $query->get( 'post_type' ) || ! in_array( $orderby, array( self::ORDERBY_PRICE, self::ORDERBY_SKU ), true ) ) {
			return $clauses;
		}
		$desc   = 'DESC' === strtoupper( (string) $query->get( 'order' ) );
		$order  = $desc ? 'DESC' : 'ASC';
		$table  = LookupTable::name();
		$column = self::ORDERBY_SKU === $orderby ? 'vitrine_lookup.sku' : ( $desc ? 'vitrine_lookup.max_price' : 'vitrine_lookup.min_price' );

		$clauses['join']   .= " LEFT JOIN {$table} vitrine_lookup ON vitrine_lookup.product_id = {$wpdb->posts}.ID";
		$clauses['orderby'] = "{$column} IS NULL ASC, {$column} {$order}, {$wpdb->posts}.ID {$order}";
		return $clauses;
	}

	private function price_html( int $post_id ): string {
		$row = $this->row( $post_id );
		if ( null !== $row && 'variable' === $row['type'] ) {
			// A variable product's range comes from the lookup row, without loading each variation.
			$min = $row['min_price'];
			$max = $row['max_price'];
			if ( null === $min || null === $max ) {
				return '<span aria-hidden="true">–</span><span class="screen-reader-text">' . esc_html__( 'No price', 'vitrine' ) . '</span>';
			}
			$text = 0 === Money::compare( $min, $max )
				? $this->prices->format( $min )
				/* translators: 1: lowest price, 2: highest price. */
				: sprintf( _x( '%1$s – %2$s', 'price range', 'vitrine' ), $this->prices->format( $min ), $this->prices->format( $max ) );
			return '<span class="vitrine-price">' . esc_html( $text ) . '</span>';
		}
		$product = $this->products->find( $post_id );
		$html    = null !== $product ? $this->prices->product_price_html( $product ) : '';
		return '' !== $html ? $html : '<span aria-hidden="true">–</span><span class="screen-reader-text">' . esc_html__( 'No price', 'vitrine' ) . '</span>';
	}

	private function stock_text( int $post_id ): string {
		$row    = $this->row( $post_id );
		$status = null !== $row ? (string) $row['stock_status'] : Stock::IN_STOCK;
		$label  = match ( $status ) {
			Stock::OUT_OF_STOCK => __( 'Out of stock', 'vitrine' ),
			Stock::ON_BACKORDER => __( 'On backorder', 'vitrine' ),
			default             => __( 'In stock', 'vitrine' ),
		};
		if ( null !== $row && null !== $row['stock_quantity'] ) {
			/* translators: 1: stock status such as In stock, 2: units in stock. */
			return sprintf( __( '%1$s (%2$s)', 'vitrine' ), $label, number_format_i18n( (int) $row['stock_quantity'] ) );
		}
		return $label;
	}

	/**
	 * The lookup row of a listed product; the rows of the whole page are read at the first call.
	 *
	 * @return array<string, string|null>|null
	 */
	private function row( int $post_id ): ?array {
		if ( null === $this->rows ) {
			$this->rows = $this->read_rows( $post_id );
		}
		if ( ! array_key_exists( $post_id, $this->rows ) ) {
			// A product not in the main query (a filter added one): read it alone.
			$this->rows += $this->read_rows( $post_id, array( $post_id ) );
		}
		return $this->rows[ $post_id ] ?? null;
	}

	/**
	 * @param int       $post_id The product asked for.
	 * @param list<int> $ids     Products to read; the main query's when not given.
	 * @return array<int, array<string, string|null>|null>
	 */
	private function read_rows( int $post_id, array $ids = array() ): array {
		global $wpdb, $wp_query;
		if ( array() === $ids ) {
			$ids = array( $post_id );
			if ( $wp_query instanceof \WP_Query ) {
				foreach ( (array) $wp_query->posts as $post ) {
					$ids[] = $post instanceof \WP_Post ? $post->ID : (int) $post;
				}
			}
		}
		$ids          = array_values( array_unique( array_map( 'intval', $ids ) ) );
		$placeholders = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		$table        = LookupTable::name();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- our table; one %d per id.
		$results = $wpdb->get_results( $wpdb->prepare( "SELECT product_id, type, sku, min_price, max_price, stock_quantity, stock_status FROM {$table} WHERE product_id IN ({$placeholders})", $ids ), ARRAY_A );
		$rows    = array_fill_keys( $ids, null );
		foreach ( (array) $results as $result ) {
			$rows[ (int) $result['product_id'] ] = $result;
		}
		return $rows;
	}
}
