<?php
/**
 * The payments module: the gateways registry and the three offline methods.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Payments;

use Vitrine\Checkout\CheckoutPages;
use Vitrine\Orders\Order;
use Vitrine\Orders\OrderService;
use Vitrine\Payments\Offline\BankTransfer;
use Vitrine\Payments\Offline\CashOnDelivery;
use Vitrine\Payments\Offline\Cheque;

/**
 * Registers bank transfer, cheque and cash on delivery on `vitrine_payment_gateways` (first, so
 * they come first in the list unless an extension reorders it), and gives every gateway its
 * settings section once all are known.
 */
final class Module implements \Vitrine\Module {

	public function __construct(
		private readonly Gateways $gateways,
		private readonly OrderService $orders,
		private readonly CheckoutPages $pages,
	) {
	}

	public function register(): void {
		$received = fn ( Order $order ): string => $this->pages->order_received_url( $order );
		$offline  = array(
			new BankTransfer( $this->gateways, $this->orders, $received ),
			new Cheque( $this->gateways, $this->orders, $received ),
			new CashOnDelivery( $this->gateways, $this->orders, $received ),
		);
		add_filter( 'vitrine_payment_gateways', static fn ( array $gateways ): array => array_merge( $offline, $gateways ), 5 );
		// Early on init: every plugin has added its gateways, and nothing has read settings yet.
		add_action( 'init', array( $this->gateways, 'register_settings' ), 1 );
	}
}
