<?php
/**
 * Server-side render of vitrine/product-search.
 *
 * Included by Vitrine\Core\Blocks with $attributes (the block's attributes) and
 * $vitrine_block (the SearchForm), which escapes the markup.
 *
 * @package Vitrine
 */

defined( 'ABSPATH' ) || exit;

if ( isset( $vitrine_block, $attributes ) && $vitrine_block instanceof \Vitrine\Search\SearchForm ) {
	echo $vitrine_block->render( (array) $attributes ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by SearchForm.
}
