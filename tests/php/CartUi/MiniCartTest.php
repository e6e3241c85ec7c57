<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

// phpcs:disable WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOM's own property names (textContent, nodeValue).

namespace Vitrine\Tests\CartUi;

use Vitrine\CartUi\AddToCartButton;
use Vitrine\CartUi\CartPage;
use Vitrine\CartUi\MiniCart;
use Vitrine\CartUi\Widget\MiniCartWidget;
use Vitrine\Plugin;

require_once __DIR__ . '/CartUiTestCase.php';

final class MiniCartTest extends CartUiTestCase {

	public function test_the_page_carries_the_empty_mini_cart_whatever_the_cart_holds(): void {
		$this->cart_page();
		$this->service()->add_item( $this->simple_product(), 2 );

		$xpath = $this->dom( $this->ui->mini_cart->render() );

		self::assertSame( 1, $xpath->query( '//div[@data-vitrine-mini-cart]' )->length );
		self::assertSame( 'No products in the cart.', trim( (string) $xpath->query( '//p[@class="vitrine-mini-cart__empty"]' )->item( 0 )?->textContent ) );
		self::assertSame( 0, $xpath->query( '//li' )->length, 'Per-visitor parts are filled in by the browser.' );
		self::assertSame( '0 items', $xpath->query( '//span[@class="vitrine-cart-count"]' )->item( 0 )?->textContent );
		self::assertSame( $this->ui->cart_page->url(), $xpath->query( '//a[@class="vitrine-mini-cart__link"]/@href' )->item( 0 )?->nodeValue );
	}

	public function test_without_a_cart_page_the_header_is_no_link(): void {
		$xpath = $this->dom( $this->ui->mini_cart->render() );

		self::assertSame( 0, $xpath->query( '//p[@class="vitrine-mini-cart__header"]//a' )->length );
		self::assertSame( 1, $xpath->query( '//span[@class="vitrine-mini-cart__link"]' )->length );
	}

	public function test_the_contents_fragment_lists_each_item_with_a_no_js_remove_link(): void {
		$this->cart_page();
		$mug   = $this->simple_product(
			array(
				'name'          => 'Mug <i>',
				'regular_price' => '1250.5',
			)
		);
		$item  = $this->service()->add_item( $mug, 2 );
		$html  = $this->ui->mini_cart->contents( $this->service()->get() );
		$xpath = $this->dom( $html );

		$row = $xpath->query( '//li[@class="vitrine-mini-cart__item"]' )->item( 0 );
		self::assertInstanceOf( \DOMElement::class, $row );
		self::assertSame( $item->key, $row->getAttribute( 'data-cart_item_key' ) );

		$remove = $xpath->query( '//a[contains(@class,"vitrine-mini-cart__remove")]' )->item( 0 );
		self::assertInstanceOf( \DOMElement::class, $remove );
		self::assertSame( $item->key, $remove->getAttribute( 'data-cart_item_key' ) );
		self::assertSame( 'Remove “Mug <i>” from your cart', $remove->getAttribute( 'aria-label' ) );
		$args = $this->query_args( $remove->getAttribute( 'href' ) );
		self::assertSame( $item->key, $args[ CartPage::REMOVE_ARG ] );
		self::assertSame( 1, wp_verify_nonce( $args[ AddToCartButton::NONCE_FIELD ], 'vitrine-cart' ) );
		self::assertStringStartsWith( $this->ui->cart_page->url(), html_entity_decode( $remove->getAttribute( 'href' ) ) );

		self::assertSame( '2 × €1,250.50', $xpath->query( '//span[@class="vitrine-mini-cart__quantity"]' )->item( 0 )?->textContent );
		self::assertStringContainsString( '€2,501.00', (string) $xpath->query( '//p[@class="vitrine-mini-cart__subtotal"]' )->item( 0 )?->textContent );
		self::assertSame( $this->ui->cart_page->url(), $xpath->query( '//a[contains(@class,"vitrine-mini-cart__view-cart")]/@href' )->item( 0 )?->nodeValue );
		self::assertStringNotContainsString( '<i>', $html );
	}

	public function test_the_count_fragment_says_how_many_units(): void {
		$this->service()->add_item( $this->simple_product(), 1 );
		self::assertStringContainsString( '>1 item<', $this->ui->mini_cart->count( $this->service()->get() ) );

		$this->service()->add_item( $this->simple_product( array( 'name' => 'Cup' ) ), 2 );
		self::assertStringContainsString( 'data-count="3">3 items<', $this->ui->mini_cart->count( $this->service()->get() ) );
	}

	public function test_the_plugin_sends_both_fragments_with_every_cart_answer(): void {
		$cart      = Plugin::instance()->cart;
		$fragments = $cart->fragments->render( $this->service()->get() );

		self::assertArrayHasKey( MiniCart::CONTENTS_SELECTOR, $fragments );
		self::assertArrayHasKey( MiniCart::COUNT_SELECTOR, $fragments );
		self::assertStringStartsWith( '<div class="vitrine-mini-cart__contents">', $fragments[ MiniCart::CONTENTS_SELECTOR ] );
		self::assertStringStartsWith( '<span class="vitrine-cart-count"', $fragments[ MiniCart::COUNT_SELECTOR ] );
	}

	public function test_the_block_renders_the_mini_cart_through_its_render_php(): void {
		self::assertTrue( \WP_Block_Type_Registry::get_instance()->is_registered( 'vitrine/mini-cart' ) );

		$html  = render_block( parse_blocks( '<!-- wp:vitrine/mini-cart {"showHeader":false} /-->' )[0] );
		$xpath = $this->dom( $html );

		self::assertSame( 1, $xpath->query( '//div[@data-vitrine-mini-cart][contains(@class,"wp-block-vitrine-mini-cart")]' )->length );
		self::assertSame( 1, $xpath->query( '//div[@class="vitrine-mini-cart__contents"]' )->length );
		self::assertSame( 0, $xpath->query( '//p[@class="vitrine-mini-cart__header"]' )->length );
		self::assertStringContainsString( 'vitrine-mini-cart__header', render_block( parse_blocks( '<!-- wp:vitrine/mini-cart /-->' )[0] ) );
	}

	public function test_the_classic_widget_prints_its_title_and_the_mini_cart(): void {
		global $wp_widget_factory;
		$registered = array_filter( $wp_widget_factory->widgets, static fn ( $widget ): bool => $widget instanceof MiniCartWidget );
		self::assertCount( 1, $registered, 'Registered on widgets_init.' );

		$widget = new MiniCartWidget( $this->ui->mini_cart );
		ob_start();
		$widget->widget(
			array(
				'before_widget' => '<section class="widget">',
				'after_widget'  => '</section>',
				'before_title'  => '<h2 class="widget-title">',
				'after_title'   => '</h2>',
			),
			array( 'title' => 'Your <basket>' )
		);
		$html  = (string) ob_get_clean();
		$xpath = $this->dom( $html );

		self::assertSame( 'Your <basket>', $xpath->query( '//section/h2' )->item( 0 )?->textContent );
		self::assertSame( 1, $xpath->query( '//section/div[@data-vitrine-mini-cart]' )->length );
		self::assertSame( array( 'title' => 'Shop cart' ), $widget->update( array( 'title' => '<b>Shop</b> cart' ), array() ) );
	}
}
