<?php
/**
 * What the checkout page shows.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Checkout;

use Vitrine\Address\AddressFields;
use Vitrine\Cart\CartService;
use Vitrine\Cart\CartSnapshot;
use Vitrine\Cart\CheckoutState;
use Vitrine\Checkout\Totals\Totals;
use Vitrine\Checkout\Totals\TotalsCalculator;
use Vitrine\Checkout\View\CheckoutForm;
use Vitrine\Checkout\View\CheckoutNotices;
use Vitrine\Checkout\View\OrderReview;
use Vitrine\Checkout\View\PaymentMethods;
use Vitrine\Payments\Gateway;
use Vitrine\Payments\Gateways;
use Vitrine\Payments\PaymentContext;
use Vitrine\Tax\TaxSettings;

/**
 * The checkout shortcode and block: the order-received or pay-for-order page on their endpoints,
 * otherwise the checkout form for the visitor's cart (or a word that the cart is empty). Also
 * renders the fragments update_order_review answers with, from the same totals.
 */
final class CheckoutView {

	/** @var array{fields: array<string, string>, messages: list<string>, values: array<string, mixed>}|null */
	private ?array $refused_submission = null;

	public function __construct(
		private readonly CartService $cart,
		private readonly TotalsCalculator $totals,
		private readonly Gateways $gateways,
		private readonly CheckoutForm $form,
		private readonly OrderReview $review,
		private readonly PaymentMethods $payment_methods,
		private readonly CouponsInCart $coupons,
		private readonly Customers $accounts,
		private readonly TaxSettings $tax_settings,
		private readonly CheckoutPages $pages,
		private readonly OrderReceivedPage $received,
		private readonly PayForOrderPage $pay,
		private readonly PaymentPageSettings $payment_settings,
	) {
	}

	/**
	 * The shortcode's and the block's output.
	 */
	public function render(): string {
		$endpoint = $this->pages->current_endpoint();
		if ( null !== $endpoint ) {
			list( $name, $order_id ) = $endpoint;
			return CheckoutPages::ORDER_RECEIVED === $name ? $this->received->render( $order_id ) : $this->pay->render( $order_id );
		}

		$cart = $this->cart->get();
		if ( $cart->is_empty() ) {
			return '<div class="vitrine-checkout vitrine-checkout--empty"><p class="vitrine-notice vitrine-notice--info" role="status">'
				. esc_html__( 'Your cart is currently empty.', 'vitrine' ) . '</p><p><a class="vitrine-button" href="' . esc_url( (string) get_post_type_archive_link( 'vitrine_product' ) ) . '">'
				. esc_html__( 'Return to shop', 'vitrine' ) . '</a></p></div>';
		}

		$values = $this->values( $cart );
		$totals = $this->totals->calculate( $cart, get_current_user_id(), $values['billing']['email'] ?? '' );
		$errors = $this->refused_submission['fields'] ?? array();
		return $this->form->render(
			$cart,
			$totals,
			$this->available_gateways( $totals ),
			$values,
			$errors,
			CheckoutNotices::errors( $errors, array_merge( $this->refused_submission['messages'] ?? array(), array_values( $totals->refused_coupons ) ) )
		);
	}

	/**
	 * A submission without JavaScript was refused: this request shows the form again with what
	 * was typed and the messages.
	 *
	 * @param array<string, string> $fields   Field name => message.
	 * @param list<string>          $messages General messages.
	 * @param array<string, mixed>  $values   What was submitted (form fields).
	 */
	public function show_refusal( array $fields, array $messages, array $values ): void {
		$this->refused_submission = array(
			'fields'   => $fields,
			'messages' => $messages,
			'values'   => $values,
		);
	}

	/**
	 * The order review table and the payment methods for the cart as it is, and the reasons
	 * coupons stopped applying (those coupons are taken off the cart).
	 *
	 * @param CartSnapshot $cart           The cart with its checkout state.
	 * @param string       $billing_email  The billing email typed so far.
	 * @param string       $payment_method The chosen gateway id.
	 * @return array{fragments: array<string, string>, messages: string, totals: Totals}
	 */
	public function review_parts( CartSnapshot $cart, string $billing_email, string $payment_method ): array {
		$totals = $this->totals->calculate( $cart, get_current_user_id(), $billing_email );
		if ( array() !== $totals->refused_coupons ) {
			$this->coupons->keep_only( $totals->coupon_codes() );
		}
		return array(
			'fragments' => array(
				OrderReview::FRAGMENT    => $this->review->render( $cart, $totals ),
				PaymentMethods::FRAGMENT => $this->payment_methods->render( $this->available_gateways( $totals ), $payment_method, $totals->total > 0, PaymentContext::CHECKOUT ),
			),
			'messages'  => CheckoutNotices::errors( array(), array_values( $totals->refused_coupons ) ),
			'totals'    => $totals,
		);
	}

