<?php
/**
 * Server-side render of vitrine/reviews.
 *
 * Included by Vitrine\Reviews\Widgets\ReviewsBlock with $attributes (the block's attributes) and
 * $vitrine_reviews_block (the ReviewsBlock), which renders the widget the way the shortcode does.
 *
 * @package Vitrine
 */

defined( 'ABSPATH' ) || exit;

if ( isset( $vitrine_reviews_block, $attributes ) && $vitrine_reviews_block instanceof \Vitrine\Reviews\Widgets\ReviewsBlock ) {
	echo $vitrine_reviews_block->render( (array) $attributes ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by WidgetRenderer and WordPress.
}
