<?php
/**
 * Schema 18: data stores (favourites-style collections of posts).
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Install\Migrations;

use Vitrine\Core\Install\Migration;

/**
 * The table of the "server" stores and the default "Favourites" store.
 *
 * - vitrine_store_items holds one row per (store, user, post) of a store whose type is server:
 *   the primary key makes an add idempotent (INSERT IGNORE), leads with (store, user) for "this
 *   visitor's items" and their count under the size limit; store_post (store, post) answers
 *   "how many users keep this post" (the counts across users a server store is for).
 * - The store definitions live in the option vitrine_data_stores (slug => label, type, size),
 *   written here only when absent, so a merchant's changes survive re-running the migration.
 */
final class Migration0018DataStores implements Migration {

	public const OPTION = 'vitrine_data_stores';

	public function version(): int {
		return 18;
	}

	public function up(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$collate = $wpdb->get_charset_collate();
		dbDelta(
			"CREATE TABLE {$wpdb->prefix}vitrine_store_items (
				store varchar(40) NOT NULL,
				user_id bigint(20) unsigned NOT NULL,
				post_id bigint(20) unsigned NOT NULL,
				added_at datetime NOT NULL,
				PRIMARY KEY  (store,user_id,post_id),
				KEY store_post (store,post_id)
			) {$collate};"
		);
		if ( false === get_option( self::OPTION ) ) {
			add_option(
				self::OPTION,
				array(
					'favourites' => array(
						'label' => 'Favourites',
						'type'  => 'user',
						'size'  => 50,
					),
				),
				'',
				true
			);
		}
	}

	public function tables(): array {
		return array( 'vitrine_store_items' );
	}
}
