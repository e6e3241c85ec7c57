<?php
/**
 * One kind of WooCommerce data the migration copies.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Migration\Woo;

/**
 * A step reads its items in id order from a cursor (the last id done). plan() says what copy()
 * would do and writes nothing (the dry run); copy() writes one item, inside the transaction the
 * migration opens for it, and is idempotent: an item copied before is found again through its
 * WooCommerce id and updated or left alone, never copied twice.
 */
interface WooStep {

	/** The step's key: products, coupons, customers, orders. */
	public function key(): string;

	/** How many items WooCommerce has. */
	public function count(): int;

	/**
	 * Ids after $after, in order.
	 *
	 * @return list<int>
	 */
	public function ids( int $after, int $limit ): array;

	/** What copy() would do, writing nothing. */
	public function plan( int $id ): Outcome;

	/**
	 * Copies one item.
	 *
	 * @throws \Throwable When a write fails; the migration rolls the item back and reports it.
	 */
	public function copy( int $id ): Outcome;
}
