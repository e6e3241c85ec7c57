<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Search;

use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Plugin;
use Vitrine\Search\SearchForm;
use Vitrine\Search\SearchPages;
use Vitrine\Shop\ClassicTemplates;
use Vitrine\Shop\Ordering;
use Vitrine\Shop\ProductQuery;
use Vitrine\Shop\ShopRenderer;
use Vitrine\Tests\TestCase;
use WP_Query;

/**
 * A product search is a shop page: its main query is marked, it gets the shop's layout in block
 * and classic themes (never the theme's blog search page), and its form and empty page.
 */
final class SearchPagesTest extends TestCase {

	private ?WP_Query $saved_query = null;

	private ?WP_Query $saved_the_query = null;

	protected function setUp(): void {
		parent::setUp();
		$this->saved_query     = $GLOBALS['wp_query'] ?? null;
		$this->saved_the_query = $GLOBALS['wp_the_query'] ?? null;
	}

	protected function tearDown(): void {
		$GLOBALS['wp_query']     = $this->saved_query;
		$GLOBALS['wp_the_query'] = $this->saved_the_query;
		unset( $GLOBALS['_wp_current_template_id'], $GLOBALS['_wp_current_template_content'] );
		parent::tearDown();
	}

	/**
	 * Runs a request's main query.
	 *
	 * @param array<string, string> $vars The query vars of the address.
	 */
	private function main_query( array $vars ): WP_Query {
		$query                   = new WP_Query();
		$GLOBALS['wp_the_query'] = $query;
		$GLOBALS['wp_query']     = $query;
		$query->query( $vars );
		return $query;
	}

	public function test_a_product_search_is_a_shop_main_query_sorted_by_relevance(): void {
		$query = $this->main_query(
			array(
				's'         => 'hoodie',
				'post_type' => ProductPostTypes::PRODUCT,
			)
		);

		self::assertTrue( ProductQuery::is_shop_main_query( $query ) );
		self::assertTrue( (bool) $query->get( ProductQuery::FLAG ) );
		self::assertSame( Ordering::RELEVANCE, $query->get( ProductQuery::ORDERBY ) );
		self::assertStringContainsString( 'vitrine_search.relevance DESC', $query->request );
		self::assertStringNotContainsString( 'post_title LIKE', $query->request, 'No LIKE scan of the posts.' );
		self::assertStringNotContainsString( 'post_content LIKE', $query->request );
	}

	public function test_a_search_of_the_whole_site_is_left_to_the_theme(): void {
		$query = $this->main_query( array( 's' => 'hoodie' ) );

		self::assertFalse( ProductQuery::is_shop_main_query( $query ) );
		self::assertFalse( (bool) $query->get( ProductQuery::FLAG ) );

		get_search_template();
		self::assertSame( get_stylesheet() . '//search', $GLOBALS['_wp_current_template_id'] ?? null );
	}

	public function test_block_themes_show_a_product_search_with_the_product_search_results_template(): void {
		self::assertTrue( wp_is_block_theme() );
		$this->main_query(
			array(
				's'         => 'hoodie',
				'post_type' => ProductPostTypes::PRODUCT,
			)
		);

		get_search_template();

		self::assertSame( get_stylesheet() . '//' . SearchPages::TEMPLATE, $GLOBALS['_wp_current_template_id'] ?? null );
		$content = (string) ( $GLOBALS['_wp_current_template_content'] ?? '' );
		self::assertStringContainsString( '<!-- wp:pattern {"slug":"vitrine/shop-layout"} /-->', $content, 'The shop\'s layout: the filters beside the products.' );
		self::assertStringContainsString( '<!-- wp:vitrine/product-search', $content );
	}

	public function test_classic_themes_show_a_product_search_with_the_shop_template(): void {
		self::assertTrue( wp_get_theme( 'twentytwentyone' )->exists(), 'The classic theme of the tests is installed.' );
		$previous = get_stylesheet();
		switch_theme( 'twentytwentyone' );
		try {
			$this->main_query(
				array(
					's'         => 'hoodie',
					'post_type' => ProductPostTypes::PRODUCT,
				)
			);
			$classic = new ClassicTemplates( Plugin::instance()->get( ShopRenderer::class ) );
			self::assertFalse( wp_is_block_theme() );
			self::assertSame( VITRINE_DIR . 'templates/archive-product.php', $classic->template_include( '/theme/search.php' ) );
		} finally {
			switch_theme( $previous );
		}
	}

