<?php
/**
 * Coming-soon mode closes the shop, not only its pages: the ajax endpoint and the REST routes
 * a visitor could call answer 503, and no order can be placed.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Storefront;

use Vitrine\Cart\Cart;
use Vitrine\Checkout\View\CheckoutForm;
use Vitrine\Core\Ajax\AjaxResponse;
use Vitrine\Plugin;
use Vitrine\Storefront\ComingSoon;
use Vitrine\Tests\Checkout\CheckoutTestCase;

require_once dirname( __DIR__ ) . '/Checkout/CheckoutTestCase.php';

final class ComingSoonShopTest extends CheckoutTestCase {

	private const MESSAGE = 'Opening on Monday.';

	private int $mug = 0;

	protected function setUp(): void {
		parent::setUp();
		$this->mug = $this->simple_product();
		// A visitor with something in the cart from before the mode was switched on.
		Plugin::instance()->cart->service->add_item( $this->mug, 1 );
		$this->settings(
			array(
				'coming_soon_enabled'     => true,
				'coming_soon_message'     => '<strong>' . self::MESSAGE . '</strong>',
				'coming_soon_retry_after' => 600,
			)
		);
	}

	/**
	 * @return array<string, array{0: string}>
	 */
	public static function visitors(): array {
		return array(
			'a visitor'  => array( '' ),
			'a customer' => array( 'customer' ),
		);
	}

	/**
	 * @dataProvider visitors
	 */
	public function test_every_ajax_call_answers_503_with_the_message( string $role ): void {
		$this->log_in( $role );
		$orders = $this->order_count();
		$units  = Plugin::instance()->cart->service->get()->count();
		$calls  = array(
			array( 'add_to_cart', 'POST', array( 'product_id' => (string) $this->mug ), wp_create_nonce( Cart::NONCE_ACTION ) ),
			array( 'get_refreshed_fragments', 'GET', array(), '' ),
			array( 'update_order_review', 'POST', array(), wp_create_nonce( CheckoutForm::NONCE_ACTION ) ),
			array( 'apply_coupon', 'POST', array( 'coupon_code' => 'WELCOME10' ), wp_create_nonce( CheckoutForm::NONCE_ACTION ) ),
			array( 'checkout', 'POST', $this->checkout_fields(), wp_create_nonce( CheckoutForm::NONCE_ACTION ) ),
		);
		foreach ( $calls as list( $name, $method, $params, $nonce ) ) {
			$response = Plugin::instance()->ajax->dispatch( $name, $method, $params, $nonce );
			$this->assertClosed( $response, $name );
		}
		self::assertSame( $orders, $this->order_count(), 'No order was placed.' );
		self::assertSame( $units, Plugin::instance()->cart->service->get()->count(), 'The cart did not change.' );
	}

	/**
	 * @dataProvider visitors
	 */
	public function test_the_shops_rest_routes_answer_503_and_no_order_is_placed( string $role ): void {
		$this->log_in( $role );
		$orders = $this->order_count();
		$units  = Plugin::instance()->cart->service->get()->count();
		$calls  = array(
			array( 'GET', '/vitrine/v1/cart', array() ),
			array( 'POST', '/vitrine/v1/cart/add-item', array( 'id' => $this->mug ) ),
			array( 'POST', '/vitrine/v1/cart/apply-coupon', array( 'code' => 'WELCOME10' ) ),
			array(
				'POST',
				'/vitrine/v1/checkout',
				array(
					'billing_address' => $this->billing(),
					'payment_method'  => 'bacs',
				),
			),
		);
		foreach ( $calls as list( $method, $route, $body ) ) {
			$response = $this->rest( $method, $route, $body, $this->nonce_header() );
			self::assertSame( 503, $response->get_status(), $route . ' ' . (string) wp_json_encode( $response->get_data() ) );
			self::assertSame( ComingSoon::CLOSED, $response->get_data()['code'] );
			self::assertSame( self::MESSAGE, $response->get_data()['message'] );
			self::assertSame( '600', $response->get_headers()['Retry-After'] ?? null );
		}
		self::assertSame( $orders, $this->order_count(), 'No order was placed.' );
		self::assertSame( $units, Plugin::instance()->cart->service->get()->count() );
	}

	public function test_the_carts_links_and_forms_without_javascript_do_nothing(): void {
		$ui    = $this->container->get( \Vitrine\CartUi\CartUi::class );
		$units = $this->service()->get()->count();
		$add   = array(
			\Vitrine\CartUi\AddToCartButton::ADD_ARG     => (string) $this->mug,
			\Vitrine\CartUi\AddToCartButton::NONCE_FIELD => wp_create_nonce( \Vitrine\CartUi\AddToCartButton::NONCE_ACTION ),
		);

		self::assertNull( $ui->form_handler->route( 'GET', $add, array() ), 'Left to the coming-soon page.' );
		self::assertNull( $ui->form_handler->route( 'POST', array(), $add ) );
		self::assertSame( $units, $this->service()->get()->count() );

		$this->settings( array( 'coming_soon_enabled' => false ) );
		self::assertNotNull( $ui->form_handler->route( 'GET', $add, array() ), 'Open again with the mode off.' );
		self::assertSame( $units + 1, $this->service()->get()->count() );
	}

	public function test_routes_that_need_a_login_or_a_capability_keep_their_own_answers(): void {
		self::assertSame( 401, $this->rest( 'GET', '/vitrine/v1/settings' )->get_status(), 'Refused by its own check, not closed.' );

		$this->log_in( 'customer' );
		$preferences = $this->rest( 'POST', '/vitrine/v1/me/preferences', array( 'vitrine_meta' => array( ComingSoon::BANNER_PREFERENCE => 'yes' ) ), $this->nonce_header() );
		self::assertNotSame( 503, $preferences->get_status(), (string) wp_json_encode( $preferences->get_data() ) );

		$this->log_in( 'editor' );
		$widgets = $this->rest( 'GET', '/vitrine/v1/review-widgets', array(), $this->nonce_header() );
		self::assertSame( 200, $widgets->get_status(), 'An editor may still use the block editor’s routes.' );
	}

	public function test_those_who_see_the_site_use_the_shop_and_nothing_is_closed_when_the_mode_is_off(): void {
		$this->log_in( 'administrator' );
		self::assertSame( 200, $this->rest( 'GET', '/vitrine/v1/cart', array(), $this->nonce_header() )->get_status() );
		self::assertSame( 200, Plugin::instance()->ajax->dispatch( 'get_refreshed_fragments', 'GET', array(), '' )->status );

		$this->log_in( '' );
		$this->settings( array( 'coming_soon_enabled' => false ) );
		self::assertSame( 200, $this->rest( 'GET', '/vitrine/v1/cart' )->get_status() );
		self::assertSame( 200, Plugin::instance()->ajax->dispatch( 'get_refreshed_fragments', 'GET', array(), '' )->status );
	}

	private function assertClosed( AjaxResponse $response, string $name ): void {
		self::assertSame( 503, $response->status, $name . ' ' . (string) wp_json_encode( $response->body ) );
		self::assertSame( ComingSoon::CLOSED, $response->body['code'] ?? null, $name );
		self::assertSame( self::MESSAGE, $response->body['message'] ?? null, $name );
		self::assertSame( '600', $response->headers['Retry-After'] ?? null, $name );
	}

	private function log_in( string $role ): void {
		wp_set_current_user( '' === $role ? 0 : $this->create_user( $role ) );
	}

	/**
	 * @return array<string, string>
	 */
	private function checkout_fields(): array {
		$fields = array( 'payment_method' => 'bacs' );
		foreach ( $this->billing() as $key => $value ) {
			$fields[ 'billing_' . $key ] = $value;
		}
		return $fields;
	}
}
