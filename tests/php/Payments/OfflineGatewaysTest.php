<?php
/**
 * The offline methods (bank transfer, cheque, cash on delivery), the gateways registry and the
 * gateways' settings.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Payments;

use Vitrine\Orders\Order;
use Vitrine\Orders\OrderStatus;
use Vitrine\Payments\Gateway;
use Vitrine\Payments\Gateways;
use Vitrine\Payments\Offline\BankTransfer;
use Vitrine\Payments\Offline\CashOnDelivery;
use Vitrine\Payments\Offline\Cheque;
use Vitrine\Payments\Offline\OfflineGateway;
use Vitrine\Payments\PaymentContext;
use Vitrine\Plugin;
use Vitrine\Tests\Account\TokenGateway;
use Vitrine\Tests\Orders\OrderTestCase;

require_once dirname( __DIR__ ) . '/Orders/OrderTestCase.php';
require_once dirname( __DIR__ ) . '/Account/TokenGateway.php';

final class OfflineGatewaysTest extends OrderTestCase {

	private Gateways $registry;

	private \Closure $add_token_gateway;

	protected function setUp(): void {
		parent::setUp();
		$this->registry = new Gateways( Plugin::instance()->settings );
		$this->save(
			array(
				'payment_bacs_enabled'         => false,
				'payment_cheque_enabled'       => false,
				'payment_cod_enabled'          => false,
				'payment_cod_shipping_methods' => '',
				'payment_cod_accept_virtual'   => false,
				'payment_bacs_account_details' => '',
				'payment_cheque_title'         => 'Check payments',
				'payment_bacs_instructions'    => '',
				'payment_cheque_instructions'  => '',
				'payment_cod_instructions'     => '',
			)
		);
	}

	protected function tearDown(): void {
		if ( isset( $this->add_token_gateway ) ) {
			remove_filter( 'vitrine_payment_gateways', $this->add_token_gateway );
		}
		parent::tearDown();
	}

	/**
	 * @param array<string, mixed> $values Settings to save.
	 */
	private function save( array $values ): void {
		$saved = Plugin::instance()->settings->update( $values );
		self::assertIsArray( $saved, is_wp_error( $saved ) ? implode( ' ', (array) $saved->get_error_data()['params'] ) : '' );
	}

	/**
	 * One of the offline methods, moving orders through this test's order service.
	 *
	 * @param class-string<OfflineGateway> $type BankTransfer, Cheque or CashOnDelivery.
	 */
	private function offline( string $type ): OfflineGateway {
		$gateway                          = new $type( $this->registry, $this->orders->service, static fn ( Order $order ): string => 'https://shop.test/received/' . $order->id );
		$this->gateways[ $gateway->id() ] = $gateway;
		return $gateway;
	}

	/**
	 * @return array<string, array{0: class-string<OfflineGateway>, 1: string, 2: string}>
	 */
	public static function placed_statuses(): array {
		return array(
			'bank transfer'    => array( BankTransfer::class, OrderStatus::ON_HOLD, 'Awaiting bank transfer payment.' ),
			'cheque'           => array( Cheque::class, OrderStatus::ON_HOLD, 'Awaiting check payment.' ),
			'cash on delivery' => array( CashOnDelivery::class, OrderStatus::PROCESSING, 'Payment to be made upon delivery.' ),
		);
	}

	/**
	 * @dataProvider placed_statuses
	 *
	 * @param class-string<OfflineGateway> $type   The gateway.
	 * @param string                       $status The status a placed order waits in.
	 * @param string                       $note   The note it gets.
	 */
	public function test_process_payment_moves_the_order_on_and_takes_the_stock_once( string $type, string $status, string $note ): void {
		$mug     = $this->product();
		$gateway = $this->offline( $type );
		$order   = $this->place( array( $mug => 3 ) );
		self::assertSame( OrderStatus::PENDING, $order->status );
		self::assertSame( 10, $this->stock( $mug ), 'a pending order has not taken stock yet' );

		$result = $gateway->process_payment( $order, array() );

		self::assertTrue( $result->success );
		self::assertSame( 'https://shop.test/received/' . $order->id, $result->redirect );
		$placed = $this->reader->find( $order->id );
		self::assertNotNull( $placed );
		self::assertSame( $status, $placed->status );
		self::assertTrue( $placed->stock_reduced );
		self::assertSame( 7, $this->stock( $mug ), 'on-hold and processing both take the stock' );
		self::assertContains( $note, array_map( static fn ( string $text ): string => substr( $text, -strlen( $note ) ), $this->note_texts( $order->id ) ) );
		self::assertSame( OrderStatus::PROCESSING === $status, $placed->is_paid(), 'cash on delivery counts as paid, the others wait for the money' );

		// Paying later (the transfer arrived) takes no more stock.
		$this->orders->service->payment_complete( $placed );
		self::assertSame( 7, $this->stock( $mug ) );
	}

	public function test_a_cancelled_offline_order_gives_its_stock_back(): void {
		$mug   = $this->product();
		$order = $this->place( array( $mug => 4 ) );
		$this->offline( BankTransfer::class )->process_payment( $order, array() );
		self::assertSame( 6, $this->stock( $mug ) );

		$held = $this->reader->find( $order->id );
		self::assertNotNull( $held );
		$this->orders->service->transition( $held, OrderStatus::CANCELLED );

		self::assertSame( 10, $this->stock( $mug ) );
	}

	public function test_offline_methods_do_not_refund_through_the_gateway(): void {
		$gateway = $this->offline( Cheque::class );
		$order   = $this->place( array( $this->product() => 1 ) );

		self::assertFalse( $gateway->supports( Gateway::FEATURE_REFUNDS ) );
		self::assertFalse( $gateway->supports( Gateway::FEATURE_TOKENIZATION ) );
		self::assertTrue( $gateway->supports( Gateway::FEATURE_PRODUCTS ) );
		self::assertTrue( $gateway->supports( Gateway::FEATURE_PAY_FOR_ORDER ) );
		$refund = $gateway->refund( $order, 100, '' );
		self::assertFalse( $refund->success );
		self::assertStringContainsString( 'record a manual refund', $refund->message );
	}

	public function test_cash_on_delivery_wants_something_to_deliver_unless_virtual_orders_are_accepted(): void {
		$cod     = $this->offline( CashOnDelivery::class );
		$virtual = new PaymentContext( 1000, 'EUR', false );

		self::assertFalse( $cod->is_available( $virtual ) );
		$this->save( array( 'payment_cod_accept_virtual' => true ) );
		self::assertTrue( $cod->is_available( $virtual ) );
	}

	public function test_cash_on_delivery_only_for_the_chosen_shipping_methods(): void {
		$cod    = $this->offline( CashOnDelivery::class );
		$flat   = new PaymentContext( 1000, 'EUR', true, array( 'flat_rate' ) );
		$pickup = new PaymentContext( 1000, 'EUR', true, array( 'local_pickup' ) );
		$none   = new PaymentContext( 1000, 'EUR', true, array() );

		self::assertTrue( $cod->is_available( $flat ), 'no methods chosen: every method' );
		self::assertTrue( $cod->is_available( $none ) );

		$this->save( array( 'payment_cod_shipping_methods' => ' local_pickup , free_shipping ' ) );

		self::assertFalse( $cod->is_available( $flat ) );
		self::assertTrue( $cod->is_available( $pickup ) );
		self::assertFalse( $cod->is_available( $none ), 'no method chosen yet: not one of the allowed' );
	}

	public function test_the_cash_on_delivery_methods_setting_refuses_anything_but_method_ids(): void {
		$saved = Plugin::instance()->settings->update( array( 'payment_cod_shipping_methods' => 'flat_rate; DROP' ) );

		self::assertInstanceOf( \WP_Error::class, $saved );
		self::assertStringContainsString( 'separated by commas', implode( ' ', (array) $saved->get_error_data()['params'] ) );
		self::assertSame( '', Plugin::instance()->settings->get( 'payment_cod_shipping_methods' ) );
	}

	public function test_the_registry_offers_the_enabled_gateways_that_fit_the_page(): void {
		$token                   = new TokenGateway();
		$this->add_token_gateway = static fn ( array $gateways ): array => array_merge( $gateways, array( $token ) );
		add_filter( 'vitrine_payment_gateways', $this->add_token_gateway );
		$registry                = new Gateways( Plugin::instance()->settings );
		$this->save(
			array(
				'payment_bacs_enabled' => true,
				'payment_cod_enabled'  => true,
			)
		);
		$checkout   = new PaymentContext( 2000, 'EUR', true, array( 'flat_rate' ) );
		$pay        = new PaymentContext( 2000, 'EUR', true, array( 'flat_rate' ), PaymentContext::PAY_FOR_ORDER );
		$add_method = new PaymentContext( 0, 'EUR', false, array(), PaymentContext::ADD_PAYMENT_METHOD );
		$ids        = static fn ( array $gateways ): array => array_keys( $gateways );

		// Stripe's gateways (registered by the Stripe module, off until configured) come between.
		$not_stripe = static fn ( array $gateways ): array => array_values( array_filter( array_keys( $gateways ), static fn ( string $id ): bool => ! str_starts_with( $id, 'stripe' ) ) );
		self::assertSame( array( 'bacs', 'cheque', 'cod', 'tokencard' ), $not_stripe( $registry->all() ), 'every registered gateway, offline ones first' );
		self::assertSame( array( 'bacs', 'cod', 'tokencard' ), $ids( $registry->available( $checkout ) ), 'the cheque is off' );
		self::assertSame( array( 'bacs', 'cod' ), $ids( $registry->available( $pay ) ), 'the token gateway cannot pay an existing order' );
		self::assertSame( array( 'tokencard' ), $ids( $registry->available( $add_method ) ), 'only gateways that save methods' );

		$token->enabled = false;
		self::assertSame( array(), $ids( $registry->available( $add_method ) ) );
		self::assertSame( 'cod', $registry->get( 'cod' )?->id() );
		self::assertNull( $registry->get( 'nope' ) );
	}

	public function test_a_gateway_registered_twice_counts_once_and_other_values_are_ignored(): void {
		$token                   = new TokenGateway();
		$this->add_token_gateway = static fn ( array $gateways ): array => array_merge( $gateways, array( $token, new TokenGateway(), 'not a gateway' ) );
		add_filter( 'vitrine_payment_gateways', $this->add_token_gateway );

		$all = ( new Gateways( Plugin::instance()->settings ) )->all();

		self::assertSame( $token, $all['tokencard'] );
		self::assertCount( 4, array_filter( array_keys( $all ), static fn ( string $id ): bool => ! str_starts_with( $id, 'stripe' ) ), 'The offline methods and the token gateway (Stripe\'s gateways aside).' );
	}

	public function test_each_gateway_has_its_settings_section_and_fields(): void {
		$settings = Plugin::instance()->settings;
		$fields   = $settings->fields();
		$sections = array_column( $settings->describe()['sections'], null, 'id' );

		$keys = static fn ( OfflineGateway $gateway ): array => array_map( static fn ( $field ): string => $field->key, $gateway->settings_fields() );
		self::assertSame( array( 'enabled', 'title', 'description', 'instructions', 'account_details' ), $keys( $this->offline( BankTransfer::class ) ) );
		self::assertSame( array( 'enabled', 'title', 'description', 'instructions' ), $keys( $this->offline( Cheque::class ) ) );
		self::assertSame( array( 'enabled', 'title', 'description', 'instructions', 'shipping_methods', 'accept_virtual' ), $keys( $this->offline( CashOnDelivery::class ) ) );

		foreach ( array( 'bacs', 'cheque', 'cod' ) as $id ) {
			self::assertArrayHasKey( 'payment_' . $id, $sections );
			self::assertArrayHasKey( 'payment_' . $id . '_enabled', $fields );
			self::assertSame( 'payment_' . $id, $fields[ 'payment_' . $id . '_enabled' ]->section );
		}
		self::assertSame( 'Payment: Cash on delivery', $sections['payment_cod']['title'] );
		self::assertSame( 'payment_cod_accept_virtual', Gateways::setting_key( 'cod', 'accept_virtual' ) );
	}

	public function test_the_title_and_instructions_come_from_the_settings(): void {
		$cheque = $this->offline( Cheque::class );
		self::assertSame( 'Check payments', $cheque->title() );

		$this->save(
			array(
				'payment_cheque_title'        => 'Cheque',
				'payment_cheque_instructions' => 'Send it to <strong>1 Shop Road</strong>.',
				'payment_cheque_description'  => 'Pay by cheque <script>alert(1)</script>',
			)
		);

		self::assertSame( 'Cheque', $cheque->title() );
		self::assertSame( 'Send it to <strong>1 Shop Road</strong>.', $cheque->instructions() );
		self::assertStringNotContainsString( '<script>', $cheque->payment_fields_html( PaymentContext::CHECKOUT ) );
		self::assertStringContainsString( 'Pay by cheque', $cheque->payment_fields_html( PaymentContext::CHECKOUT ) );
		self::assertSame( 'Cheque', $this->registry->option( 'cheque', 'title' ) );
	}
}
