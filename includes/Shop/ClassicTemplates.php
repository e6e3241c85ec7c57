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
	 * Hooked to vitrine_archive_products: prints the listing of the current shop page.
	 */
	public function print_products(): void {
		global $wp_query;
		if ( ! $wp_query instanceof \WP_Query || ! ProductQuery::is_shop_main_query( $wp_query ) ) {
			return;
		}
		echo $this->renderer->archive( $wp_query, $this->columns ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the renderer.
	}
}
