<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\ProductPage;

use Vitrine\Catalog\Catalog;
use Vitrine\Catalog\Model\Product;
use Vitrine\Core\Assets\Assets;
use Vitrine\Plugin;
use Vitrine\ProductPage\ProductImages;
use Vitrine\ProductPage\SingleProduct;
use Vitrine\Tests\TestCase;

/**
 * The product page's parts: gallery markup from the media library, summary, the variations'
 * JSON and selects, and the tabs in the WAI-ARIA pattern.
 */
final class SingleProductTest extends TestCase {

	private Catalog $catalog;

	private SingleProduct $page;

	/** @var list<string> */
	private array $files = array();

	protected function setUp(): void {
		parent::setUp();
		$GLOBALS['wp_scripts'] = null;
		$this->catalog         = Plugin::instance()->catalog;
		$this->page            = new SingleProduct( $this->catalog, new Assets(), new ProductImages() );
	}

	protected function tearDown(): void {
		foreach ( $this->files as $file ) {
			wp_delete_file( $file );
		}
		unset( $_GET['unapproved'] );
		set_query_var( 'cpage', 0 );
		parent::tearDown();
	}

	public function test_the_gallery_carries_the_media_library_data_of_each_image(): void {
		$images  = array( $this->image( 'Front', 1200, 900 ), $this->image( 'Back', 1200, 900 ), $this->image( 'Side', 800, 600 ) );
		$product = $this->product(
			array(
				'image_id'    => $images[0],
				'gallery_ids' => array( $images[1], $images[2] ),
			)
		);

		$html = $this->page->gallery( $product );

		self::assertStringContainsString( 'data-vitrine-gallery data-product_id="' . $product->id . '" data-image-count="3"', $html );
		self::assertStringContainsString( 'vitrine-product-gallery--multiple', $html );
		self::assertSame( 3, substr_count( $html, 'class="vitrine-product-gallery__slide"' ) );
		$full = wp_get_attachment_image_src( $images[0], 'full' );
		self::assertIsArray( $full );
		self::assertStringContainsString( 'data-large_image="' . esc_url( $full[0] ) . '" data-large_image_width="1200" data-large_image_height="900"', $html );
		self::assertStringContainsString( 'data-caption="Front caption" data-alt="Front alt" data-title="Front"', $html );
		self::assertStringContainsString( 'alt="Front alt"', $html );
		self::assertStringContainsString( 'data-large_image_width="800"', $html );
		self::assertStringContainsString( 'fetchpriority="high"', $html, 'The first image loads at once.' );
		self::assertSame( 2, substr_count( $html, 'decoding="async" loading="lazy"' ), 'The other slides load lazily.' );
		self::assertStringContainsString( 'class="vitrine-product-gallery__thumbs" hidden', $html );
		self::assertStringContainsString( 'Show image 3 of 3', $html );
		self::assertStringContainsString( 'View full-screen image gallery', $html );
		self::assertTrue( wp_script_is( 'vitrine-product', 'enqueued' ) );
	}

	public function test_the_gallery_reads_its_images_in_one_go(): void {
		global $wpdb;
		$one     = $this->product( array( 'image_id' => $this->image( 'Single', 300, 300 ) ) );
		$three   = $this->product(
			array(
				'image_id'    => $this->image( 'First', 300, 300 ),
				'gallery_ids' => array( $this->image( 'Second', 300, 300 ), $this->image( 'Third', 300, 300 ) ),
			)
		);
		$queries = array();
		foreach ( array( $one, $three ) as $product ) {
			$this->page->gallery( $product );
			wp_cache_flush();
			$before    = $wpdb->num_queries;
			$html      = $this->page->gallery( $product );
			$queries[] = $wpdb->num_queries - $before;
			self::assertStringContainsString( 'data-image-count="' . count( $product->image_ids() ) . '"', $html );
		}

		self::assertSame( $queries[0], $queries[1], 'Three images cost the queries of one.' );
	}

	public function test_one_image_has_no_thumbnails_and_an_image_without_alt_gets_the_product_name(): void {
		$image = $this->image( 'Only', 600, 600 );
		delete_post_meta( $image, '_wp_attachment_image_alt' );
		$product = $this->product( array( 'image_id' => $image ) );

		$html = $this->page->gallery( $product );

		self::assertStringNotContainsString( 'vitrine-product-gallery__thumbs', $html );
		self::assertStringNotContainsString( '--multiple', $html );
		self::assertStringContainsString( 'alt="Desk lamp"', $html );
		self::assertStringContainsString( 'data-alt=""', $html );
	}

	public function test_a_product_without_images_shows_a_placeholder(): void {
		$html = $this->page->gallery( $this->product() );

		self::assertStringContainsString( 'role="img" aria-label="Awaiting product image"', $html );
	}

