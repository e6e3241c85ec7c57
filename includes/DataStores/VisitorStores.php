<?php
/**
 * The current visitor's stores, for other modules.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\DataStores;

/**
 * What other modules ask about the current visitor's stores: the post ids in store X (for a
 * listing of "items of store X"), and the state hash the browser compares with its copy.
 *
 * Only stores kept on the server are known here: a browser store, and a guest's items of any
 * store, live in the browser and give an empty list. A page that lists these items is per
 * visitor, so it must not be served from a shared page cache to logged-in users (page caches
 * skip logged-in visitors).
 */
final class VisitorStores {

	public function __construct(
		private readonly StoreDefinitions $stores,
		private readonly StoreItems $items,
	) {
	}

	/**
	 * The current visitor's post ids in a store, oldest first.
	 *
	 * @param string $slug The store's slug.
	 * @return list<int>
	 */
	public function ids( string $slug ): array {
		$store = $this->stores->get( $slug );
		return null === $store ? array() : $this->items->items( $store, get_current_user_id() );
	}

	/**
	 * Every store kept on the server with the user's items, by slug.
	 *
	 * @param int $user_id The user.
	 * @return array<string, list<int>>
	 */
	public function all_items( int $user_id ): array {
		$all = array();
		foreach ( $this->stores->all() as $slug => $store ) {
			if ( $store->on_server() ) {
				$all[ $slug ] = $this->items->items( $store, $user_id );
			}
		}
		return $all;
	}

	/**
	 * A short fingerprint of the user's server-kept stores: the browser keeps a copy of the items
	 * under it and asks again only when the cookie carrying it changes.
	 *
	 * @param int                      $user_id The user.
	 * @param array<string, list<int>> $items   Their items, when already read.
	 */
	public function hash( int $user_id, ?array $items = null ): string {
		$items = $items ?? $this->all_items( $user_id );
		return substr( md5( $user_id . '|' . wp_json_encode( $items ) . '|' . wp_salt( 'auth' ) ), 0, 16 );
	}
}
