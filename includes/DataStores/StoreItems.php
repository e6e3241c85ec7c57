<?php
/**
 * The items of the stores kept on the server.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\DataStores;

use Vitrine\Core\Errors\ErrorKind;

/**
 * Reads and changes a logged-in user's items of a user store (user meta vitrine_store_{slug}, the
 * post ids comma-separated, oldest first) or of a server store (rows of vitrine_store_items).
 *
 * Race-safe: every change runs holding a named database lock per (store, user), and reads what
 * it checks with a locking read, which sees the latest committed data even inside an open
 * transaction. Two adds at once from two tabs are applied one after the other, so they cannot
 * both pass the size limit, and neither is lost (a read-modify-write of the meta without the lock
 * would keep only one of them).
 */
final class StoreItems {

	public const META_PREFIX = 'vitrine_store_';

	public const LOCK_WAIT_SECONDS = 5;

	public function __construct(
		private readonly StoreDefinitions $stores,
		private readonly int $lock_wait = self::LOCK_WAIT_SECONDS,
	) {
	}

	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'vitrine_store_items';
	}

	/**
	 * The user's post ids in a store kept on the server, oldest first (none for a browser store).
	 *
	 * @param DataStore $store   The store.
	 * @param int       $user_id The user.
	 * @return list<int>
	 */
	public function items( DataStore $store, int $user_id ): array {
		if ( $user_id <= 0 || ! $store->on_server() ) {
			return array();
		}
		if ( DataStore::TYPE_USER === $store->type ) {
			return self::parse( (string) get_user_meta( $user_id, self::META_PREFIX . $store->slug, true ) );
		}
		global $wpdb;
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; per-visitor data, not cached.
		$ids = $wpdb->get_col( $wpdb->prepare( "SELECT post_id FROM {$table} WHERE store = %s AND user_id = %d ORDER BY added_at, post_id", $store->slug, $user_id ) );
		return array_map( 'intval', $ids );
	}

	/**
	 * Adds a post to the user's store. Adding a post already there changes nothing.
	 *
	 * @param string $slug    The store.
	 * @param int    $post_id The post.
	 * @param int    $user_id The user (logged in).
	 * @throws StoreError Unknown store or post, a guest, a full store, a lock not obtained.
	 */
	public function add( string $slug, int $post_id, int $user_id ): StoreChange {
		$store = $this->writable( $slug, $user_id );
		if ( ! self::readable( $post_id ) ) {
			throw new StoreError( StoreError::UNKNOWN_POST, __( 'This item does not exist or is not available.', 'vitrine' ), ErrorKind::NOT_FOUND );
		}
		return $this->locked(
			$store,
			$user_id,
			function () use ( $store, $post_id, $user_id ): StoreChange {
				$items = $this->read_for_update( $store, $user_id );
				if ( in_array( $post_id, $items, true ) ) {
					return new StoreChange( $store, false, $items );
				}
				if ( count( $items ) >= $store->size ) {
					throw self::full( $store );
				}
				$items[] = $post_id;
				$this->write( $store, $user_id, $items, array( $post_id ), array() );
				return new StoreChange( $store, true, $items );
			}
		);
	}

	/**
	 * Removes a post from the user's store. Removing a post that is not there changes nothing.
	 *
	 * @param string $slug    The store.
	 * @param int    $post_id The post.
	 * @param int    $user_id The user (logged in).
	 * @throws StoreError Unknown store, a guest, a lock not obtained.
	 */
	public function remove( string $slug, int $post_id, int $user_id ): StoreChange {
		$store = $this->writable( $slug, $user_id );
		return $this->locked(
			$store,
			$user_id,
			function () use ( $store, $post_id, $user_id ): StoreChange {
				$items = $this->read_for_update( $store, $user_id );
				if ( ! in_array( $post_id, $items, true ) ) {
					return new StoreChange( $store, false, $items );
				}
				$items = array_values( array_diff( $items, array( $post_id ) ) );
				$this->write( $store, $user_id, $items, array(), array( $post_id ) );
				return new StoreChange( $store, true, $items );
			}
		);
	}

	/**
	 * Merges the items a guest kept in the browser into the user's store: the readable posts not
	 * there yet, in their order, while the size limit allows; the rest are dropped.
	 *
	 * @param DataStore $store    A store kept on the server.
	 * @param int       $user_id  The user who just logged in.
	 * @param list<int> $post_ids The guest's items.
	 */
	public function merge( DataStore $store, int $user_id, array $post_ids ): StoreChange {
		if ( $user_id <= 0 || ! $store->on_server() ) {
			return new StoreChange( $store, false, array() );
		}
		$post_ids = array_values( array_unique( array_filter( array_map( 'intval', $post_ids ), static fn ( int $id ): bool => $id > 0 ) ) );
		return $this->locked(
			$store,
			$user_id,
			function () use ( $store, $user_id, $post_ids ): StoreChange {
				$items = $this->read_for_update( $store, $user_id );
				$added = array();
				foreach ( $post_ids as $post_id ) {
					if ( count( $items ) >= $store->size ) {
						break;
					}
					if ( ! in_array( $post_id, $items, true ) && self::readable( $post_id ) ) {
						$items[] = $post_id;
						$added[] = $post_id;
					}
				}
				if ( array() !== $added ) {
					$this->write( $store, $user_id, $items, $added, array() );
				}
				return new StoreChange( $store, array() !== $added, $items );
			}
		);
	}

	/**
	 * How many users keep a post in a server store (the count across users such a store is for).
	 *
	 * @param DataStore $store   A server store.
	 * @param int       $post_id The post.
	 */
	public function users_keeping( DataStore $store, int $post_id ): int {
		if ( DataStore::TYPE_SERVER !== $store->type ) {
			return 0;
		}
		global $wpdb;
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table, on its store_post index.
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE store = %s AND post_id = %d", $store->slug, $post_id ) );
	}

	/**
	 * Whether a visitor may keep this post: it exists and anyone may see it (published, of a
	 * public type, no password), or the current user may read it (a private post, their draft) or,
	 * for a password-protected one, edit it.
	 */
	public static function readable( int $post_id ): bool {
		$post = $post_id > 0 ? get_post( $post_id ) : null;
		if ( ! $post instanceof \WP_Post ) {
			return false;
		}
		if ( is_post_publicly_viewable( $post ) && '' === $post->post_password ) {
			return true;
		}
		if ( ! is_user_logged_in() || in_array( $post->post_status, array( 'trash', 'auto-draft', 'inherit' ), true ) ) {
			return false;
		}
		return current_user_can( '' !== $post->post_password ? 'edit_post' : 'read_post', $post_id );
	}

	/**
	 * Post ids from their comma-separated form.
	 *
	 * @return list<int>
	 */
	public static function parse( string $value ): array {
		$ids = array();
		foreach ( explode( ',', $value ) as $part ) {
			$id = (int) $part;
			if ( $id > 0 && ! in_array( $id, $ids, true ) ) {
				$ids[] = $id;
			}
		}
		return $ids;
	}

	/**
	 * @throws StoreError Unknown store, or a guest.
	 */
	private function writable( string $slug, int $user_id ): DataStore {
		$store = $this->stores->require( $slug );
		if ( ! $store->on_server() ) {
			throw new StoreError( StoreError::INVALID, __( 'This list is kept in your browser only.', 'vitrine' ), ErrorKind::INVALID );
		}
		if ( $user_id <= 0 ) {
			throw new StoreError( StoreError::LOGIN_REQUIRED, __( 'Log in to keep items in this list.', 'vitrine' ), ErrorKind::FORBIDDEN );
		}
		return $store;
	}

	private static function full( DataStore $store ): StoreError {
		return new StoreError(
			StoreError::FULL,
			sprintf(
				/* translators: 1: the list's name, such as Favourites; 2: the most items it holds. */
				_n( '%1$s holds at most %2$d item. Remove one to add another.', '%1$s holds at most %2$d items. Remove one to add another.', $store->size, 'vitrine' ),
				$store->label,
				$store->size
			),
			ErrorKind::CONFLICT,
			array( 'size' => $store->size )
		);
	}

	/**
	 * Runs $work holding the (store, user) lock.
	 *
	 * @template T
	 * @param DataStore     $store   The store.
	 * @param int           $user_id The user.
	 * @param \Closure(): T $work    The read and write.
	 * @return T
	 * @throws StoreError When another request held the lock past the wait.
	 */
	private function locked( DataStore $store, int $user_id, \Closure $work ): mixed {
		global $wpdb;
		// Lock names are the database server's: they carry the database and the table prefix (64 characters at most).
		$name = 'vitrine_store_' . md5( $wpdb->dbname . '|' . $wpdb->prefix . '|' . $store->slug . '|' . $user_id );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a named lock, not data.
		if ( '1' !== (string) $wpdb->get_var( $wpdb->prepare( 'SELECT GET_LOCK(%s, %d)', $name, $this->lock_wait ) ) ) {
			throw new StoreError( StoreError::BUSY, __( 'Your list is being changed in another window. Try again in a moment.', 'vitrine' ), ErrorKind::CONFLICT );
		}
		try {
			return $work();
		} finally {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a named lock, not data.
			$wpdb->query( $wpdb->prepare( 'SELECT RELEASE_LOCK(%s)', $name ) );
		}
	}

	/**
	 * The items as committed now (a locking read, past the object cache and any snapshot).
	 *
	 * @return list<int>
	 */
	private function read_for_update( DataStore $store, int $user_id ): array {
		global $wpdb;
		if ( DataStore::TYPE_USER === $store->type ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- a locking read of one user's meta.
			$value = $wpdb->get_var( $wpdb->prepare( "SELECT meta_value FROM {$wpdb->usermeta} WHERE user_id = %d AND meta_key = %s ORDER BY umeta_id LIMIT 1 FOR UPDATE", $user_id, self::META_PREFIX . $store->slug ) );
			return self::parse( (string) $value );
		}
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; a locking read.
		$ids = $wpdb->get_col( $wpdb->prepare( "SELECT post_id FROM {$table} WHERE store = %s AND user_id = %d ORDER BY added_at, post_id FOR UPDATE", $store->slug, $user_id ) );
		return array_map( 'intval', $ids );
	}

	/**
	 * Writes the change.
	 *
	 * @param DataStore $store   The store.
	 * @param int       $user_id The user.
	 * @param list<int> $items   All items after the change (user stores).
	 * @param list<int> $added   Posts added (server stores).
	 * @param list<int> $removed Posts removed (server stores).
	 */
	private function write( DataStore $store, int $user_id, array $items, array $added, array $removed ): void {
		global $wpdb;
		if ( DataStore::TYPE_USER === $store->type ) {
			// The cached meta may be older than what the locking read saw.
			wp_cache_delete( $user_id, 'user_meta' );
			update_user_meta( $user_id, self::META_PREFIX . $store->slug, implode( ',', $items ) );
			return;
		}
		$table = self::table();
		$now   = current_time( 'mysql', true );
		foreach ( $added as $post_id ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; INSERT IGNORE keeps an add idempotent.
			$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} (store, user_id, post_id, added_at) VALUES (%s, %d, %d, %s)", $store->slug, $user_id, $post_id, $now ) );
		}
		foreach ( $removed as $post_id ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- our table.
			$wpdb->delete(
				$table,
				array(
					'store'   => $store->slug,
					'user_id' => $user_id,
					'post_id' => $post_id,
				),
				array( '%s', '%d', '%d' )
			);
		}
	}
}
