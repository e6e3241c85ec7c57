<?php
/**
 * What a shopper reads when a payment fails.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Api;

/**
 * The shopper-facing texts of Stripe's documented card error codes and decline codes, and the
 * messages of the payment pages (timeouts, the default payment failure, the BLIK rule, a
 * required field...), all translatable. The server uses them for StripeApiError's message; the
 * browser gets the same texts in its settings (codes() as errorMessages, browser_texts() as
 * i18n), so a code reads the same wherever it is met.
 *
 * Declines that would tell a fraudster something (a card reported lost or stolen, a fraud
 * suspicion, a merchant block) read as a plain "Your card was declined.", as Stripe advises.
 */
final class StripeErrorMessages {

	/** Decline codes answered with the plain decline message only. */
	private const UNDISCLOSED = array( 'fraudulent', 'lost_card', 'stolen_card', 'pickup_card', 'merchant_blacklist', 'restricted_card', 'security_violation' );

	/**
	 * The message of a Stripe error code or decline code; null when the code is not one a
	 * shopper should read (the caller shows its default).
	 *
	 * @param string $code         The error's code (card_declined, expired_card, amount_too_small...).
	 * @param string $decline_code The decline code of a card decline (insufficient_funds...), '' if none.
	 */
	public static function for_code( string $code, string $decline_code = '' ): ?string {
		$codes = self::codes();
		if ( '' !== $decline_code && isset( $codes[ $decline_code ] ) ) {
			return $codes[ $decline_code ];
		}
		return '' !== $code && isset( $codes[ $code ] ) ? $codes[ $code ] : null;
	}

	/**
	 * Code (error code or decline code) to message: the browser settings' errorMessages.
	 *
	 * @return array<string, string>
	 */
	public static function codes(): array {
		$declined      = __( 'Your card was declined.', 'vitrine' );
		$call_issuer   = __( 'Your card was declined. Please contact your card issuer for more information.', 'vitrine' );
		$invalid_card  = __( 'Your card, or the account it is connected to, is invalid. Please contact your card issuer or use another card.', 'vitrine' );
		$not_supported = __( 'Your card does not support this type of purchase.', 'vitrine' );
		$limit         = __( 'Your card has reached its balance or credit limit. Please use another card.', 'vitrine' );
		$pin           = __( 'The PIN entered is incorrect. Please try again or use another card.', 'vitrine' );
		$pin_required  = __( 'Your card was declined because it requires a PIN. Please use another card.', 'vitrine' );
		$processing    = __( 'An error occurred while processing your card. Please try again in a moment.', 'vitrine' );
		$incorrect_cvc = __( 'Your card’s security code is incorrect.', 'vitrine' );
		$incorrect_num = __( 'Your card number is incorrect.', 'vitrine' );
		$incorrect_zip = __( 'Your card’s postal code is incorrect.', 'vitrine' );
		$expired       = __( 'Your card has expired.', 'vitrine' );
		$messages      = array(
			// Card error codes (error.code).
			'card_declined'                          => $declined,
			'expired_card'                           => $expired,
			'incorrect_cvc'                          => $incorrect_cvc,
			'invalid_cvc'                            => __( 'Your card’s security code is invalid.', 'vitrine' ),
			'incomplete_cvc'                         => __( 'Your card’s security code is incomplete.', 'vitrine' ),
			'incorrect_number'                       => $incorrect_num,
			'invalid_number'                         => __( 'Your card number is not a valid card number.', 'vitrine' ),
			'incomplete_number'                      => __( 'Your card number is incomplete.', 'vitrine' ),
			'invalid_expiry_month'                   => __( 'Your card’s expiration month is invalid.', 'vitrine' ),
			'invalid_expiry_year'                    => __( 'Your card’s expiration year is invalid.', 'vitrine' ),
			'invalid_expiry_year_past'               => __( 'Your card’s expiration year is in the past.', 'vitrine' ),
			'incomplete_expiry'                      => __( 'Your card’s expiration date is incomplete.', 'vitrine' ),
			'incorrect_zip'                          => $incorrect_zip,
			'postal_code_invalid'                    => __( 'The postal code is invalid. Please correct it and try again.', 'vitrine' ),
			'incorrect_address'                      => __( 'The card’s address is incorrect. Please check it or use another card.', 'vitrine' ),
			'processing_error'                       => $processing,
			'card_decline_rate_limit_exceeded'       => __( 'This card has been declined too many times. Please try again in 24 hours or use another card.', 'vitrine' ),
			'authentication_required'                => __( 'Your bank asks you to confirm this payment. Please try again and complete the confirmation.', 'vitrine' ),
			'payment_intent_authentication_failure'  => __( 'The payment could not be confirmed with your bank. Please try again or use another payment method.', 'vitrine' ),
			'setup_intent_authentication_failure'    => __( 'Your payment method could not be confirmed with your bank. Please try again or use another payment method.', 'vitrine' ),
			'payment_method_provider_decline'        => __( 'This payment method was declined. Please use another payment method.', 'vitrine' ),
			'payment_method_not_available'           => __( 'This payment method is not available right now. Please use another payment method.', 'vitrine' ),
			'payment_intent_payment_attempt_failed'  => __( 'Payment failed. Please try again.', 'vitrine' ),
			'payment_intent_payment_attempt_expired' => __( 'The payment was not completed in time. Please try again.', 'vitrine' ),
			'payment_intent_unexpected_state'        => __( 'This payment has already been completed or canceled. Please refresh the page.', 'vitrine' ),
			'amount_too_small'                       => __( 'The order total is below the minimum this payment method accepts.', 'vitrine' ),
			'amount_too_large'                       => __( 'The order total is above the maximum this payment method accepts.', 'vitrine' ),
			'email_invalid'                          => __( 'The email address is invalid. Please correct it and try again.', 'vitrine' ),
			// Decline codes (error.decline_code), as Stripe documents them for card declines.
			'approve_with_id'                        => __( 'The payment could not be authorised. Please try again, or contact your card issuer.', 'vitrine' ),
			'call_issuer'                            => $call_issuer,
			'card_not_supported'                     => $not_supported,
			'card_velocity_exceeded'                 => $limit,
			'currency_not_supported'                 => __( 'Your card does not support this currency.', 'vitrine' ),
			'do_not_honor'                           => $call_issuer,
			'do_not_try_again'                       => $call_issuer,
			'duplicate_transaction'                  => __( 'A payment of the same amount with the same card was made moments ago. Please check whether your earlier payment went through.', 'vitrine' ),
			'generic_decline'                        => $declined,
			'incorrect_pin'                          => $pin,
			'insufficient_funds'                     => __( 'Your card has insufficient funds.', 'vitrine' ),
			'invalid_account'                        => $invalid_card,
			'invalid_amount'                         => __( 'The payment amount is invalid, or above what your card allows.', 'vitrine' ),
			'invalid_pin'                            => $pin,
			'issuer_not_available'                   => __( 'Your card issuer could not be reached to authorise the payment. Please try again.', 'vitrine' ),
			'new_account_information_available'      => $invalid_card,
			'no_action_taken'                        => $call_issuer,
			'not_permitted'                          => __( 'This payment is not permitted on your card. Please contact your card issuer.', 'vitrine' ),
			'offline_pin_required'                   => $pin_required,
			'online_or_offline_pin_required'         => $pin_required,
			'pin_try_exceeded'                       => __( 'Too many PIN attempts were made with this card. Please use another card.', 'vitrine' ),
			'reenter_transaction'                    => __( 'Your card issuer could not process the payment. Please try again.', 'vitrine' ),
			'revocation_of_all_authorizations'       => $call_issuer,
			'revocation_of_authorization'            => $call_issuer,
			'service_not_allowed'                    => $not_supported,
			'stop_payment_order'                     => $call_issuer,
			'testmode_decline'                       => __( 'Your card was declined: a test card cannot pay for a real order.', 'vitrine' ),
			'transaction_not_allowed'                => $not_supported,
			'try_again_later'                        => __( 'Your card was declined for now. Please try again in a moment.', 'vitrine' ),
			'withdrawal_count_limit_exceeded'        => $limit,
		);
		foreach ( self::UNDISCLOSED as $code ) {
			$messages[ $code ] = $declined;
		}
		return $messages;
	}

