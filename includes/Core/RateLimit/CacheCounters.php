<?php
/**
 * Rate-limit counts in the persistent object cache.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\RateLimit;

/**
 * For sites with a shared object cache (Redis, Memcached): wp_cache_add() starts a bucket only
 * if it is absent and wp_cache_incr() adds atomically, both in the cache server. The cache
 * forgets a bucket when its window has passed. A bucket evicted early starts again at 1.
 */
final class CacheCounters implements Counters {

	public const GROUP = 'vitrine_rate_limits';

	/**
	 * @param \Closure(): int $clock Unix time.
	 */
	public function __construct( private readonly \Closure $clock ) {
	}

	public function increment( string $bucket, int $expires_at ): int {
		$ttl = max( 1, $expires_at - ( $this->clock )() );
		if ( wp_cache_add( $bucket, 1, self::GROUP, $ttl ) ) {
			return 1;
		}
		$count = wp_cache_incr( $bucket, 1, self::GROUP );
		if ( false === $count ) {
			// Evicted between the two calls: this hit starts the bucket again.
			wp_cache_set( $bucket, 1, self::GROUP, $ttl );
			return 1;
		}
		return (int) $count;
	}

	public function count( string $bucket ): int {
		return (int) wp_cache_get( $bucket, self::GROUP );
	}
}
