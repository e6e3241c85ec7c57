<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Search;

use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Plugin;
use Vitrine\Search\SearchResults;
use Vitrine\Search\SearchSync;
use Vitrine\Shop\ProductQuery;
use Vitrine\Tests\TestCase;
use WP_Query;

/**
 * InnoDB applies FULLTEXT index changes when their transaction commits: inside the per-test
 * transaction of TestCase a product written is invisible to MATCH. These tests therefore run
 * with autocommit on and delete what they created afterwards (each product's words are unique
 * to the test, so nothing else on the site can match them).
 */
abstract class SearchTestCase extends TestCase {

	/** @var list<int> */
	private array $created = array();

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		$wpdb->query( 'COMMIT' );
		$wpdb->query( 'SET autocommit = 1' );
	}

	protected function tearDown(): void {
		foreach ( array_reverse( $this->created ) as $id ) {
			wp_delete_post( $id, true );
		}
		$this->sync()->flush();
		$this->created = array();
		// The searches' kept matches (SearchResults), committed like the products.
		global $wpdb;
		foreach ( array( SearchResults::SETS, SearchResults::RESULTS ) as $table ) {
			$wpdb->query( "DELETE FROM {$wpdb->prefix}{$table}" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our tables.
		}
		parent::tearDown();
	}

	protected function sync(): SearchSync {
		return Plugin::instance()->get( SearchSync::class );
	}

	/**
	 * A product, written and indexed.
	 *
	 * @param array<string, mixed> $fields ProductWriter's fields.
	 */
	protected function product( array $fields ): int {
		$id              = Plugin::instance()->catalog->writer->save_product( 0, $fields + array( 'regular_price' => '10' ) );
		$this->created[] = $id;
		$this->sync()->flush();
		return $id;
	}

	/**
	 * A variation of a product, written and indexed.
	 *
	 * @param int                  $product_id The product.
	 * @param array<string, mixed> $fields     ProductWriter's variation fields.
	 */
	protected function variation( int $product_id, array $fields ): int {
		$id              = Plugin::instance()->catalog->writer->save_variation( $product_id, 0, $fields + array( 'regular_price' => '10' ) );
		$this->created[] = $id;
		$this->sync()->flush();
		return $id;
	}

	/**
	 * The ids a shop search finds, in the order of the listing.
	 *
	 * @param string $words   What the shopper typed.
	 * @param string $orderby A sort key ('' for the search's default, relevance).
	 * @return list<int>
	 */
	protected function search( string $words, string $orderby = '' ): array {
		global $wpdb;
		$query = new WP_Query(
			array(
				'post_type'           => ProductPostTypes::PRODUCT,
				'post_status'         => 'publish',
				's'                   => $words,
				'posts_per_page'      => 50,
				'fields'              => 'ids',
				'ignore_sticky_posts' => true,
				ProductQuery::FLAG    => true,
				ProductQuery::ORDERBY => $orderby,
			)
		);
		self::assertSame( '', $wpdb->last_error, $query->request );
		return array_map( 'intval', $query->posts );
	}
}
