<?php
/**
 * Pays an order with Stripe: one PaymentIntent per order and amount, created and confirmed by the server.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Payments;

use Vitrine\Checkout\CheckoutPages;
use Vitrine\Core\Errors\DomainError;
use Vitrine\Core\Errors\ErrorKind;
use Vitrine\Orders\Order;
use Vitrine\Orders\Storage\OrderReader;
use Vitrine\Payments\PaymentResult;
use Vitrine\Stripe\Express\ExpressPaymentType;
use Vitrine\Stripe\Api\IdempotencyKey;
use Vitrine\Stripe\Api\StripeApiError;
use Vitrine\Stripe\Api\StripeClient;
use Vitrine\Stripe\Api\StripeErrorMessages;
use Vitrine\Stripe\Fraud\CardTestingGuard;
use Vitrine\Stripe\Gateway\Amounts;
use Vitrine\Stripe\Gateway\PaymentMethodTypes;
use Vitrine\Stripe\Orders\IntentOutcome;
use Vitrine\Stripe\Settings\StripeSettings;

/**
 * The checkout's and the pay page's payment (Gateway::process_payment): the browser's Payment
 * Element made a PaymentMethod (posted as vitrine-stripe-payment-method), or the shopper chose a
 * saved one (vitrine-stripe-saved-method); the server makes the PaymentIntent from the ORDER's
 * total, never from what the browser says, and confirms it:
 *
 * - an intent the browser made earlier for this order (vitrine_payment_intent_id: a deferred
 *   intent, an express checkout) is used only when Stripe says it was made by this shop for this
 *   order (its id and key in the metadata) and this amount and currency, and it can still be
 *   paid; the order's recorded intent it replaces is cancelled first, so that one order never has
 *   two payable intents. Any other id is ignored: the order goes on with its own intent.
 * - one intent per order and amount: the order's current intent is confirmed again with a new
 *   payment method after a decline; when the total changed, the old intent is cancelled and a
 *   new attempt (stripe_intent_attempt) gets a new intent. Every POST's idempotency key names
 *   the order, the attempt and the step, so a retry or a second server replays Stripe's answer.
 * - while an order's intent is made or confirmed its lock is held (OrderPaymentLock): parallel
 *   confirmations of one order run in turn, and each after the first finds the intent's outcome.
 * - the answer: succeeded, processing and requires_capture are applied to the order (the
 *   webhooks' IntentOutcome) and the shopper goes to the order-received page; requires_action
 *   sends the browser to a confirmation hash (ConfirmationRedirect); a decline is a failure with
 *   the shopper's message, counted by card-testing protection.
 */
final class PaymentProcessor {

	public const FIELD_PAYMENT_METHOD = 'vitrine-stripe-payment-method';
	public const FIELD_PAYMENT_TYPE   = 'vitrine-stripe-payment-type';
	public const FIELD_SAVE           = 'vitrine-stripe-new-payment-method';
	public const FIELD_SAVED_METHOD   = 'vitrine-stripe-saved-method';
	public const FIELD_INTENT         = 'vitrine_payment_intent_id';
	/** BLIK's six-digit code from the shopper's banking app, sent with the confirmation. */
	public const FIELD_BLIK_CODE = 'vitrine-stripe-blik-code';

	/** Statuses after which the order's outcome is known without the shopper. */
	private const SETTLED = array( 'succeeded', 'processing', 'requires_capture' );

	/** Intents Stripe lets us confirm again with another payment method. */
	private const CONFIRMABLE = array( 'requires_payment_method', 'requires_confirmation', 'requires_action' );

	/** Debit types whose server-side confirmation needs the customer's mandate acceptance. */
	private const MANDATE_TYPES = array( 'sepa_debit', 'bacs_debit', 'au_becs_debit', 'acss_debit', 'us_bank_account' );

