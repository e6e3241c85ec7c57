<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Shop\Filters;

use Vitrine\Catalog\AttributeLookup;
use Vitrine\Catalog\CatalogVersion;
use Vitrine\Catalog\LookupTable;
use Vitrine\Catalog\Model\Stock;
use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Core\Settings\Settings;
use Vitrine\Plugin;
use Vitrine\Shop\Filters\FilterCounts;
use Vitrine\Shop\Filters\FilterSet;
use Vitrine\Shop\ProductQuery;
use Vitrine\Tests\TestCase;
use WP_Query;

/**
 * The filters through the shop's own query path (ProductQuery) on real products, their counts,
 * and the attribute lookup table kept in step with products, variations and terms.
 */
final class ProductFiltersTest extends TestCase {

	/** @var array<string, int> Name => id. */
	private array $ids = array();

	/** @var array<string, int> Variation name => id. */
	private array $variations = array();

	protected function setUp(): void {
		parent::setUp();
		$catalog = Plugin::instance()->catalog;
		$colour  = $catalog->attributes->save( 'colour', 'Colour' )->taxonomy();
		$size    = $catalog->attributes->save( 'size', 'Size' )->taxonomy();
		$cat_a   = (int) wp_insert_term( 'Filter tops', ProductPostTypes::CATEGORY, array( 'slug' => 'filter-tops' ) )['term_id'];
		$cat_b   = (int) wp_insert_term( 'Filter things', ProductPostTypes::CATEGORY, array( 'slug' => 'filter-things' ) )['term_id'];
		$writer  = $catalog->writer;
		$attr    = static fn ( string $taxonomy, array $options, bool $variation = false ): array => array(
			'name'      => $taxonomy,
			'taxonomy'  => $taxonomy,
			'options'   => $options,
			'variation' => $variation,
		);

		$this->ids['Tee']              = $writer->save_product(
			0,
			array(
				'name'          => 'Tee',
				'regular_price' => '10',
				'categories'    => array( $cat_a ),
				'attributes'    => array( $attr( $colour, array( 'red', 'blue' ) ) ),
			)
		);
		$this->ids['Mug']              = $writer->save_product(
			0,
			array(
				'name'          => 'Mug',
				'regular_price' => '30',
				'categories'    => array( $cat_b ),
				'stock_status'  => Stock::OUT_OF_STOCK,
				'attributes'    => array( $attr( $colour, array( 'red' ) ) ),
			)
		);
		$this->ids['Cap']              = $writer->save_product(
			0,
			array(
				'name'          => 'Cap',
				'regular_price' => '20',
				'sale_price'    => '15',
				'categories'    => array( $cat_b ),
				'stock_status'  => Stock::ON_BACKORDER,
			)
		);
		$this->ids['Hoodie']           = $writer->save_product(
			0,
			array(
				'name'       => 'Hoodie',
				'type'       => 'variable',
				'categories' => array( $cat_a ),
				'attributes' => array( $attr( $colour, array( 'black', 'white' ), true ), $attr( $size, array( 'm', 'l' ), true ) ),
			)
		);
		$this->variations['black m']   = $writer->save_variation(
			$this->ids['Hoodie'],
			0,
			array(
				'regular_price' => '40',
				'attributes'    => array(
					$colour => 'black',
					$size   => 'm',
				),
			)
		);
		$this->variations['white any'] = $writer->save_variation(
			$this->ids['Hoodie'],
			0,
			array(
				'regular_price' => '45',
				'stock_status'  => Stock::OUT_OF_STOCK,
				'attributes'    => array(
					$colour => 'white',
					$size   => '',
				),
			)
		);
		$this->review( $this->ids['Tee'], 5 );
		$this->review( $this->ids['Mug'], 3 );
		$catalog->lookup_sync->flush();
	}

