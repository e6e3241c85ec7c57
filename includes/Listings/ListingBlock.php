<?php
/**
 * The vitrine/listing-grid block.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Listings;

use Vitrine\Core\Assets\Assets;

/**
 * Renders a listing's first page in the page (search engines, no JavaScript, page caches), or the
 * page its link asked for, with links to the pages before and after it, and with what the
 * listing bundle needs to fetch the next ones: the reference to the block (the post
 * that holds it and its stable id), the page and the number of pages. A listing loaded lazily
 * renders its frame only; the bundle fetches its first page when it nears the viewport. A listing
 * of the visitor's own items (a VisitorSource) carries its store, so that the bundle refreshes it
 * when they change; when only the browser knows them, it renders its frame and empty state only,
 * and the bundle fetches its first page with them. An empty listing shows the block's emptyText
 * in a polite live region.
 */
final class ListingBlock {

	public const NAME = 'vitrine/listing-grid';

	/** The bundle, enqueued by a listing as it renders. */
	public const BUNDLE = 'listing';

	public function __construct(
		private readonly Listings $listings,
		private readonly Assets $assets,
	) {
	}

	/**
	 * The block's markup.
	 *
	 * @param array<string, mixed> $attributes The block's attributes.
	 * @param \WP_Block|null       $block      The block (its inner blocks are the item template).
	 */
	public function render( array $attributes, ?\WP_Block $block = null ): string {
		$parsed = $block instanceof \WP_Block ? $block->parsed_block : array(
			'blockName'    => self::NAME,
			'attrs'        => $attributes,
			'innerBlocks'  => array(),
			'innerContent' => array(),
		);
		// The saved attributes, as the ajax call will read them from the post.
		$parsed['attrs'] = $attributes;
		try {
			$valid = $this->listings->settings( $attributes );
		} catch ( ListingError $error ) {
			return current_user_can( 'edit_posts' ) ? '<p class="vitrine-listing__error">' . esc_html( $error->getMessage() ) . '</p>' : '';
		}
		$settings = $valid['settings'];
		$empty    = '' !== $settings['emptyText'] ? (string) $settings['emptyText'] : __( 'Nothing to show here yet.', 'vitrine' );
		// The visitor's own items (a data store's): refreshed when they change, and asked for by
		// the browser when only the browser knows them.
		$visitor = $valid['source'] instanceof VisitorSource ? $valid['source']->visitor_state( $valid['source_args'] ) : array(
			'store'   => '',
			'browser' => false,
		);

		$post_id = (int) get_the_ID();
		if ( $block instanceof \WP_Block && isset( $block->context['postId'] ) && $post_id < 1 ) {
			$post_id = (int) $block->context['postId'];
		}
		$context = new ListingContext( $post_id, is_singular() ? (int) get_queried_object_id() : 0 );

		// Later pages, lazy loading and a visitor's items need the browser to name this block: it
		// must be in the content of the post it renders in (not in a template part or a pattern).
		$wants_calls = 'none' !== $settings['pagination'] || $settings['lazyLoad'] || '' !== $visitor['store'];
		$fetchable   = $wants_calls && $this->in_post_content( $post_id, (string) $settings['listingId'] );
		$lazy        = $settings['lazyLoad'] && $fetchable;
		// Items only the browser knows: the same empty listing for every guest (page-cacheable).
		$browser  = $visitor['browser'] && $fetchable;
		$deferred = $lazy || $browser;

		// A paged listing of posts also has links to its pages, for search engines and visitors
		// without JavaScript: the page asked for in the address is the one rendered.
		$linked = $fetchable && ! $deferred && '' === $visitor['store'] && 'none' !== $settings['pagination'];
		$first  = $linked ? self::requested_page( (string) $settings['listingId'] ) : 1;

		$items = '';
		$pages = 1;
		if ( ! $deferred && ! $visitor['browser'] ) {
			try {
				$result = $this->listings->page( $parsed, $context, $first );
				if ( $first > 1 && array() === $result['page']->ids ) {
					// A link to a page that no longer exists: the first page.
					$first  = 1;
					$result = $this->listings->page( $parsed, $context, 1 );
				}
			} catch ( ListingError $error ) {
				return current_user_can( 'edit_posts' ) ? '<p class="vitrine-listing__error">' . esc_html( $error->getMessage() ) . '</p>' : '';
			}
			$pages = $result['page']->pages;
			$items = $result['html'];
		}
		if ( ! $deferred && '' === $items && ( '' === $visitor['store'] || ! $fetchable ) ) {
			return $this->wrap( $settings, self::empty_text( $empty ), array() );
		}
		$this->assets->enqueue( self::BUNDLE );

		$state = array();
		if ( $fetchable ) {
			$state = array(
				'post'       => $post_id,
				'listing'    => (string) $settings['listingId'],
				'queried'    => $context->queried_id,
				'page'       => $deferred ? 0 : $first,
				'pages'      => $pages,
				'pagination' => (string) $settings['pagination'],
				'layout'     => (string) $settings['layout'],
				'lazy'       => $lazy,
				'offset'     => (string) $settings['lazyOffset'],
				'store'      => $visitor['store'],
				'browser'    => $browser,
				'empty'      => $empty,
			);
		}
		$inner = '<ul class="vitrine-listing__items" role="list">' . $items . '</ul>';
		if ( 'slider' === $settings['layout'] ) {
			$inner = '<div class="vitrine-listing__viewport">' . $inner . '</div>'
				. '<button type="button" class="vitrine-listing__arrow vitrine-listing__arrow--prev" aria-label="' . esc_attr__( 'Previous items', 'vitrine' ) . '" hidden><span aria-hidden="true">‹</span></button>'
				. '<button type="button" class="vitrine-listing__arrow vitrine-listing__arrow--next" aria-label="' . esc_attr__( 'Next items', 'vitrine' ) . '" hidden><span aria-hidden="true">›</span></button>';
		}
		if ( $fetchable && 'load-more' === $settings['pagination'] ) {
			$label  = '' !== $settings['loadMoreLabel'] ? (string) $settings['loadMoreLabel'] : __( 'Load more', 'vitrine' );
			$hidden = ! $deferred && $pages <= $first ? ' hidden' : '';
			$inner .= '<div class="vitrine-listing__more"' . $hidden . '><button type="button" class="vitrine-listing__more-button wp-element-button">' . esc_html( $label ) . '</button></div>';
		}
		if ( $fetchable && 'infinite' === $settings['pagination'] ) {
			$inner .= '<div class="vitrine-listing__sentinel" aria-hidden="true"></div>';
		}
		if ( $linked && '' !== $items ) {
			$inner .= self::page_links( (string) $settings['listingId'], $first, $pages );
		}
		if ( $fetchable && '' !== $visitor['store'] ) {
			// Filled by the bundle when the visitor's items, refreshed, come back empty.
			$inner .= self::empty_text( ! $deferred && '' === $items ? $empty : '' );
		}
		if ( $fetchable ) {
			$inner .= '<p class="vitrine-listing__status screen-reader-text" role="status"></p>';
		}
		return $this->wrap( $settings, $inner, $state );
	}

