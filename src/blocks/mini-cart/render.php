<?php
/**
 * Server-side render of vitrine/mini-cart.
 *
 * Included by Vitrine\Core\Blocks with $attributes (the block's attributes) and $vitrine_block
 * (the cart UI's services); the mini-cart escapes its markup. With "drawer" (what the inserter and
 * the header give), a button with the item count that opens the cart in a drawer; without it (blocks
 * placed before the drawer existed), the cart shown in place.
 *
 * @package Vitrine
 */

defined( 'ABSPATH' ) || exit;

if ( isset( $vitrine_block, $attributes ) && $vitrine_block instanceof \Vitrine\CartUi\CartUi ) {
	if ( ! empty( $attributes['drawer'] ) ) {
		$vitrine_options = array(
			'icon'        => (string) ( $attributes['icon'] ?? 'cart' ),
			'show_total'  => ! empty( $attributes['showTotal'] ),
			'open_on_add' => ! empty( $attributes['openOnAdd'] ),
		);
		$vitrine_wrapper = get_block_wrapper_attributes( array( 'class' => 'vitrine-mini-cart vitrine-mini-cart--drawer' ) );
		echo $vitrine_block->mini_cart->drawer( $vitrine_options, $vitrine_wrapper ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by MiniCart and WordPress.
	} else {
		$vitrine_wrapper = get_block_wrapper_attributes( array( 'class' => 'vitrine-mini-cart' ) );
		echo $vitrine_block->mini_cart->render( false !== ( $attributes['showHeader'] ?? true ), $vitrine_wrapper ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by MiniCart and WordPress.
	}
}
