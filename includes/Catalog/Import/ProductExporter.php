<?php
/**
 * Writes the catalog as a CSV file.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Catalog\Import;

use Vitrine\Catalog\Model\Product;
use Vitrine\Catalog\Model\Stock;
use Vitrine\Catalog\Model\Variation;
use Vitrine\Catalog\ProductMeta;
use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Catalog\ProductRepository;

/**
 * Streams products in the columns of CsvColumns to a stream (php://output for a download): a
 * UTF-8 byte order mark, the header, then one row per product and, after a variable product, one
 * per variation. Products are read in batches of ids (BATCH), each batch primed in a fixed number
 * of queries and dropped from the object cache's memory after it is written, so the memory used
 * does not grow with the catalog (50,000 products).
 */
final class ProductExporter {
	// phpcs:disable WordPress.WP.AlternativeFunctions.file_system_read_fwrite -- the stream the caller opened (php://output): WP_Filesystem has no streams.

	public const BATCH = 200;

	/** @var array<int, string> Category term id to its "A > B" path, per export. */
	private array $paths = array();

	public function __construct( private readonly ProductRepository $products ) {
	}

	/**
	 * Writes the file.
	 *
	 * @param resource      $stream Where to write.
	 * @param ExportFilter $filter Which products.
	 * @return int The number of rows written (products and variations).
	 */
	public function export( $stream, ExportFilter $filter ): int {
		$this->paths = array();
		$attributes  = $this->max_attributes( $filter );
		$header      = CsvColumns::header( $attributes );
		fwrite( $stream, CsvCell::BOM . CsvCell::line( array_values( $header ) ) );
		$rows  = 0;
		$after = 0;
		do {
			$ids = $this->ids( $filter, $after );
			if ( array() === $ids ) {
				break;
			}
			$this->products->prime( $ids );
			update_object_term_cache( $ids, ProductPostTypes::PRODUCT );
			foreach ( $ids as $id ) {
				$product = $this->products->find( $id );
				if ( null === $product ) {
					continue;
				}
				$lines = array( $this->product_row( $product, $attributes ) );
				if ( $product->is_variable() ) {
					foreach ( $this->products->variations( $id ) as $variation ) {
						$lines[] = $this->variation_row( $variation, $product, $attributes );
					}
				}
				foreach ( $lines as $line ) {
					$cells = array();
					foreach ( array_keys( $header ) as $key ) {
						$cells[] = (string) ( $line[ $key ] ?? '' );
					}
					fwrite( $stream, CsvCell::line( $cells ) );
					++$rows;
				}
			}
			$after = (int) end( $ids );
			$full  = count( $ids ) === self::BATCH;
			self::release_memory();
		} while ( $full );
		return $rows;
	}

	/**
	 * The next batch of product ids after $after, in id order.
	 *
	 * @return list<int>
	 */
	public function ids( ExportFilter $filter, int $after ): array {
		global $wpdb;
		$where  = array( 'p.post_type = %s', 'p.ID > %d' );
		$params = array( ProductPostTypes::PRODUCT, $after );
		$joins  = '';
		if ( array() !== $filter->statuses ) {
			$where[] = 'p.post_status IN (' . implode( ',', array_fill( 0, count( $filter->statuses ), '%s' ) ) . ')';
			array_push( $params, ...$filter->statuses );
		} else {
			$where[] = "p.post_status NOT IN ('trash', 'auto-draft', 'inherit')";
		}
		if ( '' !== $filter->type ) {
			// A product saved without a type is simple: it may have no type meta at all.
			$joins  .= " LEFT JOIN {$wpdb->postmeta} pm ON pm.post_id = p.ID AND pm.meta_key = %s";
			$where[] = Product::TYPE_VARIABLE === $filter->type ? 'pm.meta_value = %s' : '(pm.meta_value IS NULL OR pm.meta_value <> %s)';
			$params  = array_merge( array( ProductMeta::TYPE ), $params, array( Product::TYPE_VARIABLE ) );
		}
		if ( 0 !== $filter->category ) {
			$terms = array_merge( array( $filter->category ), array_map( 'intval', (array) get_term_children( $filter->category, ProductPostTypes::CATEGORY ) ) );
			$tt    = array();
			foreach ( $terms as $term_id ) {
				$term = get_term( $term_id, ProductPostTypes::CATEGORY );
				if ( $term instanceof \WP_Term ) {
					$tt[] = (int) $term->term_taxonomy_id;
				}
			}
			if ( array() === $tt ) {
				return array();
			}
			$where[] = "p.ID IN (SELECT object_id FROM {$wpdb->term_relationships} WHERE term_taxonomy_id IN (" . implode( ',', array_fill( 0, count( $tt ), '%d' ) ) . '))';
			array_push( $params, ...$tt );
		}
		$params[] = self::BATCH;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- core tables; the clauses are ours, every value a placeholder.
		$ids = $wpdb->get_col( $wpdb->prepare( "SELECT p.ID FROM {$wpdb->posts} p{$joins} WHERE " . implode( ' AND ', $where ) . ' ORDER BY p.ID ASC LIMIT %d', ...$params ) );
		return array_values( array_map( 'intval', (array) $ids ) );
	}

