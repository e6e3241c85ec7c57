<?php
/**
 * Manual orders: the hooks.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\ManualOrders;

use Vitrine\ManualOrders\Admin\AddOrderPage;
use Vitrine\ManualOrders\Admin\PaymentLinkBox;

/**
 * Vitrine > Orders > Add order, and the payment link box of an unpaid order's screen; wp-admin only.
 */
final class Module implements \Vitrine\Module {

	public function __construct(
		private readonly AddOrderPage $page,
		private readonly PaymentLinkBox $link_box,
	) {
	}

	public function register(): void {
		if ( ! is_admin() ) {
			return;
		}
		add_action( 'admin_menu', array( $this->page, 'add_menu' ), 11 );
		add_action( 'admin_enqueue_scripts', array( $this->page, 'enqueue' ) );
		add_action( 'vitrine_orders_title_actions', array( $this->page, 'title_action' ) );
		add_action( 'admin_post_' . AddOrderPage::ACTION, array( $this->page, 'handle' ) );
		add_action( 'vitrine_order_screen_payment', array( $this->page, 'order_screen_box' ), 4 );
		add_action( 'vitrine_order_screen_payment', array( $this->link_box, 'render' ), 5 );
		add_action( 'admin_post_' . PaymentLinkBox::ACTION, array( $this->link_box, 'handle' ) );
	}
}
