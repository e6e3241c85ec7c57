<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Listings;

use Vitrine\Catalog\Catalog;
use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Listings\ListingContext;
use Vitrine\Listings\Listings;
use Vitrine\Plugin;
use Vitrine\Tests\TestCase;

/**
 * The listing's first page is in the page's HTML with the reference the bundle needs, and a page
 * of items costs a fixed number of queries whatever its size (no query per item).
 */
final class ListingRenderTest extends TestCase {

	/**
	 * The query (one item more than the page, no count), the posts' meta and terms, the products' variations, the images'
	 * posts and meta, the ratings, and the options the empty cache reads once.
	 */
	private const MOST_QUERIES = 14;

	private Catalog $catalog;

	/** @var list<int> */
	private array $products = array();

	protected function setUp(): void {
		parent::setUp();
		wp_set_current_user( 0 );
		$this->catalog = Plugin::instance()->catalog;
	}

	protected function tearDown(): void {
		unset( $GLOBALS['post'], $_GET['vitrine-page-l-render'] );
		$_SERVER['REQUEST_URI'] = '/';
		parent::tearDown();
	}

	public function test_the_first_page_is_rendered_with_the_reference_to_fetch_the_next(): void {
		$this->products( 5 );
		$page = $this->page_with( ListingEndpointTest::listing_block( 'l-render', array( 'perPage' => 2 ) ) );

		$html = $this->render( $page );

		self::assertSame( 2, substr_count( $html, 'class="vitrine-listing__item"' ) );
		self::assertMatchesRegularExpression( '/data-vitrine-widget="listing"/', $html );
		$state = self::state( $html );
		self::assertSame( $page, $state['post'] );
		self::assertSame( 'l-render', $state['listing'] );
		self::assertSame( 1, $state['page'] );
		self::assertSame( 2, $state['pages'], 'A page follows: the last page known is the next.' );
		self::assertMatchesRegularExpression( '/<div class="vitrine-listing__more"><button/', $html, 'The button shows while there are more pages.' );
		self::assertStringContainsString( '--vitrine-listing-columns:3;--vitrine-listing-columns-tablet:1;--vitrine-listing-columns-mobile:1', $html, 'The spec’s default columns.' );
		self::assertTrue( wp_script_is( 'vitrine-listing', 'enqueued' ) );
	}

	public function test_the_button_is_hidden_when_everything_fits_on_one_page(): void {
		$this->products( 2 );
		$page = $this->page_with( ListingEndpointTest::listing_block( 'l-render', array( 'perPage' => 6 ) ) );

		self::assertStringContainsString( '<div class="vitrine-listing__more" hidden>', $this->render( $page ) );
	}

	public function test_without_javascript_the_pages_are_reached_by_links(): void {
		$this->products( 5 );
		$page = $this->page_with( ListingEndpointTest::listing_block( 'l-render', array( 'perPage' => 2 ) ) );

		$_SERVER['REQUEST_URI'] = '/listing-page/?colour=red';
		$first                  = $this->render( $page );
		// Only without JavaScript (the load-more button takes its place): nothing removed at load.
		self::assertStringContainsString( '<noscript><nav class="vitrine-listing__pages" aria-label="More items"><a class="vitrine-listing__page-link vitrine-listing__page-link--next" rel="next" href="/listing-page/?colour=red&#038;vitrine-page-l-render=2">Next items</a></nav></noscript>', $first );
		self::assertStringNotContainsString( 'rel="prev"', $first );

		// The link's page: its items, the state the bundle goes on from, links both ways.
		$_SERVER['REQUEST_URI']        = '/listing-page/?colour=red&vitrine-page-l-render=2';
		$_GET['vitrine-page-l-render'] = '2';
		$second                        = $this->render( $page );
		self::assertCount( 2, self::ids( $second ) );
		self::assertSame( array(), array_intersect( self::ids( $first ), self::ids( $second ) ) );
		self::assertSame( 2, self::state( $second )['page'] );
		self::assertSame( 3, self::state( $second )['pages'] );
		self::assertStringContainsString( '<nav class="vitrine-listing__pages" aria-label="More items"><a class="vitrine-listing__page-link vitrine-listing__page-link--prev" rel="prev" href="/listing-page/?colour=red">Previous items</a><noscript><a ', $second );
		self::assertStringContainsString( 'href="/listing-page/?colour=red&#038;vitrine-page-l-render=3">Next items</a></noscript></nav>', $second );

		// The last page: no next link, and the load-more button hidden.
		$_SERVER['REQUEST_URI']        = '/listing-page/?vitrine-page-l-render=3';
		$_GET['vitrine-page-l-render'] = '3';
		$last                          = $this->render( $page );
		self::assertCount( 1, self::ids( $last ) );
		self::assertStringContainsString( 'rel="prev" href="/listing-page/?vitrine-page-l-render=2">Previous items</a>', $last );
		self::assertStringNotContainsString( 'rel="next"', $last );
		self::assertStringContainsString( '<div class="vitrine-listing__more" hidden>', $last );
	}

