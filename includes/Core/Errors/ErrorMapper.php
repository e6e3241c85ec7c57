<?php
/**
 * How an HTTP caller hears a failure.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Errors;

use Vitrine\Core\Ajax\AjaxResponse;
use WP_Error;

/**
 * The one place where a failure becomes an HTTP answer, used by the REST base route and the
 * ajax router alike (and by the form handlers and endpoints that need only the status): the
 * kind gives the status; the code, the message and the data are answered as the error has them.
 * Anything else thrown is a fault of ours: it is logged and answered with a generic 500 that
 * tells the caller nothing of it.
 */
final class ErrorMapper {

	public const INTERNAL_CODE = 'vitrine_internal_error';

	/**
	 * The HTTP status of a kind.
	 */
	public static function status( ErrorKind $kind ): int {
		return match ( $kind ) {
			ErrorKind::INVALID           => 400,
			ErrorKind::PAYMENT_REFUSED   => 402,
			ErrorKind::FORBIDDEN         => 403,
			ErrorKind::NOT_FOUND         => 404,
			ErrorKind::CONFLICT          => 409,
			ErrorKind::TOO_LARGE         => 413,
			ErrorKind::UNSUPPORTED_TYPE  => 415,
			ErrorKind::TOO_MANY_REQUESTS => 429,
			ErrorKind::FAILED            => 500,
			ErrorKind::PROVIDER_FAILED   => 502,
			ErrorKind::UNAVAILABLE       => 503,
		};
	}

	/**
	 * The HTTP status of anything thrown: its kind's, or 500.
	 */
	public static function status_of( \Throwable $error ): int {
		return $error instanceof DomainError ? self::status( $error->kind ) : 500;
	}

	/**
	 * The headers that go with a failure: Retry-After (seconds) for a refusal that says when to
	 * come back (data.retry_after), as RFC 9110 asks of a 429 or 503.
	 *
	 * @return array<string, string>
	 */
	public static function headers( \Throwable $error ): array {
		if ( ! $error instanceof DomainError || ! isset( $error->data['retry_after'] ) || ! is_int( $error->data['retry_after'] ) ) {
			return array();
		}
		return array( 'Retry-After' => (string) max( 1, $error->data['retry_after'] ) );
	}

	/**
	 * For a form page that shows a refusal itself: sends its status and headers (before output).
	 */
	public static function send_status( \Throwable $error ): void {
		status_header( self::status_of( $error ) ); // Itself skips the header once output started.
		self::send_headers( $error );
	}

	/**
	 * For a page that sends the status itself: only the failure's headers (before output).
	 */
	public static function send_headers( \Throwable $error ): void {
		if ( headers_sent() ) {
			return;
		}
		foreach ( self::headers( $error ) as $name => $value ) {
			header( $name . ': ' . $value );
		}
	}

	/**
	 * The REST answer: code, message, data with the status added.
	 */
	public static function to_wp_error( \Throwable $error ): WP_Error {
		$error = self::known( $error );
		return new WP_Error( $error->error_code, $error->getMessage(), array_merge( $error->data, array( 'status' => self::status( $error->kind ) ) ) );
	}

	/**
	 * The ajax answer: the same code, message and data as the REST one, in AjaxResponse's shape.
	 */
	public static function to_ajax( \Throwable $error ): AjaxResponse {
		$error = self::known( $error );
		return AjaxResponse::error( $error->error_code, $error->getMessage(), self::status( $error->kind ), self::headers( $error ), $error->data );
	}

	/**
	 * What a form handler shows for anything thrown: the error itself when it is ours, else a
	 * generic failure (the cause logged), as the REST and ajax answers do.
	 */
	public static function domain_error( \Throwable $error ): DomainError {
		return self::known( $error );
	}

	/**
	 * The error itself when it is ours to answer; otherwise it is logged and stands for a
	 * generic failure, so that no internal message, path or query reaches the caller.
	 */
	private static function known( \Throwable $error ): DomainError {
		if ( $error instanceof DomainError ) {
			return $error;
		}
		// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- a server fault the answer does not detail.
		error_log( sprintf( 'Vitrine: %s: %s in %s:%d', get_class( $error ), $error->getMessage(), $error->getFile(), $error->getLine() ) );
		return new InternalError( $error );
	}
}
