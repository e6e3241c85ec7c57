<?php
/**
 * Server-side render of vitrine/product-filter.
 *
 * Included by Vitrine\Shop\Filters\FilterBlock with $attributes (the block's attributes) and
 * $vitrine_filter (the FilterBlock), which counts the choices and escapes the markup.
 *
 * @package Vitrine
 */

defined( 'ABSPATH' ) || exit;

if ( isset( $vitrine_filter, $attributes ) && $vitrine_filter instanceof \Vitrine\Shop\Filters\FilterBlock ) {
	echo $vitrine_filter->render( (array) $attributes ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by FilterBlock.
}