	/**
	 * @param StripeClient                 $client    Stripe's API.
	 * @param StripeSettings               $settings  Capture, descriptor, saved cards.
	 * @param IntentRecord                 $record    The order's attempt meta.
	 * @param OrderPaymentLock             $lock      One request per order at a time.
	 * @param OrderReader                  $orders    The order as it is now.
	 * @param IntentOutcome                $outcome   Moves the order on.
	 * @param CheckoutPages                $pages     The order-received page.
	 * @param ConfirmationRedirect         $redirect  The confirmation hashes.
	 * @param CardTestingGuard|null        $guard     Card-testing protection, when the module has it.
	 * @param (\Closure(int): string)|null $customers The Stripe customer of a shop customer (made when
	 *                                                missing), when the module has customers; saving
	 *                                                methods needs it.
	 * @param ExpressPaymentType|null      $express   Records the wallet of an express checkout's order.
	 */
	public function __construct(
		private readonly StripeClient $client,
		private readonly StripeSettings $settings,
		private readonly IntentRecord $record,
		private readonly OrderPaymentLock $lock,
		private readonly OrderReader $orders,
		private readonly IntentOutcome $outcome,
		private readonly CheckoutPages $pages,
		private readonly ConfirmationRedirect $redirect,
		private readonly ?CardTestingGuard $guard = null,
		private readonly ?\Closure $customers = null,
		private readonly ?ExpressPaymentType $express = null,
	) {
	}

	/**
	 * Pays an order with a payment method of a type.
	 *
	 * @param Order                 $order        The order, placed and unpaid.
	 * @param array<string, string> $payment_data The posted vitrine-stripe-* fields.
	 * @param string                $type         The gateway's payment method type.
	 */
	public function process( Order $order, array $payment_data, string $type ): PaymentResult {
		$saved  = self::field( $payment_data, self::FIELD_SAVED_METHOD );
		$saved  = 'new' === $saved ? '' : $saved; // "Use a new payment method" among the saved ones.
		$method = '' !== $saved ? $saved : self::field( $payment_data, self::FIELD_PAYMENT_METHOD );
		if ( ! preg_match( '/^pm_[A-Za-z0-9_]+$/', $method ) ) {
			return PaymentResult::failure( StripeErrorMessages::browser_texts()['invalidPaymentDetails'] );
		}
		if ( PaymentMethodTypes::CARD === $type ) {
			// The express checkout pays through the card gateway: Apple Pay and Google Pay with
			// cards, Link and Amazon Pay with methods of their own type, which the intent allows.
			$this->express?->record( $order, $payment_data );
			$type = ExpressPaymentType::method_type( $payment_data ) ?? $type;
		}
		$save    = 'true' === self::field( $payment_data, self::FIELD_SAVE ) && '' === $saved;
		$posted  = self::field( $payment_data, self::FIELD_INTENT );
		$options = array();
		if ( 'blik' === $type ) {
			// Stripe takes the code only on confirmation; a wrong one is refused before it is asked.
			$code = self::field( $payment_data, self::FIELD_BLIK_CODE );
			if ( 1 !== preg_match( '/^\d{6}$/', $code ) ) {
				return PaymentResult::failure( StripeErrorMessages::browser_texts()['blikInvalid'] );
			}
			$options = array( 'blik' => array( 'code' => $code ) );
		}
		try {
			$this->guard?->check( $order, $method );
			return $this->lock->run(
				$order->id,
				function () use ( $order, $method, $type, $save, $saved, $posted, $options ): PaymentResult {
					try {
						return $this->attempt( $order, $method, $type, $save, '' !== $saved, $posted, $options );
					} catch ( StripeApiError $error ) {
						return $this->declined( $order, $error );
					}
				}
			);
		} catch ( DomainError $error ) {
			return PaymentResult::failure( $error->getMessage() );
		}
	}

