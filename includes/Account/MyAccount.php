<?php
/**
 * The my-account page's services, built once.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Account;

use Vitrine\Account\View\AccountNavigation;
use Vitrine\Account\View\MyAccountView;

/**
 * What the account module and other modules use: ->pages->url(), ->pages->endpoint_url( 'orders' ),
 * ->orders->cancel(), ->payment_methods->for_customer(), ->view->render().
 */
final class MyAccount {

	/**
	 * Built in includes/Services.php, the composition root.
	 */
	public function __construct(
		public readonly AccountPages $pages,
		public readonly AccountNotices $notices,
		public readonly FormState $forms,
		public readonly LoginForm $login_form,
		public readonly Registration $registration,
		public readonly AccountDetails $details,
		public readonly AddressBook $addresses,
		public readonly CustomerOrders $orders,
		public readonly SavedPaymentMethods $payment_methods,
		public readonly AccountNavigation $navigation,
		public readonly MyAccountView $view,
		public readonly AccountFormHandler $handler,
		public readonly MyAccountPage $page,
	) {
	}
}
