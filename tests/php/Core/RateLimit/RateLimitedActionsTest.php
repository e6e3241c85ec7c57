<?php
/**
 * Each limited action answers 429 with Retry-After and the message once its count is used up,
 * by every route it has; switched off, it is never limited.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Core\RateLimit;

use Vitrine\Account\AccountFormHandler;
use Vitrine\Account\FormState;
use Vitrine\Account\Registration;
use Vitrine\Account\View\RegistrationForm;
use Vitrine\Cart\Cart;
use Vitrine\Cart\CartSession;
use Vitrine\Checkout\CheckoutFormHandler;
use Vitrine\Checkout\CheckoutView;
use Vitrine\Checkout\PayForOrderPage;
use Vitrine\Checkout\View\CheckoutForm;
use Vitrine\Core\Ajax\AjaxResponse;
use Vitrine\Core\RateLimit\LoginThrottle;
use Vitrine\Core\RateLimit\RateLimiter;
use Vitrine\Plugin;
use Vitrine\Tests\Checkout\CheckoutTestCase;
use WP_REST_Response;

require_once __DIR__ . '/RateLimitClient.php';
require_once dirname( __DIR__, 2 ) . '/Checkout/CheckoutTestCase.php';

final class RateLimitedActionsTest extends CheckoutTestCase {

	use RateLimitClient;

	/** @var list<int> */
	private array $statuses = array();

	protected function setUp(): void {
		parent::setUp();
		$this->be_client();
		add_filter( 'status_header', array( $this, 'record_status' ), 10, 2 );
		add_filter( 'send_auth_cookies', '__return_false' );
		add_filter( 'wp_die_handler', array( $this, 'die_handler' ) );
	}

	protected function tearDown(): void {
		remove_filter( 'status_header', array( $this, 'record_status' ) );
		remove_filter( 'send_auth_cookies', '__return_false' );
		remove_filter( 'wp_die_handler', array( $this, 'die_handler' ) );
		$_POST = array();
		$this->restore_client();
		parent::tearDown();
	}

	/**
	 * @param string $header The status line.
	 * @param int    $code   The status.
	 */
	public function record_status( string $header, int $code ): string {
		$this->statuses[] = $code;
		return $header;
	}

	/**
	 * wp_die() throws instead of ending the test run: its message, with the HTTP status as code.
	 */
	public function die_handler(): callable {
		return static function ( $message, $title, $args ): never {
			throw new \RuntimeException( wp_strip_all_tags( (string) $message ), (int) ( $args['response'] ?? 500 ) );
		};
	}

	private function cart_with(): int {
		$product = $this->simple_product();
		Plugin::instance()->cart->service->add_item( $product, 1 );
		return $product;
	}

	/**
	 * @param array<string, mixed> $params Fields.
	 */
	private function ajax( string $endpoint, array $params, ?string $nonce = null ): AjaxResponse {
		return Plugin::instance()->ajax->dispatch( $endpoint, 'POST', $params, $nonce ?? wp_create_nonce( CheckoutForm::NONCE_ACTION ) );
	}

	private static function assert_limited( AjaxResponse|WP_REST_Response $response, string $message ): void {
		$status  = $response instanceof AjaxResponse ? $response->status : $response->get_status();
		$body    = $response instanceof AjaxResponse ? $response->body : $response->get_data();
		$headers = $response instanceof AjaxResponse ? $response->headers : $response->get_headers();
		self::assertSame( 429, $status, (string) wp_json_encode( $body ) );
		self::assertSame( 'vitrine_rate_limited', $body['code'] );
		self::assertStringStartsWith( $message, $body['message'] );
		self::assertStringContainsString( 'Please try again in ', $body['message'] );
		self::assertSame( 429, $body['data']['status'] );
		self::assertIsInt( $body['data']['retry_after'] );
		self::assertSame( (string) $body['data']['retry_after'], $headers['Retry-After'] ?? null, 'the Retry-After header' );
		self::assertGreaterThan( 0, $body['data']['retry_after'] );
	}

	/**
	 * @return array<string, mixed>
	 */
	private function rest_payload(): array {
		return array(
			'billing_address' => $this->billing(),
			'payment_method'  => 'bacs',
		);
	}

	public function test_placing_orders_by_rest_and_ajax_shares_one_count(): void {
		$this->limit_settings( array( 'rate_limit_order_count' => 2 ) );
		$this->cart_with();
		$fields = array( 'payment_method' => 'bacs' );
		foreach ( $this->billing() as $key => $value ) {
			$fields[ 'billing_' . $key ] = $value;
		}

		$first = $this->rest( 'POST', '/vitrine/v1/checkout', $this->rest_payload(), $this->nonce_header() );
		$this->cart_with();
		$second = $this->ajax( 'checkout', $fields );
		$orders = $this->order_count();
		$rest   = $this->rest( 'POST', '/vitrine/v1/checkout', $this->rest_payload(), $this->nonce_header() );
		$ajax   = $this->ajax( 'checkout', $fields );

		self::assertSame( 200, $first->get_status(), (string) wp_json_encode( $first->get_data() ) );
		self::assertSame( 200, $second->status, (string) wp_json_encode( $second->body ) );
		self::assertLimited( $rest, 'You have tried to place or pay for too many orders in a short time.' );
		self::assertLimited( $ajax, 'You have tried to place or pay for too many orders in a short time.' );
		self::assertSame( $orders, $this->order_count(), 'no order was placed' );
	}

	public function test_the_checkout_form_without_javascript_shows_the_refusal_with_429(): void {
		$this->limit_settings( array( 'rate_limit_order_count' => 1 ) );
		$this->cart_with();
		Plugin::instance()->container->get( RateLimiter::class )->consume( 'order' );
		$_SERVER['REQUEST_METHOD'] = 'POST';
		$_POST                     = array(
			CheckoutForm::SUBMIT => '1',
			'security'           => wp_create_nonce( CheckoutForm::NONCE_ACTION ),
			'payment_method'     => 'bacs',
		);
		$view                      = $this->container->get( CheckoutView::class );

		$this->container->get( CheckoutFormHandler::class )->handle();

		self::assertSame( array( 429 ), $this->statuses );
		$refusal = ( fn (): ?array => $this->refused_submission )->call( $view );
		self::assertIsArray( $refusal );
		self::assertStringStartsWith( 'You have tried to place or pay for too many orders in a short time.', $refusal['messages'][0] );
	}

	public function test_paying_for_an_order_counts_with_the_orders(): void {
		$this->limit_settings( array( 'rate_limit_order_count' => 2 ) );
		$this->cart_with();
		$placed = $this->rest( 'POST', '/vitrine/v1/checkout', $this->rest_payload(), $this->nonce_header() );
		self::assertSame( 200, $placed->get_status() );
		$route = '/vitrine/v1/checkout/' . $placed->get_data()['order_id'] . '?key=guessed&billing_email=ada@example.org';

		$guess   = $this->rest( 'POST', $route, array( 'payment_method' => 'bacs' ), $this->nonce_header() );
		$limited = $this->rest( 'POST', $route, array( 'payment_method' => 'bacs' ), $this->nonce_header() );

		self::assertSame( 404, $guess->get_status() );
		self::assertLimited( $limited, 'You have tried to place or pay for too many orders in a short time.' );
	}

	public function test_the_pay_for_order_form_without_javascript_shows_the_refusal_with_429(): void {
		$this->limit_settings( array( 'rate_limit_order_count' => 1 ) );
		$this->cart_with();
		$placed = $this->rest( 'POST', '/vitrine/v1/checkout', $this->rest_payload(), $this->nonce_header() )->get_data();
		$orders = Plugin::instance()->orders;
		$order  = $orders->reader->find( (int) $placed['order_id'] );
		self::assertNotNull( $order );
		$orders->service->transition( $order, 'cancelled', '', true );
		$orders->service->transition( $orders->reader->find( $order->id ) ?? $order, 'pending', '', true );
		$_GET['key']               = $order->key;
		$_SERVER['REQUEST_METHOD'] = 'POST';
		$_POST                     = array(
			PayForOrderPage::SUBMIT => '1',
			'security'              => wp_create_nonce( CheckoutForm::NONCE_ACTION ),
			'billing_email'         => 'ada@example.org',
			'payment_method'        => 'bacs',
		);
		$page                      = $this->container->get( PayForOrderPage::class );
		try {
			$page->prepare( $order->id );
			$html = $page->render( $order->id );
		} finally {
			unset( $_GET['key'] );
		}

		self::assertSame( array( 429 ), $this->statuses );
		self::assertStringContainsString( 'You have tried to place or pay for too many orders in a short time.', $html );
		self::assertSame( 'pending', $orders->reader->find( $order->id )?->status, 'nothing was paid' );
	}

	public function test_coupon_tries_by_rest_and_ajax_share_one_count_right_or_wrong(): void {
		$this->limit_settings( array( 'rate_limit_coupon_count' => 3 ) );
		$this->cart_with();

		$answers = array(
			$this->rest( 'POST', '/vitrine/v1/cart/apply-coupon', array( 'code' => 'GUESS1' ), $this->nonce_header() )->get_status(),
			$this->ajax( 'apply_coupon', array( 'coupon_code' => 'GUESS2' ) )->status,
			$this->ajax( 'apply_coupon', array( 'coupon_code' => 'GUESS3' ) )->status,
		);
		$rest    = $this->rest( 'POST', '/vitrine/v1/cart/apply-coupon', array( 'code' => 'GUESS4' ), $this->nonce_header() );
		$ajax    = $this->ajax( 'apply_coupon', array( 'coupon_code' => 'GUESS5' ) );

		self::assertSame( array( 400, 400, 400 ), $answers );
		self::assertLimited( $rest, 'You have tried too many coupon codes in a short time.' );
		self::assertLimited( $ajax, 'You have tried too many coupon codes in a short time.' );
	}

	public function test_a_limit_switched_off_is_never_met(): void {
		$this->limit_settings(
			array(
				'rate_limit_coupon'       => false,
				'rate_limit_coupon_count' => 1,
			)
		);
		$this->cart_with();

		$statuses = array();
		for ( $i = 0; $i < 25; $i++ ) {
			$statuses[] = $this->ajax( 'apply_coupon', array( 'coupon_code' => 'GUESS' . $i ) )->status;
		}

		self::assertSame( array_fill( 0, 25, 400 ), $statuses );
	}

	public function test_only_adds_that_make_a_new_cart_count_and_a_customer_is_never_counted(): void {
		$this->limit_settings( array( 'rate_limit_new_cart_count' => 2 ) );
		$product = $this->simple_product();
		$add     = fn (): AjaxResponse => Plugin::instance()->ajax->dispatch(
			'add_to_cart',
			'POST',
			array(
				'product_id' => $product,
				'quantity'   => 1,
			),
			wp_create_nonce( Cart::NONCE_ACTION )
		);

		$statuses   = array( $add()->status, $add()->status, $add()->status ); // One new cart, then the same cart.
		$_COOKIE    = array(); // A script that keeps no cookies.
		$statuses[] = $add()->status;
		$_COOKIE    = array();
		$limited    = $add();
		$_COOKIE    = array();
		$rest       = $this->rest(
			'POST',
			'/vitrine/v1/cart/add-item',
			array(
				'id'       => $product,
				'quantity' => 1,
			),
			$this->nonce_header()
		);
		wp_set_current_user( $this->create_user( 'subscriber' ) );
		$customer = $add();

		self::assertSame( array( 200, 200, 200, 200 ), $statuses );
		self::assertLimited( $limited, 'Too many carts have been created from your connection in a short time.' );
		self::assertLimited( $rest, 'Too many carts have been created from your connection in a short time.' );
		self::assertSame( 200, $customer->status, 'a customer has one cart for good' );
	}

	public function test_an_add_with_a_token_whose_cart_is_gone_counts_as_a_new_cart(): void {
		$this->limit_settings( array( 'rate_limit_new_cart_count' => 2 ) );
		$product = $this->simple_product();
		$add     = fn (): AjaxResponse => Plugin::instance()->ajax->dispatch(
			'add_to_cart',
			'POST',
			array(
				'product_id' => $product,
				'quantity'   => 1,
			),
			wp_create_nonce( Cart::NONCE_ACTION )
		);
		$stale   = str_repeat( 'ab', 16 ); // Well-formed, but its cart expired and was removed.

		$_COOKIE  = array( CartSession::TOKEN_COOKIE => $stale );
		$first    = $add();
		$new_cart = $_COOKIE[ CartSession::TOKEN_COOKIE ] ?? '';
		$again    = $add(); // The new cart's own token: the same cart, not counted.
		$_COOKIE  = array( CartSession::TOKEN_COOKIE => $stale );
		$second   = $add();
		$_COOKIE  = array( CartSession::TOKEN_COOKIE => $stale );
		$limited  = $add();

		self::assertSame( array( 200, 200, 200 ), array( $first->status, $again->status, $second->status ) );
		self::assertNotSame( $stale, $new_cart, 'a token without a cart is never adopted' );
		self::assertSame( 2, $again->body['cart_count'] );
		self::assertLimited( $limited, 'Too many carts have been created from your connection in a short time.' );
	}

	public function test_registrations_are_limited_and_the_form_shows_why(): void {
		$this->limit_settings( array( 'rate_limit_registration_count' => 1 ) );
		$forms   = Plugin::instance()->container->get( FormState::class );
		$handler = Plugin::instance()->container->get( AccountFormHandler::class );
		$submit  = static fn ( string $email ): ?string => $handler->route(
			'POST',
			array(
				AccountFormHandler::ACTION_FIELD => RegistrationForm::SUBMIT_ACTION,
				'_wpnonce'                       => wp_create_nonce( RegistrationForm::NONCE_ACTION ),
				Registration::EMAIL_FIELD        => $email,
				Registration::PASSWORD_FIELD     => 'a long enough password',
			)
		);

		self::assertNotNull( $submit( 'first@example.org' ) );
		wp_set_current_user( 0 );
		$forms->reset();
		self::assertNull( $submit( 'second@example.org' ) );

		self::assertFalse( get_user_by( 'email', 'second@example.org' ) );
		self::assertSame( 429, $forms->status() );
		self::assertStringStartsWith( 'Too many accounts have been registered from your connection in a short time.', $forms->messages( RegistrationForm::SUBMIT_ACTION )[0] );
	}

	public function test_failed_logins_are_limited_and_then_even_the_right_password_is_refused(): void {
		$this->limit_settings( array( 'rate_limit_login_count' => 2 ) );
		$user     = get_userdata( $this->create_user( 'subscriber' ) );
		$throttle = new LoginThrottle( Plugin::instance()->container->get( RateLimiter::class ), static fn (): bool => true );
		wp_set_password( 'the right password', $user->ID );
		add_filter( 'authenticate', array( $throttle, 'authenticate' ), 99, 2 );
		add_action( 'wp_login_failed', array( $throttle, 'failed' ), 10, 0 );
		try {
			$right  = wp_authenticate( $user->user_login, 'the right password' );
			$wrong  = array(
				wp_authenticate( $user->user_login, 'wrong' )->get_error_code(),
				wp_authenticate( $user->user_login, 'wrong' )->get_error_code(),
			);
			$denied = wp_authenticate( $user->user_login, 'the right password' );
		} finally {
			remove_filter( 'authenticate', array( $throttle, 'authenticate' ), 99 );
			remove_action( 'wp_login_failed', array( $throttle, 'failed' ) );
		}

		self::assertInstanceOf( \WP_User::class, $right, 'a success does not count' );
		self::assertSame( array( 'incorrect_password', 'incorrect_password' ), $wrong );
		self::assertInstanceOf( \WP_Error::class, $denied );
		self::assertSame( 'vitrine_rate_limited', $denied->get_error_code() );
		self::assertStringStartsWith( 'Too many failed login attempts from your connection.', $denied->get_error_message() );
		self::assertContains( 429, $this->statuses );
	}

	public function test_the_login_limit_is_only_for_the_login_page(): void {
		$this->limit_settings( array( 'rate_limit_login_count' => 1 ) );
		$throttle = new LoginThrottle( Plugin::instance()->container->get( RateLimiter::class ), static fn (): bool => false );

		$throttle->failed();
		$throttle->failed();

		self::assertNull( $throttle->authenticate( null, 'someone' ) );
	}

	public function test_reviews_are_limited_with_a_429_page(): void {
		$this->limit_settings(
			array(
				'rate_limit_review_count' => 1,
				'review_rating_required'  => false,
			)
		);
		$product                   = $this->simple_product();
		$post                      = fn (): \WP_Comment|\WP_Error|null => wp_handle_comment_submission(
			array(
				'comment_post_ID' => (string) $product,
				'comment_parent'  => '0',
				'author'          => 'Rita',
				'email'           => 'rita@example.org',
				'comment'         => 'Pours well. ' . wp_generate_password( 8, false ),
			)
		);
		$_SERVER['REQUEST_METHOD'] = 'POST';

		self::assertInstanceOf( \WP_Comment::class, $post() );
		try {
			$post();
			self::fail( 'The second review was accepted.' );
		} catch ( \RuntimeException $e ) {
			self::assertSame( 429, $e->getCode() );
			self::assertStringStartsWith( 'You have submitted too many reviews in a short time.', $e->getMessage() );
		}
	}

	public function test_the_review_widget_calls_are_limited(): void {
		$this->limit_settings( array( 'rate_limit_reviews_widget_count' => 2 ) );
		$call = static fn ( string $endpoint, array $params ): AjaxResponse => Plugin::instance()->ajax->dispatch( $endpoint, 'POST', $params, '' );

		$statuses = array(
			$call( 'get_reviews', array( 'id' => 999999 ) )->status,
			$call(
				'reviews_embed',
				array(
					'id'        => 999999,
					'view_mode' => 'popup',
				)
			)->status,
		);
		$reviews  = $call( 'get_reviews', array( 'id' => 999999 ) );
		$embed    = $call(
			'reviews_embed',
			array(
				'id'        => 999999,
				'view_mode' => 'popup',
			)
		);

		self::assertSame( array( 404, 404 ), $statuses );
		self::assertLimited( $reviews, 'Too many requests for reviews from your connection.' );
		self::assertLimited( $embed, 'Too many requests for reviews from your connection.' );
	}

	/**
	 * @param AjaxResponse|WP_REST_Response $response The answer.
	 * @param string                        $message  The start of its message.
	 */
	private static function assertLimited( AjaxResponse|WP_REST_Response $response, string $message ): void {
		self::assert_limited( $response, $message );
	}
}
