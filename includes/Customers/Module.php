<?php
/**
 * Customers: the hooks.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Customers;

use Vitrine\Customers\Admin\CustomersPage;
use Vitrine\Customers\Cli\CustomersCommand;

/**
 * Vitrine > Customers in wp-admin; everywhere, the summary table follows the order writes (they
 * happen at the checkout, in the REST API and in wp-admin); `wp vitrine customers` in WP-CLI.
 */
final class Module implements \Vitrine\Module {

	public function __construct(
		private readonly CustomersPage $page,
		private readonly CustomerSummary $summary,
	) {
	}

	public function register(): void {
		add_action( 'vitrine_order_touched', array( $this->summary, 'order_touched' ), 10, 1 );
		add_action( 'profile_update', array( $this->summary, 'user_changed' ), 10, 1 );
		add_action( 'deleted_user', array( $this->summary, 'user_changed' ), 10, 1 );
		add_action( 'shutdown', array( $this->summary, 'flush' ), 10, 0 );
		add_action( CustomerSummary::REBUILD_HOOK, array( $this->summary, 'run_scheduled' ), 10, 0 );
		if ( defined( 'WP_CLI' ) && WP_CLI ) {
			CustomersCommand::register( $this->summary );
		}
		if ( is_admin() ) {
			$this->page->register();
		}
	}
}
