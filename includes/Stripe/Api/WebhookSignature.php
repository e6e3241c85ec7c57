<?php
/**
 * The check of Stripe's webhook signatures.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Api;

/**
 * Stripe signs each webhook with the endpoint's secret (whsec_…) and sends
 * `Stripe-Signature: t=<unix time>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">[,v1=…][,v0=…]`.
 * Several v1 signatures come while a secret is being rolled; one matching is enough. Other
 * schemes (v0) are ignored. The timestamp must be within the tolerance of now (5 minutes by
 * default), so that a recorded webhook cannot be replayed later; the comparison is constant-time.
 * The same decisions as the official library's WebhookSignature::verifyHeader() (PHPUnit
 * compares them on good, tampered, stale and malformed headers).
 */
final class WebhookSignature {

	public const DEFAULT_TOLERANCE = 300;

	/**
	 * Returns when the header proves the payload; throws otherwise.
	 *
	 * @param string   $payload   The request body, exactly as received.
	 * @param string   $header    The Stripe-Signature header.
	 * @param string   $secret    The endpoint's signing secret.
	 * @param int      $tolerance Seconds the timestamp may be away from now; 0 for no check.
	 * @param int|null $now       The current unix time; null for time().
	 * @throws InvalidWebhookSignature When it does not.
	 */
	public static function verify( string $payload, string $header, string $secret, int $tolerance = self::DEFAULT_TOLERANCE, ?int $now = null ): void {
		$timestamp  = null;
		$signatures = array();
		foreach ( explode( ',', $header ) as $item ) {
			$parts = explode( '=', $item, 2 );
			$value = $parts[1] ?? '';
			if ( null === $timestamp && 't' === $parts[0] ) {
				$timestamp = is_numeric( $value ) ? (int) $value : -1;
			} elseif ( 'v1' === trim( $parts[0] ) ) {
				$signatures[] = $value;
			}
		}
		if ( null === $timestamp || -1 === $timestamp ) {
			throw new InvalidWebhookSignature( 'No timestamp in the header.' );
		}
		if ( array() === $signatures ) {
			throw new InvalidWebhookSignature( 'No v1 signature in the header.' );
		}
		if ( '' === $secret ) {
			throw new InvalidWebhookSignature( 'No webhook secret is set.' );
		}
		$expected = self::sign( $payload, $secret, $timestamp );
		$found    = false;
		foreach ( $signatures as $signature ) {
			if ( hash_equals( $expected, $signature ) ) {
				$found = true;
			}
		}
		if ( ! $found ) {
			throw new InvalidWebhookSignature( 'No signature matches the payload.' );
		}
		if ( $tolerance > 0 && abs( ( $now ?? time() ) - $timestamp ) > $tolerance ) {
			throw new InvalidWebhookSignature( 'The timestamp is outside the tolerance.' );
		}
	}

	/**
	 * The v1 signature of a payload at a time (hex).
	 *
	 * @param string $payload   The body.
	 * @param string $secret    The signing secret.
	 * @param int    $timestamp Unix time.
	 */
	public static function sign( string $payload, string $secret, int $timestamp ): string {
		return hash_hmac( 'sha256', $timestamp . '.' . $payload, $secret );
	}

	/**
	 * A whole Stripe-Signature header, as Stripe sends it (the fake server, tests).
	 *
	 * @param string $payload   The body.
	 * @param string $secret    The signing secret.
	 * @param int    $timestamp Unix time.
	 */
	public static function header( string $payload, string $secret, int $timestamp ): string {
		return 't=' . $timestamp . ',v1=' . self::sign( $payload, $secret, $timestamp );
	}
}
