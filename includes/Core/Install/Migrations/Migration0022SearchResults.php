<?php
/**
 * Schema 22: the kept results of product searches.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Install\Migrations;

use Vitrine\Core\Install\Migration;

/**
 * A search of a common word keeps its ranked matches, so that its next visitors join them
 * instead of running the FULLTEXT search again (Search\SearchResults; docs/decisions.md,
 * "Product search at 50,000 products"): one set per search and search-index version
 * (vitrine_search_sets, whose `matches` is -1 while its rows are written), its rows in
 * vitrine_search_results, indexed by relevance for the default order and by product for the
 * others. Nothing to fill: sets are made by the searches themselves.
 */
final class Migration0022SearchResults implements Migration {

	public function version(): int {
		return 22;
	}

	public function up(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$collate = $wpdb->get_charset_collate();
		dbDelta(
			"CREATE TABLE {$wpdb->prefix}vitrine_search_sets (
				id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				search_hash char(32) NOT NULL,
				index_version varchar(40) NOT NULL,
				matches int(11) NOT NULL DEFAULT -1,
				created_at datetime NOT NULL,
				PRIMARY KEY  (id),
				UNIQUE KEY search (search_hash,index_version),
				KEY created_at (created_at)
			) {$collate};"
		);
		dbDelta(
			"CREATE TABLE {$wpdb->prefix}vitrine_search_results (
				set_id bigint(20) unsigned NOT NULL,
				product_id bigint(20) unsigned NOT NULL,
				relevance double NOT NULL,
				PRIMARY KEY  (set_id,product_id),
				KEY relevance (set_id,relevance,product_id)
			) {$collate};"
		);
	}

	public function tables(): array {
		return array( 'vitrine_search_sets', 'vitrine_search_results' );
	}
}