	/**
	 * @dataProvider pages_that_are_not_there
	 *
	 * @param string $asked The page in the address.
	 */
	public function test_a_page_that_is_not_there_shows_the_first( string $asked ): void {
		$this->products( 3 );
		$page                          = $this->page_with( ListingEndpointTest::listing_block( 'l-render', array( 'perPage' => 2 ) ) );
		$first                         = self::ids( $this->render( $page ) );
		$_GET['vitrine-page-l-render'] = $asked;

		$html = $this->render( $page );

		self::assertSame( $first, self::ids( $html ) );
		self::assertSame( 1, self::state( $html )['page'] );
	}

	/**
	 * @return iterable<string, array{0: string}>
	 */
	public static function pages_that_are_not_there(): iterable {
		yield 'past the end' => array( '9' );
		yield 'not a number' => array( 'two' );
		yield 'zero' => array( '0' );
		yield 'negative' => array( '-2' );
	}

	public function test_a_listing_without_pagination_has_no_page_links(): void {
		$this->products( 5 );
		$page                          = $this->page_with(
			ListingEndpointTest::listing_block(
				'l-render',
				array(
					'perPage'    => 2,
					'pagination' => 'none',
				)
			)
		);
		$_GET['vitrine-page-l-render'] = '2';

		$html = $this->render( $page );

		self::assertStringNotContainsString( 'vitrine-listing__pages', $html );
		self::assertCount( 2, self::ids( $html ) );
	}

	/**
	 * @return list<int>
	 */
	private static function ids( string $html ): array {
		preg_match_all( '/class="vitrine-listing__item" data-post-id="(\d+)"/', $html, $matches );
		return array_map( 'intval', $matches[1] );
	}

	public function test_a_lazy_listing_renders_its_frame_only(): void {
		$this->products( 2 );
		$page = $this->page_with(
			ListingEndpointTest::listing_block(
				'l-render',
				array(
					'lazyLoad'   => true,
					'lazyOffset' => '200px',
				)
			)
		);

		$html = $this->render( $page );

		self::assertSame( 0, substr_count( $html, 'class="vitrine-listing__item"' ) );
		self::assertStringContainsString( 'aria-busy="true"', $html );
		$state = self::state( $html );
		self::assertSame( 0, $state['page'] );
		self::assertTrue( $state['lazy'] );
		self::assertSame( '200px', $state['offset'] );
	}