	/**
	 * The order's intent for its total, made without a payment method for the browser to confirm
	 * (stripe_create_payment_intent): the current one when it was made for this amount and can
	 * still be paid, else a new attempt's.
	 *
	 * @param Order  $order The order, unpaid.
	 * @param string $type  The payment method type.
	 * @return array<string, mixed> The intent (id, client_secret, status…).
	 * @throws StripePaymentError When the order is paid already or being paid (and Stripe's
	 *                            StripeApiError when Stripe refuses).
	 */
	public function prepare_intent( Order $order, string $type ): array {
		return $this->lock->run(
			$order->id,
			function () use ( $order, $type ): array {
				$order = $this->orders->fresh( $order->id ) ?? $order;
				if ( ! $order->needs_payment() ) {
					throw new StripePaymentError( 'vitrine_stripe_order_paid', __( 'This order has already been paid.', 'vitrine' ), ErrorKind::CONFLICT );
				}
				$amount = Amounts::to_stripe( $order->total, $order->decimals, $order->currency );
				$key    = IntentRecord::amount_key( $amount, $order->currency );
				$intent = $this->current_intent( $order, $key );
				if ( null !== $intent && in_array( (string) $intent['status'], self::CONFIRMABLE, true ) ) {
					return $intent;
				}
				if ( null !== $intent ) {
					throw new StripePaymentError( 'vitrine_stripe_order_paid', __( 'This order has already been paid.', 'vitrine' ), ErrorKind::CONFLICT );
				}
				$attempt = $this->record->attempt( $order->id ) + 1;
				$params  = $this->create_params( $order, $amount, $type, '', array() );
				unset( $params['confirm'] );
				$this->record->start( $order->id, $attempt, '', $key );
				$intent = $this->client->post( '/v1/payment_intents', $params, IdempotencyKey::for_order( $order->id, $attempt, 'create' ) );
				$this->record->start( $order->id, $attempt, (string) $intent['id'], $key );
				return $intent;
			}
		);
	}

	/**
	 * The attempt, with the order locked.
	 *
	 * @param array<string, mixed> $options The confirmation's payment_method_options (BLIK's code).
	 * @throws StripeApiError When Stripe refuses.
	 * @throws StripePaymentError When the method is not the customer's.
	 */
	private function attempt( Order $order, string $method, string $type, bool $save, bool $is_saved, string $posted, array $options ): PaymentResult {
		$order = $this->orders->fresh( $order->id ) ?? $order;
		if ( ! $order->needs_payment() ) {
			return PaymentResult::success( $this->pages->order_received_url( $order ) );
		}
		$customer = $this->customer( $order, $method, $save, $is_saved );
		$amount   = Amounts::to_stripe( $order->total, $order->decimals, $order->currency );
		$key      = IntentRecord::amount_key( $amount, $order->currency );
		$intent   = $this->current_intent( $order, $key );
		if ( '' !== $posted && ( $intent['id'] ?? '' ) !== $posted && ! in_array( (string) ( $intent['status'] ?? '' ), self::SETTLED, true ) ) {
			$intent = $this->posted_intent( $order, $posted, $amount, $key ) ?? $intent;
		}

		if ( null !== $intent && in_array( (string) $intent['status'], self::SETTLED, true ) ) {
			return $this->answer( $order, $intent, $type );
		}
		if ( null !== $intent && 'requires_action' === $intent['status'] && ( $intent['payment_method'] ?? null ) === $method ) {
			// The same payment sent again while the shopper is asked to confirm it.
			return $this->answer( $order, $intent, $type );
		}

		$params = $this->confirm_params( $order, $method, $type, $save ? $customer : '', $options );
		if ( null !== $intent ) {
			$attempt = $this->record->attempt( $order->id );
			if ( '' !== $customer && empty( $intent['customer'] ) ) {
				// Saving needs the customer on the intent, which a confirmation cannot set.
				$this->client->post( '/v1/payment_intents/' . rawurlencode( (string) $intent['id'] ), array( 'customer' => $customer ), IdempotencyKey::for_order( $order->id, $attempt, 'customer' ) );
			}
			$confirmation = $this->record->confirmations( $order->id ) + 1;
			try {
				$intent = $this->client->post( '/v1/payment_intents/' . rawurlencode( (string) $intent['id'] ) . '/confirm', $params, IdempotencyKey::for_order( $order->id, $attempt, 'confirm-' . $confirmation ) );
			} finally {
				$this->record->confirmed( $order->id, $method, $customer );
			}
			return $this->answer( $order, $intent, $type );
		}

		// The attempt is written before Stripe is asked: a create that got no answer (a timeout)
		// is sent again with the same key, and Stripe answers with the intent it made then.
		$attempt = $this->record->attempt( $order->id );
		if ( 0 === $attempt || '' !== $this->record->intent_id( $order->id ) || $this->record->amount( $order->id ) !== $key ) {
			++$attempt;
			$this->record->start( $order->id, $attempt, '', $key );
		}
		try {
			$intent = $this->client->post( '/v1/payment_intents', $this->create_params( $order, $amount, $type, $customer, $params ), IdempotencyKey::for_order( $order->id, $attempt, 'create' ) );
			$this->record->start( $order->id, $attempt, (string) $intent['id'], $key );
		} catch ( StripeApiError $error ) {
			// A decline on create still made the intent: the next try confirms it again.
			if ( is_array( $error->payment_intent ) && isset( $error->payment_intent['id'] ) ) {
				$this->record->start( $order->id, $attempt, (string) $error->payment_intent['id'], $key );
			}
			throw $error;
		} finally {
			$this->record->confirmed( $order->id, $method, $customer );
		}
		$this->record->confirmed( $order->id, $method, $customer );
		return $this->answer( $order, $intent, $type );
	}

