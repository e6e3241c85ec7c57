<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\ProductPage;

use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Core\Assets\Assets;
use Vitrine\Plugin;
use Vitrine\ProductPage\Module;
use Vitrine\Tests\TestCase;

/**
 * Block themes get the single-product template made of the three product blocks; classic themes
 * get templates/single-product.php; only product pages get the product bundle.
 */
final class ProductPageModuleTest extends TestCase {

	private int $product;

	protected function setUp(): void {
		parent::setUp();
		$GLOBALS['wp_scripts'] = null;
		$this->product         = Plugin::instance()->catalog->writer->save_product(
			0,
			array(
				'name'          => 'Vase',
				'regular_price' => '30',
				'description'   => 'A tall vase.',
			)
		);
	}

	protected function tearDown(): void {
		$GLOBALS['wp_query']   = $GLOBALS['wp_the_query'];
		$GLOBALS['post']       = null;
		$GLOBALS['wp_scripts'] = null;
		parent::tearDown();
	}

	public function test_block_themes_get_the_single_product_template(): void {
		self::assertTrue( wp_is_block_theme(), 'The test site runs a block theme.' );

		$templates = get_block_templates( array( 'slug__in' => array( Module::TEMPLATE_SLUG ) ) );

		self::assertCount( 1, $templates );
		self::assertSame( 'plugin', $templates[0]->source );
		self::assertStringContainsString( '<!-- wp:vitrine/product-gallery /-->', $templates[0]->content );
		self::assertStringContainsString( '<!-- wp:vitrine/product-summary /-->', $templates[0]->content );
		self::assertStringContainsString( '<!-- wp:vitrine/product-tabs {"align":"wide"} /-->', $templates[0]->content );
		self::assertStringContainsString( '"theme":"' . get_stylesheet() . '"', $templates[0]->content, 'The theme’s header and footer.' );
	}

	public function test_the_product_blocks_render_the_product_of_the_page_and_nothing_elsewhere(): void {
		foreach ( array_keys( Module::BLOCKS ) as $name ) {
			self::assertTrue( \WP_Block_Type_Registry::get_instance()->is_registered( $name ), $name . ' is registered.' );
		}
		$this->go_to_product();

		$html = do_blocks( '<!-- wp:vitrine/product-gallery /--><!-- wp:vitrine/product-summary /--><!-- wp:vitrine/product-tabs {"align":"wide"} /-->' );

		self::assertStringContainsString( 'class="vitrine-product-gallery vitrine-product-gallery--empty"', $html );
		self::assertStringContainsString( '<h1 class="vitrine-product-summary__title">Vase</h1>', $html );
		self::assertStringContainsString( 'role="tablist"', $html );
		self::assertStringContainsString( 'A tall vase.', $html );
		self::assertStringContainsString( 'alignwide', $html );
		self::assertTrue( wp_script_is( 'vitrine-product', 'enqueued' ) );

		$GLOBALS['post'] = get_post(
			(int) wp_insert_post(
				array(
					'post_type'   => 'page',
					'post_status' => 'publish',
					'post_title'  => 'Not a product',
				)
			)
		);
		self::assertSame( '', trim( do_blocks( '<!-- wp:vitrine/product-summary /-->' ) ) );
	}

	public function test_classic_themes_get_the_plugin_template_on_product_pages_only(): void {
		$module = $this->module();
		self::assertSame( 'theme.php', $module->classic_template( 'theme.php' ), 'Not a product page.' );
		$this->go_to_product();
		self::assertSame( 'theme.php', $module->classic_template( 'theme.php' ), 'Block themes use the block template.' );

		// A theme without templates/index.html is a classic theme.
		$classic = static fn (): string => 'vitrine-classic-test-theme';
		add_filter( 'stylesheet', $classic );
		add_filter( 'template', $classic );
		try {
			self::assertFalse( wp_is_block_theme() );
			self::assertSame( VITRINE_DIR . 'templates/single-product.php', $module->classic_template( 'theme.php' ) );
		} finally {
			remove_filter( 'stylesheet', $classic );
			remove_filter( 'template', $classic );
		}
	}

	public function test_the_classic_template_prints_the_product_through_its_action(): void {
		$this->go_to_product();

		ob_start();
		do_action( 'vitrine_single_product' );
		$html = (string) ob_get_clean();

		self::assertStringContainsString( '<div id="product-' . $this->product . '" class="vitrine-product vitrine-product--simple">', $html );
		self::assertStringContainsString( 'vitrine-product__gallery', $html );
		self::assertStringContainsString( '<h1 class="vitrine-product-summary__title">Vase</h1>', $html );
		self::assertStringContainsString( 'role="tablist"', $html );
	}

	public function test_only_product_pages_load_the_product_bundle(): void {
		$module = $this->module();

		$module->enqueue();
		self::assertFalse( wp_script_is( 'vitrine-product', 'enqueued' ) );

		$this->go_to_product();
		$module->enqueue();
		self::assertTrue( wp_script_is( 'vitrine-product', 'enqueued' ) );
	}

