<?php
/**
 * A persistent object cache in Redis, for the cluster's tests and bench only (bin/lib/cluster.sh
 * copies it to the cluster site's wp-content/object-cache.php; no other site loads it, and the
 * plugin never ships it). No maintained drop-in is served by the package registries this project
 * reaches (Packagist has none of rhubarbgroup/redis-cache, pantheon-systems/wp-redis,
 * humanmade/wp-redis), so this small one stands in for the one a host installs. A shop runs a
 * maintained one (Redis Object Cache, WP Redis...).
 *
 * Debian's php-redis (phpredis) talks to the server named by VITRINE_REDIS_HOST and
 * VITRINE_REDIS_PORT (constants from wp-config.php). Every web server of the cluster reads and
 * writes the same keys, so what one caches, the other sees, and what one deletes is gone for all.
 *
 * Storage: integers as their digits (so that incr and decr are Redis's own atomic INCRBY), every
 * other value PHP-serialized (which never starts with a digit). A request keeps what it read in
 * memory (objects cloned in and out, as WordPress's own cache does); groups named non-persistent
 * stay in memory only. Keys: <salt>:<blog id or "global">:<group>:<key>.
 *
 * If Redis cannot be reached, every call falls back to the request's memory, as WordPress runs
 * without a persistent cache.
 *
 * @package Vitrine
 */

// phpcs:ignoreFile -- a drop-in defines WordPress's own wp_cache_* functions and class.

/**
 * The cache of this request, in front of Redis.
 */
class WP_Object_Cache {

	/** @var array<string, array<string, mixed>> The values this request knows, by group. */
	private array $cache = array();

	/** @var array<string, true> */
	private array $global_groups = array();

	/** @var array<string, true> */
	private array $non_persistent_groups = array();

	private ?Redis $redis = null;

	private string $salt;

	private int $blog_id;

	public int $cache_hits = 0;

	public int $cache_misses = 0;

	public function __construct() {
		$this->blog_id = function_exists( 'get_current_blog_id' ) ? get_current_blog_id() : 1;
		$this->salt    = defined( 'WP_CACHE_KEY_SALT' ) ? (string) WP_CACHE_KEY_SALT : 'wp';
		if ( ! class_exists( 'Redis' ) ) {
			return;
		}
		try {
			$redis = new Redis();
			$redis->connect(
				defined( 'VITRINE_REDIS_HOST' ) ? (string) VITRINE_REDIS_HOST : '127.0.0.1',
				defined( 'VITRINE_REDIS_PORT' ) ? (int) VITRINE_REDIS_PORT : 6379,
				1.0
			);
			$this->redis = $redis;
		} catch ( Throwable $e ) {
			error_log( 'Vitrine test object cache: Redis unreachable: ' . $e->getMessage() );
			$this->redis = null;
		}
	}

	public function is_connected(): bool {
		return null !== $this->redis;
	}

	private function group( $group ): string {
		return ( is_string( $group ) && '' !== $group ) ? $group : 'default';
	}

	private function persistent( string $group ): bool {
		return null !== $this->redis && ! isset( $this->non_persistent_groups[ $group ] );
	}

	private function redis_key( $key, string $group ): string {
		$scope = isset( $this->global_groups[ $group ] ) ? 'global' : (string) $this->blog_id;
		return $this->salt . ':' . $scope . ':' . $group . ':' . $key;
	}

	private static function encode( $value ): string {
		return is_int( $value ) ? (string) $value : serialize( $value );
	}

	private static function decode( string $raw ) {
		if ( 1 === preg_match( '/^-?\d+$/', $raw ) ) {
			return (int) $raw;
		}
		return unserialize( $raw ); // Values this drop-in wrote.
	}

	private static function copy( $value ) {
		return is_object( $value ) ? clone $value : $value;
	}

	private static function valid_key( $key ): bool {
		return is_int( $key ) || ( is_string( $key ) && '' !== trim( $key ) );
	}

	private function remember( $key, string $group, $value ): void {
		$this->cache[ $group ][ $key ] = self::copy( $value );
	}

	public function get( $key, $group = 'default', $force = false, &$found = null ) {
		$group = $this->group( $group );
		if ( ! self::valid_key( $key ) ) {
			$found = false;
			return false;
		}
		if ( ! $force && isset( $this->cache[ $group ] ) && array_key_exists( $key, $this->cache[ $group ] ) ) {
			$found = true;
			++$this->cache_hits;
			return self::copy( $this->cache[ $group ][ $key ] );
		}
		if ( ! $this->persistent( $group ) ) {
			$found = false;
			++$this->cache_misses;
			return false;
		}
		$raw = $this->redis->get( $this->redis_key( $key, $group ) );
		if ( false === $raw ) {
			$found = false;
			++$this->cache_misses;
			return false;
		}
		$value = self::decode( $raw );
		$this->remember( $key, $group, $value );
		$found = true;
		++$this->cache_hits;
		return self::copy( $value );
	}

