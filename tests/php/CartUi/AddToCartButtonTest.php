<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

// phpcs:disable WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOM's own property names (textContent, nodeValue).

namespace Vitrine\Tests\CartUi;

use Vitrine\CartUi\AddToCartButton;
use Vitrine\Catalog\Model\Product;
use Vitrine\Plugin;

require_once __DIR__ . '/CartUiTestCase.php';

final class AddToCartButtonTest extends CartUiTestCase {

	private function product( int $id ): Product {
		$product = Plugin::instance()->catalog->products->find( $id );
		self::assertNotNull( $product );
		return $product;
	}

	public function test_a_simple_product_gets_a_link_whose_data_attributes_are_the_payload(): void {
		$id   = $this->simple_product(
			array(
				'name' => 'Blue "Mug" <b>',
				'sku'  => 'MUG-1',
			)
		);
		$html = AddToCartButton::render( $this->product( $id ) );
		$link = $this->dom( $html )->query( '//a' )->item( 0 );

		self::assertInstanceOf( \DOMElement::class, $link );
		self::assertSame( (string) $id, $link->getAttribute( 'data-product_id' ) );
		self::assertSame( 'MUG-1', $link->getAttribute( 'data-product_sku' ) );
		self::assertSame( '1', $link->getAttribute( 'data-quantity' ) );
		self::assertSame( '“Blue "Mug" <b>” has been added to your cart', $link->getAttribute( 'data-success_message' ) );
		self::assertSame( 'Add to cart: “Blue "Mug" <b>”', $link->getAttribute( 'aria-label' ) );
		self::assertSame( 'Add to cart', $link->textContent );
		self::assertContains( 'vitrine-ajax-add-to-cart', explode( ' ', $link->getAttribute( 'class' ) ) );
		self::assertSame( 'nofollow', $link->getAttribute( 'rel' ) );
		self::assertStringNotContainsString( '<b>', $html, 'The name is escaped.' );
	}

	public function test_the_link_adds_without_javascript_with_a_valid_nonce(): void {
		$id   = $this->simple_product();
		$link = $this->dom( AddToCartButton::render( $this->product( $id ) ) )->query( '//a' )->item( 0 );
		self::assertInstanceOf( \DOMElement::class, $link );

		$href = $link->getAttribute( 'href' );
		$args = $this->query_args( $href );

		self::assertStringStartsWith( (string) get_permalink( $id ), $href );
		self::assertSame( (string) $id, $args[ AddToCartButton::ADD_ARG ] );
		self::assertSame( 1, wp_verify_nonce( $args[ AddToCartButton::NONCE_FIELD ], 'vitrine-cart' ) );
	}

	public function test_a_variable_product_links_to_its_page_without_product_id(): void {
		$ids  = $this->variable_product();
		$link = $this->dom( AddToCartButton::render( $this->product( $ids['product'] ) ) )->query( '//a' )->item( 0 );

		self::assertInstanceOf( \DOMElement::class, $link );
		self::assertFalse( $link->hasAttribute( 'data-product_id' ), 'The script leaves it alone: it follows its link.' );
		self::assertNotContains( 'vitrine-ajax-add-to-cart', explode( ' ', $link->getAttribute( 'class' ) ) );
		self::assertSame( get_permalink( $ids['product'] ), $link->getAttribute( 'href' ) );
		self::assertSame( 'Select options', $link->textContent );
		self::assertSame( 'Select options for “T-shirt”', $link->getAttribute( 'aria-label' ) );
	}

	public function test_out_of_stock_or_priceless_products_get_a_read_more_link(): void {
		$sold_out  = $this->simple_product( array( 'stock_status' => 'outofstock' ) );
		$no_stock  = $this->simple_product(
			array(
				'manage_stock' => true,
				'stock'        => 0,
			)
		);
		$priceless = Plugin::instance()->catalog->writer->save_product( 0, array( 'name' => 'Soon' ) );

		foreach ( array( $sold_out, $no_stock, $priceless ) as $id ) {
			$product = $this->product( $id );
			$link    = $this->dom( AddToCartButton::render( $product ) )->query( '//a' )->item( 0 );
			self::assertInstanceOf( \DOMElement::class, $link );
			self::assertFalse( $link->hasAttribute( 'data-product_id' ) );
			self::assertSame( 'Read more', $link->textContent );
			self::assertSame( get_permalink( $id ), $link->getAttribute( 'href' ) );
			self::assertFalse( AddToCartButton::can_add_from_listing( $product ) );
		}
	}

	public function test_the_form_button_submits_the_product_with_a_nonce(): void {
		$id    = $this->simple_product( array( 'sku' => 'MUG-2' ) );
		$xpath = $this->dom( AddToCartButton::render_for_form( $this->product( $id ) ) );

		$button = $xpath->query( '//button' )->item( 0 );
		$nonce  = $xpath->query( '//input[@type="hidden"]' )->item( 0 );
		self::assertInstanceOf( \DOMElement::class, $button );
		self::assertInstanceOf( \DOMElement::class, $nonce );
		self::assertSame( 'submit', $button->getAttribute( 'type' ) );
		self::assertSame( AddToCartButton::ADD_ARG, $button->getAttribute( 'name' ) );
		self::assertSame( (string) $id, $button->getAttribute( 'value' ) );
		self::assertSame( (string) $id, $button->getAttribute( 'data-product_id' ) );
		self::assertSame( 'MUG-2', $button->getAttribute( 'data-product_sku' ) );
		self::assertContains( 'vitrine-ajax-add-to-cart', explode( ' ', $button->getAttribute( 'class' ) ) );
		self::assertSame( AddToCartButton::NONCE_FIELD, $nonce->getAttribute( 'name' ) );
		self::assertSame( 1, wp_verify_nonce( $nonce->getAttribute( 'value' ), 'vitrine-cart' ) );
	}

	public function test_rendering_a_button_enqueues_the_add_to_cart_script(): void {
		wp_dequeue_script( AddToCartButton::SCRIPT_HANDLE );
		self::assertFalse( wp_script_is( AddToCartButton::SCRIPT_HANDLE, 'enqueued' ) );

		AddToCartButton::render( $this->product( $this->simple_product() ) );
		Plugin::instance()->assets->register_bundle( 'add-to-cart' );

		self::assertTrue( wp_script_is( AddToCartButton::SCRIPT_HANDLE, 'enqueued' ) );
		wp_dequeue_script( AddToCartButton::SCRIPT_HANDLE );
	}
}
