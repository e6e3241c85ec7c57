<?php
/**
 * The checkout's services, built once.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Checkout;

use Vitrine\Account\CustomerAccounts;
use Vitrine\Account\LoginForm;
use Vitrine\Address\Address;
use Vitrine\Cart\Cart;
use Vitrine\Catalog\Catalog;
use Vitrine\Checkout\Totals\TotalsCalculator;
use Vitrine\Checkout\View\CheckoutForm;
use Vitrine\Checkout\View\OrderDetails;
use Vitrine\Checkout\View\OrderReview;
use Vitrine\Checkout\View\PaymentMethods;
use Vitrine\Core\Settings\Settings;
use Vitrine\Coupons\Coupons;
use Vitrine\Orders\Orders;
use Vitrine\Payments\Gateways;
use Vitrine\Shipping\Shipping;
use Vitrine\Tax\Tax;

/**
 * What the checkout module, its block and other modules (express payments, my account) use:
 * Plugin::instance()->checkout->service->place(), ->totals->calculate(), ->pages->url().
 */
final class Checkout {

	public readonly CheckoutPages $pages;
	public readonly TotalsCalculator $totals;
	public readonly CouponsInCart $coupons;
	public readonly CheckoutService $service;
	public readonly OrderAccess $access;
	public readonly PayForOrder $pay;
	public readonly OrderDetails $order_details;
	public readonly PaymentMethods $payment_methods;
	public readonly CheckoutView $view;
	public readonly CheckoutFormHandler $form_handler;
	public readonly OrderReceivedPage $received;
	public readonly PayForOrderPage $pay_page;
	public readonly PaymentPageSettings $payment_settings;

	public function __construct(
		Settings $settings,
		Catalog $catalog,
		Cart $cart,
		Tax $tax,
		Shipping $shipping,
		Coupons $coupons,
		Orders $orders,
		Address $address,
		Gateways $gateways,
		CustomerAccounts $accounts,
		LoginForm $login_form,
	) {
		$this->pages            = new CheckoutPages( $settings );
		$this->totals           = new TotalsCalculator(
			$catalog->prices,
			$catalog->products,
			$tax->settings,
			$tax->calculator,
			$tax->rates,
			$coupons->validator,
			$coupons->calculator,
			$coupons->lines,
			$shipping->calculator,
			$shipping->classes
		);
		$this->coupons          = new CouponsInCart( $cart->service, $coupons->repository, $coupons->validator, $coupons->lines );
		$this->service          = new CheckoutService(
			$settings,
			$cart->service,
			$this->totals,
			$address->validator,
			$gateways,
			$orders->repository,
			$orders->service,
			$coupons->repository,
			$coupons->usage,
			$accounts,
			$this->pages
		);
		$this->payment_settings = new PaymentPageSettings( $settings, $gateways, $this->pages, $accounts, $tax->settings );
		$this->access           = new OrderAccess( $orders->repository );
		$this->pay              = new PayForOrder( $this->access, $orders->repository, $gateways, $this->service );
		$this->order_details    = new OrderDetails( $orders->money );
		$this->payment_methods  = new PaymentMethods();
		$this->received         = new OrderReceivedPage( $this->access, $this->order_details, $gateways, $cart->service, $this->pages );
		$this->pay_page         = new PayForOrderPage( $this->access, $this->order_details, $this->payment_methods, $gateways, $this->pay, $login_form );
		$review                 = new OrderReview( $catalog->prices );
		$this->view             = new CheckoutView(
			$cart->service,
			$this->totals,
			$gateways,
			new CheckoutForm( $settings, $this->pages, $address->renderer, $review, $this->payment_methods, $login_form ),
			$review,
			$this->payment_methods,
			$this->coupons,
			$accounts,
			$tax->settings,
			$this->pages,
			$this->received,
			$this->pay_page,
			$this->payment_settings
		);
		$this->form_handler     = new CheckoutFormHandler( $this->service, $this->view );
	}
}
