<?php
/**
 * Server-side render of vitrine/mini-cart.
 *
 * Included by Vitrine\CartUi\Module with $attributes (the block's attributes) and $vitrine_cart_ui
 * (the cart UI's services); the mini-cart escapes its markup.
 *
 * @package Vitrine
 */

defined( 'ABSPATH' ) || exit;

if ( isset( $vitrine_cart_ui, $attributes ) && $vitrine_cart_ui instanceof \Vitrine\CartUi\CartUi ) {
	$vitrine_wrapper = get_block_wrapper_attributes( array( 'class' => 'vitrine-mini-cart' ) );
	echo $vitrine_cart_ui->mini_cart->render( false !== ( $attributes['showHeader'] ?? true ), $vitrine_wrapper ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by MiniCart and WordPress.
}
