<?php
/**
 * Server-side render of vitrine/product-summary.
 *
 * Included by Vitrine\Core\Blocks with $block (its context's postId: the product in a query
 * loop) and $vitrine_block (the SingleProduct renderer, which escapes the markup); off a product
 * page the block renders nothing.
 *
 * @package Vitrine
 */

defined( 'ABSPATH' ) || exit;

if ( isset( $vitrine_block ) && $vitrine_block instanceof \Vitrine\ProductPage\SingleProduct ) {
	$vitrine_product = $vitrine_block->product( isset( $block->context['postId'] ) ? (int) $block->context['postId'] : null );
	if ( null !== $vitrine_product ) {
		printf(
			'<div %1$s>%2$s</div>',
			get_block_wrapper_attributes( array( 'class' => 'vitrine-product vitrine-product-block' ) ), // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by WordPress.
			$vitrine_block->summary( $vitrine_product ) // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by SingleProduct.
		);
	}
}