	/**
	 * The most attributes one product of the export has: the number of attribute column groups.
	 */
	private function max_attributes( ExportFilter $filter ): int {
		$max   = 0;
		$after = 0;
		do {
			$ids = $this->ids( $filter, $after );
			if ( array() === $ids ) {
				break;
			}
			global $wpdb;
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare,WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- core table; one %d per id.
			$values = $wpdb->get_col( $wpdb->prepare( "SELECT meta_value FROM {$wpdb->postmeta} WHERE meta_key = %s AND post_id IN (" . implode( ',', array_fill( 0, count( $ids ), '%d' ) ) . ')', ProductMeta::ATTRIBUTES, ...$ids ) );
			foreach ( (array) $values as $value ) {
				$max = max( $max, count( (array) maybe_unserialize( (string) $value ) ) );
			}
			$after = (int) end( $ids );
			$full  = count( $ids ) === self::BATCH;
		} while ( $full );
		return $max;
	}

	/**
	 * @return array<string, string>
	 */
	private function product_row( Product $product, int $attributes ): array {
		$post = get_post( $product->id );
		$row  = array(
			'id'                => (string) $product->id,
			'type'              => $product->type,
			'sku'               => $product->sku,
			'name'              => $product->name,
			'published'         => self::published( $product->status ),
			'short_description' => $post instanceof \WP_Post ? $post->post_excerpt : '',
			'description'       => $post instanceof \WP_Post ? $post->post_content : '',
			'tax_status'        => $product->tax_status,
			'tax_class'         => $product->tax_class,
			'weight'            => (string) $product->dimensions->weight,
			'length'            => (string) $product->dimensions->length,
			'width'             => (string) $product->dimensions->width,
			'height'            => (string) $product->dimensions->height,
			'categories'        => CsvColumns::join_list( $this->category_paths( $product->id ) ),
			'tags'              => CsvColumns::join_list( self::term_names( $product->id, ProductPostTypes::TAG ) ),
			'images'            => implode( ', ', self::image_urls( $product->image_ids() ) ),
			'position'          => $post instanceof \WP_Post ? (string) $post->menu_order : '0',
		);
		$row += self::prices( $product->prices->regular, $product->prices->sale, $product->prices->sale_from, $product->prices->sale_to );
		$row += self::stock( $product->stock );
		foreach ( array_slice( $product->attributes, 0, $attributes ) as $index => $attribute ) {
			$prefix                     = 'attribute:' . ( $index + 1 ) . ':';
			$row[ $prefix . 'name' ]    = $attribute->name;
			$row[ $prefix . 'value' ]   = CsvColumns::join_list( array_values( $attribute->labelled_options() ) );
			$row[ $prefix . 'visible' ] = $attribute->visible ? '1' : '0';
			$row[ $prefix . 'global' ]  = '' !== $attribute->taxonomy ? '1' : '0';
		}
		return $row;
	}

	/**
	 * @return array<string, string>
	 */
	private function variation_row( Variation $variation, Product $parent, int $attributes ): array {
		$post = get_post( $variation->id );
		$row  = array(
			'id'         => (string) $variation->id,
			'type'       => 'variation',
			'sku'        => $variation->sku,
			'name'       => $parent->name,
			'published'  => $variation->is_enabled() ? '1' : '0',
			'tax_status' => Variation::PARENT === $variation->tax_status ? '' : $variation->tax_status,
			'tax_class'  => $variation->tax_class,
			'images'     => implode( ', ', self::image_urls( 0 !== $variation->image_id ? array( $variation->image_id ) : array() ) ),
			'parent'     => '' !== $parent->sku ? $parent->sku : 'id:' . $parent->id,
			'position'   => $post instanceof \WP_Post ? (string) $post->menu_order : '0',
		);
		$row += self::prices( $variation->prices->regular, $variation->prices->sale, $variation->prices->sale_from, $variation->prices->sale_to );
		$row += self::stock( $variation->stock );
		foreach ( array_slice( $parent->attributes, 0, $attributes ) as $index => $attribute ) {
			if ( ! $attribute->variation ) {
				continue;
			}
			$value  = $variation->attributes[ $attribute->key() ] ?? '';
			$labels = array();
			// A variation stores a custom attribute's value as a slug ('m' for M).
			foreach ( $attribute->labelled_options() as $option => $label ) {
				$labels[ sanitize_title( (string) $option ) ] = $label;
				$labels[ (string) $option ]                   = $label;
			}
			$prefix                     = 'attribute:' . ( $index + 1 ) . ':';
			$row[ $prefix . 'name' ]    = $attribute->name;
			$row[ $prefix . 'value' ]   = '' === $value ? '' : ( $labels[ $value ] ?? $value );
			$row[ $prefix . 'visible' ] = '';
			$row[ $prefix . 'global' ]  = '' !== $attribute->taxonomy ? '1' : '0';
		}
		return $row;
	}

