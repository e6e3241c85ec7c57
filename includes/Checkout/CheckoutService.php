<?php
/**
 * Places orders from the cart.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Checkout;

use Vitrine\Address\AddressFields;
use Vitrine\Address\AddressValidator;
use Vitrine\Cart\CartError;
use Vitrine\Cart\CartItem;
use Vitrine\Cart\CartService;
use Vitrine\Cart\CartSnapshot;
use Vitrine\Cart\CheckoutState;
use Vitrine\Checkout\Totals\Totals;
use Vitrine\Checkout\Totals\TotalsCalculator;
use Vitrine\Core\Errors\ErrorKind;
use Vitrine\Core\ExtensionData\ExtensionDataRefused;
use Vitrine\Core\ExtensionData\ExtensionDataRegistry;
use Vitrine\Core\RateLimit\Limits;
use Vitrine\Core\RateLimit\RateLimited;
use Vitrine\Core\RateLimit\RateLimiter;
use Vitrine\Core\Settings\Settings;
use Vitrine\Coupons\CouponRefused;
use Vitrine\Coupons\CouponRepository;
use Vitrine\Coupons\CouponUsage;
use Vitrine\Orders\Order;
use Vitrine\Orders\OrderDraft;
use Vitrine\Orders\OrderError;
use Vitrine\Orders\OrderService;
use Vitrine\Orders\OrderStatus;
use Vitrine\Orders\OrderStock;
use Vitrine\Orders\Storage\OrderReader;
use Vitrine\Orders\Storage\OrderWriter;
use Vitrine\Payments\Gateway;
use Vitrine\Payments\Gateways;
use Vitrine\Payments\PaymentContext;

/**
 * place() checks everything the shopper sent, then, under the cart's row lock and in one
 * database transaction, recomputes the totals from the cart, checks stock, creates the account
 * when asked, writes the order, takes its stock (atomically: a line the stock cannot cover any
 * more refuses the whole order) and counts the coupon uses; then it asks the gateway for payment.
 *
 * Nothing lost, nothing twice:
 *  - a failure before the payment leaves no order, no user and no coupon use (one transaction);
 *  - the order is keyed by an idempotency key made of the cart and what was submitted, so two
 *    clicks, two tabs or a retry after a timeout find the same order instead of making another
 *    (the row lock makes the second request wait for the first);
 *  - payment for one order is asked for by one request at a time (a named database lock), and
 *    only while the order still needs it;
 *  - the cart is emptied once the order is paid or on-hold, so a refused card keeps it.
 */
final class CheckoutService {

	/** How long a second submit waits for the first one's payment step, in seconds. */
	private const PAYMENT_LOCK_WAIT = 30;

	/** How long after placing an order a repeated submit of the emptied cart still gets that order, in seconds. */
	private const REPEAT_WINDOW = 600;

	public function __construct(
		private readonly Settings $settings,
		private readonly CartService $cart,
		private readonly TotalsCalculator $totals,
		private readonly AddressValidator $addresses,
		private readonly Gateways $gateways,
		private readonly OrderReader $reader,
		private readonly OrderWriter $writer,
		private readonly OrderService $order_service,
		private readonly CouponRepository $coupons,
		private readonly CouponUsage $coupon_usage,
		private readonly Customers $accounts,
		private readonly CheckoutPages $pages,
		private readonly ExtensionDataRegistry $extension_data,
		private readonly RateLimiter $limits,
	) {
	}

	/**
	 * Places the order and asks for its payment.
	 *
	 * @throws CheckoutRefused When the submission or the cart does not allow an order; nothing was written.
	 * @throws CartError       When the cart cannot be saved (UNAVAILABLE).
	 * @throws RateLimited     When this client placed too many orders lately; nothing was written.
	 */
	public function place( CheckoutRequest $request ): CheckoutResult {
		// Every submission counts, before the transaction (a count inside it would be rolled back).
		$this->limits->consume( Limits::ORDER );
		// The checkout and terms pages, which the checks and the answer look at, in one query.
		$this->pages->prime();
		$user_id  = get_current_user_id();
		$billing  = $this->addresses->sanitize( $request->billing, AddressFields::BILLING );
		$shipping = $request->ship_elsewhere ? $this->addresses->sanitize( $request->shipping, AddressFields::SHIPPING ) : $this->as_shipping( $billing );
		try {
			// Only namespaces a module registered, each matching its schema; checked before anything is written.
			$extensions = $this->extension_data->accept( $request->extensions );
		} catch ( ExtensionDataRefused $e ) {
			throw new CheckoutRefused( array(), array( $e->getMessage() ), $e->error_code, $e->kind );
		}

		try {
			$order = $this->place_from_cart( $request, $billing, $shipping, $user_id, $extensions );
		} catch ( CartError $e ) {
			if ( CartService::ITEMS_UNAVAILABLE !== $e->error_code ) {
				throw $e;
			}
			throw CheckoutRefused::message( $e->error_code, $e->getMessage(), ErrorKind::CONFLICT, true );
		} catch ( CouponRefused $e ) {
			// A coupon reached its limit while this order was placed (another shopper was faster).
			throw new CheckoutRefused( array(), array( $e->getMessage() ), $e->error_code, ErrorKind::INVALID, true );
		} catch ( OrderError $e ) {
			if ( OrderStock::OUT_OF_STOCK !== $e->error_code ) {
				throw $e;
			}
			// Another shopper took the last units between the check and the decrement.
			throw new CheckoutRefused( array(), array( $e->getMessage() ), $e->error_code, ErrorKind::INVALID, true );
		}
		return $this->pay( $order, $request->payment_data );
	}

