<?php
/**
 * Server-side render of vitrine/calendar.
 *
 * Included by Vitrine\Calendar\CalendarBlock with $attributes (the block's attributes) and
 * $vitrine_calendar_block (the CalendarBlock), which renders the month and escapes it.
 *
 * @package Vitrine
 */

defined( 'ABSPATH' ) || exit;

if ( isset( $vitrine_calendar_block, $attributes ) && $vitrine_calendar_block instanceof \Vitrine\Calendar\CalendarBlock ) {
	echo $vitrine_calendar_block->render( (array) $attributes ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by CalendarRenderer and WordPress.
}
