<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Search;

use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Plugin;
use Vitrine\Shop\Filters\FilterCounts;
use Vitrine\Shop\Filters\FilterSet;
use Vitrine\Shop\Ordering;
use Vitrine\Shop\ProductQuery;
use WP_Query;

require_once __DIR__ . '/SearchTestCase.php';

/**
 * Without a persistent object cache, a search that found many products keeps its total and its
 * filters' counts beyond the request, under the catalog's version (docs/decisions.md, "Product
 * search at 50,000 products"): a common word's counts ran over every match on every request.
 */
final class SearchCountsKeptTest extends SearchTestCase {

	protected function tearDown(): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s OR option_name LIKE %s", '_transient_' . FilterCounts::SEARCH_TRANSIENT . '%', '_transient_timeout_' . FilterCounts::SEARCH_TRANSIENT . '%' ) );
		parent::tearDown();
	}

	public function test_a_search_that_found_many_products_keeps_its_total_and_counts_until_the_catalog_changes(): void {
		self::assertFalse( (bool) wp_using_ext_object_cache(), 'The test site has no persistent object cache.' );
		$ids = array();
		for ( $i = 1; $i <= FilterCounts::SEARCH_KEPT_FROM; $i++ ) {
			$ids[] = $this->product(
				array(
					'name'       => "Bilbyfelt cushion {$i}",
					'sale_price' => $i <= 3 ? '5' : '',
				)
			);
		}
		$this->product( array( 'name' => 'Bandicoot lamp' ) );

		// The first visitor: the total and the counts are read, then written once at the request's end.
		$first = $this->request( 'bilbyfelt' );
		self::assertSame( FilterCounts::SEARCH_KEPT_FROM, $first['total'] );
		self::assertSame( 3, $first['on_sale'] );
		self::assertSame( 2, $first['reads'], 'The COUNT of the pagination and the one pass of the counts.' );

		// The next visitors: nothing counted again, the same answers.
		$next = $this->request( 'bilbyfelt' );
		self::assertSame( 0, $next['reads'] );
		self::assertSame( array( FilterCounts::SEARCH_KEPT_FROM, 3 ), array( $next['total'], $next['on_sale'] ) );
		self::assertSame( 1, $this->kept_searches(), 'One transient for the search.' );

		// The same search sorted by price shows the same total, from the same counts' store.
		self::assertSame( FilterCounts::SEARCH_KEPT_FROM, $this->request( 'bilbyfelt', Ordering::PRICE )['total'] );

		// A change to the catalog makes them stale.
		update_post_meta( $ids[9], '_vitrine_sale_price', '5' );
		Plugin::instance()->catalog->lookup_sync->flush();
		$changed = $this->request( 'bilbyfelt' );
		self::assertSame( 2, $changed['reads'] );
		self::assertSame( 4, $changed['on_sale'] );
	}

	public function test_a_search_that_found_few_products_or_a_filtered_search_is_counted_on_every_request(): void {
		for ( $i = 1; $i <= 3; $i++ ) {
			$this->product( array( 'name' => "Quokkaline tray {$i}" ) );
		}
		$this->request( 'quokkaline' );
		$again = $this->request( 'quokkaline' );
		self::assertSame( 3, $again['total'] );
		self::assertSame( 2, $again['reads'], 'Counting three matches costs less than keeping them.' );
		self::assertSame( 0, $this->kept_searches() );

		for ( $i = 4; $i <= FilterCounts::SEARCH_KEPT_FROM; $i++ ) {
			$this->product( array( 'name' => "Quokkaline tray {$i}" ) );
		}
		$filtered = array( 'rating' => '1' );
		$this->request( 'quokkaline', '', $filtered );
		$again = $this->request( 'quokkaline', '', $filtered );
		self::assertSame( 0, $again['total'], 'No product has a rating.' );
		self::assertGreaterThan( 0, $again['reads'], 'A filtered search is counted again.' );
		self::assertSame( 0, $this->kept_searches() );
	}

	public function test_the_searches_answers_are_written_when_the_request_ends(): void {
		$counts = Plugin::instance()->get( FilterCounts::class );
		self::assertNotFalse( has_action( 'shutdown', array( $counts, 'save_kept_searches' ) ) );
	}

	/**
	 * One request of a search page as its main query and the filter blocks run it: the total,
	 * the on-sale count and the reads of either, then the request's end.
	 *
	 * @param string                $words   The search.
	 * @param string                $orderby A sort key.
	 * @param array<string, string> $params  Filters in the address.
	 * @return array{total: int, on_sale: int, reads: int}
	 */
	private function request( string $words, string $orderby = '', array $params = array() ): array {
		wp_cache_flush(); // A new request, without a persistent object cache.
		$reads    = 0;
		$count    = static function ( string $sql ) use ( &$reads ): string {
			if ( str_contains( $sql, 'COUNT(' ) || str_contains( $sql, 'vitrine_counts_lookup' ) ) {
				++$reads;
			}
			return $sql;
		};
		$products = Plugin::instance()->get( ProductQuery::class );
		$counts   = Plugin::instance()->get( FilterCounts::class );
		$_GET     = $params;
		add_filter( 'query', $count );
		try {
			$query = new WP_Query(
				array(
					'post_type'           => ProductPostTypes::PRODUCT,
					'post_status'         => 'publish',
					's'                   => $words,
					'posts_per_page'      => 12,
					'fields'              => 'ids',
					'ignore_sticky_posts' => true,
					ProductQuery::FLAG    => true,
					ProductQuery::ORDERBY => $orderby,
					ProductQuery::FILTERS => $products->requested_filters(),
				)
			);
			$base  = $products->base_clauses( $query );
			self::assertIsArray( $base );
			$on_sale = $counts->on_sale( $base, ProductQuery::filters_of( $query ) );
		} finally {
			remove_filter( 'query', $count );
			$_GET = array();
		}
		$counts->save_kept_searches();
		return array(
			'total'   => $query->found_posts,
			'on_sale' => $on_sale,
			'reads'   => $reads,
		);
	}

	/**
	 * How many searches keep their answers in the database.
	 */
	private function kept_searches(): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->options} WHERE option_name LIKE %s", '_transient_' . FilterCounts::SEARCH_TRANSIENT . '%' ) );
	}
}
