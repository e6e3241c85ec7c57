<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

// phpcs:disable WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOM's own property names (textContent, nodeValue).

namespace Vitrine\Tests\CartUi;

use Vitrine\CartUi\AddToCartButton;
use Vitrine\CartUi\CartPage;
use Vitrine\Plugin;

require_once __DIR__ . '/CartUiTestCase.php';

final class CartPageTest extends CartUiTestCase {

	public function test_the_cart_url_is_the_chosen_published_page_or_nothing(): void {
		self::assertSame( '', $this->ui->cart_page->url() );
		self::assertSame( 0, $this->ui->cart_page->page_id() );

		$page = $this->cart_page();
		self::assertSame( get_permalink( $page ), $this->ui->cart_page->url() );

		$post = wp_insert_post(
			array(
				'post_type'   => 'post',
				'post_status' => 'publish',
				'post_title'  => 'Not a page',
			)
		);
		Plugin::instance()->settings->update( array( 'cart_page_id' => $post ) );
		self::assertSame( '', $this->ui->cart_page->url(), 'Only a page can be the cart page.' );

		wp_update_post(
			array(
				'ID'          => $page,
				'post_status' => 'draft',
			)
		);
		Plugin::instance()->settings->update( array( 'cart_page_id' => $page ) );
		self::assertSame( '', $this->ui->cart_page->url(), 'A draft is no cart page.' );
	}

	public function test_an_empty_cart_shows_the_empty_state_and_no_form(): void {
		$xpath = $this->dom( $this->ui->cart_page->render() );

		self::assertSame( 1, $xpath->query( '//div[@data-vitrine-cart]' )->length );
		self::assertSame( 0, $xpath->query( '//form' )->length );
		$empty = $xpath->query( '//div[@class="vitrine-cart__empty"]' )->item( 0 );
		self::assertInstanceOf( \DOMElement::class, $empty );
		self::assertFalse( $empty->hasAttribute( 'hidden' ) );
		self::assertStringContainsString( 'Your cart is currently empty.', $empty->textContent );
		self::assertSame( get_post_type_archive_link( 'vitrine_product' ), $xpath->query( '//p[@class="vitrine-cart__return"]/a/@href' )->item( 0 )?->nodeValue );
	}

	public function test_an_empty_cart_suggests_the_newest_products_with_the_shops_cards(): void {
		$names = array();
		foreach ( array( 'One', 'Two', 'Three', 'Four', 'Five' ) as $index => $name ) {
			$id = $this->simple_product( array( 'name' => $name ) );
			wp_update_post(
				array(
					'ID'            => $id,
					'post_date'     => gmdate( 'Y-m-d H:i:s', time() - 3600 * ( 10 - $index ) ),
					'post_date_gmt' => gmdate( 'Y-m-d H:i:s', time() - 3600 * ( 10 - $index ) ),
				)
			);
			$names[] = $name;
		}
		$xpath = $this->dom( $this->ui->cart_page->render() );

		$cards = $xpath->query( '//div[@class="vitrine-cart__empty"]//section[@class="vitrine-cart__suggestions"]//*[@class="vitrine-product-card__title"]' );
		self::assertSame( array( 'Five', 'Four', 'Three', 'Two' ), array_map( static fn ( \DOMNode $node ): string => trim( $node->textContent ), iterator_to_array( $cards ) ) );
		self::assertSame( 'Return to shop', trim( (string) $xpath->query( '//p[@class="vitrine-cart__return"]/a' )->item( 0 )?->textContent ) );
	}

