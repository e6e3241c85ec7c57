<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Search;

use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Plugin;
use Vitrine\Search\IndexVersion;
use Vitrine\Search\SearchResults;
use Vitrine\Shop\Filters\FilterCounts;
use Vitrine\Shop\Ordering;
use Vitrine\Shop\ProductQuery;
use WP_Query;

require_once __DIR__ . '/SearchTestCase.php';

/**
 * A search that found many products keeps its ranked matches under the index's version, and its
 * next visitors join them instead of running the FULLTEXT search (docs/decisions.md, "Product
 * search at 50,000 products"): same results in every order and page, kept across prices and
 * stock, made again when a product's searched text changes, purged when stale.
 */
final class SearchResultsTest extends SearchTestCase {

	/** @var list<int> */
	private array $ids = array();

	protected function setUp(): void {
		parent::setUp();
		for ( $i = 1; $i <= FilterCounts::SEARCH_KEPT_FROM + 4; $i++ ) {
			$this->ids[] = $this->product(
				array(
					'name'          => 'Wallabyweave throw ' . $i . ( 0 === $i % 5 ? ' wallabyweave' : '' ),
					'regular_price' => (string) ( 100 - $i ),
				)
			);
		}
	}

	public function test_the_next_visitors_join_the_kept_matches_and_see_the_same_pages_in_every_order(): void {
		foreach ( array( Ordering::RELEVANCE, Ordering::PRICE, Ordering::DATE ) as $order ) {
			self::forget_sets();
			$first = $this->pages( 'wallabyweave', $order );
			self::assertSame( 1, $first['fulltext'], "{$order}: the first visitor searches the index." );
			self::assertCount( FilterCounts::SEARCH_KEPT_FROM + 4, $first['ids'] );

			$next = $this->pages( 'wallabyweave', $order );
			self::assertSame( 0, $next['fulltext'], "{$order}: the next visitors do not." );
			self::assertSame( $first['ids'], $next['ids'], "{$order}: every page the same." );
			self::assertSame( $first['total'], $next['total'] );
		}
		self::assertSame( 1, $this->sets(), 'One set for the search, whatever the order.' );
	}