	/**
	 * @dataProvider filters
	 *
	 * @param array<string, string> $query    The address's parameters.
	 * @param list<string>          $expected Product names.
	 */
	public function test_each_filter_and_their_combinations_narrow_the_products( array $query, array $expected ): void {
		self::assertSame( $expected, $this->names( $this->query( $query ) ) );
	}

	/**
	 * @return array<string, array{0: array<string, string>, 1: list<string>}>
	 */
	public static function filters(): array {
		return array(
			'nothing'                          => array( array(), array( 'Cap', 'Hoodie', 'Mug', 'Tee' ) ),
			'a colour'                         => array( array( 'filter_colour' => 'red' ), array( 'Mug', 'Tee' ) ),
			'a variation colour'               => array( array( 'filter_colour' => 'black' ), array( 'Hoodie' ) ),
			'any of two colours'               => array( array( 'filter_colour' => 'red,black' ), array( 'Hoodie', 'Mug', 'Tee' ) ),
			'both colours'                     => array(
				array(
					'filter_colour'     => 'red,blue',
					'query_type_colour' => 'and',
				),
				array( 'Tee' ),
			),
			'a size any variation has'         => array( array( 'filter_size' => 'l' ), array( 'Hoodie' ) ),
			'a category'                       => array( array( 'filter_cat' => 'filter-tops' ), array( 'Hoodie', 'Tee' ) ),
			'a minimum price'                  => array( array( 'min_price' => '25' ), array( 'Hoodie', 'Mug' ) ),
			'a maximum price (the sale price)' => array( array( 'max_price' => '15' ), array( 'Cap', 'Tee' ) ),
			'a price range'                    => array(
				array(
					'min_price' => '12',
					'max_price' => '42',
				),
				array( 'Cap', 'Hoodie', 'Mug' ),
			),
			'4 stars and up'                   => array( array( 'rating' => '4' ), array( 'Tee' ) ),
			'3 stars and up'                   => array( array( 'rating' => '3' ), array( 'Mug', 'Tee' ) ),
			'in stock'                         => array( array( 'stock_status' => 'instock' ), array( 'Hoodie', 'Tee' ) ),
			'in stock or on backorder'         => array( array( 'stock_status' => 'instock,onbackorder' ), array( 'Cap', 'Hoodie', 'Tee' ) ),
			'on sale'                          => array( array( 'on_sale' => '1' ), array( 'Cap' ) ),
			'category and colour'              => array(
				array(
					'filter_cat'    => 'filter-tops',
					'filter_colour' => 'red,white',
				),
				array( 'Hoodie', 'Tee' ),
			),
			'colour and price'                 => array(
				array(
					'filter_colour' => 'red',
					'min_price'     => '20',
				),
				array( 'Mug' ),
			),
			'an unknown term'                  => array( array( 'filter_colour' => 'purple' ), array() ),
		);
	}

	public function test_when_out_of_stock_products_are_hidden_an_attribute_matches_only_variations_in_stock(): void {
		update_option( Settings::OPTION, array( 'hide_out_of_stock' => true ) );

		self::assertSame( array(), $this->names( $this->query( array( 'filter_colour' => 'white' ) ) ), 'The white hoodie is sold out.' );
		self::assertSame( array( 'Hoodie' ), $this->names( $this->query( array( 'filter_colour' => 'black' ) ) ) );
		self::assertSame( array( 'Tee' ), $this->names( $this->query( array( 'filter_colour' => 'red' ) ) ), 'The mug is sold out.' );
	}

