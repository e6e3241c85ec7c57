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
		);
	}

	public static function migrator(): Migrator {
		return new Migrator( self::migrations() );
	}

	public static function activate(): void {
		self::migrator()->run();
	}

	public static function deactivate(): void {
		// Data stays: only uninstall.php removes it, and only when the admin asked for that.
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