	public function test_the_summary_has_title_price_description_stock_and_form(): void {
		$product = $this->product(
			array(
				'short_description' => 'Bright and small.',
				'sku'               => 'LAMP-1',
				'manage_stock'      => true,
				'stock'             => 7,
			)
		);

		$html = $this->page->summary( $product );

		self::assertStringContainsString( '<h1 class="vitrine-product-summary__title">Desk lamp</h1>', $html );
		self::assertStringContainsString( '<p class="vitrine-product-summary__price">' . $this->catalog->prices->product_price_html( $product ) . '</p>', $html );
		self::assertStringContainsString( 'Bright and small.', $html );
		self::assertStringContainsString( '<p class="vitrine-stock vitrine-stock--instock">7 in stock</p>', $html );
		self::assertStringContainsString( 'class="vitrine-add-to-cart-form" method="post" action="' . esc_url( $product->permalink() ) . '"', $html );
		self::assertStringContainsString( 'name="quantity" value="1" min="1" max="7"', $html );
		self::assertStringContainsString( 'data-product_id="' . $product->id . '"', $html );
		self::assertStringContainsString( 'Add to cart', $html );
		self::assertStringContainsString( 'LAMP-1', $html );
	}

	public function test_a_product_out_of_stock_has_no_form(): void {
		$product = $this->product(
			array(
				'manage_stock' => true,
				'stock'        => 0,
			)
		);

		$html = $this->page->summary( $product );

		self::assertStringContainsString( '<p class="vitrine-stock vitrine-stock--outofstock">Out of stock</p>', $html );
		self::assertStringNotContainsString( '<form', $html );
	}

	public function test_a_variable_product_has_one_select_per_attribute_and_its_variations_as_json(): void {
		$image = $this->image( 'Red tee', 1000, 1000 );
		$id    = $this->catalog->writer->save_product(
			0,
			array(
				'name'       => 'Tee',
				'type'       => 'variable',
				'attributes' => array(
					array(
						'name'      => 'Colour',
						'options'   => array( 'Red', 'Blue' ),
						'variation' => true,
					),
					array(
						'name'      => 'Size',
						'options'   => array( 'S', 'M' ),
						'variation' => true,
					),
					array(
						'name'    => 'Fabric',
						'options' => array( 'Cotton' ),
					),
				),
			)
		);
		$red_s = $this->catalog->writer->save_variation(
			$id,
			0,
			array(
				'regular_price' => '20',
				'sale_price'    => '15',
				'manage_stock'  => true,
				'stock'         => 3,
				'image_id'      => $image,
				'attributes'    => array(
					'colour' => 'red',
					'size'   => 's',
				),
			)
		);
		$blue  = $this->catalog->writer->save_variation(
			$id,
			0,
			array(
				'regular_price' => '22',
				'manage_stock'  => true,
				'stock'         => 0,
				'attributes'    => array(
					'colour' => 'blue',
					'size'   => '',
				),
			)
		);
		$this->catalog->writer->save_variation(
			$id,
			0,
			array(
				'regular_price' => '25',
				'enabled'       => false,
				'attributes'    => array(
					'colour' => 'red',
					'size'   => 'm',
				),
			)
		);
		$product = $this->catalog->products->find( $id );
		self::assertNotNull( $product );

		$html = $this->page->summary( $product );

		self::assertStringContainsString( '<label for="vitrine-attribute-' . $id . '-colour">Colour</label><select id="vitrine-attribute-' . $id . '-colour" name="attribute_colour" data-attribute_name="attribute_colour"><option value="">Choose an option</option><option value="red">Red</option><option value="blue">Blue</option></select>', $html );
		self::assertStringContainsString( 'name="attribute_size"', $html );
		self::assertStringNotContainsString( 'name="attribute_fabric"', $html, 'Only variation attributes are chosen.' );
		self::assertStringContainsString( '<input type="hidden" name="variation_id" class="vitrine-variation-id" value="0">', $html );
		self::assertStringContainsString( 'aria-live="polite"', $html );

		self::assertMatchesRegularExpression( '/data-product_variations="([^"]*)"/', $html );
		preg_match( '/data-product_variations="([^"]*)"/', $html, $match );
		$variations = json_decode( html_entity_decode( $match[1], ENT_QUOTES ), true );
		self::assertIsArray( $variations );
		self::assertCount( 2, $variations, 'The disabled variation is left out.' );
		self::assertSame( $red_s, $variations[0]['variation_id'] );
		self::assertSame(
			array(
				'attribute_colour' => 'red',
				'attribute_size'   => 's',
			),
			$variations[0]['attributes']
		);
		self::assertStringContainsString( 'vitrine-price--sale', $variations[0]['price_html'] );
		self::assertSame( 3, $variations[0]['max_qty'] );
		self::assertTrue( $variations[0]['is_in_stock'] );
		self::assertTrue( $variations[0]['is_purchasable'] );
		self::assertStringContainsString( '3 in stock', $variations[0]['availability_html'] );
		self::assertSame( 1000, $variations[0]['image']['large_image_width'] );
		self::assertSame( 'Red tee caption', $variations[0]['image']['caption'] );

		self::assertSame( $blue, $variations[1]['variation_id'] );
		self::assertSame( '', $variations[1]['attributes']['attribute_size'], 'Any size.' );
		self::assertFalse( $variations[1]['is_in_stock'] );
		self::assertNull( $variations[1]['image'] );
	}

