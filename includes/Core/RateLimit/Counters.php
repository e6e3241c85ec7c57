<?php
/**
 * Where the rate limits' counts live.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\RateLimit;

/**
 * Counts shared by every web server of the site: a persistent object cache when there is one,
 * else the database; never a file of one server. Increments are atomic, so parallel requests
 * each get their own count.
 */
interface Counters {

	/**
	 * Adds one to a bucket and gives its new count.
	 *
	 * @param string $bucket     The bucket (a hash: the limit, the client and the window).
	 * @param int    $expires_at Unix time after which the bucket may be forgotten.
	 */
	public function increment( string $bucket, int $expires_at ): int;

	/**
	 * A bucket's count, 0 when it has none.
	 */
	public function count( string $bucket ): int;
}
