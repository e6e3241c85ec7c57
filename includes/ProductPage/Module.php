<?php
/**
 * The product page module: the single product page in block and classic themes.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\ProductPage;

use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Core\Assets\Assets;
use Vitrine\Core\Blocks;
use Vitrine\Core\Settings\SectionPosition;
use Vitrine\Core\Settings\SettingField;
use Vitrine\Core\Settings\Settings;
use Vitrine\Shop\BlockTemplates;

/**
 * Declares the gallery settings and the product bundle's settings object, gives block themes the
 * single-product template (made of the product gallery, summary and tabs blocks) and classic
 * themes templates/single-product.php, and loads the product bundle on product pages only.
 */
final class Module implements \Vitrine\Module {

	public const TEMPLATE_SLUG  = 'single-' . ProductPostTypes::PRODUCT;
	public const THEME_OVERRIDE = 'vitrine/single-product.php';

	/** Block name => the SingleProduct method that renders it (escaped). */
	public const BLOCKS = array(
		'vitrine/product-gallery' => 'gallery',
		'vitrine/product-summary' => 'summary',
		'vitrine/product-tabs'    => 'tabs',
	);

	/** Slider defaults of the spec: the slideshow's delay and the slide animation, in ms. */
	public const SLIDESHOW_SPEED = 7000;
	public const ANIMATION_SPEED = 600;

	/** The lightbox's share window, in px. */
	public const SHARE_WINDOW_WIDTH  = 550;
	public const SHARE_WINDOW_HEIGHT = 420;

	public function __construct(
		private readonly Settings $settings,
		private readonly Assets $assets,
		private readonly BlockTemplates $block_templates,
		private readonly SingleProduct $page,
		private readonly ProductStructuredData $structured_data,
		private readonly Blocks $blocks,
	) {
	}

	public function register(): void {
		$this->register_settings();
		// Loads chunks: swiper and PhotoSwipe.
		$this->assets->define_settings( 'product', 'product', fn (): array => $this->script_settings(), loads_chunks: true );

		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue' ) );
		add_action( 'wp_head', array( $this, 'print_structured_data' ) );

		// Block themes: the single-product template, made of our three product blocks.
		$this->block_templates->add(
			self::TEMPLATE_SLUG,
			VITRINE_DIR . 'templates/block-templates/' . self::TEMPLATE_SLUG . '.html',
			__( 'Single product', 'vitrine' ),
			__( 'A product: its gallery, price and add-to-cart form, then its description, additional information and reviews.', 'vitrine' )
		);
		// The three product blocks: the product of the page, or of the query loop they are in;
		// nothing elsewhere.
		$page = $this->page;
		foreach ( self::BLOCKS as $block => $part ) {
			$this->blocks->render_with(
				$block,
				static function ( array $attributes, string $content = '', ?\WP_Block $block = null ) use ( $page, $part ): string {
					$product = $page->product( isset( $block->context['postId'] ) ? (int) $block->context['postId'] : null );
					if ( null === $product ) {
						return '';
					}
					return sprintf(
						'<div %1$s>%2$s</div>',
						get_block_wrapper_attributes( array( 'class' => 'vitrine-product vitrine-product-block' ) ),
						$page->{$part}( $product )
					);
				}
			);
		}

		// Classic themes: templates/single-product.php, overridable with the theme's vitrine/single-product.php.
		add_filter( 'template_include', array( $this, 'classic_template' ), 20 );
		add_action( 'vitrine_single_product', array( $this, 'print_product' ) );
	}

	/**
	 * The product bundle on product pages, nowhere else.
	 */
	public function enqueue(): void {
		if ( is_singular( ProductPostTypes::PRODUCT ) ) {
			$this->page->enqueue();
		}
	}

	/**
	 * The product's schema.org JSON-LD, on product pages only.
	 */
	public function print_structured_data(): void {
		if ( is_singular( ProductPostTypes::PRODUCT ) ) {
			$this->structured_data->print( (int) get_queried_object_id() );
		}
	}

	/**
	 * The product bundle's settings (window.vitrineSettings.product); the reviews module adds
	 * "reviews" through the vitrine_script_settings_product filter.
	 *
	 * @return array<string, mixed>
	 */
	public function script_settings(): array {
		return array(
			'i18n'    => self::strings(),
			'gallery' => array(
				'zoom'           => (bool) $this->settings->get( 'product_gallery_zoom' ),
				'zoomOn'         => 'click' === $this->settings->get( 'product_gallery_zoom_on' ) ? 'click' : 'hover',
				'lightbox'       => (bool) $this->settings->get( 'product_gallery_lightbox' ),
				'slider'         => (bool) $this->settings->get( 'product_gallery_slider' ),
				'autoplay'       => (bool) $this->settings->get( 'product_gallery_autoplay' ),
				'slideshowSpeed' => self::SLIDESHOW_SPEED,
				'animationSpeed' => self::ANIMATION_SPEED,
				'preload'        => array( 1, 1 ),
				'shareWindow'    => array(
					'width'  => self::SHARE_WINDOW_WIDTH,
					'height' => self::SHARE_WINDOW_HEIGHT,
				),
			),
		);
	}

