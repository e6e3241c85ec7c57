<?php
/**
 * What an add or a remove did.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\DataStores;

/**
 * The outcome of a change to a visitor's store: whether it changed anything (an add of a post
 * already kept changes nothing and is no error) and the items after it.
 */
final class StoreChange {

	/**
	 * @param DataStore $store   The store.
	 * @param bool      $changed Whether the store changed.
	 * @param list<int> $items   Its post ids after the change, oldest first.
	 */
	public function __construct(
		public readonly DataStore $store,
		public readonly bool $changed,
		public readonly array $items,
	) {
	}

	public function count(): int {
		return count( $this->items );
	}
}
