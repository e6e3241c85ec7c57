<?php
/**
 * Keeps the lookup table in step with every change, whoever makes it.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Catalog;

/**
 * ProductWriter syncs at once; changes made elsewhere (the block editor's meta, an import,
 * a review approved, a post trashed) queue the product and are synced once at the end of
 * the request.
 */
final class LookupSync {

	/** @var array<int, true> */
	private array $queued = array();

	public function __construct(
		private readonly LookupTable $lookup,
		private readonly AttributeLookup $attributes,
	) {
	}

	public function register(): void {
		add_action( 'transition_post_status', array( $this, 'on_status_change' ), 10, 3 );
		add_action( 'post_updated', array( $this, 'on_post_updated' ), 10, 3 );
		add_action( 'before_delete_post', array( $this, 'on_delete' ) );
		add_action( 'added_post_meta', array( $this, 'on_meta_change' ), 10, 3 );
		add_action( 'updated_post_meta', array( $this, 'on_meta_change' ), 10, 3 );
		add_action( 'deleted_post_meta', array( $this, 'on_meta_change' ), 10, 3 );
		add_action( 'wp_insert_comment', array( $this, 'on_comment_change' ) );
		add_action( 'wp_set_comment_status', array( $this, 'on_comment_change' ) );
		add_action( 'edit_comment', array( $this, 'on_comment_change' ) );
		add_action( 'delete_comment', array( $this, 'on_comment_change' ) );
		add_action( 'added_comment_meta', array( $this, 'on_comment_meta_change' ), 10, 3 );
		add_action( 'updated_comment_meta', array( $this, 'on_comment_meta_change' ), 10, 3 );
		// A product's categories or attribute terms changed (the editor's term boxes, an import).
		add_action( 'set_object_terms', array( $this, 'on_terms_change' ) );
		add_action( 'delete_term', array( $this->lookup, 'delete_term' ), 10, 3 );
		add_action( AttributeLookup::REBUILD_EVENT, array( $this->attributes, 'rebuild_batch' ) );
		add_action( 'shutdown', array( $this, 'flush' ) );
		add_action( LookupTable::SALE_BOUNDARY_EVENT, array( $this->lookup, 'sync' ) );
	}

	public function queue( int $post_id ): void {
		if ( in_array( get_post_type( $post_id ), array( ProductPostTypes::PRODUCT, ProductPostTypes::VARIATION ), true ) ) {
			$this->queued[ $post_id ] = true;
		}
	}

	/**
	 * Syncs every queued product; also called by tests and long-running imports.
	 */
	public function flush(): void {
		$queued       = array_keys( $this->queued );
		$this->queued = array();
		foreach ( $queued as $post_id ) {
			$this->lookup->sync( $post_id );
		}
	}

	/**
	 * @param string   $new_status New status.
	 * @param string   $old_status Old status.
	 * @param \WP_Post $post       The post.
	 */
	public function on_status_change( string $new_status, string $old_status, \WP_Post $post ): void {
		if ( $new_status !== $old_status ) {
			$this->queue( $post->ID );
		}
	}

	/**
	 * The row keeps the title and menu order for the default order: a change to either (quick
	 * edit, the editor, another plugin) resyncs it.
	 *
	 * @param int      $post_id The post.
	 * @param \WP_Post $after   The post as saved.
	 * @param \WP_Post $before  The post as it was.
	 */
	public function on_post_updated( int $post_id, \WP_Post $after, \WP_Post $before ): void {
		if ( $after->post_title !== $before->post_title || (int) $after->menu_order !== (int) $before->menu_order ) {
			$this->queue( $post_id );
		}
	}

	public function on_delete( int $post_id ): void {
		$post = get_post( $post_id );
		if ( ! $post instanceof \WP_Post ) {
			return;
		}
		if ( ProductPostTypes::PRODUCT === $post->post_type || ProductPostTypes::VARIATION === $post->post_type ) {
			$this->lookup->delete( $post_id );
			unset( $this->queued[ $post_id ] );
		}
		if ( ProductPostTypes::VARIATION === $post->post_type ) {
			$this->queue( (int) $post->post_parent );
		}
	}

	/**
	 * @param int|int[] $meta_ids  Meta ids.
	 * @param int       $object_id Post id.
	 * @param string    $meta_key  Key.
	 */
	public function on_meta_change( $meta_ids, int $object_id, string $meta_key ): void {
		if ( ProductMeta::is_ours( $meta_key ) || '_thumbnail_id' === $meta_key ) {
			$this->queue( $object_id );
		}
	}

	/**
	 * @param int $object_id The post whose terms changed.
	 */
	public function on_terms_change( int $object_id ): void {
		$this->queue( $object_id );
	}

	/**
	 * @param int|string $comment_id The review.
	 */
	public function on_comment_change( $comment_id ): void {
		$comment = get_comment( (int) $comment_id );
		if ( $comment instanceof \WP_Comment ) {
			$this->queue( (int) $comment->comment_post_ID );
		}
	}

	/**
	 * @param int    $meta_id    Meta id.
	 * @param int    $comment_id Review id.
	 * @param string $meta_key   Key.
	 */
	public function on_comment_meta_change( int $meta_id, int $comment_id, string $meta_key ): void {
		if ( 'rating' === $meta_key ) {
			$this->on_comment_change( $comment_id );
		}
	}
}
