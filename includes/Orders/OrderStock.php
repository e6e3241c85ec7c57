<?php
/**
 * Takes an order's stock from the catalog, and gives it back.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Orders;

use Vitrine\Catalog\StockLevels;
use Vitrine\Core\Errors\ErrorKind;
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
 * flag. Each line remembers how many units it took (item meta reduced_stock), and a restore
 * gives back exactly that.
 *
 * Placing an order takes its stock strictly: each line all or nothing, "only if at least N are
 * left" in one conditional UPDATE (StockLevels::take()), and a line that cannot be covered
 * throws, which rolls the whole placement back. A payment for an order that held no stock (one
 * reopened by the merchant, say) takes it anyway, below 0 if need be: the money is in, the
 * goods are owed, and the negative stock tells the merchant so. Stock is never clamped.
 */
final class OrderStock {

	/** The code of the refusal when a line's stock cannot cover it. */
	public const OUT_OF_STOCK = 'vitrine_order_out_of_stock';

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
	 * @param Order $order  The order, locked.
	 * @param bool  $strict Refuse (throw) when a line's stock cannot cover it, instead of taking
	 *                      it below 0; the caller's transaction must then roll back.
	 * @throws OrderError          CONFLICT (vitrine_order_out_of_stock) when strict and a line
	 *                             cannot be covered.
	 * @throws OrderStoreException When the database refuses a change.
	 * @throws \RuntimeException   When the catalog cannot change a stock level.
	 */
	public function reduce( Order $order, bool $strict = false ): void {
		if ( ! $this->writer->claim_stock_reduction( $order->id ) ) {
			return;
		}
		$changes = array();
		$items   = $order->line_items();
		// Always in the same order, so that two orders taking the same products lock their rows
		// in the same sequence and cannot deadlock each other.
		usort( $items, static fn ( OrderItem $a, OrderItem $b ): int => $a->stock_id() <=> $b->stock_id() );
		foreach ( $items as $item ) {
			if ( $item->stock_id() <= 0 || $item->reduced_stock() > 0 ) {
				continue;
			}
			$change = $this->levels->because( StockLevels::SOURCE_ORDER, $order->id, fn () => $this->levels->take( $item->stock_id(), $item->quantity, $strict ) );
			if ( null === $change ) {
				continue;
			}
			if ( is_int( $change ) ) {
				throw self::out_of_stock( $item->name, $change );
			}
			$taken = $change['before'] - $change['after'];
			$this->items->update_item_meta( $item, array( OrderItem::REDUCED_STOCK => $taken ) + $item->meta );
			/* translators: 1: product name, 2: stock before, 3: stock after. */
			$changes[] = sprintf( __( '%1$s %2$s→%3$s', 'vitrine' ), $item->name, number_format_i18n( $change['before'] ), number_format_i18n( $change['after'] ) );
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
			$change = $this->levels->because( StockLevels::SOURCE_RESTORE, $order->id, fn () => $this->levels->adjust( $item->stock_id(), $taken ) );
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

	/**
	 * The shop's out-of-stock refusal, as the checkout words it.
	 *
	 * @param string $name The line's product name.
	 * @param int    $left How many units are left.
	 */
	public static function out_of_stock( string $name, int $left ): OrderError {
		$message = $left <= 0
			/* translators: %s: product name. */
			? sprintf( __( 'Sorry, “%s” is no longer in stock. Please edit your cart and try again. We apologize for any inconvenience caused.', 'vitrine' ), $name )
			: sprintf(
				/* translators: 1: product name, 2: units in stock. */
				__( 'Sorry, we do not have enough “%1$s” in stock to fulfill your order (%2$d available). We apologize for any inconvenience caused.', 'vitrine' ),
				$name,
				$left
			);
		return new OrderError( self::OUT_OF_STOCK, $message, ErrorKind::CONFLICT, array( 'available' => max( 0, $left ) ) );
	}
}
