<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Search;

use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Search\ProductSearch;
use Vitrine\Shop\Ordering;
use Vitrine\Shop\ProductQuery;
use WP_Query;

require_once __DIR__ . '/SearchTestCase.php';

/**
 * The speed of a search of a common word, without losing results: the FULLTEXT search runs once
 * a query (its matches are kept for the page and the count), the count is the number of results,
 * and a SKU typed whole is found without the words' search (docs/decisions.md, "Product search at
 * 50,000 products").
 */
final class SearchOnceTest extends SearchTestCase {

	public function test_the_fulltext_search_runs_once_for_the_page_and_its_count(): void {
		for ( $i = 1; $i <= 5; $i++ ) {
			$this->product( array( 'name' => "Numbatwool scarf {$i}" ) );
		}
		$fulltext = 0;
		$count    = static function ( string $sql ) use ( &$fulltext ): string {
			$fulltext += substr_count( $sql, 'MATCH(' ) > 0 ? 1 : 0;
			return $sql;
		};
		add_filter( 'query', $count );
		foreach ( array( Ordering::RELEVANCE, Ordering::PRICE ) as $order ) {
			$fulltext = 0;
			$query    = $this->paged( 'numbatwool', $order, 2 );

			self::assertSame( 5, $query->found_posts, $order );
			self::assertSame( 3, $query->max_num_pages, $order );
			self::assertSame( 1, $fulltext, "{$order}: one FULLTEXT search for the page and the count." );
		}
		remove_filter( 'query', $count );
	}

	public function test_the_count_is_the_number_of_results_in_every_order(): void {
		$ids = array();
		for ( $i = 1; $i <= 7; $i++ ) {
			$ids[] = $this->product(
				array(
					'name'          => "Dunnart mug {$i}",
					'regular_price' => (string) ( 10 + $i ),
				)
			);
		}
		$this->product( array( 'name' => 'Quoll mug' ) );
		foreach ( array( Ordering::RELEVANCE, Ordering::PRICE, Ordering::POPULARITY, Ordering::DATE ) as $order ) {
			$seen  = array();
			$total = 0;
			for ( $page = 1; $page <= 3; $page++ ) {
				$query = $this->paged( 'dunnart mug', $order, 3, $page );
				$total = $query->found_posts;
				$seen  = array_merge( $seen, array_map( 'intval', $query->posts ) );
			}
			sort( $seen );
			self::assertSame( 7, $total, $order );
			self::assertSame( $ids, $seen, "{$order}: every result once over the pages." );
		}
	}

	public function test_a_sku_typed_whole_finds_its_product_not_every_text_that_mentions_it(): void {
		$lamp    = $this->product(
			array(
				'name' => 'Potoroo lamp',
				'sku'  => 'PTR-0042',
			)
		);
		$longer  = $this->product(
			array(
				'name' => 'Potoroo lamp, large',
				'sku'  => 'PTR-00421',
			)
		);
		$mention = $this->product(
			array(
				'name'        => 'Potoroo shade',
				'description' => 'Fits the lamp PTR-0042.',
			)
		);

		self::assertSame( array( $lamp, $longer ), $this->search( 'PTR-0042' ), 'The SKU first, then the SKUs that start with it.' );
		self::assertEqualsCanonicalizing( array( $lamp, $longer, $mention ), $this->search( 'PTR-004' ), 'No SKU is this: the words are searched too.' );
		self::assertContains( $mention, $this->search( 'potoroo 0042' ), 'Words with spaces are words.' );
	}

	public function test_what_reads_as_a_sku(): void {
		self::assertTrue( ProductSearch::looks_like_sku( 'GEN-012345' ) );
		self::assertTrue( ProductSearch::looks_like_sku( ' q7 ' ) );
		self::assertFalse( ProductSearch::looks_like_sku( 'hoodie' ), 'No digit.' );
		self::assertFalse( ProductSearch::looks_like_sku( 'size 42' ), 'Two words.' );
	}

	/**
	 * A page of a search's results, with its total.
	 *
	 * @param string $words    What the shopper typed.
	 * @param string $orderby  A sort key.
	 * @param int    $per_page Products a page.
	 * @param int    $page     The page.
	 */
	private function paged( string $words, string $orderby, int $per_page, int $page = 1 ): WP_Query {
		global $wpdb;
		$query = new WP_Query(
			array(
				'post_type'           => ProductPostTypes::PRODUCT,
				'post_status'         => 'publish',
				's'                   => $words,
				'posts_per_page'      => $per_page,
				'paged'               => $page,
				'fields'              => 'ids',
				'ignore_sticky_posts' => true,
				ProductQuery::FLAG    => true,
				ProductQuery::ORDERBY => $orderby,
			)
		);
		self::assertSame( '', $wpdb->last_error, $query->request );
		return $query;
	}
}
