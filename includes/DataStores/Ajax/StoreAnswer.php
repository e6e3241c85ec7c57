<?php
/**
 * The answer of the store calls.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\DataStores\Ajax;

use Vitrine\DataStores\StoreChange;
use Vitrine\DataStores\StoreCookies;

/**
 * The spec's answer: success, data.message, data.fragments, data.count; with the items after the
 * change and the new state hash (also set as the cookie) so the browser's copy stays current.
 */
final class StoreAnswer {

	/**
	 * @param StoreChange  $change  What happened.
	 * @param string       $message What the visitor reads.
	 * @param StoreCookies $cookies Sets the hash cookie.
	 * @param int          $user_id The user.
	 * @return array{success: true, data: array{message: string, fragments: array<string, string>, count: int, store: string, items: list<int>, hash: string}}
	 */
	public static function of( StoreChange $change, string $message, StoreCookies $cookies, int $user_id ): array {
		$slug  = $change->store->slug;
		$count = $change->count();
		/**
		 * HTML fragments the page replaces after a store call, by CSS selector (the spec's
		 * data.fragments). The count blocks update themselves; extensions add theirs.
		 *
		 * @param array<string, string> $fragments Selector => HTML.
		 * @param string                $slug      The store.
		 * @param int                   $count     Its item count.
		 */
		$fragments = (array) apply_filters( 'vitrine_store_fragments', array(), $slug, $count );
		return array(
			'success' => true,
			'data'    => array(
				'message'   => $message,
				'fragments' => array_map( 'strval', $fragments ),
				'count'     => $count,
				'store'     => $slug,
				'items'     => $change->items,
				'hash'      => $cookies->set_hash( $user_id ),
			),
		);
	}
}
