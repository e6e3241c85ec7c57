<?php
/**
 * Server-side render of vitrine/cart.
 *
 * Included by Vitrine\Core\Blocks with $vitrine_block (the cart UI's services); the cart
 * page escapes its markup.
 *
 * @package Vitrine
 */

defined( 'ABSPATH' ) || exit;

if ( isset( $vitrine_block ) && $vitrine_block instanceof \Vitrine\CartUi\CartUi ) {
	printf(
		'<div %1$s>%2$s</div>',
		get_block_wrapper_attributes( array( 'class' => 'vitrine-cart-block' ) ), // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by WordPress.
		$vitrine_block->cart_page->render() // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by CartPage.
	);
}
