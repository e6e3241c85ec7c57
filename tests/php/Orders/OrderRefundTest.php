<?php
/**
 * Refunds: amounts checked against what remains, through the gateway or by hand.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Orders;

use Vitrine\Orders\Order;
use Vitrine\Orders\OrderRefund;
use Vitrine\Orders\OrderStatus;
use Vitrine\Orders\Storage\OrderTables;
use Vitrine\Payments\Gateway;
use Vitrine\Payments\RefundResult;

require_once __DIR__ . '/OrderTestCase.php';

/**
 * Payment gateways are another module's, and talk to providers over the network: the tests
 * give the registry a test double of the Gateway interface that records what it was asked.
 */
final class OrderRefundTest extends OrderTestCase {

	/** @var list<array{0: int, 1: int, 2: string}> Order id, amount and reason of each gateway refund. */
	private array $gateway_refunds = array();

	private function paid_order( int $quantity = 2 ): Order {
		return $this->orders->service->payment_complete( $this->place( array( $this->product() => $quantity ) ), 'ch_1' );
	}

	/**
	 * Registers a gateway for the orders' payment method (bacs).
	 *
	 * @param bool              $refunds Whether it supports refunds.
	 * @param RefundResult|null $result  What its refund() answers.
	 */
	private function gateway( bool $refunds, ?RefundResult $result = null ): void {
		$gateway = $this->createMock( Gateway::class );
		$gateway->method( 'id' )->willReturn( 'bacs' );
		$gateway->method( 'title' )->willReturn( 'Test Pay' );
		$gateway->method( 'supports' )->willReturnCallback( static fn ( string $feature ): bool => Gateway::FEATURE_REFUNDS === $feature ? $refunds : true );
		$gateway->method( 'refund' )->willReturnCallback(
			function ( Order $order, int $amount, string $reason ) use ( $result ): RefundResult {
				$this->gateway_refunds[] = array( $order->id, $amount, $reason );
				return $result ?? RefundResult::success( 're_' . count( $this->gateway_refunds ) );
			}
		);
		$this->gateways['bacs'] = $gateway;
	}

	public function test_a_partial_manual_refund_is_recorded_and_noted(): void {
		$merchant = $this->create_user( 'administrator' );
		wp_set_current_user( $merchant );
		$order = $this->paid_order();

		$after = $this->orders->service->refund( $order, 1000, 'Scratched', false );

		self::assertSame( 1000, $after->refunded_total );
		self::assertSame( 1500, $after->remaining_refundable_minor() );
		self::assertSame( OrderStatus::PROCESSING, $after->status );
		$refunds = $this->refunds->refunds( $order->id );
		self::assertCount( 1, $refunds );
		self::assertSame( array( 1000, 'Scratched', false, '', $merchant ), array( $refunds[0]->amount, $refunds[0]->reason, $refunds[0]->through_gateway, $refunds[0]->gateway_reference, $refunds[0]->refunded_by ) );
		self::assertContains( 'Refunded €10.00 manually. Reason: Scratched', $this->note_texts( $order->id ) );
	}

	public function test_refunding_everything_that_remains_moves_the_order_to_refunded(): void {
		$order = $this->paid_order();
		$this->orders->service->refund( $order, 500, '', false );

		$after = $this->orders->service->refund( $order, 2000, '', false );

		self::assertSame( OrderStatus::REFUNDED, $after->status );
		self::assertSame( 0, $after->remaining_refundable_minor() );
		self::assertCount( 2, $this->refunds->refunds( $order->id ), 'The status change records no extra refund.' );
		self::assertContains( 'Order status changed from Processing to Refunded.', $this->note_texts( $order->id ) );
	}

	/**
	 * @return array<string, array{0: int, 1: string, 2: int, 3: string}>
	 */
	public static function wrong_amounts(): array {
		return array(
			'zero'          => array( 0, 'vitrine_refund_invalid_amount', 400, 'Enter a refund amount greater than zero.' ),
			'negative'      => array( -100, 'vitrine_refund_invalid_amount', 400, 'Enter a refund amount greater than zero.' ),
			'more than all' => array( 2501, 'vitrine_refund_too_large', 400, 'You can refund at most €25.00, what remains of this order’s total.' ),
		);
	}

	/**
	 * @dataProvider wrong_amounts
	 *
	 * @param int    $amount  Minor units asked.
	 * @param string $code    Expected code.
	 * @param int    $status  Expected HTTP status.
	 * @param string $message Expected message.
	 */
	public function test_a_wrong_amount_is_refused_and_nothing_is_written( int $amount, string $code, int $status, string $message ): void {
		$order = $this->paid_order();

		$error = $this->assertRefused( $code, $status, fn () => $this->orders->service->refund( $order, $amount, '', false ) );

		self::assertSame( $message, $error->getMessage() );
		self::assertSame( 0, $this->rows( OrderTables::REFUNDS ) );
		self::assertSame( 0, $this->reader->find( $order->id )?->refunded_total );
	}

	public function test_what_was_refunded_before_counts_against_what_remains(): void {
		$order = $this->paid_order();
		$this->orders->service->refund( $order, 2000, '', false );

		$error = $this->assertRefused( 'vitrine_refund_too_large', 400, fn () => $this->orders->service->refund( $order, 501, '', false ) );

		self::assertSame( 500, $error->data['remaining'] );
		self::assertSame( 1, $this->rows( OrderTables::REFUNDS ) );
	}

