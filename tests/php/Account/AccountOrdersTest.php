<?php
/**
 * The account's orders: the list, one order, cancelling.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Account;

use Vitrine\Account\AccountNotices;
use Vitrine\Account\AccountPages;
use Vitrine\Account\View\OrdersView;
use Vitrine\Orders\OrderStatus;
use Vitrine\Plugin;

require_once __DIR__ . '/AccountTestCase.php';

final class AccountOrdersTest extends AccountTestCase {

	public function test_the_list_shows_the_customers_orders_only_with_their_actions(): void {
		$other    = $this->customer( 'grace@example.org', false );
		$theirs   = $this->order_for( $other );
		$customer = $this->customer();
		$pending  = $this->order_for( $customer );
		$paid     = $this->order_for( $customer, OrderStatus::PROCESSING );
		$this->go_to( AccountPages::ORDERS );

		$html = $this->account->view->render();

		self::assertStringContainsString( '>#' . $pending->number() . '</a>', $html );
		self::assertStringContainsString( '>#' . $paid->number() . '</a>', $html );
		self::assertStringNotContainsString( '>#' . $theirs->number() . '</a>', $html );
		self::assertStringContainsString( '<time datetime="' . gmdate( 'c', $pending->created_at ) . '">', $html );
		self::assertStringContainsString( '<td>Pending payment</td>', $html );
		self::assertStringContainsString( esc_html( Plugin::instance()->orders->money->format( 2500, $pending ) ) . ' for 2 items', $html );
		self::assertStringContainsString( 'aria-label="View order ' . $paid->number() . '"', $html );

		// Pay and cancel only for the unpaid order.
		self::assertStringContainsString( 'href="' . esc_url( Plugin::instance()->checkout->pages->pay_url( $pending ) ) . '"', $html );
		self::assertStringNotContainsString( esc_url( Plugin::instance()->checkout->pages->pay_url( $paid ) ), $html );
		self::assertStringContainsString( 'name="order_id" value="' . $pending->id . '"', $html );
		self::assertStringNotContainsString( 'name="order_id" value="' . $paid->id . '"', $html );
		self::assertStringContainsString( 'aria-label="Cancel order ' . $pending->number() . '"', $html );
	}

	public function test_the_list_is_paginated(): void {
		$customer = $this->customer();
		$this->filter( 'vitrine_account_orders_per_page', static fn (): int => 2 );
		$ids = array();
		for ( $i = 0; $i < 3; $i++ ) {
			$ids[] = $this->order_for( $customer )->id;
		}

		$this->go_to( AccountPages::ORDERS );
		$first = $this->account->view->render();
		$this->go_to( AccountPages::ORDERS, '2' );
		$second = $this->account->view->render();

		self::assertSame( 2, substr_count( $first, '<tr class="vitrine-orders-table__row' ) );
		self::assertStringContainsString( 'rel="next" href="' . esc_url( $this->account->pages->endpoint_url( AccountPages::ORDERS, '2' ) ) . '"', $first );
		self::assertStringContainsString( 'Page 1 of 2', $first );
		self::assertSame( 1, substr_count( $second, '<tr class="vitrine-orders-table__row' ) );
		self::assertStringContainsString( 'rel="prev"', $second );
		self::assertStringNotContainsString( 'rel="next"', $second );
	}

	public function test_a_customer_without_orders_is_told_so(): void {
		$this->customer();
		$this->go_to( AccountPages::ORDERS );

		self::assertStringContainsString( 'No order has been made yet.', $this->account->view->render() );
	}

	public function test_one_order_shows_its_details_and_the_notes_for_the_customer(): void {
		$customer = $this->customer();
		$order    = $this->order_for( $customer );
		$notes    = Plugin::instance()->orders->notes;
		$notes->add_note( $order->id, "Your parcel left.\nTracking: 123.", true );
		$notes->add_note( $order->id, 'Customer seemed unsure.', false );
		$this->go_to( AccountPages::VIEW_ORDER, (string) $order->id );

		self::assertNull( $this->account->page->prepare( 'GET', array() ) );
		$html = $this->account->view->render();

		self::assertSame( array(), $this->statuses );
		self::assertStringContainsString( 'Order #<mark class="vitrine-order-summary__number">' . $order->number() . '</mark>', $html );
		self::assertStringContainsString( '<mark class="vitrine-order-summary__status">Pending payment</mark>', $html );
		self::assertStringContainsString( Plugin::instance()->checkout->order_details->render( $order ), $html );
		self::assertStringContainsString( 'Your parcel left.<br />', $html );
		self::assertStringNotContainsString( 'Customer seemed unsure.', $html );
		self::assertStringContainsString( 'aria-label="Cancel order ' . $order->number() . '"', $html );
	}

	public function test_another_customers_order_is_refused_with_a_404(): void {
		$other = $this->customer( 'grace@example.org', false );
		$order = $this->order_for( $other );
		$this->customer();
		$this->go_to( AccountPages::VIEW_ORDER, (string) $order->id );

		self::assertNull( $this->account->page->prepare( 'GET', array() ) );
		$html = $this->account->view->render();

		self::assertSame( array( 404 ), $this->statuses );
		self::assertStringContainsString( 'Invalid order.', $html );
		self::assertStringNotContainsString( 'vitrine-order-details', $html );
		self::assertStringNotContainsString( 'Teapot', $html );
	}

	public function test_a_guest_order_is_nobodys_in_the_account(): void {
		$order = $this->order_for( 0 );
		$this->customer();
		$this->go_to( AccountPages::VIEW_ORDER, (string) $order->id );

		$this->account->page->prepare( 'GET', array() );

		self::assertSame( array( 404 ), $this->statuses );
		self::assertStringContainsString( 'Invalid order.', $this->account->view->render() );
	}

	public function test_an_unpaid_order_can_be_cancelled_by_its_customer(): void {
		$customer = $this->customer();
		$order    = $this->order_for( $customer, OrderStatus::FAILED );
		$this->go_to( AccountPages::VIEW_ORDER, (string) $order->id );

		$redirect = $this->submit( $this->cancel_fields( $order->id ) );

		self::assertNotNull( $redirect );
		self::assertStringStartsWith( $this->account->pages->endpoint_url( AccountPages::VIEW_ORDER, (string) $order->id ), $redirect );
		self::assertSame( 'Your order was cancelled.', $this->notice_of( $redirect ) );
		$after = Plugin::instance()->orders->reader->find( $order->id );
		self::assertNotNull( $after );
		self::assertSame( OrderStatus::CANCELLED, $after->status );
		$notes = array_map( static fn ( $note ): string => $note->content, Plugin::instance()->orders->notes->notes( $order->id ) );
		self::assertStringContainsString( 'Order cancelled by customer.', implode( ' ', $notes ) );
	}

	public function test_a_paid_order_cannot_be_cancelled(): void {
		$customer = $this->customer();
		$order    = $this->order_for( $customer, OrderStatus::PROCESSING );
		$this->go_to( AccountPages::ORDERS );

		self::assertNull( $this->submit( $this->cancel_fields( $order->id ) ) );

		self::assertSame( array( 409 ), $this->statuses );
		self::assertSame( OrderStatus::PROCESSING, Plugin::instance()->orders->reader->find( $order->id )?->status );
		self::assertStringContainsString( 'Your order can no longer be cancelled.', $this->account->view->render() );
	}

	public function test_another_customers_order_cannot_be_cancelled(): void {
		$other = $this->customer( 'grace@example.org', false );
		$order = $this->order_for( $other );
		$this->customer();
		$this->go_to( AccountPages::ORDERS );

		self::assertNull( $this->submit( $this->cancel_fields( $order->id ) ) );

		self::assertSame( array( 404 ), $this->statuses );
		self::assertSame( OrderStatus::PENDING, Plugin::instance()->orders->reader->find( $order->id )?->status );
	}

	public function test_cancelling_needs_the_orders_own_nonce(): void {
		$customer = $this->customer();
		$order    = $this->order_for( $customer );
		$other    = $this->order_for( $customer );
		$this->go_to( AccountPages::ORDERS );

		$fields             = $this->cancel_fields( $other->id );
		$fields['order_id'] = (string) $order->id;
		self::assertNull( $this->submit( $fields ) );

		self::assertSame( array( 403 ), $this->statuses );
		self::assertSame( OrderStatus::PENDING, Plugin::instance()->orders->reader->find( $order->id )?->status );
		self::assertStringContainsString( 'Your session has expired', $this->account->view->render() );
	}

	public function test_the_confirmation_is_shown_once_signed_for_this_customer(): void {
		$this->customer();
		$this->go_to( AccountPages::ORDERS );
		$url = $this->account->notices->add_to_url( $this->account->pages->endpoint_url( AccountPages::ORDERS ), AccountNotices::ORDER_CANCELLED );

		$_GET['vitrine-account-notice'] = $this->query_args( $url )['vitrine-account-notice'];
		self::assertStringContainsString( '<div class="vitrine-notice vitrine-notice--success" role="status" tabindex="-1">Your order was cancelled.</div>', $this->account->view->render() );

		$_GET['vitrine-account-notice'] = AccountNotices::ORDER_CANCELLED . '.forged';
		self::assertStringNotContainsString( 'Your order was cancelled.', $this->account->view->render() );
	}

	/**
	 * The cancel form's fields for an order.
	 *
	 * @return array<string, string>
	 */
	private function cancel_fields( int $order_id ): array {
		return array(
			'vitrine_account_action' => OrdersView::CANCEL_ACTION,
			'order_id'               => (string) $order_id,
			'_wpnonce'               => wp_create_nonce( OrdersView::cancel_nonce_action( $order_id ) ),
		);
	}
}
