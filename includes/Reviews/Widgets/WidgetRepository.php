<?php
/**
 * Reviews widgets as posts.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Widgets;

use Vitrine\Core\Install\OwnedData;
use Vitrine\Core\Install\OwnsData;

/**
 * A widget is a post of type vitrine_rev_widget (its title the widget's name) with its options as
 * one JSON post meta, always complete and validated before it is written.
 */
final class WidgetRepository implements OwnsData {

	public const POST_TYPE = 'vitrine_rev_widget';

	public const OPTIONS_META = '_vitrine_widget_options';

	/**
	 * Uninstalling deletes every widget.
	 */
	public function owned_data(): OwnedData {
		return new OwnedData( post_types: array( self::POST_TYPE ) );
	}

	/**
	 * The post type: no screens of its own (Vitrine > Reviews edits widgets), not public, not in
	 * WordPress's REST API (our routes validate the options).
	 */
	public static function register_post_type(): void {
		register_post_type(
			self::POST_TYPE,
			array(
				'labels'              => array(
					'name'          => __( 'Reviews widgets', 'vitrine' ),
					'singular_name' => __( 'Reviews widget', 'vitrine' ),
				),
				'public'              => false,
				'publicly_queryable'  => false,
				'exclude_from_search' => true,
				'show_ui'             => false,
				'show_in_rest'        => false,
				'rewrite'             => false,
				'query_var'           => false,
				'supports'            => array( 'title' ),
				'capability_type'     => 'page',
				'map_meta_cap'        => true,
			)
		);
	}

	public function find( int $id ): ?Widget {
		$post = $id > 0 ? get_post( $id ) : null;
		if ( ! $post instanceof \WP_Post || self::POST_TYPE !== $post->post_type || 'publish' !== $post->post_status ) {
			return null;
		}
		$stored = json_decode( (string) get_post_meta( $id, self::OPTIONS_META, true ), true );
		// Options saved by an older version lack newer keys: the defaults fill them in.
		$options = array_merge( WidgetOptions::defaults(), is_array( $stored ) ? array_intersect_key( $stored, WidgetOptions::defaults() ) : array() );
		return new Widget( $id, $post->post_title, $options );
	}

	/**
	 * Creates or updates a widget with options already validated.
	 *
	 * @param int                  $id      0 to create.
	 * @param string               $title   Its name.
	 * @param array<string, mixed> $options Complete, valid options.
	 * @return int The widget's id; 0 when WordPress refused to write it.
	 */
	public function save( int $id, string $title, array $options ): int {
		$postarr = array(
			'post_type'   => self::POST_TYPE,
			'post_status' => 'publish',
			'post_title'  => $title,
		);
		if ( $id > 0 ) {
			$postarr['ID'] = $id;
		}
		$saved = $id > 0 ? wp_update_post( $postarr, true ) : wp_insert_post( $postarr, true );
		if ( $saved instanceof \WP_Error ) {
			return 0;
		}
		// wp_slash: update_post_meta unslashes, which would strip the JSON's backslashes.
		update_post_meta( (int) $saved, self::OPTIONS_META, wp_slash( (string) wp_json_encode( $options ) ) );
		return (int) $saved;
	}

	public function delete( int $id ): bool {
		return null !== $this->find( $id ) && false !== wp_delete_post( $id, true );
	}

	/**
	 * Every widget, newest first.
	 *
	 * @return list<Widget>
	 */
	public function all(): array {
		$ids = get_posts(
			array(
				'post_type'      => self::POST_TYPE,
				'post_status'    => 'publish',
				'posts_per_page' => 100, // A shop has a handful of widgets; the list screen shows at most this many.
				'orderby'        => 'date',
				'order'          => 'DESC',
				'fields'         => 'ids',
			)
		);
		return array_values( array_filter( array_map( fn ( $id ): ?Widget => $this->find( (int) $id ), $ids ) ) );
	}
}