	public function test_the_form_searches_products_and_names_its_field_and_button(): void {
		$html = ( new SearchForm() )->render( array(), false );

		self::assertMatchesRegularExpression( '#<form role="search" method="get" action="' . preg_quote( esc_url( home_url( '/' ) ), '#' ) . '"#', $html );
		self::assertMatchesRegularExpression( '#<label class="vitrine-product-search__label" for="(vitrine-product-search-\d+)">Search products</label>#', $html );
		preg_match( '#for="(vitrine-product-search-\d+)"#', $html, $for );
		self::assertStringContainsString( 'id="' . $for[1] . '" name="s"', $html );
		self::assertStringContainsString( '<input type="hidden" name="post_type" value="vitrine_product">', $html );
		self::assertStringContainsString( '>Search</button>', $html );
		self::assertStringNotContainsString( 'label-hidden', $html );
	}

	public function test_the_form_s_options_and_the_shortcode(): void {
		$html = do_shortcode( '[vitrine_product_search label="Find" show_label="no" placeholder="Type here" button_text="Go" button_icon="yes" width="50"]' );

		self::assertStringContainsString( 'vitrine-product-search--label-hidden', $html, 'The label is hidden visually…' );
		self::assertStringContainsString( '>Find</label>', $html, '…but still names the field.' );
		self::assertStringContainsString( 'placeholder="Type here"', $html );
		self::assertStringContainsString( '<span class="vitrine-product-search__button-text">Go</span>', $html, 'The words name the icon button.' );
		self::assertStringContainsString( 'aria-hidden="true"', $html );
		self::assertStringContainsString( 'style="inline-size:50%"', $html );
		self::assertStringContainsString( 'name="s"', $html );
	}

	public function test_the_form_is_filled_in_with_the_words_searched(): void {
		$this->main_query(
			array(
				's'         => 'blue "hoodie"',
				'post_type' => ProductPostTypes::PRODUCT,
			)
		);

		self::assertStringContainsString( 'value="blue &quot;hoodie&quot;"', ( new SearchForm() )->render( array(), false ) );
	}

	public function test_a_search_that_finds_nothing_says_so_and_suggests_products(): void {
		$product = Plugin::instance()->catalog->writer->save_product(
			0,
			array(
				'name'          => 'Suggested lamp',
				'regular_price' => '10',
			)
		);
		$query   = $this->main_query(
			array(
				's'         => 'zzyzxnothing <b>',
				'post_type' => ProductPostTypes::PRODUCT,
			)
		);
		self::assertSame( 0, $query->found_posts );

		$html = Plugin::instance()->get( ShopRenderer::class )->archive( $query, 4 );

		self::assertStringContainsString( 'No products were found matching “zzyzxnothing &lt;b&gt;”.', $html );
		self::assertStringContainsString( 'Popular products', $html );
		self::assertStringContainsString( 'Suggested lamp', $html, 'Products to go on with.' );
		self::assertStringContainsString( (string) get_post_type_archive_link( ProductPostTypes::PRODUCT ), $html );
		self::assertGreaterThan( 0, $product );
	}

	public function test_the_shop_page_without_a_search_keeps_its_own_empty_message_and_order(): void {
		$query = $this->main_query( array( 'post_type' => ProductPostTypes::PRODUCT ) );

		self::assertSame( Ordering::DEFAULT, $query->get( ProductQuery::ORDERBY ) );
		self::assertStringNotContainsString( 'vitrine_search', $query->request );
		self::assertArrayNotHasKey( Ordering::RELEVANCE, Ordering::options() );
		self::assertSame( Ordering::DEFAULT, Ordering::sanitize( Ordering::RELEVANCE ), 'Only a search is sorted by relevance.' );
	}
}
