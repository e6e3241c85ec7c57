<?php
/**
 * The event meta of posts.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Calendar;

use Vitrine\Core\Assets\Assets;

/**
 * The three meta a calendar reads by default on posts: vitrine_event_start and vitrine_event_end
 * (Y-m-d or Y-m-d H:i:s, the site's time) and vitrine_event_repeat (an RRULE-style repeat,
 * Recurrence). Registered with show_in_rest so the editor and the REST API can edit them; other
 * post types are added with the vitrine_calendar_event_post_types filter.
 */
final class EventMeta {

	public const START  = 'vitrine_event_start';
	public const END    = 'vitrine_event_end';
	public const REPEAT = 'vitrine_event_repeat';

	/** The block editor's Event panel. */
	public const ENTRY = 'admin-event-meta';

	public function __construct( private readonly Assets $assets ) {
	}

	/**
	 * The post types with the event meta.
	 *
	 * @return list<string>
	 */
	public static function post_types(): array {
		/**
		 * The post types whose editor has the event meta.
		 *
		 * @param list<string> $types Post types; posts by default.
		 */
		$types = (array) apply_filters( 'vitrine_calendar_event_post_types', array( 'post' ) );
		return array_values( array_filter( array_map( 'strval', $types ) ) );
	}

	/**
	 * Hooked to enqueue_block_editor_assets: the Event panel, in the editor of those post types.
	 */
	public function enqueue_panel(): void {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		if ( null === $screen || 'post' !== $screen->base || ! in_array( $screen->post_type, self::post_types(), true ) ) {
			return;
		}
		$this->assets->enqueue( self::ENTRY );
	}

	public function register(): void {
		foreach ( self::post_types() as $type ) {
			foreach ( array( self::START, self::END ) as $key ) {
				register_post_meta(
					$type,
					$key,
					array(
						'type'              => 'string',
						'single'            => true,
						'show_in_rest'      => true,
						'default'           => '',
						'sanitize_callback' => array( self::class, 'sanitize_date' ),
						'auth_callback'     => static fn ( $allowed, $key, $post_id ): bool => current_user_can( 'edit_post', (int) $post_id ),
					)
				);
			}
			register_post_meta(
				$type,
				self::REPEAT,
				array(
					'type'              => 'string',
					'single'            => true,
					'show_in_rest'      => true,
					'default'           => '',
					'sanitize_callback' => array( self::class, 'sanitize_repeat' ),
					'auth_callback'     => static fn ( $allowed, $key, $post_id ): bool => current_user_can( 'edit_post', (int) $post_id ),
				)
			);
		}
	}

	/**
	 * A date as stored: Y-m-d or Y-m-d H:i:s; '' for anything else.
	 *
	 * @param mixed $value The value given.
	 */
	public static function sanitize_date( $value ): string {
		$date = is_string( $value ) ? CalendarEvents::parse_date( $value, wp_timezone() ) : null;
		if ( null === $date ) {
			return '';
		}
		return 10 === strlen( trim( (string) $value ) ) ? $date->format( 'Y-m-d' ) : $date->format( 'Y-m-d H:i:s' );
	}

	/**
	 * A repeat as stored: a rule Recurrence understands, upper case; '' for anything else.
	 *
	 * @param mixed $value The value given.
	 */
	public static function sanitize_repeat( $value ): string {
		if ( ! is_string( $value ) || null === Recurrence::parse( $value, wp_timezone() ) ) {
			return '';
		}
		return strtoupper( trim( $value ) );
	}
}
