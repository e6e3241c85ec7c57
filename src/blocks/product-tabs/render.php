<?php
/**
 * Server-side render of vitrine/product-tabs.
 *
 * Included by Vitrine\ProductPage\Module with $attributes (the block's attributes),
 * $vitrine_product (the product of the page) and $vitrine_page (the SingleProduct renderer, which
 * escapes the markup); off a product page the block renders nothing.
 *
 * @package Vitrine
 */

defined( 'ABSPATH' ) || exit;

if ( isset( $vitrine_page, $vitrine_product ) && $vitrine_page instanceof \Vitrine\ProductPage\SingleProduct && $vitrine_product instanceof \Vitrine\Catalog\Model\Product ) {
	printf(
		'<div %1$s>%2$s</div>',
		get_block_wrapper_attributes( array( 'class' => 'vitrine-product vitrine-product-block' ) ), // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by WordPress.
		$vitrine_page->tabs( $vitrine_product ) // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by SingleProduct.
	);
}
