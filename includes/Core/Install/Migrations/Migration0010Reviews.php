<?php
/**
 * Schema 10: review sources and imported reviews.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Install\Migrations;

use Vitrine\Core\Install\Migration;

/**
 * The review widgets' data (docs/reviews.md): one row per connected source (Google place,
 * Facebook page, Yelp business, the shop's own product reviews, reviews added by hand), and one
 * row per review, unique by provider and the provider's id, so a refresh updates instead of
 * duplicating. Widgets filter by source, rating and language and sort by time or rating: the
 * indexes follow those queries.
 */
final class Migration0010Reviews implements Migration {

	public function version(): int {
		return 10;
	}

	public function up(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$collate = $wpdb->get_charset_collate();
		dbDelta(
			"CREATE TABLE {$wpdb->prefix}vitrine_review_sources (
				source_id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				provider varchar(20) NOT NULL,
				name varchar(200) NOT NULL DEFAULT '',
				external_ref varchar(191) NOT NULL DEFAULT '',
				credentials longtext NULL,
				rating decimal(3,2) NOT NULL DEFAULT 0,
				review_count int(10) unsigned NOT NULL DEFAULT 0,
				profile_url varchar(2048) NOT NULL DEFAULT '',
				write_review_url varchar(2048) NOT NULL DEFAULT '',
				status varchar(20) NOT NULL DEFAULT 'connected',
				last_error text NULL,
				last_refreshed_at datetime NULL,
				token_expires_at datetime NULL,
				created_at datetime NOT NULL,
				updated_at datetime NOT NULL,
				PRIMARY KEY  (source_id),
				KEY provider_ref (provider,external_ref)
			) {$collate};
			CREATE TABLE {$wpdb->prefix}vitrine_reviews (
				review_id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				source_id bigint(20) unsigned NOT NULL,
				provider varchar(20) NOT NULL,
				external_id varchar(191) NOT NULL,
				author_name varchar(200) NOT NULL DEFAULT '',
				author_avatar varchar(2048) NOT NULL DEFAULT '',
				author_avatar_source varchar(2048) NOT NULL DEFAULT '',
				author_url varchar(2048) NOT NULL DEFAULT '',
				time bigint(20) unsigned NOT NULL DEFAULT 0,
				rating decimal(2,1) NOT NULL DEFAULT 0,
				text longtext NULL,
				media longtext NULL,
				reply longtext NULL,
				language varchar(20) NOT NULL DEFAULT '',
				hidden tinyint(1) NOT NULL DEFAULT 0,
				created_at datetime NOT NULL,
				updated_at datetime NOT NULL,
				PRIMARY KEY  (review_id),
				UNIQUE KEY provider_external (provider,external_id),
				KEY source_time (source_id,hidden,time),
				KEY source_rating (source_id,hidden,rating)
			) {$collate};"
		);
	}

	public function tables(): array {
		return array( 'vitrine_review_sources', 'vitrine_reviews' );
	}
}
