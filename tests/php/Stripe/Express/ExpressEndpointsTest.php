<?php
/**
 * The express checkout's ajax endpoints, through a router as a request reaches them.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Stripe\Express;

use Vitrine\Core\Ajax\AjaxResponse;
use Vitrine\Core\Ajax\AjaxRouter;
use Vitrine\Core\Http\CrossSiteGuard;
use Vitrine\Plugin;
use Vitrine\Stripe\Express\Ajax\ExpressEndpoints;
use Vitrine\Stripe\Express\ExpressNonces;
use Vitrine\Tests\Checkout\CheckoutTestCase;

require_once dirname( __DIR__, 2 ) . '/Checkout/CheckoutTestCase.php';

final class ExpressEndpointsTest extends CheckoutTestCase {

	private AjaxRouter $router;

	protected function setUp(): void {
		parent::setUp();
		$this->router = new AjaxRouter( new CrossSiteGuard() );
		foreach ( $this->container->get( ExpressEndpoints::class )->endpoints as $endpoint ) {
			$this->router->add_endpoint( $endpoint );
		}
		update_option( 'blogname', 'Vitrine Shop' );
		// The express calls answer only while the Stripe gateway is on with its keys (ExpressSwitch).
		$this->stripe_on( true );
	}

	private function stripe_on( bool $on ): void {
		self::assertIsArray(
			Plugin::instance()->settings->update(
				array(
					'payment_stripe_enabled'              => $on,
					'payment_stripe_testmode'             => true,
					'payment_stripe_test_publishable_key' => 'pk_test_express',
					'payment_stripe_test_secret_key'      => 'sk_test_express',
				)
			)
		);
	}

	protected function tearDown(): void {
		self::new_request( $this->cart->session );
		parent::tearDown();
	}

	/**
	 * @param string               $key    Nonce key.
	 * @param array<string, mixed> $params Form fields.
	 * @param string|null          $nonce  The nonce, the key's own by default.
	 */
	private function call( string $key, array $params = array(), ?string $nonce = null ): AjaxResponse {
		return $this->router->dispatch( ExpressNonces::endpoint( $key ), 'POST', $params, $nonce ?? ExpressNonces::create( $key ) );
	}

	private static function assertOk( AjaxResponse $response ): void {
		self::assertSame( 200, $response->status, (string) wp_json_encode( $response->body ) );
		self::assertSame( 'success', $response->body['result'] );
	}

	/**
	 * @param array<string, mixed> $body An answer.
	 */
	private static function items_sum( array $body ): int {
		return (int) array_sum( array_column( $body['displayItems'], 'amount' ) );
	}

	public function test_get_cart_details_answers_the_servers_totals_in_stripes_unit(): void {
		$this->service()->add_item( $this->simple_product(), 2 );

		$response = $this->call( ExpressNonces::GET_CART_DETAILS );

		self::assertOk( $response );
		self::assertSame( 'eur', $response->body['currency'] );
		self::assertSame( 'Vitrine Shop', $response->body['total']['label'] );
		self::assertSame( 2500 + 475, $response->body['total']['amount'] );
		self::assertSame(
			array(
				array(
					'label'  => 'Mug × 2',
					'amount' => 2500,
				),
				array(
					'label'  => 'Tax',
					'amount' => 475,
				),
			),
			$response->body['displayItems']
		);
		self::assertTrue( $response->body['requestShipping'] );
		self::assertFalse( $response->body['needs_payer_phone'] );
	}

	/**
	 * @return array<string, array{0: string, 1: array<string, mixed>}>
	 */
	public static function endpoints(): array {
		return array(
			'get_cart_details'          => array( ExpressNonces::GET_CART_DETAILS, array() ),
			'shipping'                  => array( ExpressNonces::SHIPPING, array( 'country' => 'DE' ) ),
			'update_shipping'           => array( ExpressNonces::UPDATE_SHIPPING, array( 'shipping_method' => array( 'flat_rate:1' ) ) ),
			'normalize_address'         => array( ExpressNonces::NORMALIZE_ADDRESS, array( 'data' => array( 'billing_address' => array( 'country' => 'de' ) ) ) ),
			'add_to_cart'               => array( ExpressNonces::ADD_TO_CART, array( 'product_id' => '1' ) ),
			'clear_cart'                => array( ExpressNonces::CLEAR_CART, array() ),
			'get_selected_product_data' => array( ExpressNonces::GET_SELECTED_PRODUCT_DATA, array( 'product_id' => '1' ) ),
		);
	}

	/**
	 * @dataProvider endpoints
	 * @param string               $key    Nonce key.
	 * @param array<string, mixed> $params Good input.
	 */
	public function test_each_endpoint_refuses_a_missing_or_another_calls_nonce( string $key, array $params ): void {
		$other = ExpressNonces::GET_CART_DETAILS === $key ? ExpressNonces::CLEAR_CART : ExpressNonces::GET_CART_DETAILS;

		foreach ( array( '', 'abc', ExpressNonces::create( $other ), wp_create_nonce( 'vitrine-stripe-' . $key ) ) as $nonce ) {
			$response = $this->call( $key, $params, $nonce );
			self::assertSame( 403, $response->status, $key . ' with ' . $nonce );
			self::assertSame( 'vitrine_ajax_invalid_nonce', $response->body['code'] );
		}
		self::assertSame( 'vitrine-stripe-express-' . $key, $this->router->endpoints()[ ExpressNonces::endpoint( $key ) ]->nonce_action() );
	}

	/**
	 * @return array<string, array{0: string, 1: array<string, mixed>, 2: string}>
	 */
	public static function bad_inputs(): array {
		return array(
			'shipping without country'      => array( ExpressNonces::SHIPPING, array( 'state' => 'CA' ), 'country' ),
			'shipping country too long'     => array( ExpressNonces::SHIPPING, array( 'country' => 'Germany' ), 'country' ),
			'update without a method'       => array( ExpressNonces::UPDATE_SHIPPING, array(), 'shipping_method' ),
			'update with an empty list'     => array( ExpressNonces::UPDATE_SHIPPING, array( 'shipping_method' => array() ), 'shipping_method' ),
			'normalize without data'        => array( ExpressNonces::NORMALIZE_ADDRESS, array(), 'data' ),
			'normalize with an odd field'   => array( ExpressNonces::NORMALIZE_ADDRESS, array( 'data' => array( 'billing_address' => array( 'total' => '1' ) ) ), 'data' ),
			'add without product'           => array( ExpressNonces::ADD_TO_CART, array( 'qty' => '1' ), 'product_id' ),
			'add with a zero quantity'      => array(
				ExpressNonces::ADD_TO_CART,
				array(
					'product_id' => '1',
					'qty'        => '0',
				),
				'qty',
			),
			'product data with a word id'   => array( ExpressNonces::GET_SELECTED_PRODUCT_DATA, array( 'product_id' => 'mug' ), 'product_id' ),
			'cart details with an odd flag' => array( ExpressNonces::GET_CART_DETAILS, array( 'is_product_page' => 'perhaps' ), 'is_product_page' ),
		);
	}

	/**
	 * @dataProvider bad_inputs
	 * @param string               $key    Nonce key.
	 * @param array<string, mixed> $params Bad input.
	 * @param string               $param  The parameter named in data.params.
	 */
	public function test_bad_input_is_a_400_naming_the_parameter( string $key, array $params, string $param ): void {
		$response = $this->call( $key, $params );

		self::assertSame( 400, $response->status, (string) wp_json_encode( $response->body ) );
		self::assertSame( 'vitrine_ajax_invalid_param', $response->body['code'] );
		self::assertArrayHasKey( $param, $response->body['data']['params'] );
	}

	public function test_shipping_options_for_an_address_choose_the_first_rate_and_update_the_total(): void {
		$this->service()->add_item( $this->simple_product(), 2 );

		$response = $this->call(
			ExpressNonces::SHIPPING,
			array(
				'country'  => 'de',
				'postcode' => '10117',
				'city'     => 'Berlin',
			)
		);

		self::assertOk( $response );
		self::assertCount( 1, $response->body['shipping_options'] );
		self::assertSame( 'Parcel', $response->body['shipping_options'][0]['displayName'] );
		self::assertSame( 490, $response->body['shipping_options'][0]['amount'] );
		self::assertSame( 2500 + 475 + 490 + 93, $response->body['total']['amount'] );
		self::assertSame( $response->body['total']['amount'], self::items_sum( $response->body ) );
		self::assertSame( $response->body['shipping_options'][0]['id'], $this->service()->get()->checkout->shipping_rate );
		self::assertSame( 'DE', $this->service()->get()->checkout->shipping['country'] );

		$rate    = $response->body['shipping_options'][0]['id'];
		$updated = $this->call( ExpressNonces::UPDATE_SHIPPING, array( 'shipping_method' => array( $rate ) ) );
		self::assertOk( $updated );
		self::assertSame( 2500 + 475 + 490 + 93, $updated->body['total']['amount'] );

		$unknown = $this->call( ExpressNonces::UPDATE_SHIPPING, array( 'shipping_method' => array( 'free_shipping:99' ) ) );
		self::assertSame( 400, $unknown->status );
		self::assertSame( 'vitrine_stripe_express_invalid_shipping_method', $unknown->body['code'] );
		self::assertArrayHasKey( 'shipping_method', $unknown->body['data']['params'] );
	}

	public function test_an_address_no_rate_reaches_is_a_400_with_the_spec_message(): void {
		$this->service()->add_item( $this->simple_product(), 1 );

		foreach ( array( 'US', 'ZZ' ) as $country ) {
			$response = $this->call(
				ExpressNonces::SHIPPING,
				array(
					'country' => $country,
					'state'   => 'California',
				)
			);
			self::assertSame( 400, $response->status, $country );
			self::assertSame( 'vitrine_stripe_express_no_shipping', $response->body['code'] );
			self::assertSame( 'We cannot ship to this address.', $response->body['message'] );
			self::assertNotEmpty( $response->body['data']['params'] );
		}
		// An address no rate reaches is not kept.
		self::assertSame( array(), $this->service()->get()->checkout->shipping );
	}

	public function test_add_to_cart_fills_the_express_cart_and_leaves_the_shoppers_cart(): void {
		$mug   = $this->simple_product();
		$shirt = $this->variable_product();
		$this->service()->add_item( $mug, 3 );
		$shopper = $this->service()->get();

		$response = $this->call(
			ExpressNonces::ADD_TO_CART,
			array(
				'product_id'       => (string) $shirt['product'],
				'qty'              => '2',
				'attribute_colour' => 'blue',
				'attribute_size'   => 'large',
				'addon-gift-wrap'  => 'yes',
				// Whatever the browser claims, the catalog's price is the price.
				'price'            => '0.01',
				'total'            => '1',
			)
		);

		self::assertOk( $response );
		self::assertSame( 4400 + 836, $response->body['total']['amount'] );
		self::assertSame( 'T-shirt – Blue, Large × 2', $response->body['displayItems'][0]['label'] );
		self::assertTrue( $response->body['requestShipping'] );
		self::assertNotNull( $this->last_cookie( 'vitrine_express_cart' ) );

		// Adding again replaces the express cart's product rather than adding to it.
		$again = $this->call( ExpressNonces::ADD_TO_CART, array( 'product_id' => (string) $mug ) );
		self::assertOk( $again );
		self::assertSame( 1250 + 238, $again->body['total']['amount'] );
		self::assertSame( 1, $this->service()->get()->count() );

		$details = $this->call( ExpressNonces::GET_CART_DETAILS, array( 'is_product_page' => '1' ) );
		self::assertSame( 1250 + 238, $details->body['total']['amount'] );

		self::assertOk( $this->call( ExpressNonces::CLEAR_CART ) );
		self::assertTrue( $this->service()->get()->is_empty() );

		self::new_request( $this->cart->session );
		$after = $this->service()->get();
		self::assertSame( $shopper->hash, $after->hash );
		self::assertSame( 3, $after->count() );
		self::assertSame( $shopper->hash, $_COOKIE['vitrine_cart_hash'] ?? null );
	}

	public function test_add_to_cart_words_missing_options_and_unknown_combinations_as_the_spec(): void {
		$shirt = $this->variable_product();

		$options = $this->call(
			ExpressNonces::ADD_TO_CART,
			array(
				'product_id'       => (string) $shirt['product'],
				'attribute_colour' => 'blue',
			)
		);
		self::assertSame( 400, $options->status );
		self::assertSame( 'vitrine_stripe_express_options_needed', $options->body['code'] );
		self::assertSame( 'Please select your product options before proceeding.', $options->body['message'] );

		$unavailable = $this->call(
			ExpressNonces::GET_SELECTED_PRODUCT_DATA,
			array(
				'product_id'       => (string) $shirt['product'],
				'attribute_colour' => 'green',
				'attribute_size'   => 'small',
			)
		);
		self::assertSame( 400, $unavailable->status );
		self::assertSame( 'vitrine_stripe_express_unavailable', $unavailable->body['code'] );
		self::assertSame( 'Sorry, this product is unavailable. Please choose a different combination.', $unavailable->body['message'] );
	}

	public function test_selected_product_data_prices_the_product_alone_and_writes_no_cart(): void {
		$shirt = $this->variable_product();
		$rows  = $this->cart_rows();

		$response = $this->call(
			ExpressNonces::GET_SELECTED_PRODUCT_DATA,
			array(
				'product_id'       => (string) $shirt['product'],
				'qty'              => '3',
				'attribute_colour' => 'red',
				'attribute_size'   => 'small',
				'addon_value'      => '-100',
				'price'            => '0.01',
			)
		);

		self::assertOk( $response );
		self::assertSame( 'eur', $response->body['currency'] );
		self::assertSame( 5400 + 1026, $response->body['total']['amount'] );
		self::assertSame( 'T-shirt – Red, Small × 3', $response->body['displayItems'][0]['label'] );
		self::assertSame( $response->body['total']['amount'], self::items_sum( $response->body ) );
		self::assertSame( $rows, $this->cart_rows() );
	}

	/**
	 * @return array<string, array{0: string, 1: int, 2: string, 3: int}>
	 */
	public static function currencies(): array {
		return array(
			// Currency, the shop's decimals, the price as entered, Stripe's amount of 2 of it with 19 % tax.
			'JPY, no decimals'    => array( 'JPY', 0, '1250', 2975 ),
			'EUR, two decimals'   => array( 'EUR', 2, '12.50', 2975 ),
			'KWD, three decimals' => array( 'KWD', 3, '1.255', 2990 ),
			'KWD kept at two'     => array( 'KWD', 2, '1.25', 2980 ),
		);
	}

	/**
	 * @dataProvider currencies
	 * @param string $currency ISO code.
	 * @param int    $decimals The shop's decimals.
	 * @param string $price    The product's price.
	 * @param int    $expected Stripe's amount of the total.
	 */
	public function test_amounts_are_in_stripes_decimals_of_the_currency( string $currency, int $decimals, string $price, int $expected ): void {
		$this->settings(
			array(
				'currency'       => $currency,
				'price_decimals' => $decimals,
			)
		);
		$mug = $this->simple_product( array( 'regular_price' => $price ) );

		$response = $this->call(
			ExpressNonces::GET_SELECTED_PRODUCT_DATA,
			array(
				'product_id' => (string) $mug,
				'qty'        => '2',
			)
		);

		self::assertOk( $response );
		self::assertSame( strtolower( $currency ), $response->body['currency'] );
		self::assertSame( $expected, $response->body['total']['amount'] );
		self::assertSame( $expected, self::items_sum( $response->body ) );
	}

	public function test_normalize_address_answers_both_addresses_in_the_shops_form(): void {
		$response = $this->call(
			ExpressNonces::NORMALIZE_ADDRESS,
			array(
				'data' => array(
					'billing_address'  => array(
						'first_name' => '  Ada Augusta King ',
						'last_name'  => '',
						'country'    => 'us',
						'state'      => 'California',
						'postcode'   => '94103',
						'city'       => 'San Francisco',
						'email'      => 'ada@example.org',
						'phone'      => '+1 (555) 123-4567',
					),
					'shipping_address' => array(
						'first_name' => 'Charles',
						'last_name'  => ' Babbage ',
						'country'    => 'gb',
						'postcode'   => 'sw1a1aa',
						'city'       => 'London',
						'phone'      => '020 7946 0000',
					),
				),
			)
		);

		self::assertOk( $response );
		$billing  = $response->body['billing_address'];
		$shipping = $response->body['shipping_address'];
		self::assertSame( 'Ada', $billing['first_name'] );
		self::assertSame( 'Augusta King', $billing['last_name'] );
		self::assertSame( 'US', $billing['country'] );
		self::assertSame( 'CA', $billing['state'] );
		self::assertSame( '+15551234567', $billing['phone'] );
		self::assertSame( 'Charles', $shipping['first_name'] );
		self::assertSame( 'Babbage', $shipping['last_name'] );
		self::assertSame( 'GB', $shipping['country'] );
		self::assertSame( 'SW1A 1AA', $shipping['postcode'] );
		self::assertSame( '02079460000', $shipping['phone'] );
		self::assertSame( array(), array_diff( \Vitrine\Orders\OrderDraft::ADDRESS_FIELDS, array_keys( $billing ) ) );
	}

	public function test_the_nonces_endpoint_answers_a_fresh_nonce_for_every_call(): void {
		$response = $this->router->dispatch( ExpressNonces::NONCES_ENDPOINT, 'GET', array(), '' );

		self::assertSame( 200, $response->status );
		self::assertSame( ExpressNonces::KEYS, array_keys( $response->body['nonce'] ) );
		foreach ( $response->body['nonce'] as $key => $nonce ) {
			self::assertNotFalse( wp_verify_nonce( $nonce, 'vitrine-stripe-express-' . $key ), $key );
		}
	}

	public function test_the_plugin_routes_every_express_endpoint(): void {
		$names = array_keys( Plugin::instance()->ajax->endpoints() );
		foreach ( array_merge( array_values( ExpressNonces::ENDPOINTS ), array( ExpressNonces::NONCES_ENDPOINT ) ) as $name ) {
			self::assertContains( $name, $names );
		}
	}

	public function test_a_billing_address_without_a_last_name_gets_a_hyphen_and_postcodes_take_their_countrys_form(): void {
		$response = $this->call(
			ExpressNonces::NORMALIZE_ADDRESS,
			array(
				'data' => array(
					'billing_address'  => array(
						'first_name' => 'Cher',
						'country'    => 'JP',
						'state'      => 'Tokyo',
						'postcode'   => '1000001',
						'phone'      => '03-1234-5678',
					),
					'shipping_address' => array(
						'first_name' => 'Cher',
						'country'    => 'ca',
						'postcode'   => 'k1a0b1',
					),
				),
			)
		);

		self::assertOk( $response );
		self::assertSame( '-', $response->body['billing_address']['last_name'] );
		self::assertSame( 'JP13', $response->body['billing_address']['state'] );
		self::assertSame( '100-0001', $response->body['billing_address']['postcode'] );
		self::assertSame( '0312345678', $response->body['billing_address']['phone'] );
		self::assertSame( '', $response->body['shipping_address']['last_name'] );
		self::assertSame( 'K1A 0B1', $response->body['shipping_address']['postcode'] );
	}

	public function test_the_express_calls_are_refused_while_express_checkout_is_off(): void {
		$this->service()->add_item( $this->simple_product(), 1 );
		$off = new \Vitrine\Stripe\Express\ExpressSwitch( static fn (): bool => false );
		$on  = new \Vitrine\Stripe\Express\ExpressSwitch( static fn (): bool => true );

		add_filter( 'vitrine_ajax_pre_dispatch', array( $off, 'on_ajax_pre_dispatch' ), 10, 3 );
		$refused = $this->call( ExpressNonces::GET_CART_DETAILS );
		$nonces  = $this->router->dispatch( ExpressNonces::NONCES_ENDPOINT, 'GET', array(), '' );
		remove_filter( 'vitrine_ajax_pre_dispatch', array( $off, 'on_ajax_pre_dispatch' ), 10 );
		add_filter( 'vitrine_ajax_pre_dispatch', array( $on, 'on_ajax_pre_dispatch' ), 10, 3 );
		$served = $this->call( ExpressNonces::GET_CART_DETAILS );
		remove_filter( 'vitrine_ajax_pre_dispatch', array( $on, 'on_ajax_pre_dispatch' ), 10 );

		self::assertSame( 403, $refused->status );
		self::assertSame( 'vitrine_stripe_express_disabled', $refused->body['code'] );
		self::assertSame( 200, $nonces->status );
		self::assertOk( $served );
		$settings = Plugin::instance()->get( \Vitrine\Stripe\Settings\StripeSettings::class );
		$this->stripe_on( false );
		self::assertFalse( \Vitrine\Stripe\Express\ExpressSwitch::from_settings( $settings )->is_on(), 'The Stripe gateway is off.' );
		self::assertSame( 403, $this->call( ExpressNonces::GET_CART_DETAILS )->status, 'The plugin\'s own switch refuses the calls.' );
		$this->stripe_on( true );
		self::assertTrue( \Vitrine\Stripe\Express\ExpressSwitch::from_settings( $settings )->is_on(), 'On, with its keys, and the wallets on by default.' );
	}
}
