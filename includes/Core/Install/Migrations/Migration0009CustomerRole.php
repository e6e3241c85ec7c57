<?php
/**
 * Schema 9: the customer role.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Install\Migrations;

use Vitrine\Account\CustomerAccounts;
use Vitrine\Core\Install\Migration;

/**
 * Accounts made at checkout get the `customer` role: they may read, nothing more. A site that
 * already has the role (another shop plugin made it) keeps it as it is. The option ADDED_OPTION
 * records that Vitrine made the role, so that uninstalling removes only a role of ours.
 */
final class Migration0009CustomerRole implements Migration {

	public const ADDED_OPTION = 'vitrine_customer_role_added';

	public function version(): int {
		return 9;
	}

	public function up(): void {
		if ( null === get_role( CustomerAccounts::ROLE ) ) {
			add_role( CustomerAccounts::ROLE, __( 'Customer', 'vitrine' ), array( 'read' => true ) );
			update_option( self::ADDED_OPTION, 1, false );
		}
	}

	public function tables(): array {
		return array();
	}
}
