<?php
/**
 * The shop's layout as a block pattern: the filters beside the product grid.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Shop;

/**
 * One copy of the layout that the shop, category, tag and search-results templates share
 * (`<!-- wp:pattern {"slug":"vitrine/shop-layout"} /-->`), so that a change to the sidebar is
 * made once. A merchant who edits one of those templates in the Site Editor gets the blocks
 * inlined, as WordPress does with every pattern in a template.
 */
final class ShopLayoutPattern {

	public const NAME = 'vitrine/shop-layout';

	/** Hooked to init. */
	public function register(): void {
		if ( \WP_Block_Patterns_Registry::get_instance()->is_registered( self::NAME ) ) {
			return;
		}
		register_block_pattern(
			self::NAME,
			array(
				'title'       => __( 'Shop layout: filters beside the products', 'vitrine' ),
				'description' => __( 'The product filters in a sidebar and the products of the page being shown.', 'vitrine' ),
				'content'     => (string) file_get_contents( VITRINE_DIR . 'templates/block-patterns/shop-layout.html' ), // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of the plugin.
				// The grid shows the page's own query: it belongs in the listing templates only.
				'inserter'    => false,
			)
		);
	}
}