	/**
	 * The order's current intent if it was made for this amount and can still serve; otherwise
	 * null, after cancelling an intent made for another amount (so it can never be paid).
	 *
	 * @return array<string, mixed>|null
	 * @throws StripeApiError When Stripe cannot be asked.
	 */
	private function current_intent( Order $order, string $amount_key ): ?array {
		$id = $this->record->intent_id( $order->id );
		if ( ! str_starts_with( $id, 'pi_' ) ) {
			return null;
		}
		$intent = $this->client->get( '/v1/payment_intents/' . rawurlencode( $id ) );
		$status = (string) ( $intent['status'] ?? '' );
		if ( $this->record->amount( $order->id ) === $amount_key && 'canceled' !== $status ) {
			return $intent;
		}
		if ( in_array( $status, array_merge( self::CONFIRMABLE, array( 'requires_capture' ) ), true ) ) {
			$this->client->post( '/v1/payment_intents/' . rawurlencode( $id ) . '/cancel', array( 'cancellation_reason' => 'abandoned' ), IdempotencyKey::for_order( $order->id, $this->record->attempt( $order->id ), 'cancel' ) );
		}
		return null;
	}

	/**
	 * The intent the browser names, made earlier for this order attempt, if Stripe says it is this
	 * order's, for this amount and currency, and still payable; it becomes the order's current
	 * intent (a new attempt), after the one it replaces is cancelled. Null for any other: the
	 * browser's word alone never chooses what is charged.
	 *
	 * @param Order  $order  The order, locked.
	 * @param string $posted The id the browser posted.
	 * @param int    $amount The order's total in Stripe's unit.
	 * @param string $key    IntentRecord::amount_key() of it.
	 * @return array<string, mixed>|null
	 * @throws StripeApiError When Stripe cannot cancel the intent replaced.
	 */
	private function posted_intent( Order $order, string $posted, int $amount, string $key ): ?array {
		if ( ! preg_match( '/^pi_[A-Za-z0-9_]+$/', $posted ) ) {
			return null;
		}
		try {
			$intent = $this->client->get( '/v1/payment_intents/' . rawurlencode( $posted ) );
		} catch ( StripeApiError $unknown ) {
			// Not an intent of this account (or Stripe cannot say): not one to use.
			unset( $unknown );
			return null;
		}
		$metadata = is_array( $intent['metadata'] ?? null ) ? $intent['metadata'] : array();
		$for      = (string) ( $metadata['order_id'] ?? '' );
		$currency = strtolower( (string) ( $intent['currency'] ?? '' ) );
		$ours     = ( (string) $order->id ) === $for && hash_equals( $order->key, (string) ( $metadata['order_key'] ?? '' ) );
		$same     = (int) ( $intent['amount'] ?? -1 ) === $amount && strtolower( $order->currency ) === $currency;
		$status   = (string) ( $intent['status'] ?? '' );
		if ( ! $ours || ! $same || ! in_array( $status, array_merge( self::CONFIRMABLE, self::SETTLED ), true ) ) {
			return null;
		}
		$replaced = $this->record->intent_id( $order->id );
		$attempt  = $this->record->attempt( $order->id );
		if ( str_starts_with( $replaced, 'pi_' ) && $replaced !== $posted ) {
			$current = $this->client->get( '/v1/payment_intents/' . rawurlencode( $replaced ) );
			if ( in_array( (string) ( $current['status'] ?? '' ), array_merge( self::CONFIRMABLE, array( 'requires_capture' ) ), true ) ) {
				$this->client->post( '/v1/payment_intents/' . rawurlencode( $replaced ) . '/cancel', array( 'cancellation_reason' => 'duplicate' ), IdempotencyKey::for_order( $order->id, $attempt, 'cancel' ) );
			}
		}
		$this->record->start( $order->id, $attempt + 1, $posted, $key );
		return $intent;
	}

