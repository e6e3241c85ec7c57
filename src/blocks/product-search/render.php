<?php
/**
 * Server-side render of vitrine/product-search.
 *
 * Included by Vitrine\Search\SearchForm with $attributes (the block's attributes) and
 * $vitrine_search_form (the SearchForm), which escapes the markup.
 *
 * @package Vitrine
 */

defined( 'ABSPATH' ) || exit;

if ( isset( $vitrine_search_form, $attributes ) && $vitrine_search_form instanceof \Vitrine\Search\SearchForm ) {
	echo $vitrine_search_form->render( (array) $attributes ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by SearchForm.
}