	public function test_an_unpaid_order_cannot_be_refunded(): void {
		$order = $this->place( array( $this->product() => 1 ) );

		$error = $this->assertRefused( 'vitrine_order_not_refundable', 409, fn () => $this->orders->service->refund( $order, 100, '', false ) );

		self::assertSame( sprintf( 'Order #%d is Pending payment: only paid orders (processing or completed) can be refunded.', $order->id ), $error->getMessage() );
		self::assertSame( 0, $this->rows( OrderTables::REFUNDS ) );
	}

	public function test_a_refund_through_the_gateway_goes_to_it_and_keeps_its_reference(): void {
		$this->gateway( true );
		$order = $this->paid_order();

		$after = $this->orders->service->refund( $order, 700, 'Late delivery', true );

		self::assertSame( array( array( $order->id, 700, 'Late delivery' ) ), $this->gateway_refunds );
		self::assertSame( 700, $after->refunded_total );
		$refund = $this->refunds->refunds( $order->id )[0];
		self::assertTrue( $refund->through_gateway );
		self::assertSame( 're_1', $refund->gateway_reference );
		self::assertContains( 'Refunded €7.00 through Test Pay (refund re_1). Reason: Late delivery', $this->note_texts( $order->id ) );
		self::assertSame( 'Test Pay', $this->orders->service->refund_gateway_title( $after ) );
	}

	public function test_a_refund_the_provider_made_already_is_recorded_as_made_there_without_asking_the_gateway(): void {
		$this->gateway( true );
		$order = $this->paid_order();

		$after = $this->orders->service->record_provider_refund( $order, 700, 're_dashboard', 'Stripe' );

		self::assertSame( array(), $this->gateway_refunds, 'The gateway is not asked again.' );
		self::assertSame( 700, $after->refunded_total );
		$refund = $this->refunds->refunds( $order->id )[0];
		self::assertSame( array( true, 're_dashboard', '' ), array( $refund->through_gateway, $refund->gateway_reference, $refund->reason ) );
		self::assertContains( 'Refunded €7.00 in Stripe (refund re_dashboard).', $this->note_texts( $order->id ) );

		$this->assertRefused( 'vitrine_refund_too_large', 400, fn () => $this->orders->service->record_provider_refund( $order, 1801, 're_more', 'Stripe' ) );
		$full = $this->orders->service->record_provider_refund( $order, 1800, 're_rest', 'Stripe' );
		self::assertSame( OrderStatus::REFUNDED, $full->status );
	}

	public function test_a_refund_the_gateway_refuses_is_taken_back(): void {
		$this->gateway( true, RefundResult::failure( 'The charge is disputed.' ) );
		$order = $this->paid_order();

		$error = $this->assertRefused( 'vitrine_refund_failed', 502, fn () => $this->orders->service->refund( $order, 700, '', true ) );

		self::assertSame( 'The refund through Test Pay failed: The charge is disputed. Nothing was refunded.', $error->getMessage() );
		self::assertCount( 1, $this->gateway_refunds );
		self::assertSame( 0, $this->rows( OrderTables::REFUNDS ) );
		self::assertSame( 0, $this->reader->find( $order->id )?->refunded_total );
		self::assertSame( 2500, $this->reader->find( $order->id )?->remaining_refundable_minor() );
	}

	public function test_a_gateway_without_refunds_or_no_gateway_refuses_an_automatic_refund(): void {
		$order = $this->paid_order();
		$this->assertRefused( 'vitrine_refund_not_supported', 400, fn () => $this->orders->service->refund( $order, 100, '', true ) );
		self::assertNull( $this->orders->service->refund_gateway_title( $order ) );

		$this->gateway( false );
		$error = $this->assertRefused( 'vitrine_refund_not_supported', 400, fn () => $this->orders->service->refund( $order, 100, '', true ) );

		self::assertSame( 'Direct bank transfer cannot refund automatically. Refund the money yourself and record a manual refund.', $error->getMessage() );
		self::assertSame( array(), $this->gateway_refunds );
		self::assertSame( 0, $this->rows( OrderTables::REFUNDS ) );
		self::assertNull( $this->orders->service->refund_gateway_title( $order ) );
	}

	public function test_marking_an_order_refunded_records_what_remained_as_a_manual_refund(): void {
		$order = $this->paid_order();
		$this->orders->service->refund( $order, 500, '', false );
		$refunds = array();
		$spy     = static function ( Order $refunded, OrderRefund $refund ) use ( &$refunds ): void {
			$refunds[] = $refund->amount;
		};
		add_action( 'vitrine_order_refunded', $spy, 10, 2 );

		$after = $this->orders->service->transition( $order, OrderStatus::REFUNDED, 'Returned in store.', true );

		remove_action( 'vitrine_order_refunded', $spy );
		self::assertSame( 2500, $after->refunded_total );
		self::assertSame( array( 2000 ), $refunds );
		self::assertSame( 'Returned in store.', $this->refunds->refunds( $order->id )[1]->reason );
	}
}
