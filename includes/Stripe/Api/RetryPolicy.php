<?php
/**
 * When a call to Stripe is sent again, and after how long.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Api;

use Vitrine\Core\Http\HttpResponse;

/**
 * A call is sent again only when doing so cannot charge twice, at most MAX_RETRIES times:
 *
 * 1. Stripe-Should-Retry `true` or `false` on the answer decides, whatever the call.
 * 2. Otherwise only an idempotent call is retried (a GET or a DELETE, which Stripe documents as
 *    idempotent by definition, or a POST with an Idempotency-Key, which Stripe replays): after no
 *    answer at all (a timeout, a refused connection), a 429, a 409 lock_timeout or a 5xx.
 * 3. Nothing else: a 4xx is an answer (a decline, a wrong parameter) and the same call gets it again.
 *
 * The pauses grow exponentially from 0.5 s (capped at 2 s) with jitter between half and all of
 * it, never under 0.5 s, as Stripe's libraries do, so that many servers retrying at once do not
 * hit Stripe in step. The pause is a function so that tests record it instead of sleeping.
 */
final class RetryPolicy {

	public const MAX_RETRIES = 2;

	private const INITIAL_DELAY = 0.5;

	private const MAX_DELAY = 2.0;

	/** @var \Closure(float): void */
	private readonly \Closure $pause;

	/**
	 * @param (\Closure(float): void)|null $pause  Waits that many seconds; null for usleep().
	 * @param (\Closure(): float)|null     $random A number in [0, 1) for the jitter; null for random_int().
	 */
	public function __construct(
		?\Closure $pause = null,
		private readonly ?\Closure $random = null,
	) {
		$this->pause = $pause ?? static function ( float $seconds ): void {
			usleep( (int) round( $seconds * 1000000 ) );
		};
	}

	/**
	 * Whether to send the call again after this answer (null: none came).
	 *
	 * @param int               $retries    Retries made so far.
	 * @param bool              $idempotent A GET, a DELETE or a POST with an Idempotency-Key.
	 * @param HttpResponse|null $response   Stripe's answer; null when the transport failed.
	 */
	public function should_retry( int $retries, bool $idempotent, ?HttpResponse $response ): bool {
		if ( $retries >= self::MAX_RETRIES ) {
			return false;
		}
		if ( null === $response ) {
			return $idempotent;
		}
		$says = strtolower( trim( $response->header( 'stripe-should-retry' ) ) );
		if ( 'true' === $says || 'false' === $says ) {
			return 'true' === $says;
		}
		if ( ! $idempotent ) {
			return false;
		}
		if ( 429 === $response->status || $response->status >= 500 ) {
			return true;
		}
		return 409 === $response->status && 'lock_timeout' === self::error_code( $response->body );
	}

	/**
	 * Waits before retry number $retry (1 for the first).
	 */
	public function pause( int $retry ): void {
		( $this->pause )( $this->delay( $retry ) );
	}

	/**
	 * The pause before retry number $retry, in seconds.
	 */
	public function delay( int $retry ): float {
		$delay  = min( self::INITIAL_DELAY * 2 ** max( 0, $retry - 1 ), self::MAX_DELAY );
		$random = null === $this->random ? random_int( 0, PHP_INT_MAX - 1 ) / PHP_INT_MAX : (float) ( $this->random )();
		return max( self::INITIAL_DELAY, $delay * 0.5 * ( 1 + $random ) );
	}

	/**
	 * The error.code of an error body, '' when there is none.
	 */
	private static function error_code( string $body ): string {
		$json = json_decode( $body, true );
		return is_array( $json ) && isset( $json['error']['code'] ) && is_string( $json['error']['code'] ) ? $json['error']['code'] : '';
	}
}
