<?php
/**
 * Vitrine > Orders: the list, bulk changes, and the order screen's actions.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Orders;

use Vitrine\Orders\Origins\OrderOrigin;
use Vitrine\Orders\Origins\OrderOrigins;
use Vitrine\Core\Admin\FormStash;
use Vitrine\Orders\Admin\OrderActions;
use Vitrine\Orders\Admin\OrderListTable;
use Vitrine\Orders\Admin\OrderScreen;
use Vitrine\Orders\Admin\OrdersPage;
use Vitrine\Orders\Order;
use Vitrine\Orders\OrderStatus;
use Vitrine\Orders\Storage\OrderTables;
use Vitrine\Payments\Gateway;
use Vitrine\Payments\RefundResult;

require_once __DIR__ . '/OrderTestCase.php';

final class OrderAdminTest extends OrderTestCase {

	private FormStash $stash;

	private OrderActions $actions;

	protected function setUp(): void {
		parent::setUp();
		require_once ABSPATH . 'wp-admin/includes/admin.php';
		$this->stash   = new FormStash();
		$this->actions = $this->actions( $this->stash );
		wp_set_current_user( $this->create_user( 'administrator' ) );
	}

	/**
	 * The merchant's actions, as the root builds them, keeping what they tell in this stash.
	 */
	private function actions( FormStash $stash ): OrderActions {
		return new OrderActions( $this->reader, $this->notes, $this->orders->service, $this->orders->money, $stash );
	}

	/**
	 * One order's screen, as the root builds it, with these actions.
	 */
	private function screen( OrderActions $actions ): OrderScreen {
		return new OrderScreen( $this->notes, $this->refunds, $this->orders->service, $this->orders->money, $actions, $this->services()->get( OrderOrigins::class ) );
	}

	/**
	 * The Orders page, as the root builds it, with these actions.
	 */
	private function page( OrderActions $actions ): OrdersPage {
		return new OrdersPage( $this->reader, $this->lists, $this->screen( $actions ), $this->orders->money, $actions, $this->services()->get( OrderOrigins::class ) );
	}

	/**
	 * The notices an action left, as "type: message (items)".
	 *
	 * @return list<string>
	 */
	private function notices(): array {
		return array_map(
			static fn ( array $notice ): string => $notice['type'] . ': ' . $notice['message'] . ( array() !== $notice['items'] ? ' (' . implode( ' / ', $notice['items'] ) . ')' : '' ),
			$this->actions->take_notices()
		);
	}

	/**
	 * @param array<string, mixed> $fields The list form's fields.
	 * @return array<string, mixed>
	 */
	private function bulk_request( array $fields ): array {
		return $fields + array( '_wpnonce' => wp_create_nonce( OrderActions::BULK_NONCE ) );
	}

	public function test_only_administrators_may_manage_orders(): void {
		self::assertTrue( current_user_can( OrdersPage::CAPABILITY ) );
		wp_set_current_user( $this->create_user( 'editor' ) );
		self::assertFalse( current_user_can( OrdersPage::CAPABILITY ) );
	}

	public function test_a_bulk_change_goes_through_the_transitions_and_reports_each_refusal(): void {
		$mug       = $this->product();
		$first     = $this->place( array( $mug => 1 ) );
		$second    = $this->orders->service->payment_complete( $this->place( array( $mug => 1 ) ) );
		$cancelled = $this->orders->service->transition( $this->place( array( $mug => 1 ) ), OrderStatus::CANCELLED );
		$done      = $this->orders->service->transition( $this->orders->service->payment_complete( $this->place( array( $mug => 1 ) ) ), OrderStatus::COMPLETED );

		$location = $this->actions->process_bulk(
			$this->bulk_request(
				array(
					'action' => 'mark_completed',
					'id'     => array( (string) $first->id, (string) $second->id, (string) $cancelled->id, (string) $done->id, '999999' ),
					'status' => 'processing',
				)
			)
		);

		self::assertSame( OrderStatus::COMPLETED, $this->reader->find( $first->id )?->status );
		self::assertSame( OrderStatus::COMPLETED, $this->reader->find( $second->id )?->status );
		self::assertSame( OrderStatus::CANCELLED, $this->reader->find( $cancelled->id )?->status, 'A refused change leaves the order as it was.' );
		self::assertSame(
			array(
				'success: 2 orders changed to Completed.',
				sprintf(
					'error: 3 orders were not changed: (Order #%1$d cannot change from Cancelled to Completed. / Order #%2$d is already Completed. / Order #999999 does not exist.)',
					$cancelled->id,
					$done->id
				),
			),
			$this->notices()
		);
		self::assertStringContainsString( 'page=vitrine-orders', $location );
		self::assertStringContainsString( 'status=processing', $location, 'The list comes back with its filters.' );
		self::assertSame( 7, $this->stock( $mug ), 'Completing the pending order took its stock; the paid ones had taken theirs once.' );
	}

	public function test_a_bulk_change_without_a_valid_nonce_or_capability_changes_nothing(): void {
		$order = $this->place( array( $this->product() => 1 ) );

		$this->actions->process_bulk(
			array(
				'action'   => 'mark_cancelled',
				'id'       => array( (string) $order->id ),
				'_wpnonce' => 'nope',
			)
		);
		self::assertSame( array( 'error: Your session has expired or the form was not sent from this site. Nothing was changed; try again.' ), $this->notices() );

		wp_set_current_user( $this->create_user( 'editor' ) );
		$this->actions->process_bulk(
			$this->bulk_request(
				array(
					'action' => 'mark_cancelled',
					'id'     => array( (string) $order->id ),
				)
			)
		);
		self::assertSame( array( 'error: Sorry, you are not allowed to manage orders.' ), $this->notices() );
		self::assertSame( OrderStatus::PENDING, $this->reader->find( $order->id )?->status );
	}

	public function test_the_status_form_changes_the_status_or_says_why_not(): void {
		$order = $this->orders->service->transition( $this->orders->service->payment_complete( $this->place( array( $this->product() => 1 ) ) ), OrderStatus::COMPLETED );

		$this->actions->process_status(
			array(
				'id'       => (string) $order->id,
				'status'   => OrderStatus::PROCESSING,
				'note'     => 'Completed by mistake.',
				'_wpnonce' => wp_create_nonce( OrderActions::STATUS_ACTION . '_' . $order->id ),
			)
		);
		self::assertSame( array( 'success: Order status changed to Processing.' ), $this->notices() );
		self::assertContains( 'Order status changed from Completed to Processing. Completed by mistake.', $this->note_texts( $order->id ) );

		$this->force_status( $order, OrderStatus::CANCELLED );
		$this->actions->process_status(
			array(
				'id'       => (string) $order->id,
				'status'   => OrderStatus::COMPLETED,
				'_wpnonce' => wp_create_nonce( OrderActions::STATUS_ACTION . '_' . $order->id ),
			)
		);
		self::assertSame( array( sprintf( 'error: Nothing was changed. (Order #%d cannot change from Cancelled to Completed.)', $order->id ) ), $this->notices() );
		self::assertSame( OrderStatus::CANCELLED, $this->reader->find( $order->id )?->status );

		$this->actions->process_status(
			array(
				'id'       => (string) $order->id,
				'status'   => OrderStatus::PENDING,
				'_wpnonce' => wp_create_nonce( OrderActions::STATUS_ACTION . '_' . ( $order->id + 1 ) ),
			)
		);
		self::assertSame( array( 'error: Your session has expired or the form was not sent from this site. Nothing was changed; try again.' ), $this->notices(), 'A nonce is good for one order only.' );
		self::assertSame( OrderStatus::CANCELLED, $this->reader->find( $order->id )?->status );
	}

	public function test_notes_are_added_private_or_for_the_customer_and_an_empty_one_is_refused(): void {
		$order = $this->place( array( $this->product() => 1 ) );
		$nonce = wp_create_nonce( OrderActions::NOTE_ACTION . '_' . $order->id );

		$this->actions->process_note(
			array(
				'id'        => (string) $order->id,
				'note'      => '   ',
				'note_type' => 'customer',
				'_wpnonce'  => $nonce,
			)
		);
		self::assertSame( array( 'error: Nothing was changed. (Write the note before adding it.)' ), $this->notices() );
		self::assertSame( array( 'vitrine-order-note' => 'Write the note before adding it.' ), $this->actions->take_form( 'note_' . $order->id )['errors'] );
		self::assertSame( array(), $this->notes->notes( $order->id ) );

		$this->actions->process_note(
			array(
				'id'        => (string) $order->id,
				'note'      => 'Your parcel left today.',
				'note_type' => 'customer',
				'_wpnonce'  => $nonce,
			)
		);
		self::assertSame( array( 'success: Note for the customer added.' ), $this->notices() );
		$notes = $this->notes->notes( $order->id );
		self::assertCount( 1, $notes );
		self::assertTrue( $notes[0]->is_customer_note );
		self::assertSame( get_current_user_id(), $notes[0]->added_by );
	}

	public function test_the_refund_form_checks_the_amount_then_refunds(): void {
		$order = $this->orders->service->payment_complete( $this->place( array( $this->product() => 2 ) ) );
		$nonce = wp_create_nonce( OrderActions::REFUND_ACTION . '_' . $order->id );
		$cases = array(
			''      => 'Enter the amount to refund, such as 25.00.',
			'abc'   => 'Enter the amount to refund as a number with at most 2 decimals.',
			'1.005' => 'Enter the amount to refund as a number with at most 2 decimals.',
			'0'     => 'Enter a refund amount greater than zero.',
			'25.01' => 'You can refund at most €25.00, what remains of this order’s total.',
			'-5'    => 'Enter the amount to refund as a number with at most 2 decimals.',
		);
		foreach ( $cases as $typed => $message ) {
			$this->actions->process_refund(
				array(
					'id'       => (string) $order->id,
					'amount'   => (string) $typed,
					'method'   => 'manual',
					'_wpnonce' => $nonce,
				)
			);
			self::assertSame( array( 'vitrine-refund-amount' => $message ), $this->actions->take_form( 'refund_' . $order->id )['errors'], "'{$typed}'" );
			$this->notices();
		}
		self::assertSame( 0, $this->rows( OrderTables::REFUNDS ) );

		$this->actions->process_refund(
			array(
				'id'       => (string) $order->id,
				'amount'   => '5.50',
				'reason'   => 'Late',
				'method'   => 'gateway',
				'_wpnonce' => $nonce,
			)
		);
		self::assertSame( array( 'error: Nothing was changed. (Direct bank transfer cannot refund automatically. Refund the money yourself and record a manual refund.)' ), $this->notices() );
		self::assertSame( array( 'amount' => '5.50', 'reason' => 'Late' ), $this->actions->take_form( 'refund_' . $order->id )['values'] ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing

		$this->actions->process_refund(
			array(
				'id'       => (string) $order->id,
				'amount'   => '25',
				'reason'   => 'Returned',
				'method'   => 'manual',
				'_wpnonce' => $nonce,
			)
		);
		self::assertSame( array( 'success: Refunded €25.00. The order is now fully refunded.' ), $this->notices() );
		self::assertSame( OrderStatus::REFUNDED, $this->reader->find( $order->id )?->status );
	}

	public function test_the_list_shows_counts_filters_and_orders(): void {
		$mug   = $this->product();
		$paid  = $this->orders->service->payment_complete( $this->place( array( $mug => 1 ) ) );
		$other = $this->place( array( $mug => 3 ) );
		$this->store->transaction( fn () => $this->writer->update_fields( $other->id, array( 'status' => OrderStatus::PENDING ) ) );

		$table = new OrderListTable( $this->lists, $this->orders->money, array( 'status' => 'processing' ), 20 );
		$table->prepare_items();
		ob_start();
		$table->views();
		$table->display();
		$html = (string) ob_get_clean();

		self::assertStringContainsString( 'All <span class="count">(2)</span>', $html );
		self::assertStringContainsString( 'Processing <span class="count">(1)</span>', $html );
		self::assertStringContainsString( 'Pending payment <span class="count">(1)</span>', $html );
		self::assertStringNotContainsString( 'Refunded <span', $html, 'Statuses without orders are left out.' );
		self::assertStringContainsString( sprintf( '#%d Ada Lovelace', $paid->id ), $html );
		self::assertStringNotContainsString( sprintf( '#%d Ada Lovelace', $other->id ), $html, 'Only processing orders are listed.' );
		self::assertStringContainsString( 'value="mark_completed"', $html );
		self::assertStringContainsString( 'name="m"', $html );
		self::assertStringContainsString( '€12.50', $html );
		self::assertStringContainsString( 'via Direct bank transfer', $html );

		$month = new OrderListTable( $this->lists, $this->orders->money, array( 'm' => wp_date( 'Ym' ) ), 20 );
		self::assertSame( 2, $this->lists->query( $month->query_args() )['total'] );
		$last_year = new OrderListTable( $this->lists, $this->orders->money, array( 'm' => (string) ( (int) wp_date( 'Y' ) - 1 ) . '01' ), 20 );
		self::assertSame( 0, $this->lists->query( $last_year->query_args() )['total'] );
	}

	/**
	 * Gives an order its origin, as the checkout does.
	 *
	 * @param array<string, string> $fields Attribution fields, without the prefix.
	 */
	private function origin( Order $order, array $fields ): void {
		$this->store->transaction( fn () => $this->services()->get( OrderOrigins::class )->save( OrderOrigin::from_fields( $order->id, $order->created_at, $fields ) ) );
	}

	public function test_the_list_shows_each_order_s_origin_and_filters_by_type_and_source(): void {
		$mug      = $this->product();
		$campaign = $this->place( array( $mug => 1 ) );
		$google   = $this->place( array( $mug => 1 ) );
		$bing     = $this->place( array( $mug => 1 ) );
		$referral = $this->place( array( $mug => 1 ) );
		$none     = $this->place( array( $mug => 1 ) );
		$this->origin(
			$campaign,
			array(
				'source_type'  => 'utm',
				'utm_source'   => 'newsletter',
				'utm_medium'   => 'email',
				'utm_campaign' => 'black_friday',
			)
		);
		$this->origin( $google, array( 'source_type' => 'organic', 'utm_source' => 'google', 'utm_medium' => 'organic' ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$this->origin( $bing, array( 'source_type' => 'organic', 'utm_source' => 'bing', 'utm_medium' => 'organic' ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$this->origin( $referral, array( 'source_type' => 'referral', 'utm_source' => 'example.com', 'utm_medium' => 'referral' ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$origins = $this->services()->get( OrderOrigins::class );
		$ids     = fn ( array $request ): array => array_map( static fn ( Order $order ): int => $order->id, $this->lists->query( ( new OrderListTable( $this->lists, $this->orders->money, $request, 20, '', $origins ) )->query_args() )['orders'] );

		$table = new OrderListTable( $this->lists, $this->orders->money, array(), 20, '', $origins );
		$table->prepare_items();
		ob_start();
		$table->display();
		$html = (string) ob_get_clean();

		self::assertStringContainsString( '>Origin<', $html );
		self::assertStringContainsString( 'UTM<span class="vitrine-order-origin__detail">newsletter / email / black_friday</span>', $html );
		self::assertStringContainsString( 'Organic: Google', $html );
		self::assertStringContainsString( 'Referral: example.com', $html );
		self::assertStringContainsString( 'No origin recorded', $html );
		self::assertStringContainsString( '<select name="origin" id="vitrine-filter-by-origin">', $html );
		self::assertStringContainsString( '<optgroup label="Organic search">', $html );
		self::assertStringContainsString( 'value="organic:bing"', $html );
		self::assertStringContainsString( 'value="referral:example.com"', $html );

		self::assertEqualsCanonicalizing( array( $google->id, $bing->id ), $ids( array( 'origin' => 'organic' ) ) );
		self::assertSame( array( $bing->id ), $ids( array( 'origin' => 'organic:bing' ) ) );
		self::assertSame( array( $referral->id ), $ids( array( 'origin' => 'referral:example.com' ) ) );
		self::assertSame( array(), $ids( array( 'origin' => 'organic:yahoo' ) ) );
		self::assertCount( 5, $ids( array( 'origin' => '<script>' ) ), 'A malformed filter is no filter.' );
		self::assertNotContains( $none->id, $ids( array( 'origin' => 'typein' ) ) );
		// With the other filters and pages: the status, then one order a page.
		$this->force_status( $google, OrderStatus::CANCELLED );
		self::assertSame( array( $bing->id ), $ids( array( 'origin' => 'organic', 'status' => 'pending' ) ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$paged = new OrderListTable( $this->lists, $this->orders->money, array( 'origin' => 'organic', 'paged' => '2' ), 1, '', $origins ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		$page  = $this->lists->query( $paged->query_args() );
		self::assertSame( 2, $page['total'] );
		self::assertCount( 1, $page['orders'] );
		self::assertStringContainsString( 'No orders match these filters.', $this->no_items( new OrderListTable( $this->lists, $this->orders->money, array( 'origin' => 'organic:yahoo' ), 20, '', $origins ) ) );
	}

	private function no_items( OrderListTable $table ): string {
		ob_start();
		$table->no_items();
		return (string) ob_get_clean();
	}

	public function test_the_origin_filter_reads_the_origins_index(): void {
		global $wpdb;
		$mug = $this->product();
		for ( $i = 0; $i < 3; $i++ ) {
			$this->origin( $this->place( array( $mug => 1 ) ), array( 'source_type' => 'organic', 'utm_source' => 'google' ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound
		}
		$captured = array();
		$capture  = static function ( string $query ) use ( &$captured ): string {
			if ( str_contains( $query, 'vitrine_order_origins r' ) && str_starts_with( $query, 'SELECT o.order_id' ) ) {
				$captured[] = $query;
			}
			return $query;
		};
		add_filter( 'query', $capture );
		$this->lists->query(
			array(
				'origin_type'   => 'organic',
				'origin_source' => 'google',
			)
		);
		remove_filter( 'query', $capture );

		self::assertCount( 1, $captured );
		$plan = $wpdb->get_results( 'EXPLAIN ' . $captured[0], ARRAY_A ); // phpcs:ignore WordPress.DB
		$keys = array();
		foreach ( $plan as $row ) {
			if ( 'r' === $row['table'] ) {
				$keys[] = (string) $row['key'];
			}
		}
		self::assertContains( 'type_source_medium', $keys, (string) wp_json_encode( $plan ) );
	}

	public function test_the_order_screen_shows_the_origin_box(): void {
		$order = $this->place( array( $this->product() => 1 ) );
		$none  = $this->place( array( $this->product() => 1 ) );
		$this->origin(
			$order,
			array(
				'source_type'        => 'utm',
				'utm_source'         => 'newsletter',
				'utm_medium'         => 'email',
				'utm_campaign'       => 'black_friday',
				'session_entry'      => 'https://shop.test/?utm_source=newsletter',
				'session_start_time' => gmdate( 'Y-m-d H:i:s', $order->created_at - 245 ),
				'session_pages'      => '4',
				'user_agent'         => 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
			)
		);

		ob_start();
		$this->screen( $this->actions )->render( $order );
		$html = (string) ob_get_clean();
		ob_start();
		$this->screen( $this->actions )->render( $none );
		$empty = (string) ob_get_clean();

		self::assertStringContainsString( '<h2 id="vitrine-order-origin">Origin</h2>', $html );
		foreach ( array(
			'Type'           => 'UTM',
			'Source'         => 'newsletter',
			'Medium'         => 'email',
			'Campaign'       => 'black_friday',
			'Device'         => 'Mobile',
			'Pages seen'     => '4',
			'Session length' => '4 min',
			'Landing page'   => 'https://shop.test/?utm_source=newsletter',
		) as $term => $value ) {
			self::assertMatchesRegularExpression( '#<dt>' . preg_quote( $term, '#' ) . '</dt>\s*<dd[^>]*>' . preg_quote( esc_html( $value ), '#' ) . '</dd>#', $html );
		}
		self::assertStringContainsString( 'No origin was recorded for this order.', $empty );
	}

	public function test_the_page_shows_the_list_or_one_order_with_the_last_action_s_notices(): void {
		$order = $this->orders->service->payment_complete( $this->place( array( $this->product() => 1 ) ) );
		$page  = $this->page( $this->actions );
		$this->actions->process_bulk(
			$this->bulk_request(
				array(
					'action' => 'mark_completed',
					'id'     => array( (string) $order->id ),
				)
			)
		);

		$_GET = array( 'page' => OrdersPage::SLUG );
		ob_start();
		$page->render();
		$list = (string) ob_get_clean();
		$_GET = array(
			'page'   => OrdersPage::SLUG,
			'action' => 'edit',
			'id'     => (string) $order->id,
		);
		// The next page view is another request, with stashes of its own.
		$next = $this->actions( new FormStash() );
		ob_start();
		$this->page( $next )->render();
		$screen = (string) ob_get_clean();
		$_GET   = array();

		self::assertStringContainsString( '<h1 class="wp-heading-inline">Orders</h1>', $list );
		self::assertStringContainsString( '1 order changed to Completed.', $list );
		self::assertStringContainsString( 'name="page" value="vitrine-orders"', $list );
		self::assertStringContainsString( 'id="vitrine-orders-search-input"', $list );
		self::assertStringContainsString( 'name="_wpnonce"', $list, 'Bulk actions carry a nonce.' );
		self::assertStringContainsString( sprintf( '#%d Ada Lovelace', $order->id ), $list );
		self::assertStringContainsString( 'vitrine-order-status--completed', $list );
		self::assertStringNotContainsString( '1 order changed to Completed.', $screen, 'A notice is shown once.' );
		self::assertStringContainsString( sprintf( 'Order #%d', $order->id ), $screen );
		self::assertStringContainsString( 'Completed', $screen );
		// Both views open with the shared scaffold (AdminPage): the wrap, the heading, the title action, the header end.
		self::assertStringStartsWith( '<div class="wrap vitrine-orders">' . "\n" . '<h1 class="wp-heading-inline">Orders</h1>', ltrim( $list ) );
		self::assertStringStartsWith(
			sprintf( '<div class="wrap vitrine-order">' . "\n" . '<h1 class="wp-heading-inline">Order #%d</h1>' . "\n" . '<a class="page-title-action" href="%s">All orders</a>' . "\n" . '<hr class="wp-header-end">', $order->id, esc_url( OrdersPage::url() ) ),
			ltrim( $screen )
		);
	}

	public function test_the_order_screen_shows_the_order_and_its_forms(): void {
		$gateway = $this->createMock( Gateway::class );
		$gateway->method( 'title' )->willReturn( 'Test Pay' );
		$gateway->method( 'supports' )->willReturn( true );
		$gateway->method( 'refund' )->willReturn( RefundResult::success( 're_1' ) );
		$this->gateways['bacs'] = $gateway;
		$draft                  = $this->draft( array( $this->product() => 2 ) );
		$draft->customer_note   = 'Leave it with the neighbour.';
		$order                  = $this->orders->service->payment_complete( $this->writer->create( $draft ), 'ch_9' );
		$this->orders->service->refund( $order, 300, 'Dented', false );
		$order = $this->reader->find( $order->id );
		self::assertInstanceOf( Order::class, $order );

		ob_start();
		$this->screen( $this->actions )->render( $order );
		$html = (string) ob_get_clean();

		foreach ( array(
			sprintf( 'Order #%d', $order->id ),
			'Processing',
			'12 Analytical Street',
			'mailto:ada@example.org',
			'Leave it with the neighbour.',
			'Transaction: ch_9',
			'Mug',
			'€25.00',
			'Refunded:',
			'-€3.00',
			'Dented',
			'Order status changed from Pending payment to Processing.',
			'Stock levels reduced: Mug 10→8.',
			'Pending payment → Processing',
			'name="note_type"',
			'Refund through Test Pay',
			'Record a manual refund',
			'value="' . OrderActions::REFUND_ACTION . '"',
			'value="' . OrderStatus::COMPLETED . '"',
		) as $expected ) {
			self::assertStringContainsString( $expected, $html );
		}
		self::assertSame( 3, substr_count( $html, 'name="_wpnonce"' ), 'Status, notes and refund forms each carry a nonce.' );
	}
}
