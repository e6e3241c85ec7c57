<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Search;

use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Demo\ProductGenerator;
use Vitrine\Plugin;
use Vitrine\Search\ProductSearch;
use Vitrine\Shop\Ordering;
use Vitrine\Shop\ProductQuery;
use Vitrine\Tests\TestCase;
use WP_Query;

require_once dirname( __DIR__, 3 ) . '/bin/wp/demo/ProductGenerator.php';

/**
 * The search's speed check: a product search reads the FULLTEXT index and finds each product
 * by its id, in every order; nothing scans wp_posts with LIKE (docs/decisions.md, "Product
 * search", for the timings at 50,000 products).
 */
final class SearchQueryPlanTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		( new ProductGenerator( 500, false, 11 ) )->generate( 500 );
	}

	public function test_a_search_reads_the_fulltext_index_and_the_posts_by_id_in_every_order(): void {
		global $wpdb;
		foreach ( array( 'relevance', 'price', 'popularity', 'menu_order' ) as $order ) {
			$query = new WP_Query(
				array(
					'post_type'           => ProductPostTypes::PRODUCT,
					'post_status'         => 'publish',
					's'                   => 'generated product',
					'posts_per_page'      => 12,
					'fields'              => 'ids',
					ProductQuery::FLAG    => true,
					ProductQuery::ORDERBY => $order,
				)
			);
			// InnoDB's FULLTEXT index sees committed rows only, and a test's are not: the matches'
			// table is filled here with every product, as a common word's would be.
			self::assertSame( 1, preg_match( '/INNER JOIN (\w+) AS ' . ProductQuery::SEARCH_ALIAS . '/', $query->request, $table ), $query->request );
			$wpdb->query( "INSERT IGNORE INTO {$table[1]} (product_id, relevance) SELECT ID, ID % 7 FROM {$wpdb->posts} WHERE post_type = 'vitrine_product'" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the search's temporary table.
			$plan = $wpdb->get_results( 'EXPLAIN ' . $query->request, ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- WP_Query's own SQL.
			self::assertIsArray( $plan );
			$by_table = array_column( $plan, null, 'table' );

			$matches = $by_table[ ProductQuery::SEARCH_ALIAS ] ?? array();
			if ( 'menu_order' !== $order ) {
				// By relevance, the first rows of the matches' relevance index; by price or sales, the
				// lookup table's index in order, each match probed by id. (The shop's own order reads
				// the products in their order when every product matches, as here.)
				self::assertSame( Ordering::RELEVANCE === $order ? 'relevance' : 'PRIMARY', $matches['key'] ?? null, "{$order}: " . wp_json_encode( $plan ) );
				self::assertSame( 'eq_ref', $by_table[ $wpdb->posts ]['type'] ?? null, "{$order}: each product is found by its id." );
			}
			self::assertStringNotContainsString( 'post_title LIKE', $query->request );
			self::assertStringNotContainsString( 'MATCH(', $query->request, 'The matches were written once, before the page and its count.' );
		}

		$matches  = Plugin::instance()->get( ProductSearch::class )->matches( 'vintage 000123' );
		$plan     = $wpdb->get_results( 'EXPLAIN ' . $matches, ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- ProductSearch's own SQL.
		$by_table = array_column( (array) $plan, null, 'table' );
		self::assertSame( 'fulltext', $by_table['s']['type'] ?? null, wp_json_encode( $plan ) );
		self::assertSame( 'search', $by_table['s']['key'] ?? null );
	}
}
