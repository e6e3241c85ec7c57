<?php
/**
 * Server-side render of vitrine/product-grid.
 *
 * Included by Vitrine\Core\Blocks with $attributes (the block's attributes) and
 * $vitrine_block (the ProductGridBlock), which queries the products and escapes the markup.
 *
 * @package Vitrine
 */

defined( 'ABSPATH' ) || exit;

if ( isset( $vitrine_block, $attributes ) && $vitrine_block instanceof \Vitrine\Shop\ProductGridBlock ) {
	echo $vitrine_block->render( (array) $attributes ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by ShopRenderer and ProductCard.
}