	/**
	 * The wrapper: layout classes, the columns as custom properties, the widget and its state.
	 *
	 * @param array<string, mixed> $settings The validated attributes.
	 * @param string               $inner    Escaped markup.
	 * @param array<string, mixed> $state    What the bundle needs; empty for a listing it leaves alone.
	 */
	private function wrap( array $settings, string $inner, array $state ): string {
		$layout  = (string) $settings['layout'];
		$widgets = array();
		if ( array() !== $state ) {
			$widgets[] = 'listing';
		}
		if ( 'slider' === $layout ) {
			$widgets[] = 'listing-slider';
		}
		$style = sprintf(
			'--vitrine-listing-columns:%d;--vitrine-listing-columns-tablet:%d;--vitrine-listing-columns-mobile:%d',
			(int) $settings['columns'],
			(int) $settings['columnsTablet'],
			(int) $settings['columnsMobile']
		);
		$extra = array(
			'class' => 'vitrine-listing vitrine-listing--' . $layout,
			'style' => $style,
		);
		// Outside a block render (a test) WordPress gives no wrapper attributes.
		$wrapper = null === \WP_Block_Supports::$block_to_render
			? 'class="wp-block-vitrine-listing-grid ' . esc_attr( $extra['class'] ) . '" style="' . esc_attr( $style ) . '"'
			: get_block_wrapper_attributes( $extra );
		if ( array() !== $widgets ) {
			$wrapper .= ' data-vitrine-widget="' . esc_attr( implode( ' ', $widgets ) ) . '"';
		}
		if ( array() !== $state ) {
			$wrapper .= " data-vitrine-listing='" . esc_attr( (string) wp_json_encode( $state ) ) . "'";
			if ( 0 === $state['page'] ) {
				$wrapper .= ' aria-busy="true"';
			}
		}
		if ( 'slider' === $layout ) {
			$wrapper .= ' data-columns="' . esc_attr( implode( ',', array( (int) $settings['columns'], (int) $settings['columnsTablet'], (int) $settings['columnsMobile'] ) ) ) . '"';
		}
		return '<div ' . $wrapper . '>' . $inner . '</div>';
	}

