<?php
/**
 * The shipping module: zones, methods, shipping classes and their admin screens.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Shipping;

use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Core\InitPriority;
use Vitrine\Shipping\Admin\ShippingClassMetaBox;
use Vitrine\Shipping\Admin\ShippingPage;

/**
 * Registers the shipping class taxonomy, Vitrine > Shipping and the product's shipping class box.
 * The rates themselves are asked for by the cart totals through Shipping::$calculator.
 */
final class Module implements \Vitrine\Module {

	public function __construct(
		private readonly Shipping $shipping,
		private readonly ShippingPage $page,
		private readonly ShippingClassMetaBox $box,
	) {
	}

	public function register(): void {
		add_action( 'init', array( $this->shipping->classes, 'register' ), InitPriority::TAXONOMIES );

		$page = $this->page;
		// After the Vitrine menu (admin_menu, 10), whose submenu this is.
		add_action( 'admin_menu', array( $page, 'add_menu' ), 20 );
		add_action( 'admin_enqueue_scripts', array( $page, 'enqueue' ) );
		foreach ( ShippingPage::ACTIONS as $action ) {
			add_action( 'admin_post_' . $action, array( $page, 'handle' ) );
		}

		$box  = $this->box;
		$type = ProductPostTypes::PRODUCT;
		add_action( "add_meta_boxes_{$type}", array( $box, 'add' ) );
		add_action( "save_post_{$type}", array( $box, 'save' ), 10, 2 );
	}
}
