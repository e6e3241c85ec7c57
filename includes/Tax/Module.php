<?php
/**
 * The tax module: settings, the shop's address and the Taxes screen.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Tax;

use Vitrine\Core\RequestPriming;
use Vitrine\Tax\Admin\TaxesPage;

/**
 * Adds the "Taxes" settings and the shop's address (to the catalog's "Store" section, after its
 * own fields), and the Vitrine > Taxes screen. The totals use
 * the services of Tax directly; taxes add no hook to the storefront.
 */
final class Module implements \Vitrine\Module {

	public function __construct(
		private readonly Tax $tax,
		private readonly TaxesPage $page,
	) {
	}

	public function register(): void {
		// The classes are read right below; most shops never write them.
		RequestPriming::mark_absent_options( array( TaxClasses::OPTION ) );
		$this->tax->settings->add_fields();

		$page = $this->page;
		// After Core's SettingsPage has made the Vitrine menu (priority 10).
		add_action( 'admin_menu', array( $page, 'add_menu' ), 20 );
		add_action( 'admin_enqueue_scripts', array( $page, 'enqueue' ) );
		add_action( 'admin_post_' . TaxesPage::SAVE_RATE_ACTION, array( $page, 'handle_save_rate' ) );
		add_action( 'admin_post_' . TaxesPage::DELETE_RATE_ACTION, array( $page, 'handle_delete_rate' ) );
		add_action( 'admin_post_' . TaxesPage::SAVE_CLASS_ACTION, array( $page, 'handle_save_class' ) );
		add_action( 'admin_post_' . TaxesPage::DELETE_CLASS_ACTION, array( $page, 'handle_delete_class' ) );
	}
}
