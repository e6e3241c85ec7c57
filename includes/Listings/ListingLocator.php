<?php
/**
 * Finds a listing block from the reference the browser sends.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Listings;

use Vitrine\Core\Errors\ErrorKind;

/**
 * The browser names a listing by the post whose content holds it and the block's stable id
 * (listingId, written by the editor). The block, its query and its item template are read from
 * that post's saved content, never from the request: a changed id finds nothing or another
 * listing of a post the visitor may read, nothing more. The post, and the current post a related
 * listing relates to, must be readable by the visitor.
 */
final class ListingLocator {

	/**
	 * The listing block of that post with that id.
	 *
	 * @return array<string, mixed> The parsed block.
	 * @throws ListingError 404 when there is no such listing, 403 when the post may not be read.
	 */
	public function find( int $post_id, string $listing_id ): array {
		$post  = $this->readable_post( $post_id );
		$block = self::find_in( parse_blocks( $post->post_content ), $listing_id );
		if ( null === $block ) {
			throw self::not_found();
		}
		return $block;
	}

	/**
	 * Checks the current post a listing relates to: 0 (none) or a post the visitor may read.
	 *
	 * @throws ListingError 403 when the visitor may not read it, 404 when there is none.
	 */
	public function check_queried( int $queried_id ): int {
		if ( $queried_id > 0 ) {
			$this->readable_post( $queried_id );
		}
		return $queried_id;
	}

	/**
	 * The first listing block with that id among blocks and their inner blocks.
	 *
	 * @param array<int|string, mixed> $blocks Parsed blocks.
	 * @return array<string, mixed>|null
	 */
	public static function find_in( array $blocks, string $listing_id ): ?array {
		if ( '' === $listing_id ) {
			return null;
		}
		foreach ( $blocks as $block ) {
			if ( ! is_array( $block ) ) {
				continue;
			}
			$id = $block['attrs']['listingId'] ?? null;
			if ( ListingBlock::NAME === ( $block['blockName'] ?? null ) && is_string( $id ) && hash_equals( $id, $listing_id ) ) {
				return $block;
			}
			$inner = self::find_in( (array) ( $block['innerBlocks'] ?? array() ), $listing_id );
			if ( null !== $inner ) {
				return $inner;
			}
		}
		return null;
	}

	/**
	 * @throws ListingError When the post does not exist or the visitor may not read it.
	 */
	private function readable_post( int $post_id ): \WP_Post {
		$post = $post_id > 0 ? get_post( $post_id ) : null;
		if ( ! $post instanceof \WP_Post ) {
			throw self::not_found();
		}
		$readable = is_post_publicly_viewable( $post ) || current_user_can( 'read_post', $post->ID );
		if ( ! $readable || post_password_required( $post ) ) {
			throw new ListingError(
				'vitrine_listing_forbidden',
				__( 'You are not allowed to see this listing.', 'vitrine' ),
				ErrorKind::FORBIDDEN
			);
		}
		return $post;
	}

	private static function not_found(): ListingError {
		return new ListingError(
			'vitrine_listing_not_found',
			__( 'This listing no longer exists. Reload the page to see the current one.', 'vitrine' ),
			ErrorKind::NOT_FOUND
		);
	}
}
