<?php
/**
 * Schema 12: the shop's capabilities and the Shop manager role.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Install\Migrations;

use Vitrine\Core\Install\Migration;

/**
 * Products, orders and coupons get capabilities of their own, which posts' capabilities do not
 * give: administrators get them all, and a new role, Shop manager, has them with `read` and
 * `upload_files` (product images) but nothing of the site (plugins, themes, users, options).
 * Editors and authors, who edit posts, no longer edit the catalog's prices and stock. A site
 * that already has the role keeps it and gets the capabilities added; ADDED_OPTION records that
 * Vitrine made the role, so that uninstalling removes only a role of ours.
 *
 * The names are copied here rather than read from the modules: a migration is a frozen
 * snapshot, and Core imports no module (docs/architecture.md, "A migration").
 */
final class Migration0012ShopManager implements Migration {

	public const ROLE = 'vitrine_shop_manager';

	public const ADDED_OPTION = 'vitrine_shop_manager_role_added';

	/**
	 * Every capability this migration gives; the uninstaller takes them back.
	 */
	public const CAPABILITIES = array(
		// Products and variations (capability_type vitrine_product, mapped by map_meta_cap).
		'edit_vitrine_products',
		'edit_others_vitrine_products',
		'edit_private_vitrine_products',
		'edit_published_vitrine_products',
		'publish_vitrine_products',
		'read_private_vitrine_products',
		'delete_vitrine_products',
		'delete_others_vitrine_products',
		'delete_private_vitrine_products',
		'delete_published_vitrine_products',
		// Categories, tags and attributes.
		'manage_vitrine_product_terms',
		// Orders and coupons.
		'manage_vitrine_orders',
		'manage_vitrine_coupons',
	);

	public function version(): int {
		return 12;
	}

	public function up(): void {
		$administrator = get_role( 'administrator' );
		if ( null !== $administrator ) {
			foreach ( self::CAPABILITIES as $capability ) {
				$administrator->add_cap( $capability );
			}
		}
		$role = get_role( self::ROLE );
		if ( null === $role ) {
			$role = add_role( self::ROLE, __( 'Shop manager', 'vitrine' ), array() );
			update_option( self::ADDED_OPTION, 1, false );
		}
		if ( null === $role ) {
			return;
		}
		foreach ( array_merge( array( 'read', 'upload_files' ), self::CAPABILITIES ) as $capability ) {
			$role->add_cap( $capability );
		}
	}

	public function tables(): array {
		return array();
	}
}
