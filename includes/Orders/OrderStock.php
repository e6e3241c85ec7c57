<?php
/**
 * Takes an order's stock from the catalog, and gives it back.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Orders;

use Vitrine\Catalog\StockLevels;
use Vitrine\Orders\Storage\OrderItems;
use Vitrine\Orders\Storage\OrderNotes;
use Vitrine\Orders\Storage\OrderWriter;

/**
 * Runs inside OrderService's transaction, so that the status change, the stock and the notes
 * are kept together or not at all.
 *
 * Exactly once: the order's stock_reduced flag is flipped by a conditional UPDATE before any
 * stock moves, so of two requests (a gateway's webhook and the shopper's return, say) only the
 * one that flipped it touches stock; the other waits on the order's row lock and then sees the
 * flag. Each line remembers how many units it took (item meta reduced_stock), because the
 * catalog may have given fewer than ordered (stock without backorders stops at 0), and a
 * restore gives back exactly that.
 */
final class OrderStock {

	public function __construct(
		private readonly OrderWriter $writer,
		private readonly OrderItems $items,
		private readonly OrderNotes $notes,
		private readonly StockLevels $levels,
	) {
	}

	/**
	 * Reduces the stock of every line item with managed stock, once per order, and notes it.
	 *
	 * @throws OrderStoreException When the database refuses a change.
	 * @throws \RuntimeException   When the catalog cannot change a stock level.
	 */
	public function reduce( Order $order ): void {
		if ( ! $this->writer->claim_stock_reduction( $order->id ) ) {
			return;
		}
		$changes = array();
		foreach ( $order->line_items() as $item ) {
			if ( $item->stock_id() <= 0 || $item->reduced_stock() > 0 ) {
				continue;
			}
			$change = $this->levels->adjust( $item->stock_id(), -$item->quantity );
			if ( null === $change ) {
				continue;
			}
			$taken = $change['before'] - $change['after'];
			$this->items->update_item_meta( $item, array( OrderItem::REDUCED_STOCK => $taken ) + $item->meta );
			$changes[] = $taken < $item->quantity
				/* translators: 1: product name, 2: stock before, 3: stock after, 4: units the stock could not cover. */
				? sprintf( __( '%1$s %2$s→%3$s (%4$s short)', 'vitrine' ), $item->name, number_format_i18n( $change['before'] ), number_format_i18n( $change['after'] ), number_format_i18n( $item->quantity - $taken ) )
				/* translators: 1: product name, 2: stock before, 3: stock after. */
				: sprintf( __( '%1$s %2$s→%3$s', 'vitrine' ), $item->name, number_format_i18n( $change['before'] ), number_format_i18n( $change['after'] ) );
		}
		if ( array() !== $changes ) {
			/* translators: %s: list of products with their stock before and after, such as "Mug 10→8, Cap 3→2". */
			$this->notes->add_note( $order->id, sprintf( __( 'Stock levels reduced: %s.', 'vitrine' ), implode( ', ', $changes ) ) );
		}
	}

	/**
	 * Gives back what the order took, once, and notes it.
	 *
	 * @throws OrderStoreException When the database refuses a change.
	 * @throws \RuntimeException   When the catalog cannot change a stock level.
	 */
	public function restore( Order $order ): void {
		if ( ! $this->writer->release_stock_reduction( $order->id ) ) {
			return;
		}
		$changes = array();
		foreach ( $order->line_items() as $item ) {
			$taken = $item->reduced_stock();
			if ( $taken <= 0 ) {
				continue;
			}
			$change = $this->levels->adjust( $item->stock_id(), $taken );
			$this->items->update_item_meta( $item, array( OrderItem::REDUCED_STOCK => 0 ) + $item->meta );
			if ( null === $change ) {
				// The product no longer manages stock (or is gone): there is nothing to give back to.
				continue;
			}
			/* translators: 1: product name, 2: stock before, 3: stock after. */
			$changes[] = sprintf( __( '%1$s %2$s→%3$s', 'vitrine' ), $item->name, number_format_i18n( $change['before'] ), number_format_i18n( $change['after'] ) );
		}
		if ( array() !== $changes ) {
			/* translators: %s: list of products with their stock before and after, such as "Mug 8→10, Cap 2→3". */
			$this->notes->add_note( $order->id, sprintf( __( 'Stock levels increased: %s.', 'vitrine' ), implode( ', ', $changes ) ) );
		}
	}
}
