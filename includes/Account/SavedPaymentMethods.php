<?php
/**
 * The payment methods customers keep with the shop's gateways.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Account;

use Vitrine\Core\Errors\ErrorKind;
use Vitrine\Core\Settings\Settings;
use Vitrine\Payments\Gateway;
use Vitrine\Payments\Gateways;
use Vitrine\Payments\PaymentContext;
use Vitrine\Payments\PaymentResult;

/**
 * Vitrine stores no payment method itself: gateways that save methods (FEATURE_TOKENIZATION) keep
 * them and answer three filters.
 *
 * - vitrine_customer_saved_payment_methods( array $methods, int $user_id ): the customer's methods,
 *   each an array with id (the gateway's token id), gateway (the gateway id), method (what the
 *   customer reads: "Visa ending in 4242"), and optionally expires ("12/28") and is_default.
 * - vitrine_delete_saved_payment_method( true|\WP_Error|null $result, array $method, int $user_id ):
 *   the gateway that owns the method deletes it and answers true, or a WP_Error whose message the
 *   customer reads; null means no gateway took it.
 * - vitrine_add_payment_method( PaymentResult|null $result, Gateway $gateway, array $payment_data,
 *   int $user_id ): the chosen gateway saves a new method from its fields on the add-payment-method
 *   page (payment_data: the posted fields whose names start with "vitrine-") and answers
 *   PaymentResult::success( $redirect ) (an empty redirect goes to the payment methods list;
 *   another, to a confirmation step) or PaymentResult::failure( $message ).
 * - vitrine_set_default_saved_payment_method( true|\WP_Error|null $result, array $method, int $user_id ):
 *   the gateway that owns the method makes it the customer's default (with its provider, then in
 *   what it lists as is_default) and answers true, or a WP_Error whose message the customer reads;
 *   null means no gateway took it.
 */
final class SavedPaymentMethods {

	/** Seconds a customer waits between two attempts to add a method (card-testing fraud). */
	public const ADD_DELAY = 20;

	/** User meta: the time of the customer's last attempt to add a method. */
	public const LAST_ATTEMPT_META = 'vitrine_last_payment_method_attempt';

	public function __construct(
		private readonly Gateways $gateways,
		private readonly Settings $settings,
	) {
	}

	/**
	 * The customer's saved methods, as the gateways give them; malformed entries left out.
	 *
	 * @return list<array{id: string, gateway: string, method: string, expires: string, is_default: bool}>
	 */
	public function for_customer( int $user_id ): array {
		if ( $user_id <= 0 ) {
			return array();
		}
		/**
		 * Filters a customer's saved payment methods. Gateways that save methods add theirs.
		 *
		 * @param list<array<string, mixed>> $methods Each: id (string, the gateway's token id),
		 *                                            gateway (string, the gateway id), method
		 *                                            (string, shown: "Visa ending in 4242"),
		 *                                            expires (string, optional: "12/28"),
		 *                                            is_default (bool, optional).
		 * @param int                        $user_id The customer.
		 */
		$listed  = apply_filters( 'vitrine_customer_saved_payment_methods', array(), $user_id );
		$methods = array();
		foreach ( is_array( $listed ) ? $listed : array() as $method ) {
			if ( ! is_array( $method ) || ! isset( $method['id'], $method['gateway'], $method['method'] )
				|| ! is_scalar( $method['id'] ) || ! is_string( $method['gateway'] ) || ! is_string( $method['method'] )
				|| '' === (string) $method['id'] || '' === $method['gateway'] ) {
				continue;
			}
			$methods[] = array(
				'id'         => (string) $method['id'],
				'gateway'    => $method['gateway'],
				'method'     => $method['method'],
				'expires'    => isset( $method['expires'] ) && is_scalar( $method['expires'] ) ? (string) $method['expires'] : '',
				'is_default' => ! empty( $method['is_default'] ),
			);
		}
		return $methods;
	}