	public function test_each_item_has_a_quantity_input_from_0_to_the_stock_a_remove_link_and_totals(): void {
		$page  = $this->cart_page();
		$mug   = $this->simple_product(
			array(
				'name'          => 'Mug',
				'regular_price' => '12.50',
				'manage_stock'  => true,
				'stock'         => 7,
			)
		);
		$cup   = $this->simple_product(
			array(
				'name'          => 'Cup',
				'regular_price' => '3',
			)
		);
		$first = $this->service()->add_item( $mug, 2 );
		$this->service()->add_item( $cup, 1 );

		$this->view_page( $page );
		$xpath = $this->dom( $this->ui->cart_page->render() );

		$rows = $xpath->query( '//tr[@class="vitrine-cart__item"]' );
		self::assertSame( 2, $rows->length );
		$row = $rows->item( 0 );
		self::assertInstanceOf( \DOMElement::class, $row );
		self::assertSame( $first->key, $row->getAttribute( 'data-cart_item_key' ) );

		$input = $xpath->query( './/input[@type="number"]', $row )->item( 0 );
		self::assertInstanceOf( \DOMElement::class, $input );
		self::assertSame( 'cart[' . $first->key . '][qty]', $input->getAttribute( 'name' ) );
		self::assertSame( '2', $input->getAttribute( 'value' ) );
		self::assertSame( '0', $input->getAttribute( 'min' ) );
		self::assertSame( '7', $input->getAttribute( 'max' ) );
		$label = $xpath->query( './/label[@for="' . $input->getAttribute( 'id' ) . '"]', $row )->item( 0 );
		self::assertSame( 'Quantity of “Mug”', $label?->textContent );
		self::assertFalse( $xpath->query( './/input', $rows->item( 1 ) )->item( 0 )?->hasAttribute( 'max' ), 'Unmanaged stock: no max.' );

		$remove = $xpath->query( './/a[@class="vitrine-cart__remove-link"]', $row )->item( 0 );
		self::assertInstanceOf( \DOMElement::class, $remove );
		self::assertSame( 'Remove “Mug” from your cart', $remove->getAttribute( 'aria-label' ) );
		self::assertSame( $first->key, $this->query_args( $remove->getAttribute( 'href' ) )[ CartPage::REMOVE_ARG ] );

		self::assertSame( '€12.50', trim( (string) $xpath->query( './/td[@class="vitrine-cart__price"]', $row )->item( 0 )?->textContent ) );
		self::assertSame( '€25.00', trim( (string) $xpath->query( './/td[@class="vitrine-cart__subtotal"]', $row )->item( 0 )?->textContent ) );
		self::assertSame( '€28.00', trim( (string) $xpath->query( '//td[@class="vitrine-cart__totals-subtotal"]' )->item( 0 )?->textContent ) );

		$form = $xpath->query( '//form[@class="vitrine-cart__form"]' )->item( 0 );
		self::assertInstanceOf( \DOMElement::class, $form );
		self::assertSame( 'post', $form->getAttribute( 'method' ) );
		self::assertSame( get_permalink( $page ), $form->getAttribute( 'action' ) );
		self::assertSame( 'Update cart', trim( (string) $xpath->query( '//button[@name="' . CartPage::UPDATE_FIELD . '"]' )->item( 0 )?->textContent ) );
		$nonce = $xpath->query( '//input[@name="' . CartPage::UPDATE_NONCE . '-nonce"]/@value' )->item( 0 )?->nodeValue;
		self::assertSame( 1, wp_verify_nonce( (string) $nonce, CartPage::UPDATE_NONCE ) );
		self::assertTrue( $xpath->query( '//div[@class="vitrine-cart__empty"]' )->item( 0 )?->hasAttribute( 'hidden' ) );
	}

	public function test_the_shortcode_and_the_block_render_the_cart_and_enqueue_the_cart_bundle(): void {
		wp_dequeue_script( 'vitrine-cart' );

		self::assertStringContainsString( 'data-vitrine-cart', do_shortcode( '[vitrine_cart]' ) );
		self::assertTrue( wp_script_is( 'vitrine-cart', 'enqueued' ) );

		$block = render_block( parse_blocks( '<!-- wp:vitrine/cart /-->' )[0] );
		self::assertStringContainsString( 'wp-block-vitrine-cart', $block );
		self::assertStringContainsString( 'data-vitrine-cart', $block );
		wp_dequeue_script( 'vitrine-cart' );
	}

	public function test_a_page_with_the_cart_is_the_cart_page(): void {
		$page  = $this->cart_page();
		$other = wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_title'   => 'Basket',
				'post_content' => '<!-- wp:vitrine/cart /-->',
			)
		);
		$about = wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_title'   => 'About',
				'post_content' => 'Hello',
			)
		);

		$this->view_page( $page );
		self::assertTrue( $this->ui->cart_page->is_cart_page() );
		$this->view_page( $other );
		self::assertTrue( $this->ui->cart_page->is_cart_page() );
		$this->view_page( $about );
		self::assertFalse( $this->ui->cart_page->is_cart_page() );
		self::assertSame( AddToCartButton::NONCE_ACTION, 'vitrine-cart' );
	}

	/**
	 * Makes a page the main query's, as viewing it would.
	 */
	private function view_page( int $id ): void {
		$query                   = new \WP_Query( array( 'page_id' => $id ) );
		$GLOBALS['wp_the_query'] = $query; // phpcs:ignore WordPress.WP.GlobalVariablesOverride -- the main query of the simulated page view.
		$GLOBALS['wp_query']     = $query; // phpcs:ignore WordPress.WP.GlobalVariablesOverride
	}
}
