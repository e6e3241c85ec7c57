<?php
/**
 * Schema 5: the tax rates table.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Install\Migrations;

use Vitrine\Core\Install\Migration;

/**
 * One row per tax rate: where it applies (country and state, '' for any; postcode patterns and
 * cities one per line, empty for any), the rate in percent with up to four decimals, its label,
 * priority, whether it is compound and whether it applies to shipping, its tax class ('' for
 * standard) and its place in the merchant's list.
 *
 * Rates are found by class, country and state (the first index; postcodes and cities are
 * matched in PHP, since wildcards and ranges cannot use an index) and listed by class and order
 * (the second).
 */
final class Migration0005TaxRates implements Migration {

	public function version(): int {
		return 5;
	}

	public function up(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$table = $wpdb->prefix . 'vitrine_tax_rates';
		dbDelta(
			"CREATE TABLE {$table} (
				rate_id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				country char(2) NOT NULL DEFAULT '',
				state varchar(50) NOT NULL DEFAULT '',
				postcodes text NOT NULL,
				cities text NOT NULL,
				rate decimal(7,4) NOT NULL DEFAULT 0.0000,
				name varchar(200) NOT NULL DEFAULT '',
				priority int unsigned NOT NULL DEFAULT 1,
				compound tinyint(1) NOT NULL DEFAULT 0,
				applies_to_shipping tinyint(1) NOT NULL DEFAULT 1,
				tax_class varchar(100) NOT NULL DEFAULT '',
				rate_order int unsigned NOT NULL DEFAULT 0,
				PRIMARY KEY  (rate_id),
				KEY class_location (tax_class, country, state),
				KEY class_order (tax_class, rate_order)
			) {$wpdb->get_charset_collate()};"
		);
	}

	public function tables(): array {
		return array( 'vitrine_tax_rates' );
	}
}
