<?php
/**
 * The pay-for-order page.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Checkout;

use Vitrine\Checkout\View\LoginFormRenderer;
use Vitrine\Checkout\View\CheckoutForm;
use Vitrine\Checkout\View\CheckoutNotices;
use Vitrine\Checkout\View\OrderDetails;
use Vitrine\Checkout\View\PaymentMethods;
use Vitrine\Core\Errors\ErrorMapper;
use Vitrine\Core\RateLimit\RateLimited;
use Vitrine\Core\Settings\Settings;
use Vitrine\Core\Http\CrossSiteGuard;
use Vitrine\Orders\Order;
use Vitrine\Orders\OrderStatus;
use Vitrine\Payments\Gateways;
use Vitrine\Payments\PaymentContext;

/**
 * /checkout/order-pay/{id}/?key=…: pay an order placed earlier (a refused card, or an order the
 * merchant made). The key must be the order's (else 404 and a message, never the order); a
 * customer's order asks its customer to log in, a guest order asks for its billing email; then
 * the order and the payment methods that can pay for an existing order. The form posts here
 * (no JavaScript) or to POST /vitrine/v1/checkout/{id}?key=&billing_email=.
 */
final class PayForOrderPage {

	public const SUBMIT = 'vitrine_pay_for_order';

	/** @var list<string> */
	private array $messages = array();

	public function __construct(
		private readonly OrderAccess $access,
		private readonly OrderDetails $details,
		private readonly PaymentMethods $payment_methods,
		private readonly Gateways $gateways,
		private readonly PayForOrder $pay,
		private readonly LoginFormRenderer $login_form,
		private readonly Settings $settings,
		private readonly CrossSiteGuard $cross_site,
	) {
	}

