<?php
/**
 * Server-side render of vitrine/product-filter.
 *
 * Included by Vitrine\Core\Blocks with $attributes (the block's attributes) and
 * $vitrine_block (the FilterBlock), which counts the choices and escapes the markup.
 *
 * @package Vitrine
 */

defined( 'ABSPATH' ) || exit;

if ( isset( $vitrine_block, $attributes ) && $vitrine_block instanceof \Vitrine\Shop\Filters\FilterBlock ) {
	echo $vitrine_block->render( (array) $attributes ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by FilterBlock.
}
