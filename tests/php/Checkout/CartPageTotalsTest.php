<?php
/**
 * The cart page's totals box and its no-JS forms.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

// phpcs:disable WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOM's own property names (textContent, nodeValue).

namespace Vitrine\Tests\Checkout;

use Vitrine\Cart\CartSnapshot;
use Vitrine\Cart\CheckoutState;
use Vitrine\CartUi\CartPage;
use Vitrine\CartUi\CartTotals;
use Vitrine\CartUi\CartUi;
use Vitrine\CartUi\Notices;
use Vitrine\Checkout\CartPageTotals;
use Vitrine\Coupons\Coupon;
use Vitrine\Coupons\CouponRefused;
use Vitrine\Plugin;

require_once __DIR__ . '/CheckoutTestCase.php';

final class CartPageTotalsTest extends CheckoutTestCase {

	private CartTotals $totals;

	protected function setUp(): void {
		parent::setUp();
		$this->totals = $this->container->get( CartTotals::class );
		Plugin::instance()->coupons->writer->save(
			0,
			array(
				'code'          => 'WELCOME10',
				'discount_type' => Coupon::PERCENT,
				'amount'        => '10',
			)
		);
	}

	private function xpath( string $html ): \DOMXPath {
		$document = new \DOMDocument();
		$previous = libxml_use_internal_errors( true );
		$document->loadHTML( '<!DOCTYPE html><html><head><meta charset="utf-8"></head><body>' . $html . '</body></html>' );
		libxml_clear_errors();
		libxml_use_internal_errors( $previous );
		return new \DOMXPath( $document );
	}

	private function text( \DOMXPath $xpath, string $query ): string {
		return trim( (string) preg_replace( '/\s+/u', ' ', (string) $xpath->query( $query )->item( 0 )?->textContent ) );
	}

	private function filled_cart(): CartSnapshot {
		$this->service()->add_item( $this->simple_product( array( 'regular_price' => '20' ) ), 1 );
		$this->totals->apply_coupon( 'welcome10' );
		$this->totals->estimate_shipping(
			array(
				'country'  => 'DE',
				'postcode' => '10117',
			)
		);
		return $this->service()->get();
	}

	public function test_the_checkout_implements_the_cart_uis_interface(): void {
		self::assertInstanceOf( CartPageTotals::class, $this->totals );
	}

	public function test_the_box_shows_coupon_discount_shipping_taxes_total_and_the_way_to_checkout(): void {
		$cart  = $this->filled_cart();
		$xpath = $this->xpath( $this->totals->render( $cart, 'http://example.org/cart/' ) );

		self::assertSame( 'Coupon code', $this->text( $xpath, '//label[@for="vitrine-cart-coupon-code"]' ) );
		self::assertSame( 'alert', $xpath->query( '//*[@id="vitrine-cart-coupon-message"]/@role' )->item( 0 )?->nodeValue );
		self::assertSame( '€20.00', $this->text( $xpath, '//td[@class="vitrine-cart__totals-subtotal"]' ) );
		self::assertSame( 'Coupon: welcome10', $this->text( $xpath, '//tr[@data-coupon="welcome10"]/th' ) );
		self::assertSame( '−€2.00', $this->text( $xpath, '//tr[@data-coupon="welcome10"]//span[@class="vitrine-cart__discount"]' ) );
		self::assertSame( 'welcome10', $xpath->query( '//button[@name="' . CartPage::REMOVE_COUPON . '"]/@value' )->item( 0 )?->nodeValue );
		$rate = $xpath->query( '//input[@name="' . CartPage::RATE_FIELD . '"]' )->item( 0 );
		self::assertInstanceOf( \DOMElement::class, $rate );
		self::assertSame( 'radio', $rate->getAttribute( 'type' ) );
		self::assertTrue( $rate->hasAttribute( 'checked' ) );
		self::assertSame( 'Parcel: €4.90', $this->text( $xpath, '//label[@for="' . $rate->getAttribute( 'id' ) . '"]' ) );
		// 18.00 + 4.90 net, 19 % VAT: 3.42 + 0.93.
		self::assertSame( 'VAT€4.35', $this->text( $xpath, '//tr[contains(@class,"--tax")]' ) );
		self::assertSame( '€27.25', $this->text( $xpath, '//td[@class="vitrine-cart__totals-total"]' ) );
		self::assertSame( 'Shipping to Germany, 10117.', $this->text( $xpath, '//p[@class="vitrine-cart-shipping__destination"]' ) );
		self::assertSame( 'DE', $xpath->query( '//select[@name="calc_shipping_country"]/option[@selected]/@value' )->item( 0 )?->nodeValue );
		// Open without JavaScript: the script shows the button and collapses the form behind it.
		$toggle = $xpath->query( '//button[contains(@class,"vitrine-cart-shipping__toggle")]' )->item( 0 );
		self::assertInstanceOf( \DOMElement::class, $toggle );
		self::assertTrue( $toggle->hasAttribute( 'hidden' ) );
		self::assertSame( 'vitrine-cart-shipping-form', $toggle->getAttribute( 'aria-controls' ) );
		self::assertSame( 0, $xpath->query( '//form[@id="vitrine-cart-shipping-form"][@hidden]' )->length );
		$checkout = $xpath->query( '//a[contains(@class,"vitrine-cart__checkout")]' )->item( 0 );
		self::assertInstanceOf( \DOMElement::class, $checkout );
		self::assertSame( 'Proceed to checkout', trim( $checkout->textContent ) );
		self::assertSame( get_permalink( (int) Plugin::instance()->settings->get( 'checkout_page_id' ) ), $checkout->getAttribute( 'href' ) );
		foreach ( $xpath->query( '//form' ) as $form ) {
			self::assertInstanceOf( \DOMElement::class, $form );
			self::assertSame( 'http://example.org/cart/', $form->getAttribute( 'action' ) );
			self::assertSame( 1, $xpath->query( './/input[@name="' . CartPage::TOTALS_NONCE . '-nonce"]', $form )->length, 'Each form carries its nonce.' );
		}
	}

	public function test_with_prices_entered_with_tax_the_amounts_include_it_and_the_total_says_so(): void {
		$this->settings( array( 'tax_prices_include_tax' => true ) );
		$xpath = $this->xpath( $this->totals->render( $this->filled_cart(), '/' ) );

		self::assertSame( 0, $xpath->query( '//tr[contains(@class,"--tax")]' )->length );
		self::assertStringContainsString( '(includes ', $this->text( $xpath, '//td[@class="vitrine-cart__totals-total"]' ) );
		self::assertTrue( $this->totals->browser_settings()['pricesIncludeTax'] );
	}

	public function test_a_refused_coupon_says_why_and_an_estimate_sets_one_destination(): void {
		$this->service()->add_item( $this->simple_product(), 1 );
		try {
			$this->totals->apply_coupon( 'NOPE' );
			self::fail( 'An unknown coupon is refused.' );
		} catch ( CouponRefused $e ) {
			self::assertSame( CouponRefused::NOT_FOUND, $e->error_code );
			self::assertNotSame( '', $e->getMessage() );
		}
		$this->totals->estimate_shipping(
			array(
				'country'  => 'us',
				'state'    => 'california',
				'postcode' => '94103',
				'city'     => '',
			)
		);
		$state = $this->service()->get()->checkout;
		self::assertSame(
			array(
				'country'  => 'US',
				'state'    => 'CA',
				'postcode' => '94103',
			),
			$state->destination()
		);
		self::assertSame( $state->billing, $state->shipping );
		self::assertFalse( $state->ship_elsewhere );
	}

	public function test_the_no_js_forms_apply_and_remove_a_coupon_and_choose_a_rate(): void {
		$ui = $this->container->with( array( Notices::class => new Notices() ) )->get( CartUi::class );
		$this->service()->add_item( $this->simple_product(), 1 );
		$nonce = wp_create_nonce( CartPage::TOTALS_NONCE );
		$post  = static fn ( array $fields ): array => $fields + array( CartPage::TOTALS_NONCE . '-nonce' => $nonce );

		$ui->form_handler->route(
			'POST',
			array(),
			$post(
				array(
					CartPage::APPLY_COUPON => '1',
					CartPage::COUPON_FIELD => 'Welcome10',
				)
			)
		);
		self::assertSame( array( 'welcome10' ), $this->service()->get()->checkout->coupons );

		$refused = (string) $ui->form_handler->route(
			'POST',
			array(),
			$post(
				array(
					CartPage::APPLY_COUPON => '1',
					CartPage::COUPON_FIELD => 'NOPE',
				)
			)
		);
		parse_str( (string) wp_parse_url( $refused, PHP_URL_QUERY ), $args );
		$_GET[ Notices::QUERY_ARG ] = $args[ Notices::QUERY_ARG ] ?? '';
		self::assertSame( Notices::ERROR, ( new Notices() )->current()['type'] ?? null );
		unset( $_GET[ Notices::QUERY_ARG ] );

		$ui->form_handler->route( 'POST', array(), $post( array( CartPage::REMOVE_COUPON => 'welcome10' ) ) );
		self::assertSame( array(), $this->service()->get()->checkout->coupons );

		$ui->form_handler->route(
			'POST',
			array(),
			$post(
				array(
					CartPage::CALC_SHIPPING            => '1',
					CartPage::CALC_PREFIX . 'country'  => 'DE',
					CartPage::CALC_PREFIX . 'postcode' => '10117',
				)
			)
		);
		self::assertSame( 'DE', $this->service()->get()->checkout->destination()['country'] ?? '' );

		$ui->form_handler->route(
			'POST',
			array(),
			$post(
				array(
					CartPage::CHOOSE_RATE => '1',
					CartPage::RATE_FIELD  => 'flat_rate:7',
				)
			)
		);
		self::assertSame( 'flat_rate:7', $this->service()->get()->checkout->shipping_rate );

		// A stale nonce changes nothing.
		$ui->form_handler->route(
			'POST',
			array(),
			array(
				CartPage::APPLY_COUPON            => '1',
				CartPage::COUPON_FIELD            => 'welcome10',
				CartPage::TOTALS_NONCE . '-nonce' => 'stale',
			)
		);
		self::assertSame( array(), $this->service()->get()->checkout->coupons );
	}
}
