<?php
/**
 * The account's orders: the list and one order.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Account\View;

use Vitrine\Account\AccountPages;
use Vitrine\Account\CustomerOrders;
use Vitrine\Account\FormState;
use Vitrine\Checkout\CheckoutPages;
use Vitrine\Checkout\View\CheckoutNotices;
use Vitrine\Checkout\View\OrderDetails;
use Vitrine\Orders\Order;
use Vitrine\Orders\OrderMoney;
use Vitrine\Orders\OrderStatus;

/**
 * /my-account/orders/{page}/: a table of the customer's orders (number, date, status, total and
 * the actions: view, pay while unpaid, cancel while pending or failed), a page at a time.
 * /my-account/view-order/{id}/: one of the customer's orders with the notes meant for them and
 * its details (the checkout's OrderDetails); anyone else's order gets a message (and a 404).
 * Cancelling is a small form posting to the page (nonce'd per order), so it works without JavaScript.
 */
final class OrdersView {

	public const CANCEL_ACTION = 'cancel_order';

	public function __construct(
		private readonly AccountPages $pages,
		private readonly CustomerOrders $orders,
		private readonly OrderDetails $details,
		private readonly OrderMoney $money,
		private readonly CheckoutPages $checkout_pages,
		private readonly FormState $forms,
	) {
	}

	/**
	 * The nonce action of cancelling one order.
	 */
	public static function cancel_nonce_action( int $order_id ): string {
		return 'vitrine-cancel-order-' . $order_id;
	}

	/**
	 * The list, at a page.
	 *
	 * @param int $user_id The customer.
	 * @param int $page    From 1.
	 */
	public function render_list( int $user_id, int $page ): string {
		$page   = max( 1, $page );
		$result = $this->orders->page( $user_id, $page );
		$html   = CheckoutNotices::errors( array(), $this->forms->messages( self::CANCEL_ACTION ) );
		if ( array() === $result['orders'] ) {
			$shop = get_post_type_archive_link( 'vitrine_product' );
			return $html . '<div class="vitrine-notice vitrine-notice--info" role="status">' . esc_html(
				1 === $page ? __( 'No order has been made yet.', 'vitrine' ) : __( 'There are no orders on this page.', 'vitrine' )
			) . ( is_string( $shop ) ? ' <a class="vitrine-button" href="' . esc_url( $shop ) . '">' . esc_html__( 'Browse products', 'vitrine' ) . '</a>' : '' ) . '</div>';
		}

		$html .= '<table class="vitrine-orders-table"><thead><tr>';
		foreach ( array( __( 'Order', 'vitrine' ), __( 'Date', 'vitrine' ), __( 'Status', 'vitrine' ), __( 'Total', 'vitrine' ), __( 'Actions', 'vitrine' ) ) as $column ) {
			$html .= '<th scope="col">' . esc_html( $column ) . '</th>';
		}
		$html .= '</tr></thead><tbody>';
		foreach ( $result['orders'] as $order ) {
			$count = $order->item_count();
			$html .= sprintf(
				'<tr class="vitrine-orders-table__row vitrine-orders-table__row--%1$s"><th scope="row"><a href="%2$s">%3$s</a></th><td>%4$s</td><td>%5$s</td><td>%6$s</td><td class="vitrine-orders-table__actions">%7$s</td></tr>',
				esc_attr( $order->status ),
				esc_url( $this->pages->endpoint_url( AccountPages::VIEW_ORDER, (string) $order->id ) ),
				/* translators: %s: order number. */
				esc_html( sprintf( __( '#%s', 'vitrine' ), $order->number() ) ),
				self::date( $order ),
				esc_html( OrderStatus::label( $order->status ) ),
				esc_html(
					sprintf(
						/* translators: 1: the order's total with currency, 2: how many items. */
						_n( '%1$s for %2$s item', '%1$s for %2$s items', $count, 'vitrine' ),
						$this->money->format( $order->total, $order ),
						number_format_i18n( $count )
					)
				),
				$this->actions( $order, true )
			);
		}
		$html .= '</tbody></table>';
		return $html . $this->pagination( $page, $result['pages'] );
	}

