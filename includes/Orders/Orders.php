<?php
/**
 * The order services, built once.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Orders;

use Vitrine\Catalog\StockLevels;
use Vitrine\Orders\Emails\OrderEmails;
use Vitrine\Orders\Storage\OrderMeta;
use Vitrine\Orders\Storage\OrderNotes;
use Vitrine\Orders\Storage\OrderQuery;
use Vitrine\Orders\Storage\OrderReader;
use Vitrine\Orders\Storage\OrderRefunds;
use Vitrine\Orders\Storage\OrderWriter;

/**
 * What extensions and tests reach through Plugin::instance()->orders: the storage concerns
 * (->writer->create( $draft ), ->reader->find( $id ), ->meta, ->notes, ->refunds, ->lists) and
 * the service (->service->payment_complete( $order ), ->service->transition(),
 * ->service->refund()). Our own classes are handed the concern they need by the root instead.
 */
final class Orders {

	/**
	 * Built in includes/Services.php, the composition root.
	 */
	public function __construct(
		public readonly StockLevels $stock_levels,
		public readonly OrderReader $reader,
		public readonly OrderWriter $writer,
		public readonly OrderMeta $meta,
		public readonly OrderNotes $notes,
		public readonly OrderRefunds $refunds,
		public readonly OrderQuery $lists,
		public readonly OrderMoney $money,
		public readonly OrderService $service,
		public readonly OrderEmails $emails,
		public readonly SalesRecorder $sales,
	) {
	}
}
