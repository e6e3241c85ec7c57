<?php
/**
 * The my-account page's services, built once.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Account;

use Vitrine\Account\View\AccountDetailsView;
use Vitrine\Account\View\AccountNavigation;
use Vitrine\Account\View\AddressesView;
use Vitrine\Account\View\FormFields;
use Vitrine\Account\View\MyAccountView;
use Vitrine\Account\View\OrdersView;
use Vitrine\Account\View\PaymentMethodsView;
use Vitrine\Account\View\RegistrationForm;
use Vitrine\Address\Address;
use Vitrine\Checkout\Checkout;
use Vitrine\Core\Assets\Assets;
use Vitrine\Core\Settings\Settings;
use Vitrine\Orders\Orders;
use Vitrine\Payments\Gateways;
use Vitrine\Storefront\PasswordField;

/**
 * What the account module and other modules use: ->pages->url(), ->pages->endpoint_url( 'orders' ),
 * ->orders->cancel(), ->payment_methods->for_customer(), ->view->render().
 */
final class MyAccount {

	public readonly AccountPages $pages;
	public readonly AccountNotices $notices;
	public readonly FormState $forms;
	public readonly LoginForm $login_form;
	public readonly Registration $registration;
	public readonly AccountDetails $details;
	public readonly AddressBook $addresses;
	public readonly CustomerOrders $orders;
	public readonly SavedPaymentMethods $payment_methods;
	public readonly AccountNavigation $navigation;
	public readonly MyAccountView $view;
	public readonly AccountFormHandler $handler;
	public readonly MyAccountPage $page;

	public function __construct(
		Settings $settings,
		Assets $assets,
		CustomerAccounts $accounts,
		Orders $orders,
		Address $address,
		Gateways $gateways,
		Checkout $checkout,
	) {
		$password_field        = new PasswordField( $assets );
		$fields                = new FormFields( $password_field );
		$this->pages           = new AccountPages( $settings );
		$this->notices         = new AccountNotices();
		$this->forms           = new FormState();
		$this->login_form      = new LoginForm( $password_field );
		$this->registration    = new Registration( $settings, $accounts );
		$this->details         = new AccountDetails();
		$this->addresses       = new AddressBook( $accounts, $address->validator, $settings );
		$this->orders          = new CustomerOrders( $orders->repository, $orders->service );
		$this->payment_methods = new SavedPaymentMethods( $gateways, $settings );
		$this->navigation      = new AccountNavigation( $this->pages, $this->payment_methods );
		$this->view            = new MyAccountView(
			$this->pages,
			$this->notices,
			$this->navigation,
			new OrdersView( $this->pages, $this->orders, $checkout->order_details, $orders->money, $checkout->pages, $this->forms ),
			new AddressesView( $this->pages, $this->addresses, $address->renderer, $this->forms ),
			new AccountDetailsView( $this->pages, $this->details, $fields, $this->forms ),
			new PaymentMethodsView( $this->pages, $this->payment_methods, $checkout->payment_methods, $this->forms ),
			new RegistrationForm( $this->pages, $fields, $this->forms ),
			$this->registration,
			$this->login_form
		);
		$this->handler         = new AccountFormHandler(
			$this->pages,
			$this->notices,
			$this->forms,
			$this->registration,
			$this->addresses,
			$this->details,
			$this->orders,
			$this->payment_methods
		);
		$this->page            = new MyAccountPage( $this->pages, $this->handler, $this->forms, $this->orders, $this->payment_methods, $assets, $checkout->payment_settings );
	}
}
