<?php
/**
 * Inserts many products with reviews, fast, for benchmarks.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Demo;

use Vitrine\Catalog\AttributeLookup;
use Vitrine\Catalog\CatalogVersion;
use Vitrine\Catalog\LookupTable;
use Vitrine\Catalog\Model\Stock;
use Vitrine\Catalog\ProductMeta;
use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Core\Database\Fulltext;
use Vitrine\Search\SearchIndex;

/**
 * Writes simple products straight into wp_posts, wp_postmeta, the lookup table, the search
 * index, the term relationships and wp_comments / wp_commentmeta with multi-row INSERTs (every value through
 * $wpdb->prepare), a batch of products per transaction, so that 50,000 products take minutes
 * rather than hours. The rows are the ones ProductWriter, LookupSync and SearchSync would write;
 * no hooks run.
 *
 * Data is pseudo-random from a seed, so two runs with the same seed write the same catalog.
 * Products are named "Generated product 000123" (slug generated-product-000123), numbered on
 * from the ones already there; each is in one or two categories of the "Generated" tree.
 */
final class ProductGenerator {

	/** Rows in one INSERT statement. */
	private const ROWS_PER_INSERT = 1000;

	private const CATEGORIES = array( 'Generated: Apparel', 'Generated: Home', 'Generated: Garden', 'Generated: Toys', 'Generated: Books', 'Generated: Sports', 'Generated: Tools', 'Generated: Music' );

	private const WORDS = array( 'Classic', 'Modern', 'Organic', 'Vintage', 'Compact', 'Deluxe', 'Everyday', 'Travel', 'Premium', 'Handmade' );

	/** @var list<int> Term taxonomy ids of the generated categories. */
	private array $category_tt_ids = array();

	/**
	 * The colour attribute's terms when the site has it (the demo's): each generated product gets
	 * one, by its number, so that the shop filters' attribute queries can be timed; the
	 * pseudo-random sequence of everything else stays as it was.
	 *
	 * @var list<array{term_id: int, tt_id: int, slug: string}>
	 */
	private array $colours = array();

	/**
	 * @param int  $batch_size   Products per transaction (250: about 3,000 rows with their meta, lookup rows and reviews).
	 * @param bool $transactions Whether to commit every batch (off inside a test's own transaction).
	 * @param int  $seed         Seed of the pseudo-random data.
	 */
	public function __construct(
		private readonly int $batch_size = 250,
		private readonly bool $transactions = true,
		private readonly int $seed = 42,
	) {
	}

	/**
	 * Inserts the products.
	 *
	 * @param int                    $count    How many products.
	 * @param (callable(int): void)|null $progress Called after each batch with the products written so far.
	 * @return array{products: int, reviews: int, first_id: int, last_id: int}
	 */
	public function generate( int $count, ?callable $progress = null ): array {
		global $wpdb;
		if ( $count < 1 ) {
			throw new \InvalidArgumentException( 'The number of products must be at least 1.' );
		}
		$this->ensure_categories();
		$this->find_colours();
		mt_srand( $this->seed );

		$start_number = $this->next_number();
		$written      = 0;
		$reviews      = 0;
		$first_id     = 0;
		$last_id      = 0;
		while ( $written < $count ) {
			$size = min( $this->batch_size, $count - $written );
			if ( $this->transactions ) {
				$wpdb->query( 'START TRANSACTION' );
			}
			try {
				list( $ids, $batch_reviews ) = $this->batch( $start_number + $written, $size );
			} catch ( \Throwable $e ) {
				if ( $this->transactions ) {
					$wpdb->query( 'ROLLBACK' );
				}
				throw $e;
			}
			if ( $this->transactions ) {
				$wpdb->query( 'COMMIT' );
			}
			$first_id = 0 === $first_id ? min( $ids ) : $first_id;
			$last_id  = max( $ids );
			$written += $size;
			$reviews += $batch_reviews;
			if ( null !== $progress ) {
				$progress( $written );
			}
		}
		$this->update_term_counts();
		wp_cache_flush();
		// The rows were written without the lookup's sync: caches of catalog-wide counts go stale here.
		( new CatalogVersion() )->bump();
		return array(
			'products' => $written,
			'reviews'  => $reviews,
			'first_id' => $first_id,
			'last_id'  => $last_id,
		);
	}

