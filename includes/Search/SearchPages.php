<?php
/**
 * The product search results page.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Search;

use Vitrine\Shop\Ordering;
use Vitrine\Shop\ProductQuery;
use Vitrine\Shop\ShopRenderer;
use WP_Query;

/**
 * A product search (?s=…&post_type=vitrine_product, from our block, our shortcode or core's
 * search block set to products) is a shop page: ProductQuery marks its main query, so the
 * shop's order, pagination and filters apply, and it is shown in the shop's layout, never in
 * the theme's blog search page:
 *
 * - block themes: the product-search-results template (templates/block-templates/), placed
 *   before "search" in the template hierarchy;
 * - classic themes: the shop's templates/archive-product.php (Shop\ClassicTemplates), whose
 *   title names the search; the search form is printed above the listing there and on the shop;
 * - no result: a message saying what was searched, what to try, and popular products.
 */
final class SearchPages {

	public const TEMPLATE = 'product-search-results';

	/** Products suggested when nothing matches. */
	private const SUGGESTIONS = 4;

	public function __construct(
		private readonly SearchForm $form,
		private readonly ProductQuery $query,
		private readonly ShopRenderer $renderer,
	) {
	}

	/**
	 * Hooked to search_template_hierarchy: our template first for a product search.
	 *
	 * @param list<string> $templates The templates WordPress would look for.
	 * @return list<string>
	 */
	public function template_hierarchy( array $templates ): array {
		if ( ! ProductQuery::is_product_search_page() ) {
			return $templates;
		}
		return array_values( array_unique( array_merge( array( self::TEMPLATE . '.php' ), $templates ) ) );
	}

	/**
	 * Hooked to wp_enqueue_scripts: in classic themes the form's stylesheet on the shop pages,
	 * in the head (block themes load it with the block).
	 */
	public function enqueue(): void {
		if ( ! wp_is_block_theme() && ProductQuery::is_shop_page() ) {
			wp_enqueue_style( SearchForm::STYLE_HANDLE );
		}
	}

	/**
	 * Hooked to vitrine_archive_products before the listing (classic themes): the search form
	 * on the shop, category, tag and search pages.
	 */
	public function print_form(): void {
		if ( ! ProductQuery::is_shop_page() ) {
			return;
		}
		wp_enqueue_style( SearchForm::STYLE_HANDLE );
		echo $this->form->render( array(), false ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by SearchForm.
	}

	/**
	 * Hooked to vitrine_shop_empty_listing: a search that found nothing says what was searched,
	 * what to try, and offers popular products.
	 *
	 * @param string   $html  The listing's markup.
	 * @param WP_Query $query The listing's query.
	 */
	public function no_results( string $html, WP_Query $query ): string {
		if ( ! ProductQuery::has_search( $query ) ) {
			return $html;
		}
		$words = trim( (string) $query->get( 's' ) );
		$out   = '<div class="vitrine-shop vitrine-shop--empty vitrine-search-empty">';
		$out  .= $this->renderer->result_count( 0, 1, 1, Ordering::RELEVANCE, false );
		$out  .= '<p class="vitrine-shop__no-products vitrine-search-empty__message">'
			/* translators: %s: the words the shopper searched for. */
			. esc_html( sprintf( __( 'No products were found matching “%s”.', 'vitrine' ), $words ) ) . '</p>';
		$out .= '<p class="vitrine-search-empty__tips">' . esc_html__( 'Check the spelling, try fewer or more general words, or search for a SKU.', 'vitrine' ) . '</p>';

		$suggested = new WP_Query( $this->query->grid_args( Ordering::POPULARITY, self::SUGGESTIONS ) );
		$ids       = ShopRenderer::ids( $suggested );
		if ( array() !== $ids ) {
			$out .= '<section class="vitrine-search-empty__suggestions" aria-labelledby="vitrine-search-suggestions">';
			$out .= '<h2 id="vitrine-search-suggestions" class="vitrine-search-empty__heading">' . esc_html__( 'Popular products', 'vitrine' ) . '</h2>';
			$out .= $this->renderer->grid( $ids, self::SUGGESTIONS );
			$out .= '</section>';
		}
		$shop = get_post_type_archive_link( \Vitrine\Catalog\ProductPostTypes::PRODUCT );
		if ( is_string( $shop ) ) {
			$out .= '<p class="vitrine-search-empty__shop"><a href="' . esc_url( $shop ) . '">' . esc_html__( 'Browse all products', 'vitrine' ) . '</a></p>';
		}
		return $out . '</div>';
	}
}