	public function test_counts_apply_every_other_group_and_not_the_group_counted(): void {
		$query  = $this->query( array( 'filter_colour' => 'red' ) );
		$base   = $this->base( $query );
		$set    = ProductQuery::filters_of( $query );
		$counts = $this->counts();

		self::assertSame(
			array(
				'black' => 1,
				'blue'  => 1,
				'red'   => 2,
				'white' => 1,
			),
			$this->by_slug( $counts->attribute( $base, $set, 'colour' ), 'vitrine_pa_colour' ),
			'Colours are counted as if no colour were chosen: each choice adds to the others.'
		);
		self::assertSame( array(), $this->by_slug( $counts->attribute( $base, $set, 'size' ), 'vitrine_pa_size' ), 'No red product has a size.' );
		self::assertSame(
			array(
				'filter-things' => 1,
				'filter-tops'   => 1,
			),
			$this->by_slug( $counts->categories( $base, $set ), ProductPostTypes::CATEGORY )
		);
		self::assertSame(
			array(
				'instock'    => 1,
				'outofstock' => 1,
			),
			$counts->stock( $base, $set )
		);
		self::assertSame( 0, $counts->on_sale( $base, $set ) );
		self::assertSame(
			array(
				5 => 1,
				4 => 1,
				3 => 2,
				2 => 2,
				1 => 2,
			),
			$counts->ratings( $base, $set )
		);
		self::assertSame( array( 10.0, 30.0 ), $counts->price_range( $base, $set ) );
	}

	public function test_an_attribute_filtered_with_and_keeps_its_own_terms_in_its_counts(): void {
		$query = $this->query(
			array(
				'filter_colour'     => 'red',
				'query_type_colour' => 'and',
			)
		);

		self::assertSame(
			array(
				'blue' => 1,
				'red'  => 2,
			),
			$this->by_slug( $this->counts()->attribute( $this->base( $query ), ProductQuery::filters_of( $query ), 'colour' ), 'vitrine_pa_colour' )
		);
	}

	public function test_rating_stock_sale_and_price_are_counted_in_one_pass_when_none_is_filtered(): void {
		$query  = $this->query( array( 'filter_colour' => 'red,black' ) );
		$base   = $this->base( $query );
		$set    = ProductQuery::filters_of( $query );
		$counts = $this->counts();
		$reads  = 0;
		$count  = static function ( string $sql ) use ( &$reads ): string {
			if ( str_contains( $sql, 'vitrine_counts_lookup' ) ) {
				++$reads;
			}
			return $sql;
		};
		wp_cache_flush();
		add_filter( 'query', $count );
		try {
			$stock   = $counts->stock( $base, $set );
			$on_sale = $counts->on_sale( $base, $set );
			$ratings = $counts->ratings( $base, $set );
			$price   = $counts->price_range( $base, $set );
		} finally {
			remove_filter( 'query', $count );
		}

		self::assertSame( 1, $reads, 'One query for the four groups.' );
		self::assertSame(
			array(
				'instock'    => 2,
				'outofstock' => 1,
			),
			$stock
		);
		self::assertSame( 0, $on_sale );
		self::assertSame(
			array(
				5 => 1,
				4 => 1,
				3 => 2,
				2 => 2,
				1 => 2,
			),
			$ratings
		);
		self::assertSame( array( 10.0, 45.0 ), $price );
	}

	public function test_attribute_counts_join_the_lookup_table_only_when_a_filter_reads_it(): void {
		$reads = array();
		$log   = static function ( string $sql ) use ( &$reads ): string {
			if ( str_contains( $sql, 'COUNT(DISTINCT' ) ) {
				$reads[] = str_contains( $sql, LookupTable::name() . ' AS' );
			}
			return $sql;
		};
		wp_cache_flush();
		add_filter( 'query', $log );
		try {
			$query  = $this->query( array( 'filter_colour' => 'red' ) );
			$counts = $this->counts();
			$counts->categories( $this->base( $query ), ProductQuery::filters_of( $query ) );
			$counts->attribute( $this->base( $query ), ProductQuery::filters_of( $query ), 'colour' );
			self::assertSame( array( true, false ), $reads, 'No rating, stock, sale or price: no lookup join for the colours (the categories keep it: their plan needs it).' );

			$reads   = array();
			$query   = $this->query( array( 'max_price' => '25' ) );
			$set     = ProductQuery::filters_of( $query );
			$colours = $counts->attribute( $this->base( $query ), $set, 'colour' );
			self::assertSame( array( true ), $reads );
		} finally {
			remove_filter( 'query', $log );
		}
		self::assertSame(
			array(
				'blue' => 1,
				'red'  => 1,
			),
			$this->by_slug( $colours, 'vitrine_pa_colour' ),
			'At most 25: the tee (the mug is 30, the hoodie 40).'
		);
	}

