<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Shop;

use Vitrine\Catalog\Catalog;
use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Plugin;
use Vitrine\Shop\ProductCard;
use Vitrine\Shop\ShopRenderer;
use Vitrine\Tests\TestCase;
use WP_Query;

/**
 * A listing reads what its cards need in one go: the number of queries to render a page of
 * products does not grow with the number of products shown, whatever they are (simple or
 * variable with variations, with an image, on sale, rated).
 */
final class ListingQueriesTest extends TestCase {

	/**
	 * The options (the test empties the object cache), the query with its count, the products'
	 * posts, meta and terms, their variations (posts with their ids), the images' posts, the
	 * variations' and images' meta together, and the ratings.
	 */
	private const MOST_QUERIES = 10;

	private Catalog $catalog;

	private ShopRenderer $renderer;

	/** @var list<int> */
	private array $ids = array();

	protected function setUp(): void {
		parent::setUp();
		$this->catalog  = Plugin::instance()->catalog;
		$this->renderer = new ShopRenderer( $this->catalog->products, new ProductCard( $this->catalog ) );
		for ( $i = 0; $i < 12; $i++ ) {
			$this->ids[] = 0 === $i % 2 ? $this->simple_product( $i ) : $this->variable_product( $i );
		}
	}

	public function test_the_queries_of_a_listing_do_not_grow_with_its_products(): void {
		$this->listing_queries( 1 );

		$four   = $this->listing_queries( 4 );
		$twelve = $this->listing_queries( 12 );

		self::assertSame( $four, $twelve, "4 cards took {$four} queries, 12 cards {$twelve}." );
		self::assertLessThanOrEqual( self::MOST_QUERIES, $twelve );
	}

	public function test_a_primed_product_has_the_same_variations_in_the_same_order(): void {
		$variable = $this->ids[1];
		$expected = array_map( static fn ( $v ): array => array( $v->id, $v->prices->regular, $v->stock->status() ), $this->catalog->products->variations( $variable ) );
		self::assertCount( 3, $expected );

		wp_cache_flush();
		$this->catalog->products->prime( $this->ids );
		global $wpdb;
		$before = $wpdb->num_queries;
		$primed = array_map( static fn ( $v ): array => array( $v->id, $v->prices->regular, $v->stock->status() ), $this->catalog->products->variations( $variable ) );

		self::assertSame( $expected, $primed );
		self::assertSame( $before, $wpdb->num_queries, 'Primed variations cost no query.' );
	}

	public function test_a_new_variation_is_seen_after_priming(): void {
		$variable = $this->ids[1];
		$this->catalog->products->prime( $this->ids );

		$this->catalog->writer->save_variation( $variable, 0, array( 'regular_price' => '99' ) );

		self::assertCount( 4, $this->catalog->products->variations( $variable ), 'The cached list follows a change to the posts.' );
	}

	/**
	 * The queries of the shop's query and its rendered listing for the first products, from an
	 * empty object cache as a request without a persistent cache starts.
	 */
	private function listing_queries( int $count ): int {
		global $wpdb;
		wp_cache_flush();
		$before = $wpdb->num_queries;
		$query  = new WP_Query(
			array(
				'post_type'      => ProductPostTypes::PRODUCT,
				'post__in'       => array_slice( $this->ids, 0, $count ),
				'orderby'        => 'post__in',
				'posts_per_page' => $count,
			)
		);
		$html   = $this->renderer->archive( $query, 4 );
		$used   = $wpdb->num_queries - $before;

		self::assertSame( $count, substr_count( $html, 'class="vitrine-product-card ' ) );
		self::assertSame( $count, substr_count( $html, 'vitrine-product-card__image"' ), 'Every card shows its image.' );
		return $used;
	}

	private function simple_product( int $i ): int {
		$id = $this->catalog->writer->save_product(
			0,
			array(
				'name'          => 'Listing simple ' . $i,
				'regular_price' => '20.00',
				'sale_price'    => '15.00',
			)
		);
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
		return $id;
	}

	private function variable_product( int $i ): int {
		$id = $this->catalog->writer->save_product(
			0,
			array(
				'name' => 'Listing variable ' . $i,
				'type' => 'variable',
			)
		);
		$this->image_for( $id );
		foreach ( array( '10', '12', '14' ) as $n => $price ) {
			$this->catalog->writer->save_variation(
				$id,
				0,
				array(
					'regular_price' => $price,
					'stock_status'  => 2 === $n ? 'outofstock' : 'instock',
				)
			);
		}
		return $id;
	}

	private function image_for( int $product_id ): void {
		$attachment = wp_insert_attachment(
			array(
				'post_title'     => 'Image ' . $product_id,
				'post_mime_type' => 'image/png',
				'post_status'    => 'inherit',
			),
			'listing-' . $product_id . '.png'
		);
		update_post_meta( $attachment, '_wp_attached_file', 'listing-' . $product_id . '.png' );
		update_post_meta(
			$attachment,
			'_wp_attachment_metadata',
			array(
				'width'  => 600,
				'height' => 600,
				'file'   => 'listing-' . $product_id . '.png',
				'sizes'  => array(
					'medium' => array(
						'file'      => 'listing-' . $product_id . '-300x300.png',
						'width'     => 300,
						'height'    => 300,
						'mime-type' => 'image/png',
					),
				),
			)
		);
		update_post_meta( $product_id, '_thumbnail_id', $attachment );
	}
}