	public function get_multiple( $keys, $group = 'default', $force = false ): array {
		$group   = $this->group( $group );
		$values  = array();
		$missing = array();
		foreach ( $keys as $key ) {
			if ( ! $force && isset( $this->cache[ $group ] ) && array_key_exists( $key, $this->cache[ $group ] ) ) {
				$values[ $key ] = self::copy( $this->cache[ $group ][ $key ] );
				++$this->cache_hits;
			} elseif ( self::valid_key( $key ) && $this->persistent( $group ) ) {
				$missing[] = $key;
			} else {
				$values[ $key ] = false;
			}
		}
		if ( array() !== $missing ) {
			$raws = $this->redis->mGet( array_map( fn ( $key ) => $this->redis_key( $key, $group ), $missing ) );
			foreach ( $missing as $i => $key ) {
				$raw = is_array( $raws ) ? ( $raws[ $i ] ?? false ) : false;
				if ( false === $raw ) {
					$values[ $key ] = false;
					++$this->cache_misses;
					continue;
				}
				$value = self::decode( $raw );
				$this->remember( $key, $group, $value );
				$values[ $key ] = self::copy( $value );
				++$this->cache_hits;
			}
		}
		$ordered = array();
		foreach ( $keys as $key ) {
			$ordered[ $key ] = $values[ $key ];
		}
		return $ordered;
	}

	/**
	 * set, add (only if absent) and replace (only if present) in one.
	 *
	 * @param string $mode 'set', 'add' or 'replace'.
	 */
	private function store( $key, $value, $group, $expire, string $mode ): bool {
		$group = $this->group( $group );
		if ( ! self::valid_key( $key ) ) {
			return false;
		}
		if ( ! $this->persistent( $group ) ) {
			$present = isset( $this->cache[ $group ] ) && array_key_exists( $key, $this->cache[ $group ] );
			if ( ( 'add' === $mode && $present ) || ( 'replace' === $mode && ! $present ) ) {
				return false;
			}
			$this->remember( $key, $group, $value );
			return true;
		}
		$options = array();
		if ( 'add' === $mode ) {
			$options[] = 'nx';
		} elseif ( 'replace' === $mode ) {
			$options[] = 'xx';
		}
		$expire = (int) $expire;
		if ( $expire > 0 ) {
			$options['ex'] = $expire;
		}
		$done = $this->redis->set( $this->redis_key( $key, $group ), self::encode( $value ), $options );
		if ( ! $done ) {
			// add: another request holds it; forget ours so the next read asks Redis.
			unset( $this->cache[ $group ][ $key ] );
			return false;
		}
		$this->remember( $key, $group, $value );
		return true;
	}

	public function set( $key, $value, $group = 'default', $expire = 0 ): bool {
		return $this->store( $key, $value, $group, $expire, 'set' );
	}

	public function add( $key, $value, $group = 'default', $expire = 0 ): bool {
		if ( function_exists( 'wp_suspend_cache_addition' ) && wp_suspend_cache_addition() ) {
			return false;
		}
		return $this->store( $key, $value, $group, $expire, 'add' );
	}

	public function replace( $key, $value, $group = 'default', $expire = 0 ): bool {
		return $this->store( $key, $value, $group, $expire, 'replace' );
	}

	public function delete( $key, $group = 'default' ): bool {
		$group = $this->group( $group );
		$known = isset( $this->cache[ $group ] ) && array_key_exists( $key, $this->cache[ $group ] );
		unset( $this->cache[ $group ][ $key ] );
		if ( ! $this->persistent( $group ) ) {
			return $known;
		}
		return (int) $this->redis->del( $this->redis_key( $key, $group ) ) > 0;
	}

	/**
	 * Adds $offset to a stored integer, atomically in Redis; false when the key is absent.
	 * Never below 0, as WordPress's own cache.
	 */
	public function incr( $key, $offset = 1, $group = 'default' ) {
		$group = $this->group( $group );
		if ( ! $this->persistent( $group ) ) {
			if ( ! isset( $this->cache[ $group ] ) || ! array_key_exists( $key, $this->cache[ $group ] ) ) {
				return false;
			}
			$value                         = max( 0, (int) $this->cache[ $group ][ $key ] + (int) $offset );
			$this->cache[ $group ][ $key ] = $value;
			return $value;
		}
		$script = "local v = redis.call('get', KEYS[1])\n"
			. "if not v then return false end\n"
			. "if not string.match(v, '^%-?%d+$') then v = 0 end\n"
			. "local n = tonumber(v) + tonumber(ARGV[1])\n"
			. "if n < 0 then n = 0 end\n"
			. "local ttl = redis.call('pttl', KEYS[1])\n"
			. "if ttl > 0 then redis.call('set', KEYS[1], n, 'px', ttl) else redis.call('set', KEYS[1], n) end\n"
			. 'return n';
		$value  = $this->redis->eval( $script, array( $this->redis_key( $key, $group ), (int) $offset ), 1 );
		if ( ! is_int( $value ) ) {
			unset( $this->cache[ $group ][ $key ] );
			return false;
		}
		$this->cache[ $group ][ $key ] = $value;
		return $value;
	}

