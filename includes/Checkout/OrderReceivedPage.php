<?php
/**
 * The order-received ("thank you") page.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Checkout;

use Vitrine\Cart\CartService;
use Vitrine\Checkout\View\OrderDetails;
use Vitrine\Orders\Order;
use Vitrine\Orders\OrderStatus;
use Vitrine\Payments\Gateways;
use Vitrine\Payments\Offline\OfflineGateway;

/**
 * /checkout/order-received/{id}/?key=…: the order's overview, the payment method's instructions
 * and the order's details. A wrong or missing key answers 404 with a message, never the order.
 * Seeing the page of a paid (or on-hold) order empties the cart it was placed from.
 */
final class OrderReceivedPage {

	public function __construct(
		private readonly OrderAccess $access,
		private readonly OrderDetails $details,
		private readonly Gateways $gateways,
		private readonly CartService $cart,
		private readonly CheckoutPages $pages,
	) {
	}

	/**
	 * Before output (template_redirect): the status code, no caching, and the cart emptied.
	 */
	public function prepare( int $order_id ): void {
		nocache_headers();
		$order = $this->access->with_key( $order_id, OrderAccess::requested_key() );
		if ( null === $order ) {
			status_header( 404 );
			return;
		}
		if ( ! $order->needs_payment() ) {
			$this->cart->clear_after_order( $order->id );
		}
	}

	public function render( int $order_id ): string {
		$order = $this->access->with_key( $order_id, OrderAccess::requested_key() );
		if ( null === $order ) {
			return '<div class="vitrine-order-received"><p class="vitrine-notice vitrine-notice--error" role="alert">'
				. esc_html__( 'Sorry, this order is invalid and cannot be shown. Please check the link in your order email.', 'vitrine' ) . '</p></div>';
		}
		$html = '<div class="vitrine-order-received">';
		if ( OrderStatus::FAILED === $order->status ) {
			$html .= '<p class="vitrine-notice vitrine-notice--error" role="alert">' . esc_html__( 'Unfortunately your order cannot be processed as the originating bank/merchant has declined your transaction. Please attempt your purchase again.', 'vitrine' ) . '</p>';
			$html .= '<p><a class="vitrine-button" href="' . esc_url( $this->pages->pay_url( $order ) ) . '">' . esc_html__( 'Pay', 'vitrine' ) . '</a></p>';
		} else {
			$html .= '<p class="vitrine-notice vitrine-notice--success" role="status">' . esc_html__( 'Thank you. Your order has been received.', 'vitrine' ) . '</p>';
		}
		$html .= $this->details->overview( $order );
		$html .= $this->instructions( $order );
		$html .= $this->details->render( $order );
		return $html . '</div>';
	}

	private function instructions( Order $order ): string {
		$gateway = $this->gateways->get( $order->payment_method );
		// What to do next matters while the money is still to come.
		$waiting = array( OrderStatus::PENDING, OrderStatus::ON_HOLD, OrderStatus::PROCESSING );
		if ( ! $gateway instanceof OfflineGateway || ! in_array( $order->status, $waiting, true ) ) {
			return '';
		}
		$text = $gateway->instructions();
		return '' === $text ? '' : '<section class="vitrine-payment-instructions"><h2>' . esc_html( $gateway->title() ) . '</h2>' . wpautop( wp_kses_post( $text ) ) . '</section>';
	}
}
