<?php
/**
 * Server-side render of vitrine/calendar.
 *
 * Included by Vitrine\Core\Blocks with $attributes (the block's attributes) and
 * $vitrine_block (the CalendarBlock), which renders the month and escapes it.
 *
 * @package Vitrine
 */

defined( 'ABSPATH' ) || exit;

if ( isset( $vitrine_block, $attributes ) && $vitrine_block instanceof \Vitrine\Calendar\CalendarBlock ) {
	echo $vitrine_block->render( (array) $attributes ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by CalendarRenderer and WordPress.
}
