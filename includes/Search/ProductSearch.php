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
use Vitrine\Shop\Ordering;
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
 * - relevance: an exact SKU first, then SKUs that start with it, then each word found in the
 *   title, then InnoDB's own rank of the whole text.
 *
 * The matches are joined under ProductQuery::SEARCH_ALIAS with their relevance, which the
 * relevance order sorts on; the other orders and the shop's filters apply as on the shop page.
 * They come from the search's kept set when a visitor before found many products under the
 * index's current version (SearchResults), else from a temporary table written for the request
 * (materialised()), which then becomes the kept set.
 */
final class ProductSearch {

	/** Relevance of a SKU typed whole, and of a SKU that starts with what was typed. */
	private const EXACT_SKU  = 1000;
	private const SKU_PREFIX = 100;

	/** Relevance added for each word searched that the title contains. */
	private const TITLE_WORD = 10;

	/** At most this many products found by the start of their SKU. */
	private const SKU_MATCHES = 50;

	/** The lookup table's sku column is varchar(100): nothing longer can match it. */
	private const SKU_LENGTH = 100;

	public function __construct( private readonly SearchResults $results ) {
	}

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
		$alias  = ProductQuery::SEARCH_ALIAS;
		$search = (string) $query->get( 's' );
		// By relevance, the page is the first rows of the matches' relevance index, each product then
		// found by its id; MariaDB would otherwise read every product and sort them all.
		$by_relevance = Ordering::RELEVANCE === Ordering::sanitize( (string) $query->get( ProductQuery::ORDERBY ), true );
		$hint         = $by_relevance ? ' FORCE INDEX (relevance)' : '';
		$key          = SearchResults::key( $search );
		$set          = $this->results->set_of( $key );
		if ( null !== $set ) {
			// The matches a visitor before found, kept under the index's version: no FULLTEXT search.
			$clauses['join'] = ( $clauses['join'] ?? '' ) . SearchResults::join( $set, $alias, $hint, $wpdb->posts );
			return $clauses;
		}
		$table = $this->materialised( $search );
		if ( null === $table ) {
			$clauses['join'] = ( $clauses['join'] ?? '' ) . " INNER JOIN ({$this->matches( $search )}) AS {$alias} ON {$alias}.product_id = {$wpdb->posts}.ID";
			return $clauses;
		}
		// Kept as the search's set when it found many products, and then joined as the next
		// visitors will join it: the page's counts, kept by their SQL, serve them too.
		$set             = $this->results->keep( $key, $table['name'], $table['rows'] );
		$clauses['join'] = ( $clauses['join'] ?? '' ) . ( null === $set
			? " INNER JOIN {$table['name']} AS {$alias}{$hint} ON {$alias}.product_id = {$wpdb->posts}.ID"
			: SearchResults::join( $set, $alias, $hint, $wpdb->posts ) );
		return $clauses;
	}

	/**
	 * The matches of a search written once into a temporary table (product_id, relevance), which
	 * the page query and its COUNT query both join by its primary key: the FULLTEXT search, the
	 * slow part when a word is in most of the catalog, then runs once a query instead of twice,
	 * and the price or popularity order can read the lookup table's index in order and probe the
	 * matches by id (docs/decisions.md, "Product search at 50,000 products").
	 *
	 * The table is written again for each query (the index may have changed since the last one
	 * on the same connection). Null when the database user may not create temporary tables: the
	 * matches are then joined as a derived table, as before.
	 *
	 * @param string $search What the visitor typed.
	 * @return array{name: string, rows: int}|null The table's name and how many matches it holds.
	 */
	private function materialised( string $search ): ?array {
		global $wpdb;
		$table = $wpdb->prefix . 'vitrine_search_' . substr( md5( trim( $search ) ), 0, 12 );
		// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared -- a temporary table of our own; matches() prepared its values.
		$suppress = $wpdb->suppress_errors( true );
		$created  = false !== $wpdb->query( "DROP TEMPORARY TABLE IF EXISTS {$table}" )
			&& false !== $wpdb->query( "CREATE TEMPORARY TABLE {$table} (product_id BIGINT UNSIGNED NOT NULL PRIMARY KEY, relevance DOUBLE NOT NULL, KEY relevance (relevance, product_id) USING BTREE) ENGINE=MEMORY" );
		$wpdb->suppress_errors( $suppress );
		if ( ! $created ) {
			return null;
		}
		$written = $wpdb->query( "INSERT INTO {$table} (product_id, relevance) " . $this->matches( $search ) );
		// phpcs:enable
		return is_int( $written ) ? array(
			'name' => $table,
			'rows' => $written,
		) : null;
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
	 * One FULLTEXT search only (MariaDB computes a MATCH in the select list and the same one in
	 * WHERE once); the title's weight is a LIKE on the rows found, not a second FULLTEXT search,
	 * which costs as much as the first for a common word. The SKUs are looked up first (an index
	 * range), and the products they name are left out of the FULLTEXT part, so that no product
	 * comes twice and no GROUP BY over every match is needed.
	 *
	 * @param string $search What the visitor typed.
	 */
	public function matches( string $search ): string {
		global $wpdb;
		$search = trim( $search );
		$min    = Fulltext::min_token_size();
		$all    = Fulltext::boolean_query( $search, $min, true, self::common_words() );
		$index  = SearchIndex::name();
		$by_sku = $this->sku_matches( $search );
		$parts  = array();
		if ( '' !== $all && ! ( self::looks_like_sku( $search ) && in_array( self::EXACT_SKU, $by_sku, true ) ) ) {
			$title = '';
			foreach ( array_slice( Fulltext::words( $search ), 0, Fulltext::MAX_WORDS ) as $word ) {
				$title .= $wpdb->prepare( ' + IF(s.title LIKE %s, %d, 0)', '%' . $wpdb->esc_like( $word ) . '%', self::TITLE_WORD );
			}
			$not_sku = array() === $by_sku ? '' : ' AND s.product_id NOT IN (' . implode( ',', array_keys( $by_sku ) ) . ')';
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; the title weights were prepared; ids are integers.
			$parts[] = $wpdb->prepare( "SELECT s.product_id, MATCH(s.title, s.sku_text, s.content) AGAINST(%s IN BOOLEAN MODE){$title} AS relevance FROM {$index} s WHERE MATCH(s.title, s.sku_text, s.content) AGAINST(%s IN BOOLEAN MODE){$not_sku}", $all, $all );
		}
		foreach ( $by_sku as $id => $relevance ) {
			$parts[] = sprintf( 'SELECT %d AS product_id, %d AS relevance', $id, $relevance );
		}
		if ( array() === $parts ) {
			return 'SELECT 0 AS product_id, 0 AS relevance FROM DUAL WHERE 0';
		}
		return implode( ' UNION ALL ', $parts );
	}

	/**
	 * Whether what was typed reads as a SKU: one word of letters, digits and punctuation, with a
	 * digit ("GEN-012345"). When it is a product's SKU whole, that product and the SKUs that start
	 * with it are the results, and the words' FULLTEXT search is not run: "gen" would otherwise
	 * match every product whose SKU starts with GEN-, the slow case of a common word, for
	 * results a shopper who typed a SKU does not look for.
	 */
	public static function looks_like_sku( string $search ): bool {
		return 1 === preg_match( '/^\S*\d\S*$/u', trim( $search ) );
	}

	/**
	 * The products whose SKU, or a variation's, starts with what was typed (an exact SKU first),
	 * through the lookup table's unique SKU index.
	 *
	 * @param string $search What the visitor typed, trimmed.
	 * @return array<int, int> Product id => relevance.
	 */
	private function sku_matches( string $search ): array {
		if ( '' === $search || mb_strlen( $search, 'UTF-8' ) > self::SKU_LENGTH ) {
			return array();
		}
		global $wpdb;
		$lookup = LookupTable::name();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
		$rows    = $wpdb->get_results( $wpdb->prepare( "SELECT IF(parent_id > 0, parent_id, product_id) AS id, sku FROM {$lookup} WHERE sku LIKE %s ORDER BY sku LIMIT %d", $wpdb->esc_like( $search ) . '%', self::SKU_MATCHES ) );
		$matches = array();
		foreach ( (array) $rows as $row ) {
			$id             = (int) $row->id;
			$relevance      = 0 === strcasecmp( (string) $row->sku, $search ) ? self::EXACT_SKU : self::SKU_PREFIX;
			$matches[ $id ] = max( $matches[ $id ] ?? 0, $relevance );
		}
		return $matches;
	}
}