	/**
	 * WooCommerce's Published: 1 published, 0 private, -1 a draft or pending.
	 */
	private static function published( string $status ): string {
		return match ( $status ) {
			'publish' => '1',
			'private' => '0',
			default   => '-1',
		};
	}

	/**
	 * @return array<string, string>
	 */
	private static function prices( ?string $regular, ?string $sale, ?int $from, ?int $to ): array {
		return array(
			'regular_price' => (string) $regular,
			'sale_price'    => (string) $sale,
			'sale_from'     => null === $from ? '' : self::date( $from, false ),
			'sale_to'       => null === $to ? '' : self::date( $to, true ),
		);
	}

	/**
	 * A schedule's time in the site's time zone: the day alone when it is the start (or, for an
	 * end, the last second) of a day, as WooCommerce writes it.
	 */
	private static function date( int $timestamp, bool $end ): string {
		$date = ( new \DateTimeImmutable( '@' . $timestamp ) )->setTimezone( wp_timezone() );
		return $date->format( 'H:i:s' ) === ( $end ? '23:59:59' : '00:00:00' ) ? $date->format( 'Y-m-d' ) : $date->format( 'Y-m-d H:i:s' );
	}

	/**
	 * WooCommerce's In stock? (1, 0 or backorder), Stock (the quantity when managed) and
	 * Backorders allowed? (1, 0 or notify).
	 *
	 * @return array<string, string>
	 */
	private static function stock( Stock $stock ): array {
		return array(
			'in_stock'   => match ( $stock->status() ) {
				Stock::OUT_OF_STOCK => '0',
			Stock::ON_BACKORDER => 'backorder',
			default             => '1',
			},
			'stock'      => $stock->managed && null !== $stock->quantity ? (string) $stock->quantity : '',
			'backorders' => match ( $stock->backorders ) {
				Stock::BACKORDERS_YES    => '1',
			Stock::BACKORDERS_NOTIFY => 'notify',
			default                  => '0',
			},
		);
	}

	/**
	 * The product's categories as "Parent > Child" paths.
	 *
	 * @return list<string>
	 */
	private function category_paths( int $id ): array {
		$terms = get_the_terms( $id, ProductPostTypes::CATEGORY );
		$paths = array();
		foreach ( is_array( $terms ) ? $terms : array() as $term ) {
			if ( ! isset( $this->paths[ $term->term_id ] ) ) {
				$names = array( $term->name );
				foreach ( get_ancestors( $term->term_id, ProductPostTypes::CATEGORY, 'taxonomy' ) as $ancestor ) {
					$parent = get_term( (int) $ancestor, ProductPostTypes::CATEGORY );
					if ( $parent instanceof \WP_Term ) {
						array_unshift( $names, $parent->name );
					}
				}
				$this->paths[ $term->term_id ] = implode( ' > ', $names );
			}
			$paths[] = $this->paths[ $term->term_id ];
		}
		return $paths;
	}

	/**
	 * @return list<string>
	 */
	private static function term_names( int $id, string $taxonomy ): array {
		$terms = get_the_terms( $id, $taxonomy );
		return is_array( $terms ) ? array_values( array_map( static fn ( \WP_Term $term ): string => $term->name, $terms ) ) : array();
	}

	/**
	 * @param list<int> $ids Attachment ids.
	 * @return list<string>
	 */
	private static function image_urls( array $ids ): array {
		$urls = array();
		foreach ( $ids as $id ) {
			$url = wp_get_attachment_url( $id );
			if ( is_string( $url ) && '' !== $url ) {
				$urls[] = $url;
			}
		}
		return $urls;
	}

	/**
	 * Drops what the batch put in the object cache's memory (a persistent cache keeps its copy)
	 * and the query log, so the next batch starts from the same memory.
	 */
	private static function release_memory(): void {
		global $wpdb;
		if ( function_exists( 'wp_cache_supports' ) && wp_cache_supports( 'flush_runtime' ) ) {
			wp_cache_flush_runtime();
		}
		$wpdb->queries = array();
	}
}
