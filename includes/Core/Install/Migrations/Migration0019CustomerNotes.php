<?php
/**
 * Schema 19: the merchant's notes on a customer.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Install\Migrations;

use Vitrine\Core\Install\Migration;

/**
 * Notes written on Vitrine > Customers > a customer. A note belongs to a customer key: "u:<user
 * id>" for a registered customer, "e:<email in lower case>" for a guest (guests are grouped by
 * their billing email), so a guest's notes stay with the email. Deleting a user does not delete
 * them (a guest's orders outlive the account too).
 */
final class Migration0019CustomerNotes implements Migration {

	public function version(): int {
		return 19;
	}

	public function up(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$collate = $wpdb->get_charset_collate();
		dbDelta(
			"CREATE TABLE {$wpdb->prefix}vitrine_customer_notes (
				note_id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				customer_key varchar(191) NOT NULL,
				content text NOT NULL,
				added_by bigint(20) unsigned NOT NULL DEFAULT 0,
				created_at datetime NOT NULL,
				PRIMARY KEY  (note_id),
				KEY customer_created (customer_key,created_at)
			) {$collate};"
		);
	}

	public function tables(): array {
		return array( 'vitrine_customer_notes' );
	}
}