	public function test_a_page_by_relevance_reads_the_set_in_its_relevance_index_and_no_order_scans_it(): void {
		global $wpdb;
		$this->pages( 'wallabyweave', Ordering::RELEVANCE );
		foreach ( array( Ordering::RELEVANCE, Ordering::PRICE ) as $order ) {
			$query = new WP_Query(
				array(
					'post_type'           => ProductPostTypes::PRODUCT,
					'post_status'         => 'publish',
					's'                   => 'wallabyweave',
					'posts_per_page'      => 12,
					'fields'              => 'ids',
					ProductQuery::FLAG    => true,
					ProductQuery::ORDERBY => $order,
				)
			);
			self::assertStringContainsString( $wpdb->prefix . SearchResults::RESULTS, $query->request );
			$plan     = $wpdb->get_results( 'EXPLAIN ' . $query->request, ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- WP_Query's own SQL.
			$by_table = array_column( (array) $plan, null, 'table' );
			$set      = $by_table[ ProductQuery::SEARCH_ALIAS ] ?? array();
			// Only the set's own rows, by its id: a ref on the relevance index, or a product's row.
			self::assertContains( $set['type'] ?? null, array( 'ref', 'eq_ref' ), "{$order}: " . wp_json_encode( $plan ) );
			self::assertSame( 'eq_ref', $by_table[ $wpdb->posts ]['type'] ?? null, "{$order}: each product is found by its id." );
			if ( Ordering::RELEVANCE === $order ) {
				self::assertSame( 'relevance', $set['key'] ?? null );
				self::assertStringNotContainsString( 'filesort', (string) ( $set['Extra'] ?? '' ), 'The page is the first rows of the index, in its order.' );
			}
		}
	}

	public function test_a_price_or_stock_change_keeps_the_set_and_the_shop_query_still_decides_what_is_shown(): void {
		$this->pages( 'wallabyweave', Ordering::RELEVANCE );
		$version = Plugin::instance()->get( IndexVersion::class )->current();

		// A price and a status change: the searched text is the same.
		$this->product_update( $this->ids[0], array( 'regular_price' => '3' ) );
		wp_update_post(
			array(
				'ID'          => $this->ids[1],
				'post_status' => 'draft',
			)
		);
		$this->sync()->flush();
		self::assertSame( $version, Plugin::instance()->get( IndexVersion::class )->current(), 'Nothing searched changed.' );

		$next = $this->pages( 'wallabyweave', Ordering::PRICE );
		self::assertSame( 0, $next['fulltext'] );
		self::assertSame( $this->ids[0], $next['ids'][0], 'The new price orders the kept matches.' );
		self::assertNotContains( $this->ids[1], $next['ids'], 'A draft is not shown, kept or not.' );
	}

	public function test_a_change_to_a_searched_text_makes_the_set_again(): void {
		$this->pages( 'wallabyweave', Ordering::RELEVANCE );
		$new = $this->product( array( 'name' => 'Wallabyweave cushion' ) );

		$next = $this->pages( 'wallabyweave', Ordering::RELEVANCE );
		self::assertSame( 1, $next['fulltext'], 'A new product: the index changed, the search runs again.' );
		self::assertContains( $new, $next['ids'] );
		self::assertSame( 0, $this->pages( 'wallabyweave', Ordering::RELEVANCE )['fulltext'], 'Then the new set is used.' );
	}

	public function test_a_search_that_found_few_products_keeps_nothing(): void {
		$this->product( array( 'name' => 'Bettongia mat' ) );
		$this->pages( 'bettongia', Ordering::RELEVANCE );
		self::assertSame( 1, $this->pages( 'bettongia', Ordering::RELEVANCE )['fulltext'] );
		self::assertSame( 0, $this->sets() );
	}

	public function test_the_purge_deletes_the_sets_of_an_older_index_and_keeps_the_current_ones(): void {
		global $wpdb;
		$this->pages( 'wallabyweave', Ordering::RELEVANCE );
		$sets = $wpdb->prefix . SearchResults::SETS;
		// An older index's set, made two minutes ago.
		$wpdb->query( $wpdb->prepare( "UPDATE {$sets} SET index_version = 'older', created_at = %s", gmdate( 'Y-m-d H:i:s', time() - 120 ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$this->pages( 'wallabyweave', Ordering::RELEVANCE );
		self::assertSame( 2, $this->sets() );

		self::assertSame( 1, Plugin::instance()->get( SearchResults::class )->purge() );
		self::assertSame( 1, $this->sets() );
		$results = $wpdb->prefix . SearchResults::RESULTS;
		self::assertSame( FilterCounts::SEARCH_KEPT_FROM + 4, (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$results}" ), 'Only the current set\'s rows are left.' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		self::assertSame( 0, $this->pages( 'wallabyweave', Ordering::RELEVANCE )['fulltext'] );
	}

	public function test_the_purge_runs_hourly_and_stops_with_the_plugin(): void {
		$results = Plugin::instance()->get( SearchResults::class );
		self::assertNotFalse( has_action( SearchResults::PURGE_HOOK, array( $results, 'purge' ) ) );
		$results->schedule();
		self::assertSame( 'hourly', wp_get_schedule( SearchResults::PURGE_HOOK ) );
		$results->unschedule();
		self::assertFalse( wp_next_scheduled( SearchResults::PURGE_HOOK ) );
	}

	/**
	 * Every page of a search, 12 a page, as the shop's main query runs it.
	 *
	 * @param string $words The search.
	 * @param string $order A sort key.
	 * @return array{ids: list<int>, total: int, fulltext: int}
	 */
	private function pages( string $words, string $order ): array {
		global $wpdb;
		$fulltext = 0;
		$count    = static function ( string $sql ) use ( &$fulltext ): string {
			$fulltext += str_contains( $sql, 'MATCH(' ) ? 1 : 0;
			return $sql;
		};
		$ids      = array();
		$total    = 0;
		add_filter( 'query', $count );
		try {
			$page = 1;
			do {
				wp_cache_flush();
				$query = new WP_Query(
					array(
						'post_type'           => ProductPostTypes::PRODUCT,
						'post_status'         => 'publish',
						's'                   => $words,
						'posts_per_page'      => 12,
						'paged'               => $page++,
						'fields'              => 'ids',
						'ignore_sticky_posts' => true,
						ProductQuery::FLAG    => true,
						ProductQuery::ORDERBY => $order,
					)
				);
				self::assertSame( '', $wpdb->last_error, $query->request );
				$total = $query->found_posts;
				$ids   = array_merge( $ids, array_map( 'intval', $query->posts ) );
				$more  = array() !== $query->posts && count( $ids ) < $total;
			} while ( $more );
		} finally {
			remove_filter( 'query', $count );
		}
		return array(
			'ids'      => $ids,
			'total'    => $total,
			'fulltext' => min( 1, $fulltext ),
		);
	}

	/**
	 * @param int                  $id     The product.
	 * @param array<string, mixed> $fields What changes.
	 */
	private function product_update( int $id, array $fields ): void {
		Plugin::instance()->catalog->writer->save_product( $id, $fields + array( 'name' => get_the_title( $id ) ) );
		$this->sync()->flush();
		Plugin::instance()->catalog->lookup_sync->flush();
	}

	/**
	 * Deletes every kept set, as if no visitor had searched yet.
	 */
	private static function forget_sets(): void {
		global $wpdb;
		foreach ( array( SearchResults::SETS, SearchResults::RESULTS ) as $table ) {
			$wpdb->query( "DELETE FROM {$wpdb->prefix}{$table}" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		}
	}

	/**
	 * How many complete sets are kept.
	 */
	private function sets(): int {
		global $wpdb;
		$sets = $wpdb->prefix . SearchResults::SETS;
		return (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$sets} WHERE matches >= 0" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}
}