	/**
	 * The placement itself, under the cart's lock and in one transaction (see the class comment).
	 *
	 * @param CheckoutRequest       $request  The submission.
	 * @param array<string, string> $billing  Sanitized billing address.
	 * @param array<string, string> $shipping Sanitized shipping address.
	 * @param int                   $user_id    The customer, 0 for a guest.
	 * @param array<string, mixed>  $extensions The accepted extension data, by namespace.
	 * @throws CheckoutRefused When the order cannot be placed.
	 * @throws CouponRefused   When a coupon's limit was reached meanwhile.
	 * @throws OrderError      OrderStock::OUT_OF_STOCK when another order took the last units meanwhile.
	 * @throws CartError       CartService::ITEMS_UNAVAILABLE when lines could no longer be bought.
	 */
	private function place_from_cart( CheckoutRequest $request, array $billing, array $shipping, int $user_id, array $extensions ): Order {
		return $this->cart->place_order(
			function ( CartSnapshot $cart ) use ( $request, $billing, $shipping, $user_id, $extensions ): array {
				$state = $cart->checkout->with_locations( $billing, $shipping, $request->ship_elsewhere );
				if ( '' !== $request->shipping_rate ) {
					$state = $state->with_shipping_rate( $request->shipping_rate );
				}
				if ( $cart->is_empty() ) {
					return array( $state, $this->earlier_order( $cart->checkout ) ?? throw $this->empty_cart() );
				}
				$cart   = new CartSnapshot( $cart->items, $cart->subtotal_minor, $cart->hash, $state, $cart->cart_id );
				$totals = $this->totals->calculate( $cart, $user_id, $billing['email'] ?? '' );
				$key    = $this->idempotency_key( $cart, $request, $user_id );

				$existing = $this->reader->find_by_idempotency_key( $key );
				if ( null !== $existing ) {
					return array( $state->with_placed_order( $existing->id, $key ), $existing );
				}

				$this->check( $request, $cart, $totals, $billing, $user_id );
				$this->replace_unpaid_order( $cart->checkout );
				$customer = $user_id;
				if ( 0 === $customer && $this->wants_account( $request ) ) {
					$customer = $this->accounts->create( $billing['email'], $request->account_password, $billing['first_name'] ?? '', $billing['last_name'] ?? '' );
				}
				$order = $this->writer->create( $this->draft( $request, $cart, $totals, $billing, $totals->needs_shipping ? $shipping : array(), $customer, $key ) );
				$this->extension_data->store( $order->id, $extensions );
				// The stock is taken now, atomically, or the whole placement rolls back.
				$order = $this->order_service->hold_stock( $order );
				foreach ( $totals->coupon_codes() as $code ) {
					$coupon = $this->coupons->find_by_code( $code );
					if ( null !== $coupon ) {
						$this->coupon_usage->record_within_limit( $coupon, $order->id, $customer, $billing['email'] ?? '' );
					}
				}
				if ( $customer > 0 ) {
					$this->accounts->save_address( $customer, AddressFields::BILLING, $billing );
					if ( $totals->needs_shipping ) {
						$this->accounts->save_address( $customer, AddressFields::SHIPPING, $shipping );
					}
				}
				return array( $state->with_placed_order( $order->id, $key ), $order );
			}
		);
	}

