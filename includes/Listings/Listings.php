<?php
/**
 * A listing's pages.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Listings;

use Vitrine\Core\Errors\ErrorKind;

/**
 * Queries a page of a listing from its source and renders its items with the block's item
 * template: the listing's inner blocks, rendered once per item with the postId and postType
 * block context (as core's post template does), after reading every item's post, meta, terms,
 * image and product data in one go.
 */
final class Listings {

	public function __construct(
		private readonly ListingSources $sources,
		private readonly ProductFields $products,
	) {
	}

	/**
	 * The validated attributes of a listing block.
	 *
	 * @param array<string, mixed> $attributes Saved attributes.
	 * @return array{settings: array<string, mixed>, source_args: array<string, mixed>, source: ListingSource}
	 * @throws ListingError When the source is unknown or an attribute is invalid.
	 */
	public function settings( array $attributes ): array {
		$source = $this->sources->get( (string) ( $attributes['source'] ?? 'posts' ) );
		return ListingSettings::validate( $attributes, $source ) + array( 'source' => $source );
	}

	/**
	 * One page of a listing and its items' markup.
	 *
	 * @param array<string, mixed> $block        The parsed listing block (its attrs and inner blocks).
	 * @param ListingContext       $context      Where it is shown.
	 * @param int                  $page         The page, from 1.
	 * @param array<string, mixed> $request_args What the browser sent for the source (source_args), unchecked.
	 * @return array{page: ListingPage, html: string, settings: array<string, mixed>}
	 * @throws ListingError When the block's settings are invalid (vitrine_listing_invalid_settings) or
	 *                      the browser's source arguments are (vitrine_listing_invalid_request).
	 */
	public function page( array $block, ListingContext $context, int $page, array $request_args = array() ): array {
		$valid = $this->settings( (array) ( $block['attrs'] ?? array() ) );
		try {
			$request = ListingSettings::check( $valid['source']->request_args_schema(), $request_args );
		} catch ( ListingError $error ) {
			// What the page sent, not the saved block, is wrong: a message of its own.
			throw new ListingError(
				'vitrine_listing_invalid_request',
				__( 'This listing could not be loaded: the page sent items it cannot list. Reload the page and try again.', 'vitrine' ) . ' ' . implode( ' ', array_map( 'strval', $error->params() ) ),
				ErrorKind::INVALID,
				array( 'params' => $error->params() )
			);
		}
		$result = $valid['source']->query( $valid['source_args'], $request, $context, max( 1, $page ), (int) $valid['settings']['perPage'] );
		return array(
			'page'     => $result,
			'html'     => $this->items( $block, $result->ids ),
			'settings' => $valid['settings'],
		);
	}

	/**
	 * The items' markup: one li per post, escaped by the blocks that render it.
	 *
	 * @param array<string, mixed> $block The parsed listing block.
	 * @param list<int>            $ids   The posts.
	 */
	public function items( array $block, array $ids ): string {
		if ( array() === $ids ) {
			return '';
		}
		$this->prime( $ids );
		// The template alone: the listing's inner blocks without the listing itself.
		$template              = $block;
		$template['blockName'] = 'core/null';
		$template['attrs']     = array();

		global $post;
		$previous = $post;
		$html     = '';
		foreach ( $ids as $id ) {
			$item = get_post( $id );
			if ( ! $item instanceof \WP_Post ) {
				continue;
			}
			// Blocks that read the global post (and filters of the_title, the_excerpt…) see the item.
			$post = $item; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- restored below.
			setup_postdata( $item );
			$context = array(
				'postId'   => $item->ID,
				'postType' => $item->post_type,
			);
			$filter  = static fn ( array $given ): array => array_merge( $given, $context );
			add_filter( 'render_block_context', $filter, 1 );
			try {
				$content = ( new \WP_Block( $template, $context ) )->render( array( 'dynamic' => false ) );
			} finally {
				remove_filter( 'render_block_context', $filter, 1 );
			}
			$html .= '<li class="vitrine-listing__item" data-post-id="' . esc_attr( (string) $item->ID ) . '">' . $content . '</li>';
		}
		$post = $previous; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the caller's post again.
		if ( $previous instanceof \WP_Post ) {
			setup_postdata( $previous );
		} else {
			wp_reset_postdata();
		}
		return $html;
	}

	/**
	 * Posts, meta and terms in three queries, the images' posts and meta in two, and for
	 * products their variations and ratings: a fixed number of queries for any page size.
	 *
	 * @param list<int> $ids The posts.
	 */
	private function prime( array $ids ): void {
		_prime_post_caches( $ids, true, true );
		$this->products->prime( $ids );
		$images = array();
		foreach ( $ids as $id ) {
			$image = (int) get_post_meta( $id, '_thumbnail_id', true );
			if ( $image > 0 ) {
				$images[] = $image;
			}
		}
		if ( array() !== $images ) {
			// Cached already for products (their prime reads the images): no query then.
			_prime_post_caches( $images, false, true );
		}
	}
}
