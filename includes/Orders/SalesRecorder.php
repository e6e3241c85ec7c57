<?php
/**
 * Counts an order's units as sold, once.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Orders;

use Vitrine\Catalog\ProductSales;
use Vitrine\Orders\Storage\OrderMeta;

/**
 * The first time an order is paid (processing or completed), its products' sold units go up by
 * what it holds, so that "Sort by popularity" follows real sales. An order meta remembers it, so
 * processing then completed counts once; a refund or cancellation later does not take sales back
 * (the sale happened, as in the big shop plugins).
 */
final class SalesRecorder {

	public const META = '_vitrine_sales_recorded';

	public function __construct(
		private readonly OrderMeta $meta,
		private readonly ProductSales $sales,
	) {
	}

	/**
	 * Action vitrine_order_status_changed.
	 *
	 * @param Order  $order The order afterwards.
	 * @param string $from  The status before.
	 * @param string $to    The status after.
	 */
	public function on_status_changed( Order $order, string $from, string $to ): void {
		if ( ! in_array( $to, OrderStatus::paid(), true ) || '' !== (string) $this->meta->get_meta( $order->id, self::META ) ) {
			return;
		}
		$this->meta->update_meta( $order->id, self::META, gmdate( 'c' ) );
		foreach ( $order->line_items() as $item ) {
			$this->sales->add( $item->product_id, $item->quantity );
		}
	}
}
