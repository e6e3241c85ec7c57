<?php
/**
 * Activation, deactivation and upgrades.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Install;

use Vitrine\Core\Install\Migrations\Migration0001SettingsOption;
use Vitrine\Core\Install\Migrations\Migration0002ProductLookup;
use Vitrine\Core\Install\Migrations\Migration0003Carts;
use Vitrine\Core\Install\Migrations\Migration0004Orders;
use Vitrine\Core\Install\Migrations\Migration0005TaxRates;
use Vitrine\Core\Install\Migrations\Migration0006Shipping;
use Vitrine\Core\Install\Migrations\Migration0007CouponUsage;
use Vitrine\Core\Install\Migrations\Migration0008CartCheckoutState;
use Vitrine\Core\Install\Migrations\Migration0009CustomerRole;
use Vitrine\Core\Install\Migrations\Migration0010Reviews;
use Vitrine\Core\Install\Migrations\Migration0011RateLimits;
use Vitrine\Core\Install\Migrations\Migration0012ShopManager;
use Vitrine\Core\Install\Migrations\Migration0013ProductAttributeLookup;
use Vitrine\Core\Install\Migrations\Migration0014ProductSearch;
use Vitrine\Core\Install\Migrations\Migration0015StripeEvents;
use Vitrine\Core\Install\Migrations\Migration0016ProductLookupDefaultOrder;
use Vitrine\Core\Install\Migrations\Migration0017OrderOrigins;
use Vitrine\Core\Install\Migrations\Migration0018DataStores;
use Vitrine\Core\Install\Migrations\Migration0019CustomerNotes;
use Vitrine\Core\Install\Migrations\Migration0020StockHistory;
use Vitrine\Core\Install\Migrations\Migration0021CustomerSummary;
use Vitrine\Core\Install\Migrations\Migration0022SearchResults;
use Vitrine\Core\Install\Migrations\Migration0023WooIds;

/**
 * Activation applies the pending migrations; so does the first request after the plugin's files
 * were updated without a re-activation. Deactivation keeps every piece of data.
 */
final class Installer {

	/**
	 * The schema's history. Append new migrations; never edit a released one.
	 *
	 * @return list<Migration>
	 */
	public static function migrations(): array {
		return array(
			new Migration0001SettingsOption(),
			new Migration0002ProductLookup(),
			new Migration0003Carts(),
			new Migration0004Orders(),
			new Migration0005TaxRates(),
			new Migration0006Shipping(),
			new Migration0007CouponUsage(),
			new Migration0008CartCheckoutState(),
			new Migration0009CustomerRole(),
			new Migration0010Reviews(),
			new Migration0011RateLimits(),
			new Migration0012ShopManager(),
			new Migration0013ProductAttributeLookup(),
			new Migration0014ProductSearch(),
			new Migration0015StripeEvents(),
			new Migration0016ProductLookupDefaultOrder(),
			new Migration0017OrderOrigins(),
			new Migration0018DataStores(),
			new Migration0019CustomerNotes(),
			new Migration0020StockHistory(),
			new Migration0021CustomerSummary(),
			new Migration0022SearchResults(),
			new Migration0023WooIds(),
		);
	}

	public static function migrator(): Migrator {
		return new Migrator( self::migrations() );
	}

	public const FLUSH_REWRITES_OPTION = 'vitrine_flush_rewrite_rules';

	public static function activate(): void {
		self::migrator()->run();
		// The product post types are registered on init, which has not run for this plugin when
		// it is activated: flush the rewrite rules on the next request, once they exist.
		update_option( self::FLUSH_REWRITES_OPTION, 1, true );
	}

	public static function deactivate(): void {
		// Data stays: only uninstall.php removes it, and only when the admin asked for that.
		// Our rewrite rules (/shop/, /product/...) go with the plugin.
		delete_option( 'rewrite_rules' );
	}

	/**
	 * Hooked late on init, after every post type is registered.
	 */
	public function maybe_flush_rewrite_rules(): void {
		if ( get_option( self::FLUSH_REWRITES_OPTION ) ) {
			delete_option( self::FLUSH_REWRITES_OPTION );
			flush_rewrite_rules( false );
		}
	}

	/**
	 * Hooked early on init: a get_option on an autoloaded value, so nearly free.
	 */
	public function maybe_upgrade(): void {
		$migrator = self::migrator();
		if ( $migrator->current_version() < $migrator->latest_version() ) {
			$migrator->run();
		}
	}
}
