<?php
/**
 * The shop's pages in classic (PHP) themes.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Shop;

/**
 * Classic themes get templates/archive-product.php for the shop, product category and product
 * tag pages, unless the theme has its own vitrine/archive-product.php. Block themes get the
 * block templates instead (BlockTemplates).
 */
final class ClassicTemplates {

	public const THEME_OVERRIDE = 'vitrine/archive-product.php';

	public function __construct(
		private readonly ShopRenderer $renderer,
		private readonly int $columns = 3,
	) {
	}

	/**
	 * Hooked to template_include.
	 *
	 * @param string $template The template WordPress chose.
	 */
	public function template_include( string $template ): string {
		if ( wp_is_block_theme() || ! ProductQuery::is_shop_page() ) {
			return $template;
		}
		$override = locate_template( array( self::THEME_OVERRIDE ) );
		return '' !== $override ? $override : VITRINE_DIR . 'templates/archive-product.php';
	}

	/**
	 * The filters beside the listing: the same blocks as the block templates' sidebar.
	 */
	public const FILTER_BLOCKS = '<!-- wp:vitrine/product-filter {"type":"active"} /-->'
		. '<!-- wp:vitrine/product-filter {"type":"categories","hideEmpty":true} /-->'
		. '<!-- wp:vitrine/product-filter {"type":"price"} /-->'
		. '<!-- wp:vitrine/product-filter {"type":"attribute","attribute":"colour","display":"chips"} /-->'
		. '<!-- wp:vitrine/product-filter {"type":"attribute","attribute":"size","display":"chips"} /-->'
		. '<!-- wp:vitrine/product-filter {"type":"rating"} /-->'
		. '<!-- wp:vitrine/product-filter {"type":"stock"} /-->'
		. '<!-- wp:vitrine/product-filter {"type":"sale"} /-->';

	/**
	 * Hooked to vitrine_archive_products: prints the listing of the current shop page, with the
	 * filters in a sidebar beside it.
	 */
	public function print_products(): void {
		global $wp_query;
		if ( ! $wp_query instanceof \WP_Query || ! $wp_query->get( ProductQuery::FLAG ) ) {
			return;
		}
		echo '<div class="vitrine-shop-layout"><div class="vitrine-shop-layout__sidebar">' . do_blocks( self::FILTER_BLOCKS ) . '</div>' // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- our blocks, escaped by their render.
			. '<div class="vitrine-shop-layout__main">' . $this->renderer->archive( $wp_query, $this->columns ) . '</div></div>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the renderer.
	}
}