	/**
	 * One of the customer's methods, or null when it is not theirs.
	 *
	 * @return array{id: string, gateway: string, method: string, expires: string, is_default: bool}|null
	 */
	public function find( int $user_id, string $gateway_id, string $method_id ): ?array {
		foreach ( $this->for_customer( $user_id ) as $method ) {
			if ( $method['gateway'] === $gateway_id && $method['id'] === $method_id ) {
				return $method;
			}
		}
		return null;
	}

	/**
	 * Deletes one of the customer's methods through the gateway that keeps it.
	 *
	 * @param int    $user_id    The customer.
	 * @param string $gateway_id The gateway of the method.
	 * @param string $method_id  The method's id.
	 * @throws AccountError NOT_FOUND when the method is not the customer's; INVALID with the gateway's
	 *                      message when it refuses, or when no gateway deleted it.
	 */
	public function delete( int $user_id, string $gateway_id, string $method_id ): void {
		$method = $this->find( $user_id, $gateway_id, $method_id );
		if ( null === $method ) {
			throw new AccountError( 'vitrine_payment_method_not_found', __( 'This payment method does not exist.', 'vitrine' ), ErrorKind::NOT_FOUND );
		}
		/**
		 * Deletes a customer's saved payment method. The gateway that keeps it (see
		 * $method['gateway']) deletes it with its provider and answers.
		 *
		 * @param true|\WP_Error|null $result  Null until a gateway took it; true once deleted; a
		 *                                     WP_Error whose message the customer reads.
		 * @param array<string, mixed> $method  The method, as vitrine_customer_saved_payment_methods listed it.
		 * @param int                  $user_id The customer.
		 */
		$result = apply_filters( 'vitrine_delete_saved_payment_method', null, $method, $user_id );
		if ( $result instanceof \WP_Error ) {
			throw new AccountError( 'vitrine_payment_method_not_deleted', $result->get_error_message(), ErrorKind::INVALID );
		}
		if ( true !== $result ) {
			throw new AccountError( 'vitrine_payment_method_not_deleted', __( 'That payment method cannot be deleted. Please contact us if you need assistance.', 'vitrine' ), ErrorKind::INVALID );
		}
	}

	/**
	 * Makes one of the customer's methods their default through the gateway that keeps it. A
	 * method that is already the default is left as it is (the gateway is not asked).
	 *
	 * @param int    $user_id    The customer.
	 * @param string $gateway_id The gateway of the method.
	 * @param string $method_id  The method's id.
	 * @throws AccountError NOT_FOUND when the method is not the customer's; INVALID with the gateway's
	 *                      message when it refuses, or when no gateway took it.
	 */
	public function make_default( int $user_id, string $gateway_id, string $method_id ): void {
		$method = $this->find( $user_id, $gateway_id, $method_id );
		if ( null === $method ) {
			throw new AccountError( 'vitrine_payment_method_not_found', __( 'This payment method does not exist.', 'vitrine' ), ErrorKind::NOT_FOUND );
		}
		if ( $method['is_default'] ) {
			return;
		}
		/**
		 * Makes a customer's saved payment method their default. The gateway that keeps it (see
		 * $method['gateway']) changes it with its provider and answers.
		 *
		 * @param true|\WP_Error|null  $result  Null until a gateway took it; true once changed; a
		 *                                      WP_Error whose message the customer reads.
		 * @param array<string, mixed> $method  The method, as vitrine_customer_saved_payment_methods listed it.
		 * @param int                  $user_id The customer.
		 */
		$result = apply_filters( 'vitrine_set_default_saved_payment_method', null, $method, $user_id );
		if ( $result instanceof \WP_Error ) {
			throw new AccountError( 'vitrine_payment_method_not_default', $result->get_error_message(), ErrorKind::INVALID );
		}
		if ( true !== $result ) {
			throw new AccountError( 'vitrine_payment_method_not_default', __( 'That payment method cannot be made the default. Please contact us if you need assistance.', 'vitrine' ), ErrorKind::INVALID );
		}
	}

