<?php
/**
 * Keeps the product search index in step with every change, whoever makes it.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Search;

use Vitrine\Catalog\ProductMeta;
use Vitrine\Catalog\ProductPostTypes;

/**
 * The sibling of Catalog\LookupSync: a product or variation saved (title, descriptions,
 * status, trash), its SKU changed through any meta call, or a variation deleted queues the
 * product, and each queued product is written once at the end of the request. A product
 * deleted loses its row at once.
 */
final class SearchSync {

	/** @var array<int, true> */
	private array $queued = array();

	public function __construct( private readonly SearchIndex $index ) {
	}

	public function register(): void {
		add_action( 'wp_after_insert_post', array( $this, 'on_save' ) );
		add_action( 'transition_post_status', array( $this, 'on_status_change' ), 10, 3 );
		add_action( 'before_delete_post', array( $this, 'on_delete' ) );
		add_action( 'added_post_meta', array( $this, 'on_meta_change' ), 10, 3 );
		add_action( 'updated_post_meta', array( $this, 'on_meta_change' ), 10, 3 );
		add_action( 'deleted_post_meta', array( $this, 'on_meta_change' ), 10, 3 );
		add_action( 'shutdown', array( $this, 'flush' ) );
	}

	public function queue( int $post_id ): void {
		if ( in_array( get_post_type( $post_id ), array( ProductPostTypes::PRODUCT, ProductPostTypes::VARIATION ), true ) ) {
			$this->queued[ $post_id ] = true;
		}
	}

	/**
	 * Writes every queued product; also called by tests and long-running imports.
	 */
	public function flush(): void {
		$queued       = array_keys( $this->queued );
		$this->queued = array();
		foreach ( $queued as $post_id ) {
			$this->index->sync( $post_id );
		}
	}

	/**
	 * @param int|string $post_id The post saved.
	 */
	public function on_save( $post_id ): void {
		$this->queue( (int) $post_id );
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
	 * @param int|string $post_id The post about to be deleted.
	 */
	public function on_delete( $post_id ): void {
		$post = get_post( (int) $post_id );
		if ( ! $post instanceof \WP_Post ) {
			return;
		}
		if ( ProductPostTypes::PRODUCT === $post->post_type ) {
			$this->index->delete( $post->ID );
			unset( $this->queued[ $post->ID ] );
		}
		if ( ProductPostTypes::VARIATION === $post->post_type ) {
			unset( $this->queued[ $post->ID ] );
			$this->queue( (int) $post->post_parent );
		}
	}

	/**
	 * @param int|int[] $meta_ids  Meta ids.
	 * @param int       $object_id Post id.
	 * @param string    $meta_key  Key.
	 */
	public function on_meta_change( $meta_ids, int $object_id, string $meta_key ): void {
		if ( ProductMeta::SKU === $meta_key ) {
			$this->queue( $object_id );
		}
	}
}