	/**
	 * The part of an answer that redraws the order review: its fragments, the refused coupons'
	 * messages and the payment context (update_order_review, apply_coupon, remove_coupon).
	 *
	 * @param CartSnapshot $cart           The cart with its checkout state.
	 * @param string       $billing_email  The billing email typed so far.
	 * @param string       $payment_method The chosen gateway id.
	 * @return array{fragments: array<string, string>, messages: string, payment: array<string, mixed>}
	 */
	public function review_answer( CartSnapshot $cart, string $billing_email, string $payment_method ): array {
		$parts = $this->review_parts( $cart, $billing_email, $payment_method );
		return array(
			'fragments' => $parts['fragments'],
			'messages'  => $parts['messages'],
			// The payment context with the new total, for gateways' scripts (vitrine:payment-context).
			'payment'   => $this->payment_context( $cart, $parts['totals'] ),
		);
	}

	/**
	 * A customer's first visit to the checkout with this cart: the cart takes the location of
	 * the addresses saved in the account, so that the order review shows their shipping rates and
	 * taxes at once (the form is filled from the same addresses). A cart that has a location
	 * already, a guest, or a customer without a saved country, is left as it is.
	 *
	 * @param CartSnapshot $cart The visitor's cart, not empty.
	 */
	public function with_account_location( CartSnapshot $cart ): CartSnapshot {
		$user = get_current_user_id();
		if ( $user <= 0 || '' !== ( $cart->checkout->billing['country'] ?? '' ) ) {
			return $cart;
		}
		$billing = $this->accounts->address( $user, AddressFields::BILLING );
		if ( '' === ( $billing['country'] ?? '' ) ) {
			return $cart;
		}
		$shipping = $this->accounts->address( $user, AddressFields::SHIPPING );
		return $this->cart->set_choices(
			static fn ( CartSnapshot $current ): CheckoutState => $current->checkout->with_locations( $billing, $shipping, $current->checkout->ship_elsewhere )
		);
	}

	/**
	 * The payment context of the checkout form (window.vitrineSettings.payment): printed with the
	 * page, and answered again by each order review update with its totals.
	 *
	 * @param CartSnapshot $cart   The cart with its checkout state.
	 * @param Totals|null  $totals Its totals when already computed.
	 * @return array<string, mixed>
	 */
	public function payment_context( CartSnapshot $cart, ?Totals $totals = null ): array {
		$totals ??= $this->totals->calculate( $cart, get_current_user_id(), is_user_logged_in() ? wp_get_current_user()->user_email : '' );
		return $this->payment_settings->for_checkout( $cart, $totals, $this->available_gateways( $totals ) );
	}

	/**
	 * @return array<string, Gateway>
	 */
	public function available_gateways( Totals $totals ): array {
		return $this->gateways->available(
			new PaymentContext(
				$totals->total,
				$totals->currency,
				$totals->needs_shipping,
				null === $totals->chosen_rate ? array() : array( $totals->chosen_rate->method_id )
			)
		);
	}

	/**
	 * What the form is filled with: a refused submission's input, else the customer's saved
	 * addresses, else the location kept with the cart, else the shop's country.
	 *
	 * @return array{billing: array<string, string>, shipping: array<string, string>, ship_elsewhere: bool, note: string, payment_method: string, create_account: bool}
	 */
	private function values( CartSnapshot $cart ): array {
		$posted = $this->refused_submission['values'] ?? null;
		if ( null !== $posted ) {
			$request = CheckoutRequest::from_form( $posted, \Vitrine\Orders\OrderDraft::ADDRESS_FIELDS );
			return array(
				'billing'        => array_map( 'strval', $request->billing ),
				'shipping'       => array_map( 'strval', $request->shipping ),
				'ship_elsewhere' => $request->ship_elsewhere,
				'note'           => $request->customer_note,
				'payment_method' => $request->payment_method,
				'create_account' => $request->create_account,
			);
		}
		$user     = get_current_user_id();
		$billing  = $user > 0 ? $this->accounts->address( $user, AddressFields::BILLING ) : array();
		$shipping = $user > 0 ? $this->accounts->address( $user, AddressFields::SHIPPING ) : array();
		if ( $user > 0 && empty( $billing['email'] ) ) {
			$billing['email'] = wp_get_current_user()->user_email;
		}
		$billing  += $cart->checkout->billing;
		$shipping += $cart->checkout->shipping;
		$billing  += array( 'country' => $this->tax_settings->store_location()->country );
		return array(
			'billing'        => $billing,
			'shipping'       => $shipping,
			'ship_elsewhere' => $cart->checkout->ship_elsewhere,
			'note'           => '',
			'payment_method' => '',
			'create_account' => false,
		);
	}
}
