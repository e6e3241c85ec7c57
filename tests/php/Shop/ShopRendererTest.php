<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Shop;

use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Plugin;
use Vitrine\Shop\Ordering;
use Vitrine\Shop\ProductCard;
use Vitrine\Shop\ShopRenderer;
use Vitrine\Tests\TestCase;

/**
 * The listing's markup: result count, sort form, pagination, product cards.
 */
final class ShopRendererTest extends TestCase {

	private ShopRenderer $renderer;

	protected function setUp(): void {
		parent::setUp();
		$catalog        = Plugin::instance()->catalog;
		$this->renderer = new ShopRenderer( $catalog->products, new ProductCard( $catalog ) );
	}

	/**
	 * @dataProvider counts
	 *
	 * @param int    $total    Products.
	 * @param int    $per_page Per page.
	 * @param int    $current  Page.
	 * @param string $expected Text.
	 */
	public function test_the_result_count_words( int $total, int $per_page, int $current, string $expected ): void {
		self::assertSame( $expected, ShopRenderer::result_count_text( $total, $per_page, $current ) );
	}

	/**
	 * @return array<string, array{0: int, 1: int, 2: int, 3: string}>
	 */
	public static function counts(): array {
		return array(
			'none'                 => array( 0, 12, 1, 'No products found' ),
			'one'                  => array( 1, 12, 1, 'Showing the single result' ),
			'all on one page'      => array( 7, 12, 1, 'Showing all 7 results' ),
			'exactly one page'     => array( 12, 12, 1, 'Showing all 12 results' ),
			'first page of many'   => array( 40, 12, 1, 'Showing 1–12 of 40 results' ),
			'middle page'          => array( 40, 12, 2, 'Showing 13–24 of 40 results' ),
			'last, shorter page'   => array( 40, 12, 4, 'Showing 37–40 of 40 results' ),
			'last page of one'     => array( 13, 12, 2, 'Showing result 13 of 13' ),
			'beyond the last page' => array( 13, 12, 5, 'Showing none of 13 results' ),
			'thousands'            => array( 50042, 12, 2, 'Showing 13–24 of 50,042 results' ),
		);
	}

	public function test_the_result_count_is_a_live_region_that_names_a_chosen_order(): void {
		$html = $this->renderer->result_count( 40, 12, 1, Ordering::PRICE, true );

		self::assertMatchesRegularExpression( '/<p class="vitrine-result-count" role="status" aria-live="polite" aria-atomic="true" data-vitrine-result-count>Showing 1–12 of 40 results<span class="screen-reader-text"> Sorted by price: low to high<\/span><\/p>/u', $html );
		self::assertStringNotContainsString( 'Sorted', $this->renderer->result_count( 40, 12, 1, Ordering::DEFAULT, false ) );
	}

	public function test_the_sort_form_is_a_get_form_with_a_labelled_select_and_the_current_order(): void {
		$_GET = array(
			'orderby'  => 'price',
			'paged'    => '3',
			'filter_x' => 'blue"><script>',
			'bad name' => 'x',
		);
		try {
			$html = $this->renderer->ordering_form( Ordering::PRICE );
		} finally {
			$_GET = array();
		}

		self::assertMatchesRegularExpression( '/<form class="vitrine-ordering" method="get" action="[^"?]*">/', $html );
		self::assertMatchesRegularExpression( '/<label class="vitrine-ordering__label" for="(vitrine-orderby-\d+)">Sort products<\/label><select name="orderby" id="\1"/', $html );
		self::assertStringContainsString( '<option value="price" selected=\'selected\'>Sort by price: low to high</option>', $html );
		self::assertSame( 6, substr_count( $html, '<option ' ) );
		self::assertStringContainsString( '<input type="hidden" name="filter_x" value="blue&quot;&gt;">', $html );
		self::assertStringNotContainsString( 'name="paged"', $html, 'A new order starts on page 1.' );
		self::assertStringNotContainsString( 'bad name', $html );
		self::assertStringContainsString( '<button type="submit"', $html, 'Without script, a button submits.' );
	}

