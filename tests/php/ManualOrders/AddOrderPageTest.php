<?php
/**
 * The Add order screen's steps and the payment link: nonce, capability, input, email.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\ManualOrders;

use Vitrine\Core\Admin\FormStash;
use Vitrine\ManualOrders\Admin\AddOrderPage;
use Vitrine\ManualOrders\Admin\PaymentLinkBox;
use Vitrine\ManualOrders\ManualOrderService;
use Vitrine\Orders\Admin\OrderActions;
use Vitrine\Orders\Order;
use Vitrine\Orders\OrderStatus;
use Vitrine\Plugin;
use Vitrine\Tests\Checkout\CheckoutTestCase;

require_once dirname( __DIR__ ) . '/Checkout/CheckoutTestCase.php';

final class AddOrderPageTest extends CheckoutTestCase {

	private AddOrderPage $page;

	private PaymentLinkBox $box;

	/** @var list<array{to: mixed, subject: string, message: string}> */
	private array $mails = array();

	protected function setUp(): void {
		parent::setUp();
		$this->page = $this->container->get( AddOrderPage::class );
		$this->box  = new PaymentLinkBox( $this->container->get( \Vitrine\ManualOrders\PaymentLink::class ), Plugin::instance()->orders->reader, $this->container->get( OrderActions::class ) );
		wp_set_current_user( $this->create_user( 'vitrine_shop_manager' ) );
		add_filter( 'pre_wp_mail', array( $this, 'record_mail' ), 1, 2 );
	}

	protected function tearDown(): void {
		remove_filter( 'pre_wp_mail', array( $this, 'record_mail' ), 1 );
		parent::tearDown();
	}

	/**
	 * Filter pre_wp_mail.
	 *
	 * @param null|bool            $short_circuit Null to send.
	 * @param array<string, mixed> $atts          The email.
	 */
	public function record_mail( $short_circuit, array $atts ): bool {
		$this->mails[] = array(
			'to'      => $atts['to'],
			'subject' => (string) $atts['subject'],
			'message' => (string) $atts['message'],
		);
		return true;
	}

	public function test_the_steps_add_a_variation_by_its_attributes_and_create_the_order(): void {
		$shirt = $this->variable_product();
		$input = $this->form( array() );

		// Search, then add the blue small T-shirt chosen by its attributes.
		$input['product_search'] = 'T-shirt';
		$input['do']             = 'add:' . $shirt['product'];
		$input['pick']           = array(
			$shirt['product'] => array(
				'quantity'   => '2',
				'attributes' => array(
					'colour' => 'blue',
					'size'   => 'small',
				),
			),
		);
		self::assertStringEndsWith( '#vitrine-manual-lines', $this->page->process( $input ) );
		$state = $this->state();
		self::assertSame( array(), $state['messages'] );
		self::assertSame(
			array(
				'colour' => 'blue',
				'size'   => 'small',
			),
			$state['input']['lines'][0]['attributes']
		);
		self::assertSame( 2, (int) $state['input']['lines'][0]['quantity'] );

		// A variable product without its options is refused with the reason, nothing added.
		$input         = $state['input'] + array( '_wpnonce' => wp_create_nonce( AddOrderPage::ACTION ) );
		$input['do']   = 'add:' . $shirt['product'];
		$input['pick'] = array( $shirt['product'] => array( 'quantity' => '1' ) );
		$this->page->process( $input );
		$refused = $this->state();
		self::assertCount( 1, $refused['input']['lines'] );
		self::assertCount( 1, $refused['messages'] );

		// Create: the order, then the order's screen with its payment link.
		$input       = $state['input'] + array( '_wpnonce' => wp_create_nonce( AddOrderPage::ACTION ) );
		$input['do'] = 'create';
		$url         = $this->page->process( $input );
		$order       = $this->order_of( $url );
		self::assertStringContainsString( 'id=' . $order->id, $url );
		self::assertStringEndsWith( '#vitrine-payment-link', $url );
		self::assertSame( OrderStatus::PENDING, $order->status );
		self::assertSame( ManualOrderService::CREATED_VIA, $order->created_via );
		self::assertSame( 4000, $order->subtotal );
	}

	public function test_a_refused_create_keeps_the_form_and_says_why(): void {
		$input       = $this->form( array( $this->simple_product() => 1 ), array( 'billing_email' => 'not an email' ) );
		$input['do'] = 'create';
		$before      = $this->order_count();

		self::assertStringEndsWith( '#vitrine-manual-problems', $this->page->process( $input ) );
		$state = $this->state();
		self::assertArrayHasKey( 'billing_email', $state['fields'] );
		self::assertSame( 'not an email', $state['input']['billing_email'] );
		self::assertSame( $before, $this->order_count() );
	}

	public function test_a_bad_nonce_or_a_user_without_the_capability_changes_nothing(): void {
		$input             = $this->form( array( $this->simple_product() => 1 ) );
		$input['do']       = 'create';
		$input['_wpnonce'] = 'nope';
		$before            = $this->order_count();
		$this->page->process( $input );
		self::assertStringContainsString( 'session has expired', $this->state()['messages'][0] );

		wp_set_current_user( $this->create_user( 'customer' ) );
		$input       = $this->form( array( $this->simple_product() => 1 ) );
		$input['do'] = 'create';
		$this->page->process( $input );
		self::assertStringContainsString( 'not allowed', $this->state()['messages'][0] );
		self::assertSame( $before, $this->order_count() );
	}

	public function test_the_payment_link_is_emailed_to_the_customer_and_noted(): void {
		$input       = $this->form( array( $this->simple_product() => 1 ) );
		$input['do'] = 'create';
		$order       = $this->order_of( $this->page->process( $input ) );

		$this->box->process(
			array(
				'id'       => (string) $order->id,
				'_wpnonce' => wp_create_nonce( PaymentLinkBox::ACTION . '_' . $order->id ),
			)
		);

		self::assertCount( 1, $this->mails );
		self::assertSame( 'ada@example.org', $this->mails[0]['to'] );
		$pay_url = Plugin::instance()->checkout->pages->pay_url( $order );
		self::assertStringContainsString( esc_url( $pay_url ), $this->mails[0]['message'] );
		self::assertStringContainsString( 'key=' . $order->key, $pay_url );
		self::assertStringContainsString( 'waiting for payment', $this->mails[0]['subject'] . $this->mails[0]['message'] );
		$notes = array_map( static fn ( $note ): string => $note->content, Plugin::instance()->orders->notes->notes( $order->id ) );
		self::assertContains( 'Payment link sent to ada@example.org.', $notes );
		self::assertContains( 'success: The payment link was sent to ada@example.org.', $this->notices() );

		// A stale nonce sends nothing.
		$this->box->process(
			array(
				'id'       => (string) $order->id,
				'_wpnonce' => wp_create_nonce( PaymentLinkBox::ACTION . '_' . ( $order->id + 1 ) ),
			)
		);
		self::assertCount( 1, $this->mails );

		// A paid order has no link to send.
		$paid = Plugin::instance()->orders->service->payment_complete( $order );
		$sent = count( $this->mails );
		$this->box->process(
			array(
				'id'       => (string) $paid->id,
				'_wpnonce' => wp_create_nonce( PaymentLinkBox::ACTION . '_' . $paid->id ),
			)
		);
		self::assertCount( $sent, $this->mails, 'the paid order\'s own emails only' );
		self::assertContains( 'error: This order needs no payment: there is no payment link to send.', $this->notices() );
	}

	public function test_the_items_of_an_unpaid_order_are_changed_from_its_screen_and_a_paid_orders_are_not(): void {
		$mug         = $this->simple_product();
		$input       = $this->form( array( $mug => 1 ) );
		$input['do'] = 'create';
		$order       = $this->order_of( $this->page->process( $input ) );

		ob_start();
		$this->page->order_screen_box( $order );
		self::assertStringContainsString( esc_url( AddOrderPage::url( '', $order->id ) ), (string) ob_get_clean() );

		// The edit form posts the lines only: three mugs now.
		$url = $this->page->process(
			array(
				'_wpnonce' => wp_create_nonce( AddOrderPage::ACTION ),
				'order'    => (string) $order->id,
				'lines'    => array(
					array(
						'product_id' => (string) $mug,
						'quantity'   => '3',
						'total'      => '0.01',
					),
				),
				'do'       => 'create',
			)
		);
		self::assertSame( \Vitrine\Orders\Admin\OrdersPage::order_url( $order->id ), $url );
		$changed = Plugin::instance()->orders->reader->fresh( $order->id );
		self::assertNotNull( $changed );
		self::assertSame( 3750, $changed->subtotal );
		self::assertSame( 'ada@example.org', $changed->billing_email(), 'the customer stays' );
		self::assertContains( 'success: The items of order #' . $order->id . ' were changed; its total is now €50.46.', $this->notices() );

		// Paid: the screen says why, and a post is refused.
		$paid = Plugin::instance()->orders->service->payment_complete( $changed );
		ob_start();
		$this->page->order_screen_box( $paid );
		self::assertStringContainsString( 'is paid (Processing), so its items can no longer be changed', (string) ob_get_clean() );
		$this->page->process(
			array(
				'_wpnonce' => wp_create_nonce( AddOrderPage::ACTION ),
				'order'    => (string) $order->id,
				'lines'    => array(
					array(
						'product_id' => (string) $mug,
						'quantity'   => '1',
					),
				),
				'do'       => 'create',
			)
		);
		$stash = ( new FormStash() )->take( AddOrderPage::form( $order->id ) );
		self::assertStringContainsString( 'can no longer be changed', (string) ( $stash['messages'][0] ?? '' ) );
		self::assertSame( 3750, Plugin::instance()->orders->reader->fresh( $order->id )?->subtotal );
	}

	/**
	 * The Add order form as posted: the Berlin guest, the lines, a fresh nonce.
	 *
	 * @param array<int, int>       $lines   Product id => quantity.
	 * @param array<string, string> $changes Fields to change.
	 * @return array<string, mixed>
	 */
	private function form( array $lines, array $changes = array() ): array {
		$input = array(
			'_wpnonce'    => wp_create_nonce( AddOrderPage::ACTION ),
			'draft'       => bin2hex( random_bytes( 8 ) ),
			'customer_id' => '0',
			'lines'       => array(),
		);
		foreach ( $lines as $product => $quantity ) {
			$input['lines'][] = array(
				'product_id' => (string) $product,
				'quantity'   => (string) $quantity,
			);
		}
		foreach ( $this->billing() as $key => $value ) {
			$input[ 'billing_' . $key ] = $value;
		}
		return $changes + $input;
	}

	/**
	 * What the last step left for the page.
	 *
	 * @return array{input: array<string, mixed>, messages: list<string>, fields: array<string, string>}
	 */
	private function state(): array {
		$stash = ( new FormStash() )->take( AddOrderPage::FORM );
		self::assertIsArray( $stash );
		return $stash; // @phpstan-ignore-line
	}

	/**
	 * @return list<string> "type: message" of the orders screens' notices.
	 */
	private function notices(): array {
		return array_map( static fn ( array $notice ): string => $notice['type'] . ': ' . $notice['message'], ( new OrderActions( Plugin::instance()->orders->reader, Plugin::instance()->orders->notes, Plugin::instance()->orders->service, Plugin::instance()->orders->money, new FormStash() ) )->take_notices() );
	}

	/**
	 * The order whose screen an answer sends the merchant to.
	 */
	private function order_of( string $url ): Order {
		self::assertSame( 1, preg_match( '/[?&]id=(\d+)/', $url, $match ), $url );
		$order = Plugin::instance()->orders->reader->find( (int) $match[1] );
		self::assertNotNull( $order );
		return $order;
	}
}