	/**
	 * The gateways that can save a new method now (enabled, supporting tokenization, available).
	 *
	 * @return array<string, Gateway>
	 */
	public function gateways_for_adding(): array {
		return $this->gateways->available(
			new PaymentContext( 0, (string) $this->settings->get( 'currency' ), false, array(), PaymentContext::ADD_PAYMENT_METHOD )
		);
	}

	/**
	 * Whether any enabled gateway saves methods (the account then lists and adds them).
	 */
	public function any_gateway_saves_methods(): bool {
		return array() !== $this->gateways_keeping_methods();
	}

	/**
	 * The enabled gateways that save methods, whatever the situation.
	 *
	 * @return array<string, Gateway>
	 */
	public function gateways_keeping_methods(): array {
		return array_filter(
			$this->gateways->all(),
			static fn ( Gateway $gateway ): bool => $gateway->is_enabled() && $gateway->supports( Gateway::FEATURE_TOKENIZATION )
		);
	}

	/**
	 * Refuses a new method sooner than ADD_DELAY seconds after the customer's last attempt. A
	 * gateway whose page saves the method before the form is posted (Stripe's setup intent,
	 * confirmed at once) asks this first, so that the method is not saved at the gateway while
	 * the page says it was refused; the attempt is recorded by add(), when the form arrives.
	 *
	 * @param int $user_id The customer.
	 * @throws AccountError TOO_MANY_REQUESTS when it is too soon.
	 */
	public function check_add_delay( int $user_id ): void {
		$last = (int) get_user_meta( $user_id, self::LAST_ATTEMPT_META, true );
		$wait = $last + self::ADD_DELAY - time();
		if ( $last > 0 && $wait > 0 ) {
			throw new AccountError(
				'vitrine_payment_method_too_soon',
				/* translators: %d: seconds to wait. */
				sprintf( _n( 'You cannot add a new payment method so soon after the previous one. Please wait for %d second.', 'You cannot add a new payment method so soon after the previous one. Please wait for %d seconds.', $wait, 'vitrine' ), $wait ),
				ErrorKind::TOO_MANY_REQUESTS
			);
		}
	}

	/**
	 * Asks a gateway to save a new method for the customer.
	 *
	 * @param int                   $user_id      The customer.
	 * @param string                $gateway_id   The chosen gateway.
	 * @param array<string, string> $payment_data The gateway's posted fields.
	 * @return PaymentResult The gateway's answer (success with where to go next, or failure with its message).
	 * @throws AccountError INVALID for a gateway that cannot save methods here; TOO_MANY_REQUESTS when the customer
	 *                      tried less than ADD_DELAY seconds ago.
	 */
	public function add( int $user_id, string $gateway_id, array $payment_data ): PaymentResult {
		$gateway = $this->gateways_for_adding()[ $gateway_id ] ?? null;
		if ( null === $gateway ) {
			throw new AccountError( 'vitrine_invalid_payment_method', __( 'Please choose a valid payment method.', 'vitrine' ), ErrorKind::INVALID );
		}
		$this->check_add_delay( $user_id );
		update_user_meta( $user_id, self::LAST_ATTEMPT_META, time() );
		/**
		 * Saves a new payment method for a customer: the chosen gateway handles it and answers.
		 *
		 * @param PaymentResult|null    $result       Null until the gateway took it;
		 *                                            PaymentResult::success( $redirect ) once saved
		 *                                            ('' goes back to the payment methods list) or
		 *                                            to go on to a confirmation step;
		 *                                            PaymentResult::failure( $message ) when refused.
		 * @param Gateway               $gateway      The chosen gateway.
		 * @param array<string, string> $payment_data Its posted fields (names starting with "vitrine-").
		 * @param int                   $user_id      The customer.
		 */
		$result = apply_filters( 'vitrine_add_payment_method', null, $gateway, $payment_data, $user_id );
		if ( $result instanceof PaymentResult ) {
			return $result;
		}
		return PaymentResult::failure( __( 'Unable to add payment method to your account.', 'vitrine' ) );
	}
}