	public function test_with_rating_stock_sale_or_price_filtered_each_group_leaves_out_only_its_own_filter(): void {
		$query  = $this->query(
			array(
				'rating'       => '3',
				'stock_status' => 'instock',
				'max_price'    => '25',
			)
		);
		$base   = $this->base( $query );
		$set    = ProductQuery::filters_of( $query );
		$counts = $this->counts();

		self::assertSame( array( 'Tee' ), $this->names( $query ) );
		self::assertSame( array( 'instock' => 1 ), $counts->stock( $base, $set ), 'The mug (3 stars, 30) is over the price.' );
		self::assertSame(
			array(
				5 => 1,
				4 => 1,
				3 => 1,
				2 => 1,
				1 => 1,
			),
			$counts->ratings( $base, $set ),
			'In stock and at most 25: the tee only (the cap is on backorder).'
		);
		self::assertSame( 0, $counts->on_sale( $base, $set ) );
		self::assertSame( array( 10.0, 10.0 ), $counts->price_range( $base, $set ), 'Any price, in stock with 3 stars or more: the tee only (the mug is out of stock).' );
	}

	public function test_a_deleted_category_or_attribute_term_makes_the_counts_stale(): void {
		$version = Plugin::instance()->get( CatalogVersion::class );

		$before = $version->current();
		$blue   = get_term_by( 'slug', 'blue', 'vitrine_pa_colour' );
		wp_delete_term( (int) $blue->term_id, 'vitrine_pa_colour' );
		self::assertNotSame( $before, $version->current(), 'An attribute term.' );

		$before = $version->current();
		wp_delete_term( (int) get_term_by( 'slug', 'filter-things', ProductPostTypes::CATEGORY )->term_id, ProductPostTypes::CATEGORY );
		self::assertNotSame( $before, $version->current(), 'A category.' );

		$tag    = (int) wp_insert_term( 'Unrelated', 'post_tag' )['term_id'];
		$before = $version->current();
		wp_delete_term( $tag, 'post_tag' );
		self::assertSame( $before, $version->current(), 'A term outside the catalog changes no count.' );
	}

	public function test_counts_are_cached_until_the_catalog_changes(): void {
		$query  = $this->query( array() );
		$counts = $this->counts();
		$before = $counts->on_sale( $this->base( $query ), new FilterSet() );
		self::assertSame( 1, $before );

		update_post_meta( $this->ids['Tee'], '_vitrine_sale_price', '5' );
		self::assertSame( 1, $counts->on_sale( $this->base( $query ), new FilterSet() ), 'Cached: the lookup row has not changed yet.' );

		$version = Plugin::instance()->get( CatalogVersion::class )->current();
		Plugin::instance()->catalog->lookup_sync->flush();

		self::assertNotSame( $version, Plugin::instance()->get( CatalogVersion::class )->current() );
		self::assertSame( 2, $counts->on_sale( $this->base( $query ), new FilterSet() ) );
	}