	/**
	 * Asks the order's gateway for payment, one request at a time per order. A free order is
	 * paid at once; an order that no longer needs payment (a second submit) goes to its
	 * order-received page. Also the pay-for-order page's last step.
	 *
	 * @param Order                 $order        The placed order.
	 * @param array<string, string> $payment_data Gateway fields.
	 */
	public function pay( Order $order, array $payment_data ): CheckoutResult {
		global $wpdb;
		$lock = 'vitrine_pay_' . $order->id;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery,WordPress.DB.DirectDatabaseQuery.NoCaching -- a named lock, not data.
		$locked = '1' === (string) $wpdb->get_var( $wpdb->prepare( 'SELECT GET_LOCK(%s, %d)', $lock, self::PAYMENT_LOCK_WAIT ) );
		try {
			$order = $this->reader->find( $order->id ) ?? $order;
			if ( $order->needs_payment() && 0 === $order->total ) {
				$order = $this->order_service->payment_complete( $order );
			}
			if ( ! $order->needs_payment() ) {
				$this->cart->clear_after_order( $order->id );
				return new CheckoutResult( $order->id, $order->key, $order->status, true, $this->pages->order_received_url( $order ) );
			}
			$gateway = $this->gateways->get( $order->payment_method );
			if ( null === $gateway ) {
				return new CheckoutResult( $order->id, $order->key, $order->status, false, '', __( 'Invalid payment method.', 'vitrine' ) );
			}
			$result = $gateway->process_payment( $order, $payment_data );
			$after  = $this->reader->find( $order->id ) ?? $order;
			if ( $result->success && ! $after->needs_payment() ) {
				$this->cart->clear_after_order( $order->id );
			}
			return new CheckoutResult( $after->id, $after->key, $after->status, $result->success, $result->redirect, $result->message );
		} finally {
			if ( $locked ) {
				// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery,WordPress.DB.DirectDatabaseQuery.NoCaching -- a named lock, not data.
				$wpdb->query( $wpdb->prepare( 'SELECT RELEASE_LOCK(%s)', $lock ) );
			}
		}
	}

	/**
	 * Every check before an order is written; all problems at once.
	 *
	 * @param CheckoutRequest       $request  The submission.
	 * @param CartSnapshot          $cart     The cart, locked.
	 * @param Totals                $totals   Its totals.
	 * @param array<string, string> $billing  Sanitized billing address.
	 * @param int                   $user_id  The customer, 0 for a guest.
	 * @throws CheckoutRefused With every problem found.
	 */
	private function check( CheckoutRequest $request, CartSnapshot $cart, Totals $totals, array $billing, int $user_id ): void {
		$fields   = array();
		$messages = array();
		foreach ( $this->addresses->validate( $request->billing, AddressFields::BILLING ) as $key => $message ) {
			$fields[ AddressFields::input_name( AddressFields::BILLING, $key ) ] = $message;
		}
		if ( $request->ship_elsewhere && $totals->needs_shipping ) {
			foreach ( $this->addresses->validate( $request->shipping, AddressFields::SHIPPING ) as $key => $message ) {
				$fields[ AddressFields::input_name( AddressFields::SHIPPING, $key ) ] = $message;
			}
		}
		if ( $this->pages->terms_page_id() > 0 && ! $request->terms ) {
			$fields['terms'] = __( 'Please read and accept the terms and conditions to proceed with your order.', 'vitrine' );
		}
		if ( 0 === $user_id && ! $this->wants_account( $request ) && ! $this->settings->get( 'checkout_guest' ) ) {
			$messages[] = __( 'Please log in or create an account to place your order.', 'vitrine' );
		}
		if ( 0 === $user_id && $this->wants_account( $request ) ) {
			$fields = array_merge( $fields, $this->accounts->problems( $billing['email'] ?? '', $request->account_password ) );
		}

		foreach ( $cart->items as $item ) {
			$problem = $this->stock_problem( $item );
			if ( null !== $problem ) {
				$messages[] = $problem;
			}
		}
		foreach ( $totals->refused_coupons as $message ) {
			$messages[] = $message;
		}
		if ( $totals->needs_shipping && null === $totals->chosen_rate && ! isset( $fields['billing_country'], $fields['shipping_country'] ) ) {
			$messages[] = __( 'No shipping method has been selected. Please double check your address, or contact us if you need any help.', 'vitrine' );
		}

		$gateway = $this->gateways->get( $request->payment_method );
		$context = new PaymentContext(
			$totals->total,
			$totals->currency,
			$totals->needs_shipping,
			null === $totals->chosen_rate ? array() : array( $totals->chosen_rate->method_id ),
			PaymentContext::CHECKOUT,
			(string) ( $billing['country'] ?? '' )
		);
		if ( $totals->total > 0 && ( null === $gateway || ! isset( $this->gateways->available( $context )[ $gateway->id() ] ) ) ) {
			$fields['payment_method'] = __( 'Please choose a valid payment method.', 'vitrine' );
		}

		if ( array() !== $fields || array() !== $messages ) {
			// Refused coupons and stock changes alter the totals: the page shows them anew.
			throw new CheckoutRefused( $fields, $messages, 'vitrine_checkout_invalid', ErrorKind::INVALID, array() !== $totals->refused_coupons );
		}
	}

