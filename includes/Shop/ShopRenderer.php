<?php
/**
 * The parts of a product listing: result count, sort form, grid, pagination.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Shop;

use Vitrine\Catalog\ProductRepository;
use WP_Query;

/**
 * Renders a listing from a product query. Every method returns escaped markup.
 */
final class ShopRenderer {

	private int $instances = 0;

	public function __construct(
		private readonly ProductRepository $products,
		private readonly ProductCard $card,
	) {
	}

	/**
	 * A whole listing page from the shop's main query: the toolbar (result count and sort
	 * form), the products and the pagination; a message when nothing matches.
	 *
	 * @param WP_Query $query   The shop's main query.
	 * @param int      $columns Grid columns on wide screens.
	 */
	public function archive( WP_Query $query, int $columns ): string {
		$total    = (int) $query->found_posts;
		$per_page = max( 1, (int) $query->get( 'posts_per_page' ) );
		$current  = max( 1, (int) $query->get( 'paged' ) );
		$pages    = max( 1, (int) $query->max_num_pages );
		$search   = ProductQuery::has_search( $query );
		$order    = Ordering::sanitize( $query->get( ProductQuery::ORDERBY ), $search );

		// The filters' script swaps this element and announces data-vitrine-found (src/shop/filters.ts).
		$swap = ' data-vitrine-listing data-vitrine-found="' . esc_attr( self::found_text( array() === $query->posts ? 0 : $total ) ) . '"';
		if ( 0 === $total || array() === $query->posts ) {
			$html = '<div class="vitrine-shop vitrine-shop--empty"' . $swap . '>'
				. $this->result_count( 0, $per_page, 1, $order, ProductQuery::requested_order( $search ) !== Ordering::default_key( $search ) )
				. '<p class="vitrine-shop__no-products">' . esc_html__( 'No products were found matching your selection.', 'vitrine' ) . '</p></div>';
			/**
			 * The markup of a listing that found no product (a search's gets its own message and
			 * suggestions from the Search module).
			 *
			 * @param string   $html  Escaped markup.
			 * @param WP_Query $query The listing's query.
			 */
			return (string) apply_filters( 'vitrine_shop_empty_listing', $html, $query );
		}

		$html  = '<div class="vitrine-shop"' . $swap . '>';
		$html .= '<div class="vitrine-shop__toolbar">';
		$html .= $this->result_count( $total, $per_page, $current, $order, isset( $_GET['orderby'] ) ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only whether the visitor sorted.
		$html .= $this->ordering_form( $order, $search );
		$html .= '</div>';
		$html .= $this->grid( self::ids( $query ), $columns );
		$html .= $this->pagination( $current, $pages );
		return $html . '</div>';
	}

	/**
	 * "Showing 1–12 of 40 results" in a live region; the script refreshes its text for screen
	 * readers 2000 ms after load. When the visitor chose an order, screen readers also hear it.
	 *
	 * @param int    $total    Products matching.
	 * @param int    $per_page Products per page.
	 * @param int    $current  Current page, from 1.
	 * @param string $order    The sort key in effect.
	 * @param bool   $sorted   Whether the visitor chose the order.
	 */
	public function result_count( int $total, int $per_page, int $current, string $order, bool $sorted ): string {
		$text = self::result_count_text( $total, $per_page, $current );
		if ( $sorted ) {
			$text = esc_html( $text ) . '<span class="screen-reader-text"> ' . esc_html( Ordering::sorted_by_text( $order ) ) . '</span>';
		} else {
			$text = esc_html( $text );
		}
		return '<p class="vitrine-result-count" role="status" aria-live="polite" aria-atomic="true" data-vitrine-result-count>' . $text . '</p>';
	}

	/**
	 * What screen readers hear once filters changed the listing: "12 products found".
	 *
	 * @param int $total Products matching.
	 */
	public static function found_text( int $total ): string {
		/* translators: %s: number of products. */
		return sprintf( _n( '%s product found', '%s products found', $total, 'vitrine' ), number_format_i18n( $total ) );
	}

	/**
	 * The words of the result count, with the plurals of the site's language.
	 *
	 * @param int $total    Products matching.
	 * @param int $per_page Products per page.
	 * @param int $current  Current page, from 1.
	 */
	public static function result_count_text( int $total, int $per_page, int $current ): string {
		if ( 0 === $total ) {
			return __( 'No products found', 'vitrine' );
		}
		if ( 1 === $total ) {
			return __( 'Showing the single result', 'vitrine' );
		}
		if ( $total <= $per_page ) {
			/* translators: %s: total number of products. */
			return sprintf( _n( 'Showing all %s result', 'Showing all %s results', $total, 'vitrine' ), number_format_i18n( $total ) );
		}
		$first = ( $current - 1 ) * $per_page + 1;
		$last  = min( $total, $current * $per_page );
		if ( $first > $total ) {
			/* translators: %s: total number of products. */
			return sprintf( _n( 'Showing none of %s result', 'Showing none of %s results', $total, 'vitrine' ), number_format_i18n( $total ) );
		}
		if ( $first === $last ) {
			/* translators: 1: the position of the product shown, 2: total number of products. */
			return sprintf( _n( 'Showing result %1$s of %2$s', 'Showing result %1$s of %2$s', $total, 'vitrine' ), number_format_i18n( $first ), number_format_i18n( $total ) );
		}
		return sprintf(
			/* translators: 1: first product shown, 2: last product shown, 3: total number of products. */
			_nx( 'Showing %1$s–%2$s of %3$s result', 'Showing %1$s–%2$s of %3$s results', $total, 'with first and last result', 'vitrine' ),
			number_format_i18n( $first ),
			number_format_i18n( $last ),
			number_format_i18n( $total )
		);
	}

	/**
	 * The sort select in a GET form; the script submits it when the choice changes. Other
	 * parameters of the address are kept; the page number is not, so a new order starts on page 1.
	 *
	 * @param string $current The sort key in effect.
	 * @param bool   $search  Whether the listing is a search's (relevance is offered).
	 */
	public function ordering_form( string $current, bool $search = false ): string {
		++$this->instances;
		$id     = 'vitrine-orderby-' . $this->instances;
		$action = self::first_page_url();
		$html   = '<form class="vitrine-ordering" method="get" action="' . esc_url( $action ) . '">';
		$html  .= '<label class="vitrine-ordering__label" for="' . esc_attr( $id ) . '">' . esc_html__( 'Sort products', 'vitrine' ) . '</label>';
		$html  .= '<select name="orderby" id="' . esc_attr( $id ) . '" class="vitrine-ordering__select" aria-describedby="' . esc_attr( $id ) . '-help">';
		foreach ( Ordering::options( $search ) as $key => $label ) {
			$html .= '<option value="' . esc_attr( $key ) . '"' . selected( $current, $key, false ) . '>' . esc_html( $label ) . '</option>';
		}
		$html .= '</select>';
		$html .= '<span class="screen-reader-text" id="' . esc_attr( $id ) . '-help">' . esc_html__( 'The products are listed again in the chosen order.', 'vitrine' ) . '</span>';
		foreach ( self::kept_query_args() as $name => $value ) {
			$html .= '<input type="hidden" name="' . esc_attr( $name ) . '" value="' . esc_attr( $value ) . '">';
		}
		$html .= '<button type="submit" class="vitrine-button vitrine-ordering__submit">' . esc_html__( 'Sort', 'vitrine' ) . '</button>';
		return $html . '</form>';
	}

	/**
	 * A grid of products, in the given order.
	 *
	 * @param list<int> $ids     Product ids.
	 * @param int       $columns Columns on wide screens, 1 to 6.
	 */
	public function grid( array $ids, int $columns ): string {
		$this->card->prime( $ids );
		$columns = max( 1, min( 6, $columns ) );
		$html    = '<ul class="vitrine-products vitrine-products--columns-' . esc_attr( (string) $columns ) . '" style="--vitrine-columns:' . esc_attr( (string) $columns ) . '">';
		foreach ( $ids as $index => $id ) {
			$product = $this->products->find( $id );
			if ( null !== $product ) {
				// The first row is above the fold: its images load at once.
				$html .= $this->card->render( $product, 'h2', $index < $columns );
			}
		}
		return $html . '</ul>';
	}

	/**
	 * Page links with accessible names ("Page 3", "Next page"), the current page marked with
	 * aria-current; nothing when there is one page.
	 *
	 * @param int $current Current page, from 1.
	 * @param int $pages   Number of pages.
	 */
	public function pagination( int $current, int $pages ): string {
		if ( $pages < 2 ) {
			return '';
		}
		$items = array();
		if ( $current > 1 ) {
			$items[] = '<a class="vitrine-pagination__link vitrine-pagination__prev" rel="prev" href="' . esc_url( get_pagenum_link( $current - 1, false ) ) . '">'
				. '<span aria-hidden="true">&larr;</span> ' . esc_html__( 'Previous', 'vitrine' ) . '<span class="screen-reader-text"> ' . esc_html__( 'page', 'vitrine' ) . '</span></a>';
		}
		$previous = 0;
		foreach ( self::page_numbers( $current, $pages ) as $page ) {
			if ( $page - $previous > 1 ) {
				$items[] = '<span class="vitrine-pagination__dots" aria-hidden="true">&hellip;</span>';
			}
			$previous = $page;
			$label    = '<span class="screen-reader-text">' . esc_html__( 'Page', 'vitrine' ) . ' </span>' . esc_html( number_format_i18n( $page ) );
			$items[]  = $page === $current
				? '<span class="vitrine-pagination__link vitrine-pagination__current" aria-current="page">' . $label . '</span>'
				: '<a class="vitrine-pagination__link" href="' . esc_url( get_pagenum_link( $page, false ) ) . '">' . $label . '</a>';
		}
		if ( $current < $pages ) {
			$items[] = '<a class="vitrine-pagination__link vitrine-pagination__next" rel="next" href="' . esc_url( get_pagenum_link( $current + 1, false ) ) . '">'
				. esc_html__( 'Next', 'vitrine' ) . '<span class="screen-reader-text"> ' . esc_html__( 'page', 'vitrine' ) . '</span> <span aria-hidden="true">&rarr;</span></a>';
		}
		return '<nav class="vitrine-pagination" aria-label="' . esc_attr__( 'Products pages', 'vitrine' ) . '"><ul class="vitrine-pagination__list"><li>'
			. implode( '</li><li>', $items ) . '</li></ul></nav>';
	}

	/**
	 * The page numbers shown: the first, the last, and two on each side of the current one.
	 *
	 * @return list<int>
	 */
	public static function page_numbers( int $current, int $pages ): array {
		$numbers = array();
		for ( $page = 1; $page <= $pages; $page++ ) {
			if ( 1 === $page || $pages === $page || abs( $page - $current ) <= 2 ) {
				$numbers[] = $page;
			}
		}
		return $numbers;
	}

	/**
	 * The ids of a query's products.
	 *
	 * @return list<int>
	 */
	public static function ids( WP_Query $query ): array {
		$ids = array();
		foreach ( $query->posts as $post ) {
			$ids[] = $post instanceof \WP_Post ? $post->ID : (int) $post;
		}
		return $ids;
	}

	/**
	 * The current listing's first page, without the query string.
	 */
	private static function first_page_url(): string {
		return (string) strtok( get_pagenum_link( 1, false ), '?' );
	}

	/**
	 * Parameters of the current address that the sort form carries over (other filters, a search).
	 *
	 * @return array<string, string>
	 */
	private static function kept_query_args(): array {
		$kept = array();
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- carried over as they came, escaped on output.
		foreach ( wp_unslash( $_GET ) as $name => $value ) {
			$name = (string) $name;
			if ( in_array( $name, array( 'orderby', 'paged', 'product-page' ), true ) || ! is_scalar( $value ) || 1 !== preg_match( '/^[A-Za-z0-9_\-]{1,64}$/', $name ) ) {
				continue;
			}
			$kept[ $name ] = sanitize_text_field( (string) $value );
		}
		return $kept;
	}
}
