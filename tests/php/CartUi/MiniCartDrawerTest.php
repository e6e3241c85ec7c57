<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

// phpcs:disable WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOM's own property names (textContent, nodeValue).

namespace Vitrine\Tests\CartUi;

use Vitrine\Catalog\ProductPostTypes;
use Vitrine\CartUi\MiniCart;
use Vitrine\CartUi\Module;
use Vitrine\Core\Assets\Assets;
use Vitrine\Plugin;

require_once __DIR__ . '/CartUiTestCase.php';

/**
 * The header form of the mini-cart: a button with the count that opens a drawer, and what the
 * drawer holds (the contents fragment, with the checkout link and the empty state's shop link).
 */
final class MiniCartDrawerTest extends CartUiTestCase {

	public function test_the_button_names_the_cart_and_its_count_and_controls_a_labelled_dialog(): void {
		$this->cart_page();
		$this->service()->add_item( $this->simple_product(), 2 );

		$xpath = $this->dom( $this->ui->mini_cart->drawer() );

		$button = $xpath->query( '//div[@data-vitrine-mini-cart-drawer]/button[@data-vitrine-mini-cart-open]' )->item( 0 );
		self::assertInstanceOf( \DOMElement::class, $button );
		self::assertSame( 'button', $button->getAttribute( 'type' ) );
		self::assertSame( 'dialog', $button->getAttribute( 'aria-haspopup' ) );
		self::assertSame( 'false', $button->getAttribute( 'aria-expanded' ) );
		self::assertSame( 'Cart, 0 items', preg_replace( '/\s+/', ' ', trim( $button->textContent ) ), 'The accessible name; the count is filled in by the browser.' );
		self::assertSame( 1, $xpath->query( './/svg[@aria-hidden="true"]', $button )->length );

		$dialog = $xpath->query( '//dialog[@id="' . $button->getAttribute( 'aria-controls' ) . '"]' )->item( 0 );
		self::assertInstanceOf( \DOMElement::class, $dialog );
		self::assertSame( 'Your cart', $xpath->query( '//*[@id="' . $dialog->getAttribute( 'aria-labelledby' ) . '"]' )->item( 0 )?->textContent );
		self::assertSame( 'Close the cart', $xpath->query( './/button[@data-vitrine-mini-cart-close]/@aria-label', $dialog )->item( 0 )?->nodeValue );
		// The page is the same for every visitor (page caches): the empty state, whatever the cart
		// holds, kept in a template until the drawer first opens.
		self::assertSame( 1, $xpath->query( './/template[@class="vitrine-mini-cart__template"]/div[@class="vitrine-mini-cart__contents"]/p[@class="vitrine-mini-cart__empty"]', $dialog )->length );
		self::assertSame( '0 items', $xpath->query( './/span[@class="vitrine-mini-cart__count"]', $button )->item( 0 )?->textContent );
		self::assertSame( 0, $xpath->query( '//span[@class="vitrine-cart-count"]' )->length, 'Told apart from a sidebar mini-cart\'s count.' );
		self::assertSame( 0, $xpath->query( '//li' )->length );
		self::assertSame( 0, $xpath->query( '//span[@class="vitrine-mini-cart__total"]' )->length, 'No subtotal unless asked.' );
		self::assertSame( 0, $xpath->query( '//*[@data-open-on-add]' )->length );

		self::assertTrue( wp_script_is( Assets::HANDLE_PREFIX . Module::DRAWER_ENTRY, 'enqueued' ) );
		self::assertTrue( wp_script_is( Assets::HANDLE_PREFIX . Module::ADD_TO_CART_ENTRY, 'enqueued' ) );
	}

	public function test_two_drawers_on_a_page_have_their_own_ids(): void {
		$first  = $this->dom( $this->ui->mini_cart->drawer() )->query( '//dialog/@id' )->item( 0 )?->nodeValue;
		$second = $this->dom( $this->ui->mini_cart->drawer() )->query( '//dialog/@id' )->item( 0 )?->nodeValue;
		self::assertNotSame( $first, $second );
	}

