<?php
/**
 * Stripe refused a call, failed, or could not be reached.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Api;

use Vitrine\Core\Errors\DomainError;
use Vitrine\Core\Errors\ErrorKind;
use Vitrine\Core\Http\TransportError;

/**
 * Stripe's error object ({error: {type, code, decline_code, message, param, payment_intent}})
 * with the HTTP status and the request id, sorted into the shop's kinds:
 *
 * | Stripe                                   | kind              | code                          |
 * | ---------------------------------------- | ----------------- | ----------------------------- |
 * | card_error (402)                         | payment refused   | vitrine_stripe_card_error     |
 * | 429 (rate limited, lock timeout)         | too many requests | vitrine_stripe_rate_limit     |
 * | 401, 403 (a wrong key, no permission)    | provider failed   | vitrine_stripe_authentication |
 * | idempotency_error                        | conflict          | vitrine_stripe_idempotency_error |
 * | invalid_request_error (400, 404...)      | invalid           | vitrine_stripe_invalid_request_error |
 * | api_error (5xx), an unreadable answer    | provider failed   | vitrine_stripe_api_error      |
 * | no answer (connection, timeout)          | unavailable       | vitrine_stripe_connection     |
 *
 * The message (getMessage(), shopper_message()) is for the shopper: StripeErrorMessages's text
 * of the decline or error code, Stripe's own message for a card error we have no text for (Stripe
 * writes those for customers), and otherwise a general text that leaks nothing. Stripe's own
 * message, for the log and the order notes, is stripe_message.
 */
final class StripeApiError extends DomainError {

	/**
	 * @param string                    $error_code     vitrine_stripe_*.
	 * @param string                    $message        For the shopper.
	 * @param ErrorKind                 $kind           What went wrong.
	 * @param int                       $http_status    Stripe's status; 0 when no answer came.
	 * @param string                    $type           Stripe's error type (card_error, invalid_request_error,
	 *                                                  api_error, idempotency_error), or api_connection_error
	 *                                                  when no answer came.
	 * @param string                    $stripe_code    Stripe's error code (card_declined, resource_missing...), '' if none.
	 * @param string                    $decline_code   The decline code of a card decline, '' if none.
	 * @param string                    $param          The parameter at fault, '' if none.
	 * @param string                    $request_id     Stripe's Request-Id, for support; '' if none.
	 * @param array<string, mixed>|null $payment_intent The payment intent Stripe sent with the error (a decline on confirm).
	 * @param string                    $stripe_message Stripe's message (or the transport's), for the log and the admin.
	 * @param \Throwable|null           $previous       The cause.
	 */
	public function __construct(
		string $error_code,
		string $message,
		ErrorKind $kind,
		public readonly int $http_status,
		public readonly string $type,
		public readonly string $stripe_code = '',
		public readonly string $decline_code = '',
		public readonly string $param = '',
		public readonly string $request_id = '',
		public readonly ?array $payment_intent = null,
		public readonly string $stripe_message = '',
		?\Throwable $previous = null,
	) {
		parent::__construct( $error_code, $message, $kind, '' !== $stripe_code && 'card_error' === $type ? array( 'stripe_code' => $stripe_code ) : array(), $previous );
	}

