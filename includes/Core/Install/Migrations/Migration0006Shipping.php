<?php
/**
 * Schema 6: shipping zones, their locations and their methods.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Install\Migrations;

use Vitrine\Core\Install\Migration;

/**
 * Zones are tried in zone_order; each has region and postcode entries (type country, state,
 * continent or postcode) and shipping method instances. Methods of zone_id 0 belong to
 * "Locations not covered by your other zones", which has no row of its own. A method's
 * settings are JSON, since each method type has its own.
 */
final class Migration0006Shipping implements Migration {

	public function version(): int {
		return 6;
	}

	public function up(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$collate = $wpdb->get_charset_collate();
		$prefix  = $wpdb->prefix;
		dbDelta(
			"CREATE TABLE {$prefix}vitrine_shipping_zones (
				zone_id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				name varchar(200) NOT NULL,
				zone_order int(11) NOT NULL DEFAULT 0,
				PRIMARY KEY  (zone_id),
				KEY zone_order (zone_order)
			) {$collate};
			CREATE TABLE {$prefix}vitrine_shipping_zone_locations (
				location_id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				zone_id bigint(20) unsigned NOT NULL,
				type varchar(20) NOT NULL,
				code varchar(200) NOT NULL,
				PRIMARY KEY  (location_id),
				KEY zone_id (zone_id),
				KEY type_code (type,code(50))
			) {$collate};
			CREATE TABLE {$prefix}vitrine_shipping_zone_methods (
				instance_id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				zone_id bigint(20) unsigned NOT NULL,
				method_id varchar(100) NOT NULL,
				method_order int(11) NOT NULL DEFAULT 0,
				enabled tinyint(1) NOT NULL DEFAULT 1,
				settings longtext NOT NULL,
				PRIMARY KEY  (instance_id),
				KEY zone_id (zone_id,method_order)
			) {$collate};"
		);
	}

	public function tables(): array {
		return array( 'vitrine_shipping_zones', 'vitrine_shipping_zone_locations', 'vitrine_shipping_zone_methods' );
	}
}
