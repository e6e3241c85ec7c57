<?php
/**
 * The order services, built once.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Orders;

use Vitrine\Catalog\Catalog;
use Vitrine\Catalog\ProductSales;
use Vitrine\Catalog\StockLevels;
use Vitrine\Core\Settings\Settings;
use Vitrine\Orders\Emails\EmailTemplates;
use Vitrine\Orders\Emails\OrderEmails;

/**
 * What other modules (checkout, my account, payment gateways) use of the orders:
 * Plugin::instance()->orders->repository->create( $draft ), ->service->payment_complete( $order ),
 * ->service->transition(), ->service->refund().
 */
final class Orders {

	public readonly StockLevels $stock_levels;
	public readonly OrderRepository $repository;
	public readonly OrderMoney $money;
	public readonly OrderService $service;
	public readonly OrderEmails $emails;
	public readonly SalesRecorder $sales;

	/**
	 * @param Settings      $settings The settings.
	 * @param Catalog       $catalog  The catalog the orders sell from.
	 * @param callable|null $gateways callable(string $gateway_id): ?\Vitrine\Payments\Gateway,
	 *                                such as Gateways::get(); null while there are none.
	 */
	public function __construct( Settings $settings, Catalog $catalog, ?callable $gateways = null ) {
		$this->stock_levels = new StockLevels( $catalog->lookup );
		$this->repository   = new OrderRepository( new \Vitrine\Core\Database\Transaction() );
		$this->money        = new OrderMoney( $catalog->prices, $settings );
		$this->service      = new OrderService(
			$this->repository,
			new OrderStock( $this->repository, $this->stock_levels ),
			$catalog->products,
			$this->money,
			$gateways
		);
		$this->emails       = new OrderEmails( $settings, $this->repository, new EmailTemplates(), $this->money );
		$this->sales        = new SalesRecorder( $this->repository, new ProductSales( $catalog->lookup ) );
	}
}