	public function test_a_listing_the_browser_could_not_name_renders_without_calls(): void {
		$this->products( 3 );
		$block = ListingEndpointTest::listing_block( 'l-render', array( 'perPage' => 2 ) );
		// Rendered in another post's page (a template, a pattern): the reference would not resolve.
		$elsewhere       = $this->page_with( '<!-- wp:paragraph --><p>x</p><!-- /wp:paragraph -->' );
		$GLOBALS['post'] = get_post( $elsewhere ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the page being shown.

		$html = do_blocks( $block );

		self::assertSame( 2, substr_count( $html, 'class="vitrine-listing__item"' ) );
		self::assertStringNotContainsString( 'data-vitrine-listing', $html );
		self::assertStringNotContainsString( 'vitrine-listing__more', $html );
	}

	public function test_the_slider_layout_asks_for_its_widget(): void {
		$this->products( 2 );
		$page = $this->page_with(
			ListingEndpointTest::listing_block(
				'l-render',
				array(
					'layout'     => 'slider',
					'pagination' => 'none',
					'columns'    => 4,
				)
			)
		);

		$html = $this->render( $page );

		self::assertStringContainsString( 'data-vitrine-widget="listing-slider"', $html );
		self::assertStringContainsString( 'data-columns="4,1,1"', $html );
		self::assertStringContainsString( 'vitrine-listing__viewport', $html );
	}

	public function test_the_queries_of_a_page_do_not_grow_with_its_items(): void {
		$this->products( 12, true );
		$template = '<!-- wp:post-featured-image {"isLink":true} /--><!-- wp:post-title {"isLink":true} /--><!-- wp:post-excerpt /-->'
			. '<!-- wp:vitrine/dynamic-field {"field":"price"} /--><!-- wp:vitrine/dynamic-field {"field":"rating"} /-->'
			. '<!-- wp:vitrine/dynamic-field {"field":"stock"} /--><!-- wp:vitrine/dynamic-field {"field":"sku"} /-->';

		$this->queries( 4, $template );
		$four   = $this->queries( 4, $template );
		$twelve = $this->queries( 12, $template );

		self::assertSame( $four, $twelve, "4 items took {$four} queries, 12 items {$twelve}." );
		self::assertLessThanOrEqual( self::MOST_QUERIES, $twelve );
	}

	/**
	 * The queries of one page of a listing, from an empty object cache.
	 */
	private function queries( int $per_page, string $template ): int {
		$block = parse_blocks( ListingEndpointTest::listing_block( 'l-count', array( 'perPage' => $per_page ), $template ) )[0];
		global $wpdb;
		wp_cache_flush();
		$before = $wpdb->num_queries;
		$result = $this->services()->get( Listings::class )->page( $block, new ListingContext( 0, 0 ), 1 );
		$used   = $wpdb->num_queries - $before;

		self::assertCount( $per_page, $result['page']->ids );
		self::assertSame( $per_page, substr_count( $result['html'], 'vitrine-dynamic-field--price' ) );
		self::assertSame( $per_page, substr_count( $result['html'], '<img' ), 'Every item shows its image.' );
		self::assertSame( $per_page, substr_count( $result['html'], 'vitrine-dynamic-field--rating' ) );
		return $used;
	}

	private function render( int $page ): string {
		$post            = get_post( $page );
		$GLOBALS['post'] = $post; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the page being shown.
		return do_blocks( (string) $post?->post_content );
	}

	/**
	 * @return array<string, mixed>
	 */
	private static function state( string $html ): array {
		self::assertSame( 1, preg_match( "/data-vitrine-listing='([^']+)'/", $html, $match ) );
		return (array) json_decode( html_entity_decode( $match[1] ), true );
	}

	private function page_with( string $content ): int {
		return (int) wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_title'   => 'Listing page',
				'post_status'  => 'publish',
				'post_content' => wp_slash( $content ),
			)
		);
	}

	private function products( int $count, bool $rich = false ): void {
		for ( $i = 0; $i < $count; $i++ ) {
			$variable = $rich && 1 === $i % 2;
			$id       = $this->catalog->writer->save_product(
				0,
				array(
					'name'              => 'Render ' . $i,
					'type'              => $variable ? 'variable' : 'simple',
					'regular_price'     => $variable ? '' : '20.00',
					'sku'               => 'R-' . $i,
					'short_description' => 'Short ' . $i,
				)
			);
			if ( $variable ) {
				foreach ( array( '10', '12' ) as $price ) {
					$this->catalog->writer->save_variation( $id, 0, array( 'regular_price' => $price ) );
				}
			}
			if ( $rich ) {
				$this->image_for( $id );
				wp_insert_comment(
					array(
						'comment_post_ID'  => $id,
						'comment_content'  => 'Nice',
						'comment_type'     => 'review',
						'comment_approved' => 1,
						'comment_meta'     => array( 'rating' => 4 ),
					)
				);
				$this->catalog->lookup->sync( $id );
			}
			$this->products[] = $id;
		}
		self::assertSame( ProductPostTypes::PRODUCT, get_post_type( $this->products[0] ) );
	}

	private function image_for( int $product_id ): void {
		$file       = 'listing-render-' . $product_id . '.png';
		$attachment = wp_insert_attachment(
			array(
				'post_title'     => 'Image ' . $product_id,
				'post_mime_type' => 'image/png',
				'post_status'    => 'inherit',
			),
			$file
		);
		update_post_meta( $attachment, '_wp_attached_file', $file );
		update_post_meta(
			$attachment,
			'_wp_attachment_metadata',
			array(
				'width'  => 600,
				'height' => 600,
				'file'   => $file,
				'sizes'  => array(),
			)
		);
		update_post_meta( $product_id, '_thumbnail_id', $attachment );
	}
}