	public function test_without_a_persistent_object_cache_the_counts_of_an_unfiltered_listing_outlive_the_request(): void {
		self::assertFalse( (bool) wp_using_ext_object_cache(), 'The test site has no persistent object cache.' );
		$query  = $this->query( array() );
		$counts = $this->counts();
		self::assertSame( 1, $counts->on_sale( $this->base( $query ), new FilterSet() ) );
		$version = Plugin::instance()->get( CatalogVersion::class )->current();

		// The next request starts with an empty object cache.
		wp_cache_flush();
		self::assertSame( $version, Plugin::instance()->get( CatalogVersion::class )->current(), 'The version is kept.' );
		self::assertSame( 0, $this->count_reads( fn (): int => $counts->on_sale( $this->base( $query ), new FilterSet() ) ), 'The counts are kept.' );
		self::assertSame( 1, $counts->on_sale( $this->base( $query ), new FilterSet() ) );

		// A filtered listing's counts are counted again in every request.
		$red = $this->query( array( 'filter_colour' => 'red' ) );
		$counts->on_sale( $this->base( $red ), ProductQuery::filters_of( $red ) );
		wp_cache_flush();
		self::assertSame( 1, $this->count_reads( fn (): int => $counts->on_sale( $this->base( $red ), ProductQuery::filters_of( $red ) ) ) );

		// A change to the catalog makes the kept counts stale.
		update_post_meta( $this->ids['Tee'], '_vitrine_sale_price', '5' );
		Plugin::instance()->catalog->lookup_sync->flush();
		wp_cache_flush();
		self::assertSame( 1, $this->count_reads( fn (): int => $counts->on_sale( $this->base( $query ), new FilterSet() ) ) );
		self::assertSame( 2, $counts->on_sale( $this->base( $query ), new FilterSet() ) );
	}

	/**
	 * How many reads of the counts a call makes.
	 */
	private function count_reads( \Closure $work ): int {
		$reads = 0;
		$count = static function ( string $sql ) use ( &$reads ): string {
			if ( str_contains( $sql, 'vitrine_counts_lookup' ) ) {
				++$reads;
			}
			return $sql;
		};
		add_filter( 'query', $count );
		try {
			$work();
		} finally {
			remove_filter( 'query', $count );
		}
		return $reads;
	}

	public function test_the_lookup_rows_of_simple_and_variable_products(): void {
		$lookup = Plugin::instance()->get( AttributeLookup::class );
		$black  = (int) get_term_by( 'slug', 'black', 'vitrine_pa_colour' )->term_id;
		$white  = (int) get_term_by( 'slug', 'white', 'vitrine_pa_colour' )->term_id;
		$m      = (int) get_term_by( 'slug', 'm', 'vitrine_pa_size' )->term_id;
		$l      = (int) get_term_by( 'slug', 'l', 'vitrine_pa_size' )->term_id;

		self::assertCount( 2, $lookup->rows( $this->ids['Tee'] ) );
		self::assertFalse( $lookup->rows( $this->ids['Mug'] )[0]['in_stock'] );
		self::assertSame( array(), $lookup->rows( $this->ids['Cap'] ) );
		$rows      = array_map(
			static fn ( array $row ): string => $row['product_id'] . ':' . $row['term_id'] . ':' . ( $row['in_stock'] ? 'in' : 'out' ) . ':' . ( $row['is_variation_attribute'] ? 'v' : 'p' ),
			$lookup->rows( $this->ids['Hoodie'] )
		);
		$black_m   = $this->variations['black m'];
		$white_any = $this->variations['white any'];
		$expected  = array( "{$black_m}:{$black}:in:v", "{$black_m}:{$m}:in:v", "{$white_any}:{$white}:out:v", "{$white_any}:{$m}:out:v", "{$white_any}:{$l}:out:v" );
		sort( $expected );
		sort( $rows );
		self::assertSame( $expected, $rows, 'A variation for any size has a row for each of the product’s sizes.' );
	}