	/**
	 * The messages of the payment pages, by name: the browser settings' i18n. `%s` stands for
	 * the payment method (methodNotLoaded) or the field's label (requiredField).
	 *
	 * @return array<string, string>
	 */
	public static function browser_texts(): array {
		return array(
			'timeout'               => __( 'A timeout occurred while connecting to the server. Please try again.', 'vitrine' ),
			'abort'                 => __( 'The connection to the server was aborted. Please try again.', 'vitrine' ),
			'connection'            => __( 'An error occurred while connecting to the server. Please try again.', 'vitrine' ),
			'orderError'            => self::order_error(),
			'addToCart'             => __( 'There was an error adding the product to the cart.', 'vitrine' ),
			'productData'           => __( 'There was an error getting the product information.', 'vitrine' ),
			/* translators: %s: the payment method's name (Card, iDEAL...). */
			'methodNotLoaded'       => __( 'Failed to load %s payment method. Please refresh the page and try again.', 'vitrine' ),
			'invalidPaymentDetails' => __( 'Invalid or missing payment details. Please ensure the provided payment method is correctly entered.', 'vitrine' ),
			'paymentFailed'         => self::payment_failed(),
			'blikInvalid'           => __( 'BLIK Code is invalid', 'vitrine' ),
			/* translators: %s: the field's label, such as "Billing Postcode". */
			'requiredField'         => __( '%s is a required field.', 'vitrine' ),
			'processingProblem'     => self::processing_problem(),
			'unknown'               => __( 'An unknown error occurred.', 'vitrine' ),
			'noSettings'            => __( 'Stripe initialization data is not available', 'vitrine' ),
			'expressTaxesNotice'    => __( 'Final taxes charged can differ based on your actual billing address when using Express Checkout buttons (Link, Google Pay or Apple Pay).', 'vitrine' ),
		);
	}

	/** The default payment failure. */
	public static function payment_failed(): string {
		return __( 'Payment failed. Please try again.', 'vitrine' );
	}

	/** A failure that is not the shopper's (our request, Stripe's answer). */
	public static function processing_problem(): string {
		return __( 'There was a problem processing the payment. Please refresh the page to try again.', 'vitrine' );
	}

	/** The default order error. */
	public static function order_error(): string {
		return __( 'There was a problem processing the order.', 'vitrine' );
	}

	/** Stripe could not be reached. */
	public static function unreachable(): string {
		return __( 'The payment service could not be reached. Please try again in a moment.', 'vitrine' );
	}

	/** Stripe answered 429. */
	public static function busy(): string {
		return __( 'The payment service is busy. Please try again in a moment.', 'vitrine' );
	}

	/** The shop's keys were refused, or none is set: not the shopper's doing. */
	public static function not_available(): string {
		return __( 'Card payments are not available right now. Please try again later or choose another payment method.', 'vitrine' );
	}
}