	/**
	 * The error of an answer with an error status.
	 *
	 * @param int    $status     The HTTP status.
	 * @param mixed  $body       The decoded body (null when it is not JSON).
	 * @param string $request_id The Request-Id header.
	 */
	public static function from_answer( int $status, mixed $body, string $request_id ): self {
		$error = is_array( $body ) && isset( $body['error'] ) && is_array( $body['error'] ) ? $body['error'] : array();
		$type  = self::str( $error['type'] ?? '' );
		$code  = self::str( $error['code'] ?? '' );
		if ( '' === $type ) {
			$type = $status >= 500 || array() === $error ? 'api_error' : 'invalid_request_error';
		}
		list( $error_code, $kind ) = match ( true ) {
			'card_error' === $type              => array( 'vitrine_stripe_card_error', ErrorKind::PAYMENT_REFUSED ),
			429 === $status                     => array( 'vitrine_stripe_rate_limit', ErrorKind::TOO_MANY_REQUESTS ),
			401 === $status || 403 === $status  => array( 'vitrine_stripe_authentication', ErrorKind::PROVIDER_FAILED ),
			'idempotency_error' === $type       => array( 'vitrine_stripe_idempotency_error', ErrorKind::CONFLICT ),
			'api_error' === $type || $status >= 500 => array( 'vitrine_stripe_api_error', ErrorKind::PROVIDER_FAILED ),
			default                             => array( 'vitrine_stripe_invalid_request_error', ErrorKind::INVALID ),
		};
		$decline = self::str( $error['decline_code'] ?? '' );
		$stripe  = self::str( $error['message'] ?? '' );
		$message = match ( $kind ) {
			ErrorKind::PAYMENT_REFUSED   => StripeErrorMessages::for_code( $code, $decline ) ?? ( '' !== $stripe ? $stripe : StripeErrorMessages::payment_failed() ),
			ErrorKind::TOO_MANY_REQUESTS => StripeErrorMessages::busy(),
			ErrorKind::PROVIDER_FAILED   => 'vitrine_stripe_authentication' === $error_code ? StripeErrorMessages::not_available() : StripeErrorMessages::processing_problem(),
			default                      => StripeErrorMessages::for_code( $code ) ?? StripeErrorMessages::processing_problem(),
		};
		$intent = isset( $error['payment_intent'] ) && is_array( $error['payment_intent'] ) ? $error['payment_intent'] : null;
		return new self(
			$error_code,
			$message,
			$kind,
			$status,
			$type,
			$code,
			$decline,
			self::str( $error['param'] ?? '' ),
			$request_id,
			$intent,
			'' !== $stripe ? $stripe : sprintf( 'HTTP %d', $status )
		);
	}

	/**
	 * No answer came (no connection, a timeout, a TLS failure).
	 */
	public static function transport( TransportError $error ): self {
		return new self( 'vitrine_stripe_connection', StripeErrorMessages::unreachable(), ErrorKind::UNAVAILABLE, 0, 'api_connection_error', stripe_message: $error->getMessage(), previous: $error );
	}

	/**
	 * A success status with a body that is not a JSON object.
	 *
	 * @param int    $status     The HTTP status.
	 * @param string $request_id The Request-Id header.
	 */
	public static function malformed( int $status, string $request_id ): self {
		return new self( 'vitrine_stripe_api_error', StripeErrorMessages::processing_problem(), ErrorKind::PROVIDER_FAILED, $status, 'api_error', request_id: $request_id, stripe_message: sprintf( 'HTTP %d with a body that is not a JSON object.', $status ) );
	}

	/**
	 * A call that was not sent: no secret key, a path that is not Stripe's, a live key over plain HTTP.
	 *
	 * @param string $why        For the log.
	 * @param bool   $configured False when the shop's settings are at fault (no key, a live key over
	 *                           plain HTTP), true when the request is (a path that is not Stripe's).
	 */
	public static function not_sent( string $why, bool $configured = false ): self {
		return $configured
			? new self( 'vitrine_stripe_invalid_request', StripeErrorMessages::processing_problem(), ErrorKind::INVALID, 0, 'invalid_request_error', stripe_message: $why )
			: new self( 'vitrine_stripe_not_configured', StripeErrorMessages::not_available(), ErrorKind::PROVIDER_FAILED, 0, 'invalid_request_error', stripe_message: $why );
	}

	/**
	 * The message for the shopper.
	 */
	public function shopper_message(): string {
		return $this->getMessage();
	}

	private static function str( mixed $value ): string {
		return is_scalar( $value ) ? (string) $value : '';
	}
}
