<?php
/**
 * The Shop manager role and the shop's capabilities.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Account;

use Vitrine\Core\Install\Migrations\Migration0012ShopManager;
use Vitrine\Core\Install\OwnedData;
use Vitrine\Core\Install\OwnsData;

/**
 * A shop manager manages products, orders and coupons, not the site. The role and the
 * capabilities are added by Migration0012ShopManager (administrators get the capabilities too);
 * uninstalling removes the role when Vitrine made it and takes the capabilities back from every
 * role.
 */
final class ShopManagerRole implements OwnsData {

	public const ROLE = Migration0012ShopManager::ROLE;

	public function owned_data(): OwnedData {
		return new OwnedData(
			roles: array( self::ROLE => Migration0012ShopManager::ADDED_OPTION ),
			capabilities: Migration0012ShopManager::CAPABILITIES
		);
	}
}
