<?php
/**
 * Calendar: the block, its month call and its cache's invalidation.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Calendar;

use Vitrine\Core\Ajax\AjaxRouter;
use Vitrine\Calendar\Ajax\CalendarMonthEndpoint;
use Vitrine\Core\Blocks;

/**
 * The vitrine/calendar block, the calendar_month call, the event meta the editor edits, and the
 * hooks that mark a post type changed so its calendars' kept months are not used again.
 */
final class Module implements \Vitrine\Module {

	public function __construct(
		private readonly AjaxRouter $ajax,
		private readonly CalendarBlock $block,
		private readonly CalendarCache $cache,
		private readonly CalendarMonthEndpoint $endpoint,
		private readonly EventMeta $meta,
		private readonly Blocks $blocks,
	) {
	}

	public function register(): void {
		$this->blocks->render_file_with( CalendarBlock::NAME, $this->block );
		$this->ajax->add_endpoint( $this->endpoint );
		add_action( 'init', array( $this->meta, 'register' ) );
		add_action( 'enqueue_block_editor_assets', array( $this->meta, 'enqueue_panel' ) );

		// Any change to a post (its status, its date, its title, its deletion) or to its meta.
		add_action(
			'clean_post_cache',
			function ( $post_id, $post ): void {
				if ( $post instanceof \WP_Post && 'revision' !== $post->post_type ) {
					$this->cache->touch( $post->post_type );
				}
			},
			10,
			2
		);
		$meta_changed = function ( $meta_id, $object_id, $meta_key ): void {
			// The editor's lock and last editor change every few seconds and are never a date.
			if ( is_string( $meta_key ) && str_starts_with( $meta_key, '_edit_' ) ) {
				return;
			}
			$type = get_post_type( (int) $object_id );
			if ( false !== $type && 'revision' !== $type ) {
				$this->cache->touch( $type );
			}
		};
		add_action( 'added_post_meta', $meta_changed, 10, 3 );
		add_action( 'updated_post_meta', $meta_changed, 10, 3 );
		add_action( 'deleted_post_meta', $meta_changed, 10, 3 );
	}
}