	/**
	 * One order, when it is the customer's.
	 *
	 * @param int $user_id  The customer.
	 * @param int $order_id The order asked for.
	 */
	public function render_order( int $user_id, int $order_id ): string {
		$order = $this->orders->find_own( $user_id, $order_id );
		if ( null === $order ) {
			return '<div class="vitrine-notice vitrine-notice--error" role="alert">' . esc_html__( 'Invalid order.', 'vitrine' )
				. ' <a href="' . esc_url( $this->pages->endpoint_url( AccountPages::ORDERS ) ) . '">' . esc_html__( 'See your orders', 'vitrine' ) . '</a></div>';
		}
		$html  = CheckoutNotices::errors( array(), $this->forms->messages( self::CANCEL_ACTION ) );
		$html .= '<p class="vitrine-order-summary">' . sprintf(
			/* translators: 1: order number, 2: the date it was placed, 3: its status. */
			esc_html__( 'Order #%1$s was placed on %2$s and is currently %3$s.', 'vitrine' ),
			'<mark class="vitrine-order-summary__number">' . esc_html( $order->number() ) . '</mark>',
			'<mark class="vitrine-order-summary__date">' . self::date( $order ) . '</mark>',
			'<mark class="vitrine-order-summary__status">' . esc_html( OrderStatus::label( $order->status ) ) . '</mark>'
		) . '</p>';
		$actions = $this->actions( $order, false );
		if ( '' !== $actions ) {
			$html .= '<div class="vitrine-order-actions">' . $actions . '</div>';
		}
		$notes = $this->orders->customer_notes( $order );
		if ( array() !== $notes ) {
			$html .= '<section class="vitrine-order-updates"><h2>' . esc_html__( 'Order updates', 'vitrine' ) . '</h2><ol class="vitrine-order-updates__list">';
			foreach ( $notes as $note ) {
				$html .= sprintf(
					'<li class="vitrine-order-updates__note"><p class="vitrine-order-updates__date"><time datetime="%1$s">%2$s</time></p><div class="vitrine-order-updates__text">%3$s</div></li>',
					esc_attr( gmdate( 'c', $note->created_at ) ),
					esc_html(
						sprintf(
							/* translators: 1: a date, 2: a time. */
							__( '%1$s at %2$s', 'vitrine' ),
							wp_date( (string) get_option( 'date_format' ), $note->created_at ),
							wp_date( (string) get_option( 'time_format' ), $note->created_at )
						)
					),
					wpautop( esc_html( $note->content ) )
				);
			}
			$html .= '</ol></section>';
		}
		return $html . $this->details->render( $order );
	}

	/**
	 * View, pay and cancel, each named with the order's number for screen readers.
	 *
	 * @param Order $order   The order.
	 * @param bool  $in_list Whether it is a row of the list (which has the view link).
	 */
	private function actions( Order $order, bool $in_list ): string {
		$number = $order->number();
		$html   = '';
		if ( $in_list ) {
			$html .= sprintf(
				'<a class="vitrine-button vitrine-button--view" href="%1$s" aria-label="%2$s">%3$s</a> ',
				esc_url( $this->pages->endpoint_url( AccountPages::VIEW_ORDER, (string) $order->id ) ),
				/* translators: %s: order number. */
				esc_attr( sprintf( __( 'View order %s', 'vitrine' ), $number ) ),
				esc_html__( 'View', 'vitrine' )
			);
		}
		if ( $order->needs_payment() && '' !== $this->checkout_pages->url() ) {
			$html .= sprintf(
				'<a class="vitrine-button vitrine-button--pay" href="%1$s" aria-label="%2$s">%3$s</a> ',
				esc_url( $this->checkout_pages->pay_url( $order ) ),
				/* translators: %s: order number. */
				esc_attr( sprintf( __( 'Pay for order %s', 'vitrine' ), $number ) ),
				esc_html__( 'Pay', 'vitrine' )
			);
		}
		if ( $this->orders->can_cancel( $order ) ) {
			$html .= sprintf(
				'<form class="vitrine-account-cancel-order" method="post" action="%1$s"><input type="hidden" name="vitrine_account_action" value="%2$s"><input type="hidden" name="order_id" value="%3$d">%4$s<button type="submit" class="vitrine-button vitrine-button--cancel" aria-label="%5$s">%6$s</button></form>',
				esc_url( $this->pages->current_url() ),
				esc_attr( self::CANCEL_ACTION ),
				$order->id,
				FormFields::nonce( self::cancel_nonce_action( $order->id ) ),
				/* translators: %s: order number. */
				esc_attr( sprintf( __( 'Cancel order %s', 'vitrine' ), $number ) ),
				esc_html__( 'Cancel', 'vitrine' )
			);
		}
		return trim( $html );
	}

	/**
	 * Previous and next page links.
	 *
	 * @param int $page  The current page.
	 * @param int $pages How many there are.
	 */
	private function pagination( int $page, int $pages ): string {
		if ( $pages <= 1 ) {
			return '';
		}
		$html = '<nav class="vitrine-pagination" aria-label="' . esc_attr__( 'Pages of orders', 'vitrine' ) . '"><ul>';
		if ( $page > 1 ) {
			$html .= '<li><a class="vitrine-button" rel="prev" href="' . esc_url( $this->pages->endpoint_url( AccountPages::ORDERS, 2 === $page ? '' : (string) ( $page - 1 ) ) ) . '">' . esc_html__( 'Previous', 'vitrine' ) . '</a></li>';
		}
		/* translators: 1: the current page, 2: how many pages. */
		$html .= '<li class="vitrine-pagination__current">' . esc_html( sprintf( __( 'Page %1$s of %2$s', 'vitrine' ), number_format_i18n( min( $page, $pages ) ), number_format_i18n( $pages ) ) ) . '</li>';
		if ( $page < $pages ) {
			$html .= '<li><a class="vitrine-button" rel="next" href="' . esc_url( $this->pages->endpoint_url( AccountPages::ORDERS, (string) ( $page + 1 ) ) ) . '">' . esc_html__( 'Next', 'vitrine' ) . '</a></li>';
		}
		return $html . '</ul></nav>';
	}

	/**
	 * The order's date in the site's format, in a <time> element. Escaped.
	 */
	private static function date( Order $order ): string {
		return sprintf(
			'<time datetime="%1$s">%2$s</time>',
			esc_attr( gmdate( 'c', $order->created_at ) ),
			esc_html( (string) wp_date( (string) get_option( 'date_format' ), $order->created_at ) )
		);
	}
}