	/**
	 * Before output (template_redirect): status, no caching, and a submitted payment.
	 */
	public function prepare( int $order_id ): void {
		nocache_headers();
		$order = $this->access->with_key( $order_id, OrderAccess::requested_key() );
		if ( null === $order ) {
			status_header( 404 );
			return;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- checked just below.
		if ( ! isset( $_POST[ self::SUBMIT ] ) ) {
			return;
		}
		$this->cross_site->refuse_cross_site_form();
		// A field of the wrong type (security[]=…) is no nonce, and no PHP warning either.
		$security = isset( $_POST['security'] ) && is_string( $_POST['security'] ) ? sanitize_text_field( wp_unslash( $_POST['security'] ) ) : '';
		if ( '' === $security || ! wp_verify_nonce( $security, CheckoutForm::NONCE_ACTION ) ) {
			$this->messages[] = __( 'Your session has expired or the request was not sent by this site. Reload the page and try again.', 'vitrine' );
			return;
		}
		$payment_data = array();
		foreach ( wp_unslash( $_POST ) as $name => $value ) {
			if ( is_string( $name ) && is_scalar( $value ) && CheckoutRequest::is_payment_field( $name ) ) {
				$payment_data[ $name ] = sanitize_text_field( (string) $value );
			}
		}
		try {
			$result = $this->pay->pay( $order, OrderAccess::requested_key(), $this->billing_email(), $this->posted_method(), $payment_data );
		} catch ( CheckoutRefused $e ) {
			status_header( ErrorMapper::status( $e->kind ) );
			$this->messages = array_merge( $this->messages, array_values( $e->fields ), $e->messages );
			return;
		} catch ( RateLimited $e ) {
			ErrorMapper::send_status( $e ); // 429 and Retry-After.
			$this->messages[] = $e->getMessage();
			return;
		} catch ( \Throwable $e ) {
			// Any other failure (the database, a gateway that threw) is a message on the page too.
			list( $fields, $message ) = CheckoutFormHandler::refusal( $e, (string) $this->settings->get( 'checkout_error_message' ) );
			$this->messages           = array_merge( $this->messages, array_values( $fields ), array( $message ) );
			return;
		}
		if ( $result->success && '' !== $result->redirect ) {
			wp_safe_redirect( $result->redirect, 303 );
			exit;
		}
		$this->messages[] = '' !== $result->message ? $result->message : __( 'Your payment could not be processed. Please try again or choose another payment method.', 'vitrine' );
	}

	/**
	 * The order when this request shows its payment form: the right key, still unpaid, and the
	 * logged-in customer's order, or a guest order whose billing email was given or which this
	 * browser placed (OrderAccess::is_customer). Null otherwise,
	 * and then the page's payment context tells nothing of the order.
	 */
	public function payable( int $order_id ): ?Order {
		$order = $this->access->with_key( $order_id, OrderAccess::requested_key() );
		if ( null === $order || ! $order->needs_payment() ) {
			return null;
		}
		$email = $order->customer_id > 0 ? '' : $this->billing_email();
		return $this->access->is_customer( $order, $email ) ? $order : null;
	}

	public function render( int $order_id ): string {
		$order = $this->access->with_key( $order_id, OrderAccess::requested_key() );
		if ( null === $order ) {
			return $this->wrap( '<p class="vitrine-notice vitrine-notice--error" role="alert">' . esc_html__( 'Sorry, this order is invalid and cannot be paid for.', 'vitrine' ) . '</p>' );
		}
		if ( ! $order->needs_payment() ) {
			return $this->wrap(
				'<p class="vitrine-notice vitrine-notice--error" role="alert">' . esc_html(
					sprintf(
						/* translators: %s: order status, such as Processing. */
						__( 'This order’s status is “%s”—it cannot be paid for. Please contact us if you need assistance.', 'vitrine' ),
						OrderStatus::label( $order->status )
					)
				) . '</p>'
			);
		}
		if ( $order->customer_id > 0 && ! $this->access->is_customer( $order, '' ) ) {
			$notice = is_user_logged_in()
				? __( 'This order was placed by another customer. Please log in as that customer to pay for it.', 'vitrine' )
				: __( 'Please log in to your account below to continue to the payment form.', 'vitrine' );
			return $this->wrap( '<p class="vitrine-notice vitrine-notice--info" role="status">' . esc_html( $notice ) . '</p>' . ( is_user_logged_in() ? '' : $this->login_form->render() ) );
		}
		$email = $this->billing_email();
		if ( 0 === $order->customer_id && ! $this->access->is_customer( $order, $email ) ) {
			return $this->wrap( $this->email_form( '' !== $email ) );
		}

		$gateways = $this->gateways->available( new PaymentContext( $order->total, $order->currency, $order->has_shipping_address(), array_map( static fn ( $line ): string => (string) ( $line->meta['method_id'] ?? '' ), $order->shipping_lines() ), PaymentContext::PAY_FOR_ORDER, (string) ( $order->billing['country'] ?? '' ) ) );
		$html     = CheckoutNotices::errors( array(), $this->messages );
		$html    .= $this->details->overview( $order ) . $this->details->render( $order );
		$html    .= '<form method="post" class="vitrine-pay-for-order" data-vitrine-pay-for-order>';
		$html    .= wp_nonce_field( CheckoutForm::NONCE_ACTION, 'security', false, false );
		$html    .= '<input type="hidden" name="billing_email" value="' . esc_attr( $email ) . '">';
		/**
		 * Filters what shows above the payment methods of the pay-for-order page (a payment
		 * module's express checkout buttons).
		 *
		 * @param string $html  Escaped markup, '' by default.
		 * @param Order  $order The order being paid.
		 */
		$html .= (string) apply_filters( 'vitrine_pay_for_order_before_payment_methods_html', '', $order );
		$html .= $this->payment_methods->render( $gateways, '' !== $this->posted_method() ? $this->posted_method() : $order->payment_method, true, PaymentContext::PAY_FOR_ORDER );
		$html .= '<p class="vitrine-form__row"><button type="submit" class="vitrine-button vitrine-button--primary" name="' . esc_attr( self::SUBMIT ) . '" value="1">' . esc_html__( 'Pay for order', 'vitrine' ) . '</button></p>';
		return $this->wrap( $html . '</form>' );
	}

	/**
	 * A guest order's page asks for the billing email before it shows anything of the order.
	 */
	private function email_form( bool $wrong ): string {
		$html = '<form method="post" class="vitrine-form vitrine-verify-email">';
		if ( $wrong ) {
			$html .= '<p class="vitrine-notice vitrine-notice--error" role="alert">' . esc_html__( 'We were unable to verify the email address you provided. Please try again.', 'vitrine' ) . '</p>';
		}
		$html .= '<p>' . esc_html__( 'To pay for this order, please confirm the email address you used when placing it.', 'vitrine' ) . '</p>';
		$html .= '<p class="vitrine-form__row"><label for="vitrine-verify-email">' . esc_html__( 'Email address', 'vitrine' ) . ' <span class="vitrine-required" aria-hidden="true">*</span></label>';
		$html .= '<input type="email" class="vitrine-input" name="billing_email" id="vitrine-verify-email" autocomplete="email" required aria-required="true"' . ( $wrong ? ' aria-invalid="true"' : '' ) . '></p>';
		$html .= '<p class="vitrine-form__row"><button type="submit" class="vitrine-button">' . esc_html__( 'Verify', 'vitrine' ) . '</button></p>';
		return $html . '</form>';
	}

	private function billing_email(): string {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- an answer to a question, changing nothing.
		return isset( $_POST['billing_email'] ) && is_string( $_POST['billing_email'] ) ? sanitize_email( wp_unslash( $_POST['billing_email'] ) ) : '';
	}

	/**
	 * The payment method the form posted (kept when the page shows it again), or ''.
	 */
	private function posted_method(): string {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- read only; prepare() checks the nonce before paying.
		return isset( $_POST['payment_method'] ) && is_string( $_POST['payment_method'] ) ? sanitize_key( wp_unslash( $_POST['payment_method'] ) ) : '';
	}

	private function wrap( string $html ): string {
		return '<div class="vitrine-pay-for-order-page">' . $html . '</div>';
	}
}
