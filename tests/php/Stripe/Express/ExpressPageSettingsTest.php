<?php
/**
 * window.vitrineSettings.stripeExpress for each location.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Stripe\Express;

use Vitrine\Plugin;
use Vitrine\Stripe\Express\ApplePayDomain;
use Vitrine\Stripe\Express\ExpressPageSettings;
use Vitrine\Tests\Checkout\CheckoutTestCase;

require_once dirname( __DIR__, 2 ) . '/Checkout/CheckoutTestCase.php';

final class ExpressPageSettingsTest extends CheckoutTestCase {

	protected function setUp(): void {
		parent::setUp();
		delete_option( ApplePayDomain::OPTION );
		$this->settings(
			array(
				'payment_stripe_enabled'              => true,
				'payment_stripe_test_publishable_key' => 'pk_test_abc',
				'payment_stripe_test_secret_key'      => 'sk_test_abc',
			)
		);
	}

	private function page_settings(): ExpressPageSettings {
		return $this->container->get( ExpressPageSettings::class );
	}

	/**
	 * @return array<string, mixed>
	 */
	private function product_settings( int $product_id ): array {
		$product = Plugin::instance()->catalog->products->find( $product_id );
		self::assertNotNull( $product );
		return $this->page_settings()->build( ExpressPageSettings::LOCATION_PRODUCT, $product );
	}

	public function test_the_settings_carry_every_key_of_the_contract(): void {
		$settings = $this->product_settings( $this->simple_product() );

		self::assertSame(
			array( 'ajax_url', 'rest_url', 'rest_nonce', 'nonce', 'location', 'is_product_page', 'is_cart_page', 'is_checkout_page', 'is_pay_for_order', 'has_block', 'has_free_trial', 'button', 'allowed_shipping_countries', 'checkout', 'product', 'cart', 'order', 'stripe', 'login_confirmation', 'taxes_based_on_billing', 'custom_checkout_fields', 'messages', 'admin_reasons' ),
			array_keys( $settings )
		);
		self::assertSame( '/?vitrine-ajax=%%endpoint%%', $settings['ajax_url'] );
		self::assertSame( array( 'get_cart_details', 'shipping', 'update_shipping', 'normalize_address', 'add_to_cart', 'clear_cart', 'get_selected_product_data', 'checkout', 'pay_for_order' ), array_keys( $settings['nonce'] ) );
		self::assertSame( 1, wp_verify_nonce( $settings['nonce']['add_to_cart'], 'vitrine-stripe-express-add_to_cart' ) );
		self::assertSame( 1, wp_verify_nonce( $settings['rest_nonce'], 'wp_rest' ) );
		self::assertSame( 'product', $settings['location'] );
		self::assertTrue( $settings['is_product_page'] );
		self::assertFalse( $settings['is_cart_page'] || $settings['is_checkout_page'] || $settings['is_pay_for_order'] || $settings['has_block'] || $settings['has_free_trial'] );
		self::assertSame(
			array(
				'type'   => 'default',
				'theme'  => 'dark',
				'height' => 48,
				'radius' => 4,
			),
			$settings['button']
		);
		self::assertSame(
			array(
				'publishable_key'            => 'pk_test_abc',
				'locale'                     => 'en',
				'api_version'                => '2026-09-30.endive',
				'is_payment_request_enabled' => true,
				'is_amazon_pay_enabled'      => false,
				'is_link_enabled'            => true,
			),
			$settings['stripe']
		);
		self::assertSame( 'DE', $settings['checkout']['country_code'] );
		self::assertSame( array( 'DE' ), $settings['allowed_shipping_countries'], 'Only Germany has a shipping method.' );
		self::assertNull( $settings['cart'] );
		self::assertNull( $settings['order'] );
		self::assertSame( array(), $settings['custom_checkout_fields'] );
		self::assertNull( $settings['admin_reasons'], 'Shoppers are told nothing of the configuration.' );
	}

	public function test_the_messages_are_the_catalogues_texts(): void {
		$messages = ExpressPageSettings::messages();

		self::assertSame( 'A timeout occurred while connecting to the server. Please try again.', $messages['timeout'] );
		self::assertSame( 'The connection to the server was aborted. Please try again.', $messages['abort'] );
		self::assertSame( 'An error occurred while connecting to the server. Please try again.', $messages['transport'] );
		self::assertSame( 'There was a problem processing the order.', $messages['orderError'] );
		self::assertSame( 'There was an error adding the product to the cart.', $messages['addToCartError'] );
		self::assertSame( 'There was an error getting the product information.', $messages['productDataError'] );
		self::assertSame( 'Payment failed. Please try again.', $messages['paymentFailed'] );
		self::assertSame( 'An unknown error occurred.', $messages['unknown'] );
		self::assertSame( 'Please select your product options before proceeding.', $messages['selectOptions'] );
		self::assertSame( 'Sorry, this product is unavailable. Please choose a different combination.', $messages['unavailable'] );
		self::assertSame( 'Final taxes charged can differ based on your actual billing address when using Express Checkout buttons (Link, Google Pay or Apple Pay).', $messages['taxesNotice'] );
		foreach ( array( 'separator', 'adminNoWallet', 'adminZeroTotal', 'adminVariation', 'adminNotShown' ) as $key ) {
			self::assertNotSame( '', $messages[ $key ] );
		}
	}

	public function test_a_products_amounts_are_the_carts_for_one_with_tax_and_shipping_where_the_shopper_is(): void {
		// Something else in the cart, which the product's amounts leave out; its address counts.
		$this->service()->add_item( $this->simple_product( array( 'name' => 'Teapot' ) ), 3 );
		$this->locate();
		$settings = $this->product_settings( $this->simple_product( array( 'regular_price' => '20' ) ) );

		$product = $settings['product'];
		self::assertSame( 2000 + 380 + 490 + 93, $product['total']['amount'], '20.00, 19% VAT, the parcel rate with its VAT.' );
		self::assertSame( get_bloginfo( 'name' ), $product['total']['label'] );
		self::assertSame( 'eur', $product['currency'] );
		self::assertTrue( $product['requestShipping'] );
		self::assertSame(
			array(
				array(
					'label'  => 'Mug',
					'amount' => 2000,
				),
				array(
					'label'  => 'Shipping',
					'amount' => 490,
				),
				array(
					'label'  => 'Tax',
					'amount' => 380 + 93,
				),
			),
			$product['displayItems']
		);
		self::assertSame( 'Parcel', $product['shippingOptions'][0]['displayName'] );
		self::assertSame( 490 + 93, $product['shippingOptions'][0]['amount'] );
		self::assertTrue( $product['validVariationSelected'] );
		self::assertFalse( $product['is_variable'] );
		self::assertSame( 'EUR', $settings['checkout']['currency_code'] );
		self::assertSame( 2, $settings['checkout']['currency_decimals'] );
		self::assertSame( $product['shippingOptions'][0], $settings['checkout']['default_shipping_option'] );
	}

	/**
	 * @return iterable<string, array{string, int, string, int, int}>
	 */
	public static function currencies(): iterable {
		yield 'yen, no decimals' => array( 'JPY', 0, '1500', 1500, 0 );
		yield 'euro, two' => array( 'EUR', 2, '12.34', 1234, 2 );
		yield 'dinar, three (Stripe takes tens of fils)' => array( 'KWD', 3, '1.234', 1230, 3 );
	}

	/**
	 * @dataProvider currencies
	 */
	public function test_amounts_are_in_stripes_unit_for_the_currency( string $currency, int $decimals, string $price, int $amount, int $stripe_decimals ): void {
		$this->settings(
			array(
				'currency'       => $currency,
				'price_decimals' => $decimals,
				'tax_enabled'    => false,
			)
		);
		$settings = $this->product_settings(
			$this->simple_product(
				array(
					'regular_price' => $price,
					'virtual'       => true,
				)
			)
		);

		self::assertSame( $amount, $settings['product']['total']['amount'] );
		self::assertSame( strtolower( $currency ), $settings['product']['currency'] );
		self::assertSame( $stripe_decimals, $settings['checkout']['currency_decimals'] );
		self::assertFalse( $settings['product']['requestShipping'], 'A virtual product ships nothing.' );
		self::assertSame( array(), $settings['product']['shippingOptions'] );
	}

	public function test_a_variable_product_waits_for_its_variation(): void {
		$tshirt   = $this->variable_product();
		$settings = $this->product_settings( $tshirt['product'] );

		self::assertTrue( $settings['product']['is_variable'] );
		self::assertFalse( $settings['product']['validVariationSelected'] );
		self::assertSame( 0, $settings['product']['total']['amount'], 'The price comes with the variation chosen.' );
		self::assertSame( array(), $settings['product']['displayItems'] );
	}

	public function test_the_cart_and_the_checkout_carry_the_carts_totals(): void {
		$this->service()->add_item( $this->simple_product(), 2 );
		$this->locate();

		foreach ( array( ExpressPageSettings::LOCATION_CART, ExpressPageSettings::LOCATION_CHECKOUT ) as $location ) {
			$settings = $this->page_settings()->build( $location );

			self::assertSame( 2500 + 475 + 490 + 93, $settings['cart']['total']['amount'], $location );
			self::assertSame( 'Mug × 2', $settings['cart']['displayItems'][0]['label'] );
			self::assertSame( 2500, $settings['cart']['displayItems'][0]['amount'] );
			self::assertSame( $settings['cart']['total']['amount'], array_sum( array_column( $settings['cart']['displayItems'], 'amount' ) ), 'The lines add up to the total.' );
			self::assertTrue( $settings['cart']['requestShipping'] );
			self::assertNull( $settings['product'] );
		}
		self::assertTrue( $this->page_settings()->build( ExpressPageSettings::LOCATION_CART )['is_cart_page'] );
		self::assertTrue( $this->page_settings()->build( ExpressPageSettings::LOCATION_CHECKOUT )['is_checkout_page'] );
	}

	public function test_pay_for_order_carries_the_orders_total_and_key(): void {
		$this->service()->add_item( $this->simple_product(), 2 );
		$result = $this->checkout->service->place( $this->request() );
		$order  = Plugin::instance()->orders->reader->find( $result->order_id );
		self::assertNotNull( $order );

		$settings = $this->page_settings()->build( ExpressPageSettings::LOCATION_PAY_FOR_ORDER, null, $order );

		self::assertTrue( $settings['is_pay_for_order'] );
		self::assertSame( $order->id, $settings['order']['id'] );
		self::assertSame( $order->key, $settings['order']['key'] );
		self::assertSame( 'ada@example.org', $settings['order']['billing_email'] );
		self::assertSame( 2500 + 475 + 490 + 93, $settings['order']['total']['amount'] );
		self::assertSame( $settings['order']['total']['amount'], array_sum( array_column( $settings['order']['displayItems'], 'amount' ) ) );
		self::assertFalse( $settings['order']['requestShipping'] );
		self::assertNull( $settings['cart'] );
	}

	public function test_phone_login_and_taxes_follow_the_shops_settings(): void {
		$settings = $this->page_settings()->build( ExpressPageSettings::LOCATION_CART );
		self::assertFalse( $settings['checkout']['needs_payer_phone'] );
		self::assertNull( $settings['login_confirmation'], 'Guests may check out.' );
		self::assertFalse( $settings['taxes_based_on_billing'] );

		$this->settings(
			array(
				'address_phone_field' => 'required',
				'checkout_guest'      => false,
				'tax_based_on'        => 'billing',
			)
		);
		$settings = $this->page_settings()->build( ExpressPageSettings::LOCATION_CART );
		self::assertTrue( $settings['checkout']['needs_payer_phone'] );
		self::assertIsArray( $settings['login_confirmation'] );
		self::assertStringContainsString( 'wp-login.php', $settings['login_confirmation']['redirect_url'] );
		self::assertNotSame( '', $settings['login_confirmation']['message'] );
		self::assertTrue( $settings['taxes_based_on_billing'] );

		wp_set_current_user( $this->create_user( 'customer' ) );
		self::assertNull( $this->page_settings()->build( ExpressPageSettings::LOCATION_CART )['login_confirmation'], 'A logged-in shopper is not asked.' );
	}

	public function test_administrators_are_told_why_nothing_can_show(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$this->settings( array( 'payment_stripe_express_locations' => array( 'product' ) ) );

		$reasons = $this->page_settings()->build( ExpressPageSettings::LOCATION_CART )['admin_reasons'];

		self::assertIsArray( $reasons );
		self::assertContains( 'Express checkout is switched off for this page in Vitrine > Settings.', $reasons );
		self::assertContains( 'The total is zero: there is nothing to pay.', $reasons, 'The cart is empty.' );
		self::assertCount( 3, $reasons, 'And Apple Pay\'s domain is not registered.' );

		$this->container->get( ApplePayDomain::class )->remember(
			array(
				'id'          => 'pmd_1',
				'domain_name' => ApplePayDomain::host(),
				'enabled'     => true,
				'apple_pay'   => array( 'status' => 'active' ),
			)
		);
		$this->service()->add_item( $this->simple_product(), 1 );
		self::assertSame( array( 'Express checkout is switched off for this page in Vitrine > Settings.' ), $this->page_settings()->build( ExpressPageSettings::LOCATION_CART )['admin_reasons'] );
		self::assertSame( array(), $this->page_settings()->build( ExpressPageSettings::LOCATION_PRODUCT, Plugin::instance()->catalog->products->find( $this->simple_product() ) )['admin_reasons'] );
	}

	public function test_the_countries_shipped_to_follow_the_zones_with_a_method(): void {
		$plugin = Plugin::instance();
		$zone   = $plugin->shipping->zones->save_zone(
			array(
				'name'      => 'Benelux and California',
				'regions'   => "NL\nBE\nUS:CA",
				'postcodes' => '',
			)
		);
		self::assertSame( array( 'DE' ), $this->page_settings()->allowed_shipping_countries(), 'A zone without a method ships nowhere.' );

		$plugin->shipping->zones->add_method( $zone->zone_id, 'free_shipping', array( 'title' => 'Free' ) );
		self::assertSame( array( 'BE', 'DE', 'NL', 'US' ), $this->sorted( $this->page_settings()->allowed_shipping_countries() ) );

		$plugin->shipping->zones->add_method(
			$plugin->shipping->zones->rest_of_world()->zone_id,
			'flat_rate',
			array(
				'title'      => 'World',
				'tax_status' => 'none',
				'cost'       => '20',
			)
		);
		self::assertGreaterThan( 200, count( $this->page_settings()->allowed_shipping_countries() ), 'The rest of the world: every country.' );
	}

	/**
	 * @param list<string> $codes Codes.
	 * @return list<string>
	 */
	private function sorted( array $codes ): array {
		sort( $codes );
		return $codes;
	}
}