	public function test_the_block_gives_its_options_to_the_drawer(): void {
		$html  = render_block( parse_blocks( '<!-- wp:vitrine/mini-cart {"drawer":true,"icon":"bag","showTotal":true,"openOnAdd":true,"textColor":"contrast"} /-->' )[0] );
		$xpath = $this->dom( $html );

		$wrapper = $xpath->query( '//div[@data-vitrine-mini-cart-drawer]' )->item( 0 );
		self::assertInstanceOf( \DOMElement::class, $wrapper );
		self::assertStringContainsString( 'wp-block-vitrine-mini-cart', $wrapper->getAttribute( 'class' ) );
		self::assertStringContainsString( 'vitrine-mini-cart--drawer', $wrapper->getAttribute( 'class' ) );
		self::assertStringContainsString( 'has-contrast-color', $wrapper->getAttribute( 'class' ), 'The block supports colours.' );
		self::assertTrue( $wrapper->hasAttribute( 'data-open-on-add' ) );
		self::assertSame( 1, $xpath->query( '//svg[contains(@class,"vitrine-mini-cart__icon--bag")]' )->length );
		self::assertSame( '€0.00', $xpath->query( '//button/span[@class="vitrine-mini-cart__total"]' )->item( 0 )?->textContent );

		// An unknown icon falls back to the cart; without "drawer" the cart is shown in place, as before.
		self::assertStringContainsString( 'vitrine-mini-cart__icon--cart', render_block( parse_blocks( '<!-- wp:vitrine/mini-cart {"drawer":true,"icon":"x"} /-->' )[0] ) );
		self::assertStringNotContainsString( '<dialog', render_block( parse_blocks( '<!-- wp:vitrine/mini-cart /-->' )[0] ) );
	}

	public function test_the_block_is_offered_as_the_drawer_and_fits_a_header(): void {
		$type = \WP_Block_Type_Registry::get_instance()->get_registered( 'vitrine/mini-cart' );
		self::assertInstanceOf( \WP_Block_Type::class, $type );
		self::assertSame( array( 'cart', 'bag', 'basket' ), $type->attributes['icon']['enum'] );
		self::assertSame( MiniCart::ICONS, $type->attributes['icon']['enum'] );
		self::assertFalse( $type->attributes['drawer']['default'], 'Blocks saved before the drawer keep showing the cart in place.' );
		$default = array_values( array_filter( $type->get_variations(), static fn ( array $variation ): bool => ! empty( $variation['isDefault'] ) ) );
		self::assertSame( array( 'drawer' => true ), $default[0]['attributes'] ?? null, 'The inserter adds the drawer form.' );
		self::assertEmpty( $type->parent, 'Allowed anywhere, template parts included.' );
		self::assertEmpty( $type->ancestor );
		self::assertTrue( $type->supports['color']['background'] ?? false );
		self::assertTrue( $type->supports['spacing']['padding'] ?? false );
	}

	public function test_the_button_fragments_follow_the_cart(): void {
		$this->service()->add_item( $this->simple_product( array( 'regular_price' => '12.50' ) ), 2 );

		$fragments = Plugin::instance()->cart->fragments->render( $this->service()->get() );

		self::assertSame( '<span class="vitrine-mini-cart__total">€25.00</span>', $fragments[ MiniCart::TOTAL_SELECTOR ] );
		self::assertSame( '<span class="vitrine-mini-cart__count" data-count="2">2 items</span>', $fragments[ MiniCart::BUTTON_SELECTOR ] );
	}

	public function test_the_contents_lead_to_the_cart_and_the_checkout(): void {
		$this->cart_page();
		$checkout = (int) wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_title'  => 'Checkout',
			)
		);
		self::assertIsArray( Plugin::instance()->settings->update( array( 'checkout_page_id' => $checkout ) ) );
		$this->service()->add_item( $this->simple_product(), 1 );

		$xpath = $this->dom( $this->ui->mini_cart->contents( $this->service()->get() ) );

		self::assertSame( $this->ui->cart_page->url(), $xpath->query( '//p[@class="vitrine-mini-cart__buttons"]/a[contains(@class,"vitrine-mini-cart__view-cart")]/@href' )->item( 0 )?->nodeValue );
		self::assertSame( get_permalink( $checkout ), $xpath->query( '//p[@class="vitrine-mini-cart__buttons"]/a[contains(@class,"vitrine-mini-cart__checkout")]/@href' )->item( 0 )?->nodeValue );
		self::assertSame( 'Checkout', $xpath->query( '//a[contains(@class,"vitrine-mini-cart__checkout")]' )->item( 0 )?->textContent );
	}

	public function test_the_empty_cart_leads_to_the_shop(): void {
		$xpath = $this->dom( $this->ui->mini_cart->contents( null ) );

		$shop = $xpath->query( '//a[contains(@class,"vitrine-mini-cart__shop")]' )->item( 0 );
		self::assertInstanceOf( \DOMElement::class, $shop );
		self::assertSame( 'Return to shop', $shop->textContent );
		self::assertSame( get_post_type_archive_link( ProductPostTypes::PRODUCT ), $shop->getAttribute( 'href' ) );
	}
}
