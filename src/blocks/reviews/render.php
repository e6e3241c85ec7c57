<?php
/**
 * Server-side render of vitrine/reviews.
 *
 * Included by Vitrine\Core\Blocks with $attributes (the block's attributes) and
 * $vitrine_block (the ReviewsBlock), which renders the widget the way the shortcode does.
 *
 * @package Vitrine
 */

defined( 'ABSPATH' ) || exit;

if ( isset( $vitrine_block, $attributes ) && $vitrine_block instanceof \Vitrine\Reviews\Widgets\ReviewsBlock ) {
	echo $vitrine_block->render( (array) $attributes ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by WidgetRenderer and WordPress.
}