	public function decr( $key, $offset = 1, $group = 'default' ) {
		return $this->incr( $key, -1 * (int) $offset, $group );
	}

	public function flush(): bool {
		$this->cache = array();
		if ( null !== $this->redis ) {
			$this->redis->flushDB();
		}
		return true;
	}

	public function flush_runtime(): bool {
		$this->cache = array();
		return true;
	}

	public function flush_group( $group ): bool {
		$group = $this->group( $group );
		unset( $this->cache[ $group ] );
		if ( ! $this->persistent( $group ) ) {
			return true;
		}
		$pattern  = $this->redis_key( '*', $group );
		$iterator = null;
		do {
			$keys = $this->redis->scan( $iterator, $pattern, 500 );
			if ( is_array( $keys ) && array() !== $keys ) {
				$this->redis->del( $keys );
			}
		} while ( $iterator > 0 );
		return true;
	}

	public function add_global_groups( $groups ): void {
		foreach ( (array) $groups as $group ) {
			$this->global_groups[ $group ] = true;
		}
	}

	public function add_non_persistent_groups( $groups ): void {
		foreach ( (array) $groups as $group ) {
			$this->non_persistent_groups[ $group ] = true;
		}
	}

	public function switch_to_blog( $blog_id ): void {
		$this->blog_id = (int) $blog_id;
	}

	public function close(): bool {
		if ( null !== $this->redis ) {
			$this->redis->close();
		}
		return true;
	}
}

function wp_cache_init() {
	$GLOBALS['wp_object_cache'] = new WP_Object_Cache();
}

function wp_cache_add( $key, $data, $group = '', $expire = 0 ) {
	return $GLOBALS['wp_object_cache']->add( $key, $data, $group, $expire );
}

function wp_cache_add_multiple( array $data, $group = '', $expire = 0 ) {
	$result = array();
	foreach ( $data as $key => $value ) {
		$result[ $key ] = wp_cache_add( $key, $value, $group, $expire );
	}
	return $result;
}

function wp_cache_replace( $key, $data, $group = '', $expire = 0 ) {
	return $GLOBALS['wp_object_cache']->replace( $key, $data, $group, $expire );
}

function wp_cache_set( $key, $data, $group = '', $expire = 0 ) {
	return $GLOBALS['wp_object_cache']->set( $key, $data, $group, $expire );
}

function wp_cache_set_multiple( array $data, $group = '', $expire = 0 ) {
	$result = array();
	foreach ( $data as $key => $value ) {
		$result[ $key ] = wp_cache_set( $key, $value, $group, $expire );
	}
	return $result;
}

function wp_cache_get( $key, $group = '', $force = false, &$found = null ) {
	return $GLOBALS['wp_object_cache']->get( $key, $group, $force, $found );
}

function wp_cache_get_multiple( $keys, $group = '', $force = false ) {
	return $GLOBALS['wp_object_cache']->get_multiple( $keys, $group, $force );
}

function wp_cache_delete( $key, $group = '' ) {
	return $GLOBALS['wp_object_cache']->delete( $key, $group );
}

function wp_cache_delete_multiple( array $keys, $group = '' ) {
	$result = array();
	foreach ( $keys as $key ) {
		$result[ $key ] = wp_cache_delete( $key, $group );
	}
	return $result;
}

function wp_cache_incr( $key, $offset = 1, $group = '' ) {
	return $GLOBALS['wp_object_cache']->incr( $key, $offset, $group );
}

function wp_cache_decr( $key, $offset = 1, $group = '' ) {
	return $GLOBALS['wp_object_cache']->decr( $key, $offset, $group );
}

function wp_cache_flush() {
	return $GLOBALS['wp_object_cache']->flush();
}

function wp_cache_flush_runtime() {
	return $GLOBALS['wp_object_cache']->flush_runtime();
}

function wp_cache_flush_group( $group ) {
	return $GLOBALS['wp_object_cache']->flush_group( $group );
}

function wp_cache_supports( $feature ) {
	return in_array( $feature, array( 'add_multiple', 'set_multiple', 'get_multiple', 'delete_multiple', 'flush_runtime', 'flush_group' ), true );
}

function wp_cache_close() {
	return $GLOBALS['wp_object_cache']->close();
}

function wp_cache_add_global_groups( $groups ) {
	$GLOBALS['wp_object_cache']->add_global_groups( $groups );
}

function wp_cache_add_non_persistent_groups( $groups ) {
	$GLOBALS['wp_object_cache']->add_non_persistent_groups( $groups );
}

function wp_cache_switch_to_blog( $blog_id ) {
	$GLOBALS['wp_object_cache']->switch_to_blog( $blog_id );
}

function wp_cache_reset() {
	$GLOBALS['wp_object_cache']->flush_runtime();
}
