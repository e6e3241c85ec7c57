<?php
/**
 * The checkout's services, built once.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Checkout;

use Vitrine\Checkout\Totals\TotalsCalculator;
use Vitrine\Checkout\View\OrderDetails;
use Vitrine\Checkout\View\PaymentMethods;

/**
 * What the checkout module, its block and other modules (express payments, my account) use:
 * Plugin::instance()->checkout->service->place(), ->totals->calculate(), ->pages->url().
 */
final class Checkout {

	/**
	 * Built in includes/Services.php, the composition root.
	 */
	public function __construct(
		public readonly CheckoutPages $pages,
		public readonly TotalsCalculator $totals,
		public readonly CouponsInCart $coupons,
		public readonly CheckoutService $service,
		public readonly OrderAccess $access,
		public readonly PayForOrder $pay,
		public readonly OrderDetails $order_details,
		public readonly PaymentMethods $payment_methods,
		public readonly CheckoutView $view,
		public readonly CheckoutFormHandler $form_handler,
		public readonly OrderReceivedPage $received,
		public readonly PayForOrderPage $pay_page,
		public readonly PaymentPageSettings $payment_settings,
	) {
	}
}
