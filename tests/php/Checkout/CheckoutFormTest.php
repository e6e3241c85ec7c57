<?php
/**
 * The checkout and pay-for-order forms without JavaScript: every refusal is a message on the
 * page shown again, with what was typed, never an error page.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Checkout;

use Vitrine\Checkout\CheckoutFormHandler;
use Vitrine\Checkout\CheckoutView;
use Vitrine\Checkout\PayForOrderPage;
use Vitrine\Checkout\View\CheckoutForm;
use Vitrine\Core\Container;
use Vitrine\Core\Errors\ErrorKind;
use Vitrine\Core\Settings\Settings;
use Vitrine\Orders\Order;
use Vitrine\Orders\OrderError;
use Vitrine\Payments\Gateways;
use Vitrine\Payments\PaymentResult;
use Vitrine\Plugin;

require_once __DIR__ . '/CheckoutTestCase.php';
require_once __DIR__ . '/ScriptedGateway.php';

final class CheckoutFormTest extends CheckoutTestCase {

	private const GENERIC = 'We could not place your order just now.';

	private ScriptedGateway $gateway;

	private \Closure $add_gateway;

	private \Closure $record_status;

	/** The statuses the page set, in order. */
	private array $statuses = array();

	/** Where error_log() writes during the test. */
	private string $log = '';

	private string $previous_log = '';

	private Container $shop;

	private int $mug = 0;

	protected function setUp(): void {
		parent::setUp();
		$this->gateway       = new ScriptedGateway();
		$gateway             = $this->gateway;
		$this->add_gateway   = static fn ( array $gateways ): array => array_merge( $gateways, array( $gateway ) );
		add_filter( 'vitrine_payment_gateways', $this->add_gateway );
		$this->statuses      = array();
		$this->record_status = function ( string $header, int $code ): string {
			$this->statuses[] = $code;
			return $header;
		};
		add_filter( 'status_header', $this->record_status, 10, 2 );
		$this->log          = (string) tempnam( sys_get_temp_dir(), 'vitrine-form-log' );
		$this->previous_log = (string) ini_get( 'error_log' );
		ini_set( 'error_log', $this->log ); // phpcs:ignore WordPress.PHP.IniSet.Risky -- to read what the handler logs.
		$this->shop = $this->container->with( array( Gateways::class => static fn ( Container $c ): Gateways => new Gateways( $c->get( Settings::class ) ) ) );
		$this->settings( array( 'checkout_error_message' => self::GENERIC ) );
		$this->mug = $this->simple_product(
			array(
				'name'         => 'Form mug',
				'manage_stock' => true,
				'stock'        => 5,
			)
		);
		$this->service()->add_item( $this->mug, 1 );
		$this->locate();
	}

	protected function tearDown(): void {
		remove_filter( 'vitrine_payment_gateways', $this->add_gateway );
		remove_filter( 'status_header', $this->record_status, 10 );
		ini_set( 'error_log', $this->previous_log ); // phpcs:ignore WordPress.PHP.IniSet.Risky
		wp_delete_file( $this->log );
		$_POST = array();
		unset( $_SERVER['REQUEST_METHOD'], $_GET['key'] );
		parent::tearDown();
	}

	public function test_an_invalid_field_is_a_message_by_the_field_and_what_was_typed_stays(): void {
		$html = $this->submit( array( 'billing_email' => 'not an email' ) );

		self::assertSame( array( 400 ), $this->statuses );
		self::assertStringContainsString( 'value="Grace"', $html, 'What was typed is kept.' );
		self::assertStringContainsString( 'value="not an email"', $html );
		self::assertStringContainsString( 'is not a valid email address', $html );
		self::assertSame( 0, $this->orders_placed() );
	}

	public function test_stock_gone_meanwhile_is_a_message(): void {
		Plugin::instance()->orders->stock_levels->adjust( $this->mug, -5 );

		$html = $this->submit();

		self::assertStringContainsString( 'Sorry, “Form mug” is no longer in stock.', $html );
		self::assertStringContainsString( 'value="Grace"', $html );
		self::assertSame( 0, $this->orders_placed() );
	}

	public function test_a_refused_coupon_is_a_message(): void {
		$id     = Plugin::instance()->coupons->writer->save(
			0,
			array(
				'code'        => 'FORMONCE',
				'amount'      => '1',
				'usage_limit' => 1,
			)
		);
		$coupon = Plugin::instance()->coupons->repository->find( $id );
		self::assertNotNull( $coupon );
		$this->checkout->coupons->apply( 'FORMONCE', '' );
		Plugin::instance()->coupons->usage->record_within_limit( $coupon, 987654, 0, 'someone@example.org' );

		$html = $this->submit();

		self::assertStringContainsString( 'Usage limit for coupon', $html );
		self::assertSame( 0, $this->orders_placed() );
	}

	public function test_a_refused_payment_is_a_message(): void {
		$this->gateway->pay = static fn (): PaymentResult => PaymentResult::failure( 'The card was declined.' );

		$html = $this->submit();

		self::assertStringContainsString( 'The card was declined.', $html );
		self::assertStringContainsString( 'value="Grace"', $html );
	}

	public function test_a_domain_error_is_its_message_with_its_status(): void {
		$this->gateway->pay = static fn (): PaymentResult => throw new OrderError( 'vitrine_test_asleep', 'The bank is asleep.', ErrorKind::UNAVAILABLE );

		$html = $this->submit();

		self::assertSame( array( 503 ), $this->statuses );
		self::assertStringContainsString( 'The bank is asleep.', $html );
		self::assertStringContainsString( 'value="Grace"', $html );
	}

	public function test_an_unexpected_exception_is_the_shops_message_logged_and_never_a_500(): void {
		$this->gateway->pay = static fn (): PaymentResult => throw new \RuntimeException( 'secret internals' );

		$html = $this->submit();

		self::assertNotContains( 500, $this->statuses );
		self::assertStringContainsString( self::GENERIC, $html );
		self::assertStringNotContainsString( 'secret internals', $html );
		self::assertStringContainsString( 'value="Grace"', $html );
		self::assertStringContainsString( 'secret internals', (string) file_get_contents( $this->log ), 'The cause is logged for the merchant.' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
	}

	public function test_fields_of_the_wrong_type_are_refused_with_messages_and_no_php_warning(): void {
		$html = $this->submit(
			array(
				'security'           => array( 'x' ),
				'billing_first_name' => array( 'Grace' ),
			)
		);
		self::assertStringContainsString( 'Your session has expired', $html );

		$html = $this->submit(
			array(
				'billing_email'  => array( 'a@example.org' ),
				'payment_method' => array( ScriptedGateway::ID ),
				'terms'          => array( '1' ),
				'order_comments' => array( 'x' => array( 'y' ) ),
			)
		);
		self::assertSame( 400, end( $this->statuses ) );
		self::assertStringContainsString( 'Please choose a valid payment method.', $html );
		self::assertSame( 0, $this->orders_placed() );
	}

	public function test_the_pay_for_order_form_shows_every_refusal_on_the_page(): void {
		$order = $this->unpaid_order();
		$page  = $this->shop->get( PayForOrderPage::class );

		$cases = array(
			'unexpected'   => array( static fn (): PaymentResult => throw new \RuntimeException( 'secret internals' ), self::GENERIC ),
			'domain error' => array( static fn (): PaymentResult => throw new OrderError( 'vitrine_test_asleep', 'The bank is asleep.', ErrorKind::UNAVAILABLE ), 'The bank is asleep.' ),
			'refused'      => array( static fn (): PaymentResult => PaymentResult::failure( 'The card was declined.' ), 'The card was declined.' ),
		);
		foreach ( $cases as $name => list( $pay, $message ) ) {
			$this->gateway->pay = $pay;
			$page               = $this->shop->with( array() )->get( PayForOrderPage::class );
			$html               = $this->pay( $page, $order );
			self::assertStringContainsString( esc_html( $message ), $html, $name );
			self::assertStringNotContainsString( 'secret internals', $html, $name );
			self::assertMatchesRegularExpression( '/value="' . ScriptedGateway::ID . '"[^>]*checked/', $html, $name . ': the chosen method stays chosen' );
		}
		self::assertNotContains( 500, $this->statuses );

		$html = $this->pay(
			$page,
			$order,
			array(
				'security'       => array( 'x' ),
				'payment_method' => array( 'x' ),
			)
		);
		self::assertStringContainsString( 'Your session has expired', $html );
		$_POST = wp_slash( array( 'billing_email' => array( 'ada@example.org' ) ) );
		// In another browser than the one that placed the order (which is not asked).
		$_COOKIE = array();
		self::assertStringContainsString( 'confirm the email address', $page->render( $order->id ), 'A wrong type is no email: the page asks for it.' );
	}

	/**
	 * Posts the checkout form and renders the page again.
	 *
	 * @param array<string, mixed> $changes Fields to change or add.
	 */
	private function submit( array $changes = array() ): string {
		$fields = array(
			CheckoutForm::SUBMIT => '1',
			'security'           => wp_create_nonce( CheckoutForm::NONCE_ACTION ),
			'payment_method'     => ScriptedGateway::ID,
		);
		foreach ( $this->billing( array( 'first_name' => 'Grace' ) ) as $key => $value ) {
			$fields[ 'billing_' . $key ] = $value;
		}
		$_SERVER['REQUEST_METHOD'] = 'POST';
		$_POST                     = wp_slash( array_merge( $fields, $changes ) );
		$this->shop->get( CheckoutFormHandler::class )->handle();
		return $this->shop->get( CheckoutView::class )->render();
	}

	/**
	 * Posts the pay-for-order form and renders its page.
	 *
	 * @param PayForOrderPage      $page    The page.
	 * @param Order                $order   The order.
	 * @param array<string, mixed> $changes Fields to change or add.
	 */
	private function pay( PayForOrderPage $page, Order $order, array $changes = array() ): string {
		$_GET['key']               = $order->key;
		$_SERVER['REQUEST_METHOD'] = 'POST';
		$_POST                     = wp_slash(
			array_merge(
				array(
					PayForOrderPage::SUBMIT => '1',
					'security'              => wp_create_nonce( CheckoutForm::NONCE_ACTION ),
					'billing_email'         => 'ada@example.org',
					'payment_method'        => ScriptedGateway::ID,
				),
				$changes
			)
		);
		$page->prepare( $order->id );
		return $page->render( $order->id );
	}

	/**
	 * An order placed with the scripted gateway, whose payment was refused.
	 */
	private function unpaid_order(): Order {
		$this->gateway->pay = static fn (): PaymentResult => PaymentResult::failure( 'Declined.' );
		$result             = $this->shop->get( \Vitrine\Checkout\CheckoutService::class )->place( $this->request( array( 'payment_method' => ScriptedGateway::ID ) ) );
		$order              = Plugin::instance()->orders->reader->find( $result->order_id );
		self::assertNotNull( $order );
		self::assertTrue( $order->needs_payment() );
		return $order;
	}

	private function orders_placed(): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->prefix}vitrine_order_items WHERE name = %s", 'Form mug' ) ); // phpcs:ignore WordPress.DB
	}
}
