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

/**
 * What other modules (checkout, my account, payment gateways) use of the orders:
 * Plugin::instance()->orders->repository->create( $draft ), ->service->payment_complete( $order ),
 * ->service->transition(), ->service->refund().
 */
final class Orders {

	/**
	 * Built in includes/Services.php, the composition root.
	 */
	public function __construct(
		public readonly StockLevels $stock_levels,
		public readonly OrderRepository $repository,
		public readonly OrderMoney $money,
		public readonly OrderService $service,
		public readonly OrderEmails $emails,
		public readonly SalesRecorder $sales,
	) {
	}
}
