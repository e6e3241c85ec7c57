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
 * already has the role (another shop plugin made it) keeps it as it is.
 */
final class Migration0009CustomerRole implements Migration {

	public function version(): int {
		return 9;
	}

	public function up(): void {
		if ( null === get_role( CustomerAccounts::ROLE ) ) {
			add_role( CustomerAccounts::ROLE, __( 'Customer', 'vitrine' ), array( 'read' => true ) );
		}
	}

	public function tables(): array {
		return array();
	}
}
