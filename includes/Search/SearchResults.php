<?php
/**
 * The kept results of product searches.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Search;

use Vitrine\Core\Database\Primary;
use Vitrine\Shop\Filters\FilterCounts;

/**
 * A search that found many products keeps its matches with their relevance, one set per search
 * and version of the search index (Migration0022SearchResults): its next visitors join the set
 * instead of running the FULLTEXT search again, whose cost follows the number of matches
 * (docs/decisions.md, "Product search at 50,000 products").
 *
 * A set holds every match, as the search's temporary table did, so that the shop query's own
 * conditions (published, not password-protected for visitors, in stock when out-of-stock
 * products are hidden), its orders, pages and filter counts read it exactly as they read that
 * table. It is written from that table on a search's first visit, by the one request that
 * claims it (its row made first with matches = -1); the others go on with their own table.
 * Sets of an older index version, and any set a day old, are deleted hourly by WP-Cron.
 */
final class SearchResults {

	public const SETS = 'vitrine_search_sets';

	public const RESULTS = 'vitrine_search_results';

	/** The hourly event that deletes stale sets. */
	public const PURGE_HOOK = 'vitrine_search_results_purge';

	/** A set is written again after a day, whatever the index (its relevance weights drift). */
	private const MAX_AGE = 86400;

	/** Sets deleted per statement by the purge. */
	private const PURGE_BATCH = 200;

	public function __construct( private readonly IndexVersion $version ) {
	}

	/**
	 * The key of a search: what was typed and the words it does not require, which decide its
	 * matches with the index (ProductSearch::matches()).
	 *
	 * @param string $search What the visitor typed.
	 */
	public static function key( string $search ): string {
		return md5( trim( $search ) . '|' . implode( ',', ProductSearch::common_words() ) );
	}

	/**
	 * The complete set of a search under the index's current version, or null.
	 *
	 * @param string $key The search's key().
	 */
	public function set_of( string $key ): ?int {
		global $wpdb;
		$sets = $wpdb->prefix . self::SETS;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
		$id = $wpdb->get_var( $wpdb->prepare( "SELECT id FROM {$sets} WHERE search_hash = %s AND index_version = %s AND matches >= 0", $key, $this->version->current() ) );
		return null === $id ? null : (int) $id;
	}

	/**
	 * Keeps the matches a request wrote into its temporary table as the search's set, when the
	 * search found at least FilterCounts::SEARCH_KEPT_FROM products (the same line as its kept
	 * counts: fewer cost little to find again) and no other request claimed the set first.
	 *
	 * @param string $key     The search's key().
	 * @param string $table   The temporary table of matches (product_id, relevance).
	 * @param int    $matches How many rows it holds.
	 * @return int|null The set's id, or null when nothing was kept.
	 */
	public function keep( string $key, string $table, int $matches ): ?int {
		if ( $matches < FilterCounts::SEARCH_KEPT_FROM ) {
			return null;
		}
		global $wpdb;
		$sets    = $wpdb->prefix . self::SETS;
		$results = $wpdb->prefix . self::RESULTS;
		// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our tables; values prepared; the id is an integer.
		$claimed = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$sets} (search_hash, index_version, matches, created_at) VALUES (%s, %s, -1, %s)", $key, $this->version->current(), gmdate( 'Y-m-d H:i:s' ) ) );
		if ( 1 !== $claimed ) {
			return null;
		}
		$id      = (int) $wpdb->insert_id;
		$written = $wpdb->query( "INSERT INTO {$results} (set_id, product_id, relevance) SELECT {$id}, product_id, relevance FROM {$table}" );
		if ( false === $written ) {
			$wpdb->query( "DELETE FROM {$results} WHERE set_id = {$id}" );
			$wpdb->query( "DELETE FROM {$sets} WHERE id = {$id}" );
			return null;
		}
		$wpdb->query( $wpdb->prepare( "UPDATE {$sets} SET matches = %d WHERE id = %d", (int) $written, $id ) );
		// phpcs:enable
		// This request joins the set at once: with read replicas, it must read where it wrote.
		Primary::read_from_primary();
		return $id;
	}

	/**
	 * The set's join in place of the temporary table's: its rows under the alias, the
	 * relevance index (set, relevance, product) for the relevance order.
	 *
	 * @param int    $set   The set's id.
	 * @param string $alias The matches' alias (ProductQuery::SEARCH_ALIAS).
	 * @param string $hint  An index hint, or ''.
	 * @param string $posts The posts table.
	 */
	public static function join( int $set, string $alias, string $hint, string $posts ): string {
		global $wpdb;
		$results = $wpdb->prefix . self::RESULTS;
		return " INNER JOIN {$results} AS {$alias}{$hint} ON {$alias}.set_id = {$set} AND {$alias}.product_id = {$posts}.ID";
	}

	public function schedule(): void {
		if ( false === wp_next_scheduled( self::PURGE_HOOK ) ) {
			wp_schedule_event( time() + 3600, 'hourly', self::PURGE_HOOK );
		}
	}

	public function unschedule(): void {
		wp_clear_scheduled_hook( self::PURGE_HOOK );
	}

	/**
	 * Hooked to the hourly event: deletes the sets of an older index version (made more than a
	 * minute ago: none is still being written or read), a day old, or claimed an hour ago and
	 * never finished (a request that died), with their rows.
	 *
	 * @return int How many sets were deleted.
	 */
	public function purge(): int {
		global $wpdb;
		$sets    = $wpdb->prefix . self::SETS;
		$results = $wpdb->prefix . self::RESULTS;
		$deleted = 0;
		// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared -- our tables; values prepared; ids are integers.
		do {
			$ids = array_map(
				'intval',
				(array) $wpdb->get_col(
					$wpdb->prepare(
						"SELECT id FROM {$sets} WHERE ( index_version <> %s AND created_at < %s ) OR created_at < %s OR ( matches < 0 AND created_at < %s ) LIMIT %d",
						$this->version->current(),
						gmdate( 'Y-m-d H:i:s', time() - 60 ),
						gmdate( 'Y-m-d H:i:s', time() - self::MAX_AGE ),
						gmdate( 'Y-m-d H:i:s', time() - 3600 ),
						self::PURGE_BATCH
					)
				)
			);
			if ( array() === $ids ) {
				break;
			}
			$list = implode( ',', $ids );
			$wpdb->query( "DELETE FROM {$results} WHERE set_id IN ({$list})" );
			$wpdb->query( "DELETE FROM {$sets} WHERE id IN ({$list})" );
			$found    = count( $ids );
			$deleted += $found;
		} while ( self::PURGE_BATCH === $found );
		// phpcs:enable
		return $deleted;
	}
}
