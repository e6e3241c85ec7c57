<?php
/**
 * Per-client limits on the actions a script could repeat without end.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\RateLimit;

use Vitrine\Core\Settings\Settings;

/**
 * Fixed windows: a client's count of an action starts again when the limit's window does
 * (windows are aligned on the clock, so every server agrees on them), and the answer after the
 * count tells how long until then. A client is its address (an IPv6 one by its /64), plus the
 * customer's id for the limits that count customers on their own. A request without an address
 * (WP-CLI, cron) is not limited.
 *
 * Call it before any database transaction: a count made inside one would be lost with a
 * rollback, and its row would stay locked until the commit.
 */
final class RateLimiter {

	/** @var \Closure(): int */
	private \Closure $clock;

	/**
	 * @param Settings             $settings The Security settings.
	 * @param ClientAddress        $client   Who asks.
	 * @param Counters             $counters Where the counts live.
	 * @param (\Closure(): int)|null $clock    Unix time; time() by default.
	 */
	public function __construct(
		private readonly Settings $settings,
		private readonly ClientAddress $client,
		private readonly Counters $counters,
		?\Closure $clock = null,
	) {
		$this->clock = $clock ?? static fn (): int => time();
	}

	/**
	 * Counts one more of the action and refuses it once the count is over the limit.
	 *
	 * @param string $name A Limits constant.
	 * @throws RateLimited When the client did it too often in this window; it still counts.
	 */
	public function consume( string $name ): void {
		$bucket = $this->bucket( $name );
		if ( null === $bucket ) {
			return;
		}
		list( $key, $limit, $max, $ends ) = $bucket;
		if ( $this->counters->increment( $key, $ends ) > $max ) {
			throw new RateLimited( $limit, max( 1, $ends - ( $this->clock )() ) );
		}
	}

	/**
	 * Refuses when the count has reached the limit, without counting (for an action counted
	 * only when it fails: a login).
	 *
	 * @param string $name    A Limits constant.
	 * @param string $subject What is counted instead of the client (a card's fingerprint), '' for the client.
	 * @throws RateLimited When the client reached the limit in this window.
	 */
	public function check( string $name, string $subject = '' ): void {
		$bucket = $this->bucket( $name, $subject );
		if ( null === $bucket ) {
			return;
		}
		list( $key, $limit, $max, $ends ) = $bucket;
		if ( $this->counters->count( $key ) >= $max ) {
			throw new RateLimited( $limit, max( 1, $ends - ( $this->clock )() ) );
		}
	}

	/**
	 * Counts one more of the action, never refusing (a failed login, counted afterwards).
	 *
	 * @param string $name    A Limits constant.
	 * @param string $subject What is counted instead of the client, '' for the client.
	 */
	public function record( string $name, string $subject = '' ): void {
		$bucket = $this->bucket( $name, $subject );
		if ( null !== $bucket ) {
			$this->counters->increment( $bucket[0], $bucket[3] );
		}
	}

	/**
	 * The count so far in this window, 0 when the limit does not apply.
	 *
	 * @param string $name    A Limits constant.
	 * @param string $subject What is counted instead of the client, '' for the client.
	 */
	public function count( string $name, string $subject = '' ): int {
		$bucket = $this->bucket( $name, $subject );
		return null === $bucket ? 0 : $this->counters->count( $bucket[0] );
	}

	/**
	 * The bucket of this client for the limit in the current window, or null when the limit
	 * does not apply (switched off, or no client address). With a subject, the subject is counted
	 * instead of the client: every client shares its count.
	 *
	 * @return array{0: string, 1: Limit, 2: int, 3: int}|null Key, limit, count allowed, end of the window.
	 */
	private function bucket( string $name, string $subject = '' ): ?array {
		$limit = Limits::all()[ $name ] ?? throw new \InvalidArgumentException( sprintf( 'Unknown rate limit %s.', esc_html( $name ) ) );
		if ( ! $this->settings->get( $limit->enabled_setting() ) ) {
			return null;
		}
		$ip = $this->client->ip();
		/**
		 * Filters whether a rate limit applies to this request (an address of the shop's own
		 * office, say).
		 *
		 * @param bool   $applies Whether it applies.
		 * @param string $name    The limit: order, coupon, registration, login, review, new_cart, reviews_widget,
		 *                        payment_failure, card_failure.
		 * @param string $ip      The client's address, '' when unknown.
		 */
		if ( '' === $ip || ! apply_filters( 'vitrine_rate_limit_applies', true, $name, $ip ) ) {
			return null;
		}
		$client = '' !== $subject ? 'subject:' . $subject : ClientAddress::bucket( $ip );
		if ( '' === $subject && $limit->per_customer && get_current_user_id() > 0 ) {
			$client .= '|' . get_current_user_id();
		}
		$now   = ( $this->clock )();
		$start = $now - $now % $limit->window;
		// Hashed: the table keeps no address, and every key has one length.
		$key = hash_hmac( 'sha256', $name . '|' . $client . '|' . $start, wp_salt( 'nonce' ) );
		return array( $key, $limit, max( 1, (int) $this->settings->get( $limit->count_setting() ) ), $start + $limit->window );
	}
}