	public function test_tabs_follow_the_wai_aria_pattern_with_exactly_one_selected(): void {
		$product = $this->product(
			array(
				'description' => 'A lamp for your desk.',
				'weight'      => '1.50',
				'length'      => '20',
				'width'       => '15',
				'height'      => '40',
				'attributes'  => array(
					array(
						'name'    => 'Material',
						'options' => array( 'Steel', 'Oak' ),
					),
					array(
						'name'    => 'Secret',
						'options' => array( 'Hidden' ),
						'visible' => false,
					),
				),
			)
		);

		$html = $this->page->tabs( $product );

		self::assertStringContainsString( '<ul class="vitrine-tabs__list" role="tablist" aria-label="Product details">', $html );
		preg_match_all( '/id="tab-title-([a-z_]+)" class="vitrine-tabs__tab" role="tab" href="#tab-\1" aria-controls="tab-\1" aria-selected="(true|false)" tabindex="(0|-1)"/', $html, $tabs );
		self::assertSame( array( 'description', 'additional_information', 'reviews' ), $tabs[1] );
		self::assertSame( array( 'true', 'false', 'false' ), $tabs[2] );
		self::assertSame( array( '0', '-1', '-1' ), $tabs[3] );
		self::assertStringContainsString( '<div id="tab-description" class="vitrine-tabs__panel vitrine-tabs__panel--description" role="tabpanel" aria-labelledby="tab-title-description" tabindex="0">', $html );
		self::assertStringContainsString( 'aria-labelledby="tab-title-additional_information" tabindex="0" hidden>', $html );
		self::assertStringContainsString( 'A lamp for your desk.', $html );
		self::assertStringContainsString( '<tr><th scope="row">Weight</th><td>1.5 kg</td></tr>', $html );
		self::assertStringContainsString( '<tr><th scope="row">Dimensions</th><td>20 × 15 × 40 cm</td></tr>', $html );
		self::assertStringContainsString( '<tr><th scope="row">Material</th><td>Steel, Oak</td></tr>', $html );
		self::assertStringNotContainsString( 'Secret', $html );
	}

	public function test_tabs_without_content_are_left_out(): void {
		$product = $this->product();

		self::assertSame( array( 'reviews' ), array_keys( $this->page->tab_list( $product ) ) );
	}

	public function test_a_page_of_reviews_opens_the_reviews_tab(): void {
		$ids = array( 'description', 'additional_information', 'reviews' );
		self::assertSame( 'description', $this->page->initial_tab( $ids ) );

		set_query_var( 'cpage', 2 );
		self::assertSame( 'reviews', $this->page->initial_tab( $ids ) );
		set_query_var( 'cpage', 0 );

		$_GET['unapproved'] = '12';
		self::assertSame( 'reviews', $this->page->initial_tab( $ids ), 'Right after posting a review.' );
		self::assertSame( 'description', $this->page->initial_tab( array( 'description' ) ) );
	}

	/**
	 * A published product with a price.
	 *
	 * @param array<string, mixed> $fields More fields.
	 */
	private function product( array $fields = array() ): Product {
		$id      = $this->catalog->writer->save_product(
			0,
			array_merge(
				array(
					'name'          => 'Desk lamp',
					'regular_price' => '49.90',
				),
				$fields
			)
		);
		$product = $this->catalog->products->find( $id );
		self::assertNotNull( $product );
		return $product;
	}

	/**
	 * A generated JPEG in the media library, with title, caption and alternative text.
	 */
	private function image( string $title, int $width, int $height ): int {
		$image = imagecreatetruecolor( $width, $height );
		imagefill( $image, 0, 0, (int) imagecolorallocate( $image, 66, 135, 160 ) );
		$upload = wp_upload_dir();
		wp_mkdir_p( $upload['path'] );
		$file = trailingslashit( $upload['path'] ) . sanitize_file_name( strtolower( $title ) ) . '-' . wp_generate_password( 6, false ) . '.jpg';
		imagejpeg( $image, $file, 80 );
		imagedestroy( $image );
		require_once ABSPATH . 'wp-admin/includes/image.php';
		$id = (int) wp_insert_attachment(
			array(
				'post_mime_type' => 'image/jpeg',
				'post_title'     => $title,
				'post_excerpt'   => $title . ' caption',
				'post_status'    => 'inherit',
			),
			$file
		);
		update_post_meta( $id, '_wp_attachment_image_alt', $title . ' alt' );
		$metadata = wp_generate_attachment_metadata( $id, $file );
		wp_update_attachment_metadata( $id, $metadata );
		$this->files[] = $file;
		foreach ( $metadata['sizes'] ?? array() as $size ) {
			$this->files[] = trailingslashit( dirname( $file ) ) . $size['file'];
		}
		return $id;
	}
}
