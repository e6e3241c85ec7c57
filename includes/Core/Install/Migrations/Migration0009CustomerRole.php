<?php
/**
 * Schema 9: the customer role.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Install\Migrations;

use Vitrine\Core\Install\Migration;

/**
 * Accounts made at checkout get the `customer` role: they may read, nothing more. A site that
 * already has the role (another shop plugin made it) keeps it as it is. The option ADDED_OPTION
 * records that Vitrine made the role, so that uninstalling removes only a role of ours.
 */
final class Migration0009CustomerRole implements Migration {

	public const ADDED_OPTION = 'vitrine_customer_role_added';

	/**
	 * The role's name, copied here rather than read from the Account module: a migration is a
	 * frozen snapshot of the schema it made, and must not follow a later rename (Core imports no
	 * module either). Account\CustomerAccounts::ROLE is the module's own name for it.
	 */
	private const ROLE = 'customer';

	public function version(): int {
		return 9;
	}

	public function up(): void {
		if ( null === get_role( self::ROLE ) ) {
			add_role( self::ROLE, __( 'Customer', 'vitrine' ), array( 'read' => true ) );
			update_option( self::ADDED_OPTION, 1, false );
		}
	}

	public function tables(): array {
		return array();
	}
}