	/**
	 * One batch: the products, then everything that needs their ids.
	 *
	 * @return array{0: list<int>, 1: int} The new ids and the number of reviews written.
	 */
	private function batch( int $first_number, int $size ): array {
		global $wpdb;
		$now      = time();
		$products = array();
		for ( $i = 0; $i < $size; $i++ ) {
			$products[] = $this->product( $first_number + $i, $now );
		}

		// Posts.
		$rows = array();
		foreach ( $products as $p ) {
			$rows[] = $wpdb->prepare(
				"(1, %s, %s, %s, %s, %s, 'publish', 'open', 'closed', %s, '', '', %s, %s, '', 0, %s, 0, %s, %d)",
				$p['date'],
				$p['date'],
				$p['content'],
				$p['title'],
				$p['excerpt'],
				$p['slug'],
				$p['date'],
				$p['date'],
				home_url( '/?' . ProductPostTypes::PRODUCT . '=' . $p['slug'] ),
				ProductPostTypes::PRODUCT,
				$p['approved_reviews']
			);
		}
		$this->insert(
			$wpdb->posts,
			'(post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt, post_status, comment_status, ping_status, post_name, to_ping, pinged, post_modified, post_modified_gmt, post_content_filtered, post_parent, guid, menu_order, post_type, comment_count)',
			$rows
		);

		// The new ids, by slug (the slugs are new and unique).
		$slugs        = array_column( $products, 'slug' );
		$placeholders = implode( ',', array_fill( 0, count( $slugs ), '%s' ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare,WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- one %s per slug.
		$found = $wpdb->get_results( $wpdb->prepare( "SELECT ID, post_name FROM {$wpdb->posts} WHERE post_type = %s AND post_name IN ({$placeholders})", ProductPostTypes::PRODUCT, ...$slugs ), OBJECT_K );
		$ids   = array();
		foreach ( $found as $row ) {
			$ids[ (string) $row->post_name ] = (int) $row->ID;
		}
		if ( count( $ids ) !== $size ) {
			throw new \RuntimeException( sprintf( 'Expected %d new products, found %d.', $size, count( $ids ) ) );
		}

		$min_word      = Fulltext::min_token_size();
		$search        = array();
		$meta          = array();
		$lookup        = array();
		$relationships = array();
		$comments      = array();
		$attributes    = array();
		foreach ( $products as $number => $p ) {
			$id = $ids[ $p['slug'] ];
			if ( array() !== $this->colours ) {
				$colour                               = $this->colours[ ( $first_number + $number ) % count( $this->colours ) ];
				$p['meta'][ ProductMeta::ATTRIBUTES ] = maybe_serialize(
					array(
						array(
							'name'      => 'Colour',
							'taxonomy'  => 'vitrine_pa_colour',
							'options'   => array( $colour['slug'] ),
							'visible'   => true,
							'variation' => false,
						),
					)
				);
				$relationships[]                      = $wpdb->prepare( '(%d, %d, 0)', $id, $colour['tt_id'] );
				$attributes[]                         = $wpdb->prepare( "(%d, %d, 'vitrine_pa_colour', %d, 0, %d)", $id, $id, $colour['term_id'], Stock::OUT_OF_STOCK === $p['stock_status'] ? 0 : 1 );
			}
			foreach ( $p['meta'] as $key => $value ) {
				$meta[] = $wpdb->prepare( '(%d, %s, %s)', $id, $key, $value );
			}
			$lookup[] = $wpdb->prepare(
				"(%d, 0, 'simple', %s, %s, %s, %d, NULLIF(%s, ''), %s, %f, %d, %d, 0, LEFT(%s, %d))",
				$id,
				$p['sku'],
				$p['price'],
				$p['price'],
				$p['on_sale'] ? 1 : 0,
				null === $p['stock'] ? '' : (string) $p['stock'],
				$p['stock_status'],
				$p['average'],
				$p['approved_reviews'],
				$p['sales'],
				$p['title'],
				LookupTable::TITLE_LENGTH
			);
			$search[] = $wpdb->prepare(
				'(%d, %s, %s, %s)',
				$id,
				Fulltext::indexable( $p['title'], $min_word ),
				Fulltext::indexable( $p['sku'], $min_word ),
				Fulltext::indexable( SearchIndex::plain_text( $p['excerpt'], $p['content'] ), $min_word )
			);
			foreach ( $p['categories'] as $tt_id ) {
				$relationships[] = $wpdb->prepare( '(%d, %d, 0)', $id, $tt_id );
			}
			foreach ( $p['reviews'] as $review ) {
				$comments[] = $wpdb->prepare(
					"(%d, %s, %s, '', '127.0.0.1', %s, %s, %s, 0, %s, '', 'review', 0, 0)",
					$id,
					$review['author'],
					$review['email'],
					$review['date'],
					$review['date'],
					$review['text'],
					$review['approved'] ? '1' : '0'
				);
			}
		}
		$this->insert( $wpdb->postmeta, '(post_id, meta_key, meta_value)', $meta );
		$this->insert( LookupTable::name(), '(product_id, parent_id, type, sku, min_price, max_price, on_sale, stock_quantity, stock_status, average_rating, rating_count, total_sales, menu_order, title)', $lookup );
		$this->insert( SearchIndex::name(), '(product_id, title, sku_text, content)', $search );
		$this->insert( $wpdb->term_relationships, '(object_id, term_taxonomy_id, term_order)', $relationships );
		if ( array() !== $attributes ) {
			$this->insert( AttributeLookup::name(), '(product_id, product_or_parent_id, taxonomy, term_id, is_variation_attribute, in_stock)', $attributes );
		}

		// Reviews, then their ratings: the comments' ids come back in the order they were written.
		$review_count = count( $comments );
		if ( $review_count > 0 ) {
			$this->insert( $wpdb->comments, '(comment_post_ID, comment_author, comment_author_email, comment_author_url, comment_author_IP, comment_date, comment_date_gmt, comment_content, comment_karma, comment_approved, comment_agent, comment_type, comment_parent, user_id)', $comments );
			$id_list = implode( ',', array_map( 'intval', array_values( $ids ) ) );
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- integers only.
			$comment_ids = array_map( 'intval', $wpdb->get_col( "SELECT comment_ID FROM {$wpdb->comments} WHERE comment_post_ID IN ({$id_list}) ORDER BY comment_ID" ) );
			$ratings     = array();
			foreach ( $products as $p ) {
				foreach ( $p['reviews'] as $review ) {
					$ratings[] = $review['rating'];
				}
			}
			if ( count( $comment_ids ) !== count( $ratings ) ) {
				throw new \RuntimeException( sprintf( 'Expected %d new reviews, found %d.', count( $ratings ), count( $comment_ids ) ) );
			}
			$comment_meta = array();
			foreach ( $comment_ids as $index => $comment_id ) {
				$comment_meta[] = $wpdb->prepare( "(%d, 'rating', %s)", $comment_id, (string) $ratings[ $index ] );
			}
			$this->insert( $wpdb->commentmeta, '(comment_id, meta_key, meta_value)', $comment_meta );
		}
		return array( array_values( $ids ), $review_count );
	}

	/**
	 * One product's data, from the pseudo-random sequence.
	 *
	 * @return array<string, mixed>
	 */
	private function product( int $number, int $now ): array {
		$padded  = str_pad( (string) $number, 6, '0', STR_PAD_LEFT );
		$word    = self::WORDS[ mt_rand( 0, count( self::WORDS ) - 1 ) ];
		$cents   = mt_rand( 99, 49999 );
		$price   = sprintf( '%d.%02d', intdiv( $cents, 100 ), $cents % 100 );
		$on_sale = mt_rand( 1, 10 ) === 1;
		$sale    = $on_sale ? sprintf( '%d.%02d', intdiv( (int) ( $cents * 0.8 ), 100 ), (int) ( $cents * 0.8 ) % 100 ) : null;
		$kind    = mt_rand( 1, 20 );
		$stock   = null;
		$status  = Stock::IN_STOCK;
		$managed = false;
		if ( 1 === $kind ) {
			$status = Stock::OUT_OF_STOCK;
		} elseif ( $kind <= 6 ) {
			$managed = true;
			$stock   = mt_rand( 1, 200 );
		}
		$date = gmdate( 'Y-m-d H:i:s', $now - mt_rand( 0, 3 * YEAR_IN_SECONDS ) );

		$reviews = array();
		$sum     = 0;
		$count   = mt_rand( 0, 4 );
		for ( $r = 0; $r < $count; $r++ ) {
			$rating    = mt_rand( 1, 5 );
			$approved  = mt_rand( 1, 20 ) > 1;
			$reviews[] = array(
				'author'   => 'Reviewer ' . mt_rand( 1, 5000 ),
				'email'    => 'reviewer' . mt_rand( 1, 5000 ) . '@example.org',
				'date'     => $date,
				'text'     => sprintf( 'Rated %d out of 5. A generated review of product %s.', $rating, $padded ),
				'rating'   => $rating,
				'approved' => $approved,
			);
			if ( $approved ) {
				$sum += $rating;
			}
		}
		$approved_count = count( array_filter( $reviews, static fn ( array $review ): bool => $review['approved'] ) );

		$categories = array( $this->category_tt_ids[ mt_rand( 0, count( $this->category_tt_ids ) - 1 ) ] );
		if ( mt_rand( 1, 4 ) === 1 ) {
			$categories[] = $this->category_tt_ids[ mt_rand( 0, count( $this->category_tt_ids ) - 1 ) ];
		}

		$sku  = 'GEN-' . $padded;
		$meta = array(
			ProductMeta::TYPE          => 'simple',
			ProductMeta::REGULAR_PRICE => $price,
			ProductMeta::SKU           => $sku,
			ProductMeta::MANAGE_STOCK  => $managed ? 'yes' : 'no',
			ProductMeta::STOCK_STATUS  => $status,
			ProductMeta::TOTAL_SALES   => (string) mt_rand( 0, 5000 ),
		);
		if ( null !== $sale ) {
			$meta[ ProductMeta::SALE_PRICE ] = $sale;
		}
		if ( $managed ) {
			$meta[ ProductMeta::STOCK ] = (string) $stock;
		}
		return array(
			'slug'             => 'generated-product-' . $padded,
			'title'            => sprintf( '%s generated product %s', $word, $padded ),
			'content'          => sprintf( '<!-- wp:paragraph --><p>A generated %s product for benchmarks, number %s.</p><!-- /wp:paragraph -->', strtolower( $word ), $padded ),
			'excerpt'          => sprintf( 'Generated product %s.', $padded ),
			'date'             => $date,
			'sku'              => $sku,
			'price'            => $on_sale ? (string) $sale : $price,
			'on_sale'          => $on_sale,
			'stock'            => $stock,
			'stock_status'     => $status,
			'sales'            => (int) $meta[ ProductMeta::TOTAL_SALES ],
			'meta'             => $meta,
			'categories'       => array_values( array_unique( $categories ) ),
			'reviews'          => $reviews,
			'approved_reviews' => $approved_count,
			'average'          => $approved_count > 0 ? round( $sum / $approved_count, 2 ) : 0.0,
		);
	}

	/**
	 * Multi-row INSERTs of prepared row fragments, ROWS_PER_INSERT rows a statement.
	 *
	 * @param string       $table   Table.
	 * @param string       $columns Column list in parentheses.
	 * @param list<string> $rows    Prepared "(...)" fragments.
	 */
	private function insert( string $table, string $columns, array $rows ): void {
		global $wpdb;
		foreach ( array_chunk( $rows, self::ROWS_PER_INSERT ) as $chunk ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table and columns are ours; each row fragment was prepared.
			$result = $wpdb->query( "INSERT INTO {$table} {$columns} VALUES " . implode( ',', $chunk ) );
			if ( false === $result ) {
				throw new \RuntimeException( sprintf( 'Inserting into %s failed: %s', esc_html( $table ), esc_html( $wpdb->last_error ) ) );
			}
		}
	}

	/**
	 * The number the next generated product gets.
	 */
	private function next_number(): int {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- one aggregate.
		$last = $wpdb->get_var( $wpdb->prepare( "SELECT MAX(post_name) FROM {$wpdb->posts} WHERE post_type = %s AND post_name LIKE %s", ProductPostTypes::PRODUCT, 'generated-product-%' ) );
		return null === $last ? 1 : (int) substr( (string) $last, strlen( 'generated-product-' ) ) + 1;
	}

	/**
	 * The generated categories, created when missing.
	 */
	private function ensure_categories(): void {
		$this->category_tt_ids = array();
		foreach ( self::CATEGORIES as $name ) {
			$term = term_exists( $name, ProductPostTypes::CATEGORY );
			if ( ! $term ) {
				$term = wp_insert_term( $name, ProductPostTypes::CATEGORY );
			}
			if ( is_wp_error( $term ) || ! is_array( $term ) ) {
				throw new \RuntimeException( 'Could not create the category ' . esc_html( $name ) );
			}
			$this->category_tt_ids[] = (int) $term['term_taxonomy_id'];
		}
	}

	private function find_colours(): void {
		$this->colours = array();
		if ( ! taxonomy_exists( 'vitrine_pa_colour' ) ) {
			return;
		}
		$terms = get_terms(
			array(
				'taxonomy'   => 'vitrine_pa_colour',
				'hide_empty' => false,
				'orderby'    => 'term_id',
			)
		);
		foreach ( is_array( $terms ) ? $terms : array() as $term ) {
			$this->colours[] = array(
				'term_id' => (int) $term->term_id,
				'tt_id'   => (int) $term->term_taxonomy_id,
				'slug'    => $term->slug,
			);
		}
	}

	private function update_term_counts(): void {
		global $wpdb;
		$ids = implode( ',', array_map( 'intval', $this->category_tt_ids ) );
		// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- integers only.
		$wpdb->query(
			"UPDATE {$wpdb->term_taxonomy} tt SET count = (
				SELECT COUNT(*) FROM {$wpdb->term_relationships} tr INNER JOIN {$wpdb->posts} p ON p.ID = tr.object_id AND p.post_status = 'publish'
				WHERE tr.term_taxonomy_id = tt.term_taxonomy_id
			) WHERE tt.term_taxonomy_id IN ({$ids})"
		);
		// phpcs:enable
		clean_term_cache( array_map( 'intval', $this->category_tt_ids ), ProductPostTypes::CATEGORY );
	}
}
