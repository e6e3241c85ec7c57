<?php
/**
 * Server-side render of vitrine/product-grid.
 *
 * Included by Vitrine\Shop\ProductGridBlock with $attributes (the block's attributes) and
 * $vitrine_grid (the ProductGridBlock), which queries the products and escapes the markup.
 *
 * @package Vitrine
 */

defined( 'ABSPATH' ) || exit;

if ( isset( $vitrine_grid, $attributes ) && $vitrine_grid instanceof \Vitrine\Shop\ProductGridBlock ) {
	echo $vitrine_grid->render( (array) $attributes ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by ShopRenderer and ProductCard.
}