	/**
	 * The Stripe customer the payment is made for: needed to save the method, or to pay with a
	 * saved one, which must be that customer's.
	 *
	 * @throws StripePaymentError When a saved method is not the customer's.
	 * @throws StripeApiError When Stripe cannot be asked.
	 */
	private function customer( Order $order, string $method, bool $save, bool $is_saved ): string {
		if ( ( ! $save && ! $is_saved ) || $order->customer_id <= 0 || null === $this->customers || ! $this->settings->saved_cards() ) {
			if ( $is_saved ) {
				throw new StripePaymentError( 'vitrine_stripe_saved_method_unknown', StripeErrorMessages::browser_texts()['invalidPaymentDetails'], ErrorKind::INVALID );
			}
			return '';
		}
		$customer = ( $this->customers )( $order->customer_id );
		if ( $is_saved ) {
			$payment_method = $this->client->get( '/v1/payment_methods/' . rawurlencode( $method ) );
			$owner          = $payment_method['customer'] ?? '';
			if ( ( is_array( $owner ) ? ( $owner['id'] ?? '' ) : $owner ) !== $customer ) {
				throw new StripePaymentError( 'vitrine_stripe_saved_method_unknown', StripeErrorMessages::browser_texts()['invalidPaymentDetails'], ErrorKind::FORBIDDEN );
			}
		}
		return $customer;
	}

	/**
	 * What a confirmation sends: the method, where to come back, the mandate of a debit, the
	 * method's options.
	 *
	 * @param array<string, mixed> $options payment_method_options (BLIK's code), or none.
	 * @return array<string, mixed>
	 */
	private function confirm_params( Order $order, string $method, string $type, string $save_for, array $options ): array {
		$params = array(
			'payment_method' => $method,
			'return_url'     => $this->pages->order_received_url( $order ),
			// The charge's card or bank details name the method in the order's notes.
			'expand'         => array( 'latest_charge' ),
		);
		if ( array() !== $options ) {
			$params['payment_method_options'] = $options;
		}
		if ( '' !== $save_for ) {
			$params['setup_future_usage'] = 'off_session';
		}
		if ( in_array( $type, self::MANDATE_TYPES, true ) ) {
			$params['mandate_data'] = array(
				'customer_acceptance' => array(
					'type'   => 'online',
					'online' => array(
						'ip_address' => '' !== $order->customer_ip ? $order->customer_ip : '0.0.0.0',
						'user_agent' => '' !== $order->user_agent ? $order->user_agent : 'unknown',
					),
				),
			);
		}
		return $params;
	}

