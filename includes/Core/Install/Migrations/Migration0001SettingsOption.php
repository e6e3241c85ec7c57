<?php
/**
 * Schema 1: the settings option.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Install\Migrations;

use Vitrine\Core\Install\Migration;
use Vitrine\Core\Settings\Settings;

/**
 * Creates vitrine_settings as an autoloaded option, so that reading settings on the front end
 * never costs a query of its own (a missing option is looked up again on every request).
 */
final class Migration0001SettingsOption implements Migration {

	public function version(): int {
		return 1;
	}

	public function up(): void {
		add_option( Settings::OPTION, array(), '', true );
	}

	public function tables(): array {
		return array();
	}
}
