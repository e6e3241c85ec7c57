<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Search;

use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Demo\ProductGenerator;
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
					's'                   => 'vintage 000123',
					'posts_per_page'      => 12,
					'fields'              => 'ids',
					ProductQuery::FLAG    => true,
					ProductQuery::ORDERBY => $order,
				)
			);
			$plan  = $wpdb->get_results( 'EXPLAIN ' . $query->request, ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- WP_Query's own SQL.
			self::assertIsArray( $plan );
			$by_table = array_column( $plan, null, 'table' );

			self::assertSame( 'fulltext', $by_table['s']['type'] ?? null, "{$order}: " . wp_json_encode( $plan ) );
			self::assertSame( 'search', $by_table['s']['key'] ?? null, $order );
			self::assertSame( 'eq_ref', $by_table[ $wpdb->posts ]['type'] ?? null, "{$order}: each product is found by its id." );
			self::assertStringNotContainsString( 'post_title LIKE', $query->request );
		}
	}
}