	public function test_pagination_names_pages_and_marks_the_current_one(): void {
		$html = $this->renderer->pagination( 5, 10 );

		self::assertStringStartsWith( '<nav class="vitrine-pagination" aria-label="Products pages">', $html );
		self::assertStringContainsString( '<span class="vitrine-pagination__link vitrine-pagination__current" aria-current="page"><span class="screen-reader-text">Page </span>5</span>', $html );
		self::assertStringContainsString( 'rel="prev"', $html );
		self::assertStringContainsString( 'rel="next"', $html );
		self::assertSame( array( 1, 3, 4, 5, 6, 7, 10 ), ShopRenderer::page_numbers( 5, 10 ) );
		self::assertSame( 2, substr_count( $html, 'vitrine-pagination__dots' ) );
		self::assertSame( '', $this->renderer->pagination( 1, 1 ) );
		self::assertStringNotContainsString( 'rel="prev"', $this->renderer->pagination( 1, 3 ) );
		self::assertStringNotContainsString( 'rel="next"', $this->renderer->pagination( 3, 3 ) );
	}

	/**
	 * @dataProvider star_roundings
	 *
	 * @param float  $average  Average.
	 * @param string $rounded  Rounded value.
	 * @param int    $full     Full stars.
	 * @param int    $half     Half stars.
	 */
	public function test_stars_round_to_halves_at_quarter_points( float $average, string $rounded, int $full, int $half ): void {
		$html = ProductCard::stars( $average, 3 );

		self::assertStringContainsString( 'data-rating="' . $rounded . '"', $html );
		self::assertSame( 5, substr_count( $html, 'vitrine-stars__star ' ) );
		self::assertSame( $full, substr_count( $html, '--full' ) );
		self::assertSame( $half, substr_count( $html, '--half' ) );
		self::assertStringContainsString( 'role="img" aria-label="Rated ' . number_format( $average, 2 ) . ' out of 5, based on 3 customer ratings"', $html );
	}

	/**
	 * @return array<string, array{0: float, 1: string, 2: int, 3: int}>
	 */
	public static function star_roundings(): array {
		return array(
			'4.24 rounds down' => array( 4.24, '4', 4, 0 ),
			'4.25 is a half'   => array( 4.25, '4.5', 4, 1 ),
			'4.74 is a half'   => array( 4.74, '4.5', 4, 1 ),
			'4.75 rounds up'   => array( 4.75, '5', 5, 0 ),
			'1'                => array( 1.0, '1', 1, 0 ),
		);
	}

	public function test_a_card_shows_image_title_price_rating_and_a_button(): void {
		$catalog = Plugin::instance()->catalog;
		$id      = $catalog->writer->save_product(
			0,
			array(
				'name'          => 'Card <b>test</b>',
				'regular_price' => '20.00',
				'sale_price'    => '15.00',
				'stock_status'  => 'outofstock',
			)
		);
		wp_insert_comment(
			array(
				'comment_post_ID'  => $id,
				'comment_content'  => 'Nice',
				'comment_type'     => 'review',
				'comment_approved' => 1,
				'comment_meta'     => array( 'rating' => 4 ),
			)
		);
		$catalog->lookup->sync( $id );

		$html = $this->renderer->grid( array( $id ), 3 );

		self::assertStringStartsWith( '<ul class="vitrine-products vitrine-products--columns-3" style="--vitrine-columns:3">', $html );
		self::assertStringContainsString( '<h2 class="vitrine-product-card__title">Card &lt;b&gt;test&lt;/b&gt;</h2>', $html );
		self::assertStringContainsString( 'href="' . esc_url( (string) get_permalink( $id ) ) . '"', $html );
		self::assertStringContainsString( 'vitrine-product-card--on-sale', $html );
		self::assertStringContainsString( 'Sale!', $html );
		self::assertStringContainsString( '<del aria-hidden="true">€20.00</del>', $html );
		self::assertStringContainsString( 'Rated 4.00 out of 5, based on 1 customer rating', $html );
		self::assertStringContainsString( 'Out of stock', $html );
		self::assertStringContainsString( 'vitrine-product-card__image--placeholder', $html, 'No image: a placeholder.' );
		self::assertMatchesRegularExpression( '/<div class="vitrine-product-card__actions">.+<\/div><\/li><\/ul>$/s', $html );
	}

	public function test_a_listing_without_products_says_so(): void {
		$query = new \WP_Query(
			array(
				'post_type'    => ProductPostTypes::PRODUCT,
				'name'         => 'no-such-product-anywhere',
				'vitrine_shop' => true,
			)
		);

		$html = $this->renderer->archive( $query, 4 );

		self::assertStringContainsString( 'No products were found matching your selection.', $html );
		self::assertStringNotContainsString( 'vitrine-pagination', $html );
	}
}
