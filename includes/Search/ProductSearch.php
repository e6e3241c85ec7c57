<?php
/**
 * The SQL of a product search.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Search;

use Vitrine\Catalog\LookupTable;
use Vitrine\Core\Database\Fulltext;
use Vitrine\Shop\ProductQuery;
use WP_Query;

/**
 * A shop query with a search (the shop's main query on a product search page) finds its
 * products through the search index instead of WordPress's LIKE '%word%' over every post:
 *
 * - every word must match the title, a SKU (the product's or a variation's) or a description,
 *   as a word prefix (hood finds hoodie), in one FULLTEXT lookup (boolean mode);
 * - what was typed, whole, as the start of a SKU (LIKE 'abc%' on the lookup table's unique
 *   index), so that a SKU of any length or punctuation is found, and an exact SKU first;
 * - relevance: title words count three times, SKU words twice, then the whole text.
 *
 * The matches are joined as a derived table (ProductQuery::SEARCH_ALIAS) with their relevance,
 * which the relevance order sorts on; the other orders and the shop's filters apply as on the
 * shop page.
 */
final class ProductSearch {

	/** Relevance of a SKU typed whole, and of a SKU that starts with what was typed. */
	private const EXACT_SKU  = 1000;
	private const SKU_PREFIX = 100;

	/** The lookup table's sku column is varchar(100): nothing longer can match it. */
	private const SKU_LENGTH = 100;

	/**
	 * Whether a query is a shop query with a search.
	 */
	public static function applies( WP_Query $query ): bool {
		return (bool) $query->get( ProductQuery::FLAG ) && '' !== trim( (string) $query->get( 's' ) );
	}

	/**
	 * Hooked to posts_search: WordPress's LIKE clauses are replaced by the join of clauses();
	 * only password-protected products stay hidden from visitors, as WordPress's search does.
	 *
	 * @param string   $search The search SQL WordPress built.
	 * @param WP_Query $query  The query.
	 */
	public function without_like( string $search, WP_Query $query ): string {
		if ( ! self::applies( $query ) ) {
			return $search;
		}
		global $wpdb;
		return is_user_logged_in() ? '' : " AND ({$wpdb->posts}.post_password = '')";
	}

	/**
	 * Hooked to posts_clauses, before ProductQuery's (which orders by relevance through the
	 * alias): the matches joined to the posts.
	 *
	 * @param array<string, string> $clauses The query's clauses.
	 * @param WP_Query              $query   The query.
	 * @return array<string, string>
	 */
	public function clauses( array $clauses, WP_Query $query ): array {
		if ( ! self::applies( $query ) ) {
			return $clauses;
		}
		global $wpdb;
		$alias           = ProductQuery::SEARCH_ALIAS;
		$clauses['join'] = ( $clauses['join'] ?? '' ) . ' INNER JOIN (' . $this->matches( (string) $query->get( 's' ) ) . ") AS {$alias} ON {$alias}.product_id = {$wpdb->posts}.ID";
		return $clauses;
	}

	/**
	 * The words a search does not require: WordPress's own search stopwords, in the site's
	 * language (core's translation and its wp_search_stopwords filter).
	 *
	 * @return list<string>
	 */
	public static function common_words(): array {
		// phpcs:ignore WordPress.WP.I18n.MissingArgDomain -- core's own list and its translation.
		$list  = _x( 'about,an,are,as,at,be,by,com,for,from,how,in,is,it,of,on,or,that,the,this,to,was,what,when,where,who,will,with,www', 'Comma-separated list of search stopwords in your language' );
		$words = array();
		// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's filter of the same list, so a site's changes apply here too.
		foreach ( (array) apply_filters( 'wp_search_stopwords', explode( ',', $list ) ) as $word ) {
			$words[] = mb_strtolower( trim( (string) $word ), 'UTF-8' );
		}
		return array_values( array_filter( $words ) );
	}

	/**
	 * A SELECT of (product_id, relevance): the products that match a search, once each.
	 *
	 * @param string $search What the visitor typed.
	 */
	public function matches( string $search ): string {
		global $wpdb;
		$search = trim( $search );
		$min    = Fulltext::min_token_size();
		$common = self::common_words();
		$all    = Fulltext::boolean_query( $search, $min, true, $common );
		$any    = Fulltext::boolean_query( $search, $min, false );
		$index  = SearchIndex::name();
		$lookup = LookupTable::name();
		$parts  = array();
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names are ours; values prepared.
		if ( '' !== $all ) {
			$parts[] = $wpdb->prepare(
				"SELECT s.product_id, MATCH(s.title) AGAINST(%s IN BOOLEAN MODE) * 3 + MATCH(s.sku_text) AGAINST(%s IN BOOLEAN MODE) * 2
					+ MATCH(s.title, s.sku_text, s.content) AGAINST(%s IN BOOLEAN MODE) AS relevance
				FROM {$index} s WHERE MATCH(s.title, s.sku_text, s.content) AGAINST(%s IN BOOLEAN MODE)",
				$any,
				$any,
				$all,
				$all
			);
		}
		if ( '' !== $search && mb_strlen( $search, 'UTF-8' ) <= self::SKU_LENGTH ) {
			$parts[] = $wpdb->prepare(
				"SELECT IF(l.parent_id > 0, l.parent_id, l.product_id) AS product_id, IF(l.sku = %s, %d, %d) AS relevance FROM {$lookup} l WHERE l.sku LIKE %s",
				$search,
				self::EXACT_SKU,
				self::SKU_PREFIX,
				$wpdb->esc_like( $search ) . '%'
			);
		}
		// phpcs:enable
		if ( array() === $parts ) {
			return 'SELECT 0 AS product_id, 0 AS relevance FROM DUAL WHERE 0';
		}
		return 'SELECT m.product_id, MAX(m.relevance) AS relevance FROM (' . implode( ' UNION ALL ', $parts ) . ') AS m GROUP BY m.product_id';
	}
}