	/**
	 * The product bundle's words, translated here so that the page needs no wp-i18n script
	 * (src/product/strings.ts).
	 *
	 * @return array<string, string>
	 */
	public static function strings(): array {
		return array(
			'unavailable'    => __( 'Sorry, this product is unavailable. Please choose a different combination.', 'vitrine' ),
			'imageError'     => __( 'The image could not be loaded.', 'vitrine' ),
			'openImage'      => __( 'Open the image in a new tab', 'vitrine' ),
			'carousel'       => _x( 'carousel', 'the gallery slider, for screen readers', 'vitrine' ),
			'productImages'  => __( 'Product images', 'vitrine' ),
			'slide'          => _x( 'slide', 'one image of the gallery slider, for screen readers', 'vitrine' ),
			/* translators: 1: image number, 2: number of images. */
			'slideLabel'     => __( '%1$d of %2$d', 'vitrine' ),
			'previousImage'  => __( 'Previous image', 'vitrine' ),
			'nextImage'      => __( 'Next image', 'vitrine' ),
			'pauseSlideshow' => __( 'Pause slideshow', 'vitrine' ),
			'close'          => __( 'Close (Esc)', 'vitrine' ),
			'zoom'           => __( 'Zoom in/out', 'vitrine' ),
			'previous'       => __( 'Previous (arrow left)', 'vitrine' ),
			'next'           => __( 'Next (arrow right)', 'vitrine' ),
			'fullscreen'     => __( 'Toggle fullscreen', 'vitrine' ),
			'share'          => __( 'Share', 'vitrine' ),
			'shareFacebook'  => __( 'Share on Facebook', 'vitrine' ),
			'shareTwitter'   => __( 'Tweet', 'vitrine' ),
			'sharePinterest' => __( 'Pin it', 'vitrine' ),
			'download'       => __( 'Download image', 'vitrine' ),
		);
	}

	/**
	 * Hooked to template_include: classic themes show products with templates/single-product.php,
	 * or the theme's own vitrine/single-product.php.
	 *
	 * @param string $template The template WordPress chose.
	 */
	public function classic_template( string $template ): string {
		if ( wp_is_block_theme() || ! is_singular( ProductPostTypes::PRODUCT ) ) {
			return $template;
		}
		$override = locate_template( array( self::THEME_OVERRIDE ) );
		return '' !== $override ? $override : VITRINE_DIR . 'templates/single-product.php';
	}

	/**
	 * Hooked to vitrine_single_product, which the classic template fires in the loop: prints the
	 * current product.
	 */
	public function print_product(): void {
		$product = $this->page->product();
		if ( null !== $product ) {
			echo $this->page->page( $product ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by SingleProduct.
		}
	}

	private function register_settings(): void {
		$this->settings->add_section( 'product_page', __( 'Product page', 'vitrine' ), __( 'How the product gallery behaves.', 'vitrine' ), SectionPosition::PRODUCT_PAGE );
		$this->settings->add_field(
			SettingField::toggle(
				'product_gallery_zoom',
				'product_page',
				__( 'Zoom', 'vitrine' ),
				true,
				__( 'An image larger than the gallery is shown magnified, when pointed at or clicked (see Zoom on).', 'vitrine' )
			)
		);
		$this->settings->add_field(
			new SettingField(
				'product_gallery_zoom_on',
				'product_page',
				__( 'Zoom on', 'vitrine' ),
				array(
					'type'    => 'string',
					'enum'    => array( 'hover', 'click' ),
					'default' => 'hover',
				),
				__( 'What shows the zoom: hover (pointing at the image with a mouse) or click (a click on the image shows it, another hides it; the lightbox then opens from the magnifier button, or from an image too small to zoom).', 'vitrine' ),
				'select'
			)
		);
		$this->settings->add_field(
			SettingField::toggle(
				'product_gallery_lightbox',
				'product_page',
				__( 'Lightbox', 'vitrine' ),
				true,
				__( 'A button and a click on an image open the images full screen, with zoom and sharing.', 'vitrine' )
			)
		);
		$this->settings->add_field(
			SettingField::toggle(
				'product_gallery_slider',
				'product_page',
				__( 'Slider', 'vitrine' ),
				true,
				__( 'With more than one image, the gallery shows one at a time, with thumbnails and previous and next buttons. Off, the other images are shown below the first.', 'vitrine' )
			)
		);
		$this->settings->add_field(
			SettingField::toggle(
				'product_gallery_autoplay',
				'product_page',
				__( 'Slideshow', 'vitrine' ),
				false,
				/* translators: %d: seconds between two images. */
				sprintf( __( 'The slider moves to the next image by itself every %d seconds, with a button to pause it.', 'vitrine' ), self::SLIDESHOW_SPEED / 1000 )
			)
		);
	}
}