	public function test_the_rows_follow_variation_product_and_term_changes(): void {
		$catalog = Plugin::instance()->catalog;
		$lookup  = Plugin::instance()->get( AttributeLookup::class );

		$catalog->writer->save_variation( $this->ids['Hoodie'], $this->variations['black m'], array( 'attributes' => array( 'vitrine_pa_colour' => 'white' ) ) );
		self::assertSame( array(), $this->names( $this->query( array( 'filter_colour' => 'black' ) ) ), 'The variation is white now.' );

		wp_set_object_terms( $this->ids['Tee'], array( 'red' ), 'vitrine_pa_colour' );
		$catalog->lookup_sync->flush();
		self::assertSame( array( 'Mug', 'Tee' ), $this->names( $this->query( array( 'filter_colour' => 'red' ) ) ) );
		self::assertSame( array(), $this->names( $this->query( array( 'filter_colour' => 'blue' ) ) ), 'Blue was taken off the tee.' );

		$red = get_term_by( 'slug', 'red', 'vitrine_pa_colour' );
		wp_delete_term( (int) $red->term_id, 'vitrine_pa_colour' );
		self::assertSame( array(), $lookup->rows( $this->ids['Mug'] ), 'A deleted term leaves no row.' );

		wp_trash_post( $this->ids['Hoodie'] );
		$catalog->lookup_sync->flush();
		self::assertSame( array(), $lookup->rows( $this->ids['Hoodie'] ) );
	}

	public function test_the_migration_rebuild_writes_existing_products_in_batches(): void {
		global $wpdb;
		$table = AttributeLookup::name();
		$wpdb->query( "DELETE FROM {$table}" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table.
		wp_clear_scheduled_hook( AttributeLookup::REBUILD_EVENT );
		$lookup = Plugin::instance()->get( AttributeLookup::class );

		$last = $lookup->rebuild_batch( 0 );

		self::assertGreaterThanOrEqual( max( $this->ids ), $last );
		self::assertCount( 2, $lookup->rows( $this->ids['Tee'] ) );
		self::assertCount( 5, $lookup->rows( $this->ids['Hoodie'] ) );
		self::assertFalse( wp_next_scheduled( AttributeLookup::REBUILD_EVENT, array( $last ) ), 'A batch that was not full was the last.' );
		self::assertSame( 0, $lookup->rebuild_batch( $last ) );
	}

	/**
	 * Runs a shop query as the main query would: the filters parsed from the address, through
	 * ProductQuery's clauses, limited to this test's products.
	 *
	 * @param array<string, string> $params The address's parameters.
	 */
	private function query( array $params ): WP_Query {
		$query = Plugin::instance()->get( ProductQuery::class );
		$_GET  = $params;
		try {
			$args                          = $query->grid_args( 'menu_order', 20 );
			$args[ ProductQuery::FILTERS ] = $query->requested_filters();
			$args['post__in']              = array_values( $this->ids );
			$args['orderby']               = 'title';
			return new WP_Query( $args );
		} finally {
			$_GET = array();
		}
	}

	/**
	 * @return array{join: string, where: string, hide: bool}
	 */
	private function base( WP_Query $query ): array {
		$base = Plugin::instance()->get( ProductQuery::class )->base_clauses( $query );
		self::assertIsArray( $base );
		return $base;
	}

	private function counts(): FilterCounts {
		return Plugin::instance()->get( FilterCounts::class );
	}

	/**
	 * @return list<string>
	 */
	private function names( WP_Query $query ): array {
		$names = array_map( static fn ( \WP_Post $post ): string => $post->post_title, $query->posts );
		sort( $names );
		return $names;
	}

	/**
	 * @param array<int|string, int> $counts   Term id => count.
	 * @param string                 $taxonomy The terms' taxonomy.
	 * @return array<string, int>
	 */
	private function by_slug( array $counts, string $taxonomy ): array {
		$slugs = array();
		foreach ( $counts as $term_id => $count ) {
			$term = get_term( (int) $term_id, $taxonomy );
			if ( $term instanceof \WP_Term ) {
				$slugs[ $term->slug ] = $count;
			}
		}
		ksort( $slugs );
		return $slugs;
	}

	private function review( int $product_id, int $rating ): void {
		wp_insert_comment(
			array(
				'comment_post_ID'  => $product_id,
				'comment_content'  => 'Review',
				'comment_type'     => 'review',
				'comment_approved' => 1,
				'comment_meta'     => array( 'rating' => $rating ),
			)
		);
	}
}