	/**
	 * The stock problem of a line, or null: the server's stock as it is now.
	 */
	private function stock_problem( CartItem $item ): ?string {
		if ( null === $item->max_quantity || $item->quantity <= $item->max_quantity ) {
			return null;
		}
		return OrderStock::out_of_stock( $item->name, $item->max_quantity )->getMessage();
	}

	/**
	 * A cart changed after an order was placed from it and not paid (a refused card, then an
	 * edited cart): that order will not be paid any more, so it is cancelled with a note.
	 */
	private function replace_unpaid_order( CheckoutState $state ): void {
		if ( 0 === $state->placed_order_id ) {
			return;
		}
		$earlier = $this->reader->find( $state->placed_order_id );
		if ( null !== $earlier && $earlier->needs_payment() ) {
			$this->order_service->transition( $earlier, OrderStatus::CANCELLED, __( 'The customer changed the cart and placed a new order instead.', 'vitrine' ) );
		}
	}

	/**
	 * The order a repeated submit of an emptied cart should answer with: the one just placed
	 * from it (a double click whose first request emptied the cart), not an old one.
	 */
	private function earlier_order( CheckoutState $state ): ?Order {
		$order = 0 === $state->placed_order_id ? null : $this->reader->find( $state->placed_order_id );
		return null !== $order && time() - $order->created_at < self::REPEAT_WINDOW ? $order : null;
	}

	/**
	 * The same cart submitted with the same details gives the same key: the cart's row, its
	 * lines, what it keeps for checkout (including which purchase from this cart it is, so a
	 * later purchase of the same things is a new order) and what was typed.
	 */
	private function idempotency_key( CartSnapshot $cart, CheckoutRequest $request, int $user_id ): string {
		$basis = array(
			$cart->cart_id,
			$cart->hash,
			$cart->checkout->purchase(),
			$user_id,
			$request->billing,
			$request->ship_elsewhere ? $request->shipping : array(),
			$request->payment_method,
			$request->customer_note,
		);
		return hash( 'sha256', (string) wp_json_encode( $basis ) );
	}

	private function wants_account( CheckoutRequest $request ): bool {
		if ( ! $this->settings->get( 'checkout_signup' ) ) {
			return false;
		}
		return $request->create_account || ! $this->settings->get( 'checkout_guest' );
	}

	/**
	 * The order's content, from the totals and nothing the browser sent but the addresses,
	 * the note and the method.
	 *
	 * @param CheckoutRequest       $request  The submission.
	 * @param CartSnapshot          $cart     The cart.
	 * @param Totals                $totals   Its totals.
	 * @param array<string, string> $billing  Sanitized billing address.
	 * @param array<string, string> $shipping Sanitized shipping address, empty when nothing ships.
	 * @param int                   $customer The customer, 0 for a guest.
	 * @param string                $key      The idempotency key.
	 */
	private function draft( CheckoutRequest $request, CartSnapshot $cart, Totals $totals, array $billing, array $shipping, int $customer, string $key ): OrderDraft {
		$gateway                     = $this->gateways->get( $request->payment_method );
		$draft                       = new OrderDraft();
		$draft->customer_id          = $customer;
		$draft->billing              = $billing;
		$draft->shipping             = $shipping;
		$draft->customer_note        = sanitize_textarea_field( $request->customer_note );
		$draft->payment_method       = $totals->total > 0 && $gateway instanceof Gateway ? $gateway->id() : '';
		$draft->payment_method_title = $totals->total > 0 && $gateway instanceof Gateway ? $gateway->title() : '';
		$draft->idempotency_key      = $key;
		$draft->created_via          = $request->created_via;
		$draft->customer_ip          = self::client_ip();
		$draft->user_agent           = isset( $_SERVER['HTTP_USER_AGENT'] ) ? substr( sanitize_text_field( wp_unslash( $_SERVER['HTTP_USER_AGENT'] ) ), 0, 255 ) : '';
		OrderDraftLines::fill( $draft, $cart, $totals );
		return $draft;
	}

	/**
	 * The billing address as a shipping address (same fields but email and phone).
	 *
	 * @param array<string, string> $billing Sanitized billing address.
	 * @return array<string, string>
	 */
	private function as_shipping( array $billing ): array {
		return array_diff_key( $billing, array_flip( array( 'email', 'phone' ) ) );
	}

	private function empty_cart(): CheckoutRefused {
		return CheckoutRefused::message( 'vitrine_checkout_empty_cart', __( 'Your cart is empty. Add something to it before checking out.', 'vitrine' ), ErrorKind::CONFLICT, true );
	}

	private static function client_ip(): string {
		$ip = isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';
		return false === filter_var( $ip, FILTER_VALIDATE_IP ) ? '' : $ip;
	}
}