	/**
	 * A new intent for the order's total, confirmed at once.
	 *
	 * @param Order                $order    The order.
	 * @param int                  $amount   In Stripe's unit.
	 * @param string               $type     The payment method type.
	 * @param string               $customer The Stripe customer, '' for none.
	 * @param array<string, mixed> $confirm  confirm_params().
	 * @return array<string, mixed>
	 */
	private function create_params( Order $order, int $amount, string $type, string $customer, array $confirm ): array {
		$params = array_merge(
			array(
				'amount'               => $amount,
				'currency'             => strtolower( $order->currency ),
				'payment_method_types' => array( $type ),
				'confirm'              => 'true',
				/* translators: 1: order number, 2: site name. */
				'description'          => sprintf( __( 'Order #%1$s at %2$s', 'vitrine' ), $order->number(), wp_specialchars_decode( get_bloginfo( 'name' ), ENT_QUOTES ) ),
				'metadata'             => array(
					'order_id'  => (string) $order->id,
					'order_key' => $order->key,
					'site_url'  => home_url( '/' ),
				),
			),
			$confirm
		);
		if ( '' !== $customer ) {
			$params['customer'] = $customer;
		}
		if ( PaymentMethodTypes::CARD === $type ) {
			if ( ! $this->settings->capture_now() ) {
				$params['capture_method'] = 'manual';
			}
			$suffix = $this->settings->statement_descriptor();
			if ( '' !== $suffix ) {
				$params['statement_descriptor_suffix'] = $suffix;
			}
		}
		return $params;
	}

	/**
	 * What the shopper's browser does next, the order moved on where the intent says.
	 *
	 * @param Order                $order  The order.
	 * @param array<string, mixed> $intent The intent as Stripe answered.
	 * @param string               $type   The payment method type.
	 */
	private function answer( Order $order, array $intent, string $type ): PaymentResult {
		$status = (string) ( $intent['status'] ?? '' );
		if ( in_array( $status, self::SETTLED, true ) ) {
			$order = $this->outcome->apply( $order, $intent, 'checkout' );
			return PaymentResult::success( $this->pages->order_received_url( $order ) );
		}
		if ( 'requires_action' === $status ) {
			$this->outcome->apply( $order, $intent, 'checkout' );
			return PaymentResult::success( $this->redirect->for_intent( $order, $intent, $type, $this->redirect->is_pay_page_request( $order ) ) );
		}
		if ( 'requires_payment_method' === $status ) {
			$this->outcome->apply( $order, $intent, 'checkout' );
			$error = is_array( $intent['last_payment_error'] ?? null ) ? $intent['last_payment_error'] : array();
			return PaymentResult::failure( StripeErrorMessages::for_code( (string) ( $error['code'] ?? '' ), (string) ( $error['decline_code'] ?? '' ) ) ?? StripeErrorMessages::payment_failed() );
		}
		return PaymentResult::failure( StripeErrorMessages::payment_failed() );
	}

	/**
	 * A refusal by Stripe: counted by card-testing protection, the failed intent applied to the
	 * order (failed, with Stripe's reason in a note), the shopper's message.
	 */
	private function declined( Order $order, StripeApiError $error ): PaymentResult {
		$this->guard?->record_failure( $order, $error );
		if ( is_array( $error->payment_intent ) && isset( $error->payment_intent['id'] ) ) {
			try {
				$this->outcome->apply( $order, $error->payment_intent, 'checkout' );
			} catch ( DomainError $ignored ) {
				unset( $ignored ); // The shopper's message matters more than the note.
			}
		}
		return PaymentResult::failure( $error->shopper_message() );
	}

	/**
	 * @param array<string, string> $data The posted fields.
	 */
	private static function field( array $data, string $name ): string {
		return trim( (string) ( $data[ $name ] ?? '' ) );
	}
}
