<?php
/**
 * The tax module: settings, the shop's address and the Taxes screen.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Tax;

use Vitrine\Catalog\Admin\FormStash;
use Vitrine\Tax\Admin\TaxesPage;

/**
 * Adds the "Taxes" settings and the shop's address (to the "Store" section: build this module
 * after the catalog's, which adds that section), and the Vitrine > Taxes screen. The totals use
 * the services of Tax directly; taxes add no hook to the storefront.
 */
final class Module implements \Vitrine\Module {

	public function __construct( private readonly Tax $tax ) {
	}

	public function register(): void {
		$this->tax->settings->add_fields();

		$page = new TaxesPage( $this->tax->rates, $this->tax->classes, $this->tax->settings, new FormStash() );
		// After Core's SettingsPage has made the Vitrine menu (priority 10).
		add_action( 'admin_menu', array( $page, 'add_menu' ), 20 );
		add_action( 'admin_enqueue_scripts', array( $page, 'enqueue' ) );
		add_action( 'admin_post_' . TaxesPage::SAVE_RATE_ACTION, array( $page, 'handle_save_rate' ) );
		add_action( 'admin_post_' . TaxesPage::DELETE_RATE_ACTION, array( $page, 'handle_delete_rate' ) );
		add_action( 'admin_post_' . TaxesPage::SAVE_CLASS_ACTION, array( $page, 'handle_save_class' ) );
		add_action( 'admin_post_' . TaxesPage::DELETE_CLASS_ACTION, array( $page, 'handle_delete_class' ) );
	}
}