	/**
	 * The empty state: the block's text, announced politely when the bundle fills it in.
	 *
	 * @param string $text The text; '' while there are items.
	 */
	private static function empty_text( string $text ): string {
		return '<p class="vitrine-listing__empty" role="status">' . esc_html( $text ) . '</p>';
	}

	/**
	 * The query argument that names the page of a listing shown in the page, as core's Query Loop
	 * names its own (`query-{id}-page`): one per listing, so two listings page independently.
	 *
	 * @param string $listing_id The block's listingId.
	 */
	public static function page_arg( string $listing_id ): string {
		return 'vitrine-page-' . $listing_id;
	}

	/**
	 * The page asked for in the address, from 1 (anything else is page 1).
	 *
	 * @param string $listing_id The block's listingId.
	 */
	private static function requested_page( string $listing_id ): int {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- a public page number in a link, read as an integer.
		$asked = wp_unslash( $_GET[ self::page_arg( $listing_id ) ] ?? '' );
		// Not absint(): "-2" is no page 2.
		$page = is_string( $asked ) && 1 === preg_match( '/^\d{1,5}$/', $asked ) ? (int) $asked : 1;
		return max( 1, min( Ajax\ListingEndpoint::MAX_PAGE, $page ) );
	}

	/**
	 * Links to the pages before and after the one shown. The next one is for browsers without
	 * JavaScript only (in `noscript`), since the load-more button or infinite scroll takes its
	 * place: printed there, nothing has to be removed as the page loads, so nothing shifts. The
	 * one before stays for everyone: nothing else offers it when the page was opened from a link
	 * to a later page.
	 *
	 * @param string $listing_id The block's listingId.
	 * @param int    $page       The page shown.
	 * @param int    $pages      The last page known.
	 */
	private static function page_links( string $listing_id, int $page, int $pages ): string {
		$arg  = self::page_arg( $listing_id );
		$prev = '';
		$next = '';
		if ( $page > 1 ) {
			$url  = 2 === $page ? remove_query_arg( $arg ) : add_query_arg( $arg, $page - 1 );
			$prev = '<a class="vitrine-listing__page-link vitrine-listing__page-link--prev" rel="prev" href="' . esc_url( $url ) . '">' . esc_html__( 'Previous items', 'vitrine' ) . '</a>';
		}
		if ( $pages > $page ) {
			$next = '<a class="vitrine-listing__page-link vitrine-listing__page-link--next" rel="next" href="' . esc_url( add_query_arg( $arg, $page + 1 ) ) . '">' . esc_html__( 'Next items', 'vitrine' ) . '</a>';
		}
		$nav = '<nav class="vitrine-listing__pages" aria-label="' . esc_attr__( 'More items', 'vitrine' ) . '">';
		if ( '' !== $prev ) {
			return $nav . $prev . ( '' !== $next ? '<noscript>' . $next . '</noscript>' : '' ) . '</nav>';
		}
		// No way back: the whole landmark is for browsers without JavaScript, or nothing.
		return '' !== $next ? '<noscript>' . $nav . $next . '</nav></noscript>' : '';
	}

	private function in_post_content( int $post_id, string $listing_id ): bool {
		$post = $post_id > 0 ? get_post( $post_id ) : null;
		if ( ! $post instanceof \WP_Post || '' === $listing_id ) {
			return false;
		}
		return null !== ListingLocator::find_in( parse_blocks( $post->post_content ), $listing_id );
	}
}