	public function test_the_script_settings_carry_the_gallery_switches_and_the_spec_constants(): void {
		Plugin::instance()->settings->update(
			array(
				'product_gallery_zoom'     => false,
				'product_gallery_lightbox' => true,
				'product_gallery_slider'   => true,
			)
		);

		$settings = $this->module()->script_settings();

		self::assertSame(
			array(
				'zoom'           => false,
				'zoomOn'         => 'hover',
				'lightbox'       => true,
				'slider'         => true,
				'autoplay'       => false,
				'slideshowSpeed' => 7000,
				'animationSpeed' => 600,
				'preload'        => array( 1, 1 ),
				'shareWindow'    => array(
					'width'  => 550,
					'height' => 420,
				),
			),
			$settings['gallery']
		);
	}

	public function test_the_zoom_trigger_and_slideshow_settings_reach_the_script_settings(): void {
		$module = $this->module();

		$gallery = $module->script_settings()['gallery'];
		self::assertSame( 'hover', $gallery['zoomOn'], 'Hover zoom until the merchant chooses.' );
		self::assertFalse( $gallery['autoplay'], 'No slideshow until the merchant turns it on.' );

		$saved = Plugin::instance()->settings->update(
			array(
				'product_gallery_zoom_on'  => 'click',
				'product_gallery_autoplay' => true,
			)
		);
		self::assertIsArray( $saved );

		$gallery = $module->script_settings()['gallery'];
		self::assertSame( 'click', $gallery['zoomOn'] );
		self::assertTrue( $gallery['autoplay'] );
		self::assertSame( 7000, $gallery['slideshowSpeed'] );
	}

	public function test_a_zoom_trigger_other_than_hover_or_click_is_refused(): void {
		$settings = Plugin::instance()->settings;

		$result = $settings->update( array( 'product_gallery_zoom_on' => 'double-click' ) );

		self::assertInstanceOf( \WP_Error::class, $result );
		self::assertSame( 'hover', $settings->get( 'product_gallery_zoom_on' ) );
		self::assertSame( 'hover', $this->module()->script_settings()['gallery']['zoomOn'] );
	}

	public function test_the_script_gets_its_words_translated_by_php(): void {
		$strings = $this->module()->script_settings()['i18n'];

		// The keys src/product/strings.ts reads; the English of src/product/test-strings.ts.
		self::assertSame(
			array(
				'unavailable'    => 'Sorry, this product is unavailable. Please choose a different combination.',
				'imageError'     => 'The image could not be loaded.',
				'openImage'      => 'Open the image in a new tab',
				'carousel'       => 'carousel',
				'productImages'  => 'Product images',
				'slide'          => 'slide',
				'slideLabel'     => '%1$d of %2$d',
				'previousImage'  => 'Previous image',
				'nextImage'      => 'Next image',
				'pauseSlideshow' => 'Pause slideshow',
				'close'          => 'Close (Esc)',
				'zoom'           => 'Zoom in/out',
				'previous'       => 'Previous (arrow left)',
				'next'           => 'Next (arrow right)',
				'fullscreen'     => 'Toggle fullscreen',
				'share'          => 'Share',
				'shareFacebook'  => 'Share on Facebook',
				'shareTwitter'   => 'Tweet',
				'sharePinterest' => 'Pin it',
				'download'       => 'Download image',
			),
			$strings
		);
		$source = (string) file_get_contents( VITRINE_DIR . 'src/product/strings.ts' );
		foreach ( array_keys( $strings ) as $key ) {
			self::assertStringContainsString( "\t" . $key . ': string;', $source, $key . ' is declared in TypeScript.' );
		}
	}

	public function test_the_settings_default_to_every_gallery_feature_on(): void {
		$settings = Plugin::instance()->settings;

		self::assertTrue( $settings->get( 'product_gallery_zoom' ) );
		self::assertTrue( $settings->get( 'product_gallery_lightbox' ) );
		self::assertTrue( $settings->get( 'product_gallery_slider' ) );
		self::assertSame( 'hover', $settings->get( 'product_gallery_zoom_on' ) );
		self::assertFalse( $settings->get( 'product_gallery_autoplay' ) );
	}

	private function module(): Module {
		return $this->services(
			array(
				Assets::class                       => new Assets(),
				\Vitrine\Shop\BlockTemplates::class => new \Vitrine\Shop\BlockTemplates(),
			)
		)->get( Module::class );
	}

	private function go_to_product(): void {
		$query               = new \WP_Query(
			array(
				'p'         => $this->product,
				'post_type' => ProductPostTypes::PRODUCT,
			)
		);
		$GLOBALS['wp_query'] = $query;
		$GLOBALS['post']     = get_post( $this->product );
		setup_postdata( $GLOBALS['post'] );
	}
}
