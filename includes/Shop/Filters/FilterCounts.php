<?php
/**
 * How many products each filter choice would leave.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Shop\Filters;

use Vitrine\Catalog\AttributeLookup;
use Vitrine\Catalog\CatalogVersion;
use Vitrine\Catalog\GlobalAttribute;
use Vitrine\Catalog\LookupTable;
use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Shop\ProductQuery;

/**
 * One GROUP BY query per filter group over the listing's products (its category, search and
 * stock setting) with every other group's filters applied, as shoppers expect: choosing a
 * colour narrows the sizes' counts, while the colours' own counts stay those of any one colour.
 * An attribute filtered with AND keeps its own terms in its counts. Answers are cached under the
 * catalog's version (cached()), so any product change makes them stale everywhere.
 *
 * Without a persistent object cache, two kinds of listing keep their answers beyond the request,
 * for the shopper who has not filtered yet (most requests): the shop, category and tag pages in
 * one option, and a search that found many products in a transient of its own (the words are
 * endless, but a search that finds few products is cheap to count again and stores nothing).
 */
final class FilterCounts {

	public const CACHE_GROUP = 'vitrine_filter_counts';

	private const ALIAS = 'vitrine_counts_lookup';

	/** The option that keeps the counts of unfiltered listings on sites without a persistent object cache. */
	public const OPTION = 'vitrine_filter_counts';

	/** How many answers that option keeps at most. */
	private const KEPT = 200;

	/**
	 * The transient, suffixed with the listing's hash, that keeps a search's answers on sites
	 * without a persistent object cache.
	 */
	public const SEARCH_TRANSIENT = 'vitrine_search_counts_';

	/**
	 * A search's answers are kept from this many products found: counting fewer costs little, and
	 * the rare words visitors (and bots) type would otherwise write a transient each.
	 */
	public const SEARCH_KEPT_FROM = 50;

	/** How long an answer is kept at most, in seconds (a day): the catalog's version makes it stale long before. */
	private const KEEP_SECONDS = 86400;

	/** Store of the listings without a search (cached()). */
	private const CATALOG_STORE = 'catalog';

	/**
	 * The totals of the searches counted in this request, by their store (search_store()): whether
	 * their answers are worth keeping is known from the total, which the listing counts first.
	 *
	 * @var array<string, int>
	 */
	private array $search_totals = array();

	/**
	 * The searches' stores with answers this request added, written once at its end
	 * (save_kept_searches()) rather than once per answer.
	 *
	 * @var array<string, array{version: string, rows: array<string, mixed>}>
	 */
	private array $unsaved_searches = array();

	public function __construct(
		private readonly ProductFilterSql $sql,
		private readonly CatalogVersion $version,
	) {
	}

	/**
	 * The listing's products when no shop query ran (a filter block on another page, the
	 * editor's preview): every published product.
	 *
	 * @return array{join: string, where: string, hide: bool}
	 */
	public static function catalog_base( bool $hide ): array {
		global $wpdb;
		return array(
			'join'  => '',
			'where' => $wpdb->prepare( " AND {$wpdb->posts}.post_type = %s AND {$wpdb->posts}.post_status = 'publish'", ProductPostTypes::PRODUCT ),
			'hide'  => $hide,
		);
	}

	/**
	 * Products per category term id.
	 *
	 * @param array{join: string, where: string, hide: bool} $base    The listing.
	 * @param FilterSet                                      $filters The shopper's filters.
	 * @return array<int, int>
	 */
	public function categories( array $base, FilterSet $filters ): array {
		global $wpdb;
		$join = " INNER JOIN {$wpdb->term_relationships} AS vitrine_fr ON vitrine_fr.object_id = {$wpdb->posts}.ID"
			. $wpdb->prepare( " INNER JOIN {$wpdb->term_taxonomy} AS vitrine_ftt ON vitrine_ftt.term_taxonomy_id = vitrine_fr.term_taxonomy_id AND vitrine_ftt.taxonomy = %s", ProductPostTypes::CATEGORY );
		// Joined to the lookup table even when no filter reads it: without it, MariaDB starts from every
		// category's relationships instead of the listing's (measured 3 times slower on a category page).
		return $this->grouped( $base, $filters, FilterSet::GROUP_CATEGORY, $join, 'vitrine_ftt.term_id', true );
	}

	/**
	 * Products per term id of a global attribute.
	 *
	 * @param array{join: string, where: string, hide: bool} $base      The listing.
	 * @param FilterSet                                      $filters   The shopper's filters.
	 * @param string                                         $attribute The attribute's slug.
	 * @return array<int, int>
	 */
	public function attribute( array $base, FilterSet $filters, string $attribute ): array {
		global $wpdb;
		$table = AttributeLookup::name();
		$join  = $wpdb->prepare( " INNER JOIN {$table} AS vitrine_fa ON vitrine_fa.product_or_parent_id = {$wpdb->posts}.ID AND vitrine_fa.taxonomy = %s", GlobalAttribute::TAXONOMY_PREFIX . $attribute ) // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table.
			. ( $base['hide'] ? ' AND vitrine_fa.in_stock = 1' : '' );
		// With AND, a term's count is what choosing it too would leave: the attribute's own terms stay applied.
		$except = 'and' === $filters->query_type( $attribute ) ? null : 'attribute:' . $attribute;
		return $this->grouped( $base, $filters, $except, $join, 'vitrine_fa.term_id' );
	}

	/**
	 * Products with at least n stars on average, for n from 1 to 5.
	 *
	 * @param array{join: string, where: string, hide: bool} $base    The listing.
	 * @param FilterSet                                      $filters The shopper's filters.
	 * @return array<int, int>
	 */
	public function ratings( array $base, FilterSet $filters ): array {
		return $this->summary( $base, $filters, FilterSet::GROUP_RATING )['ratings'];
	}

	/**
	 * Products per stock status.
	 *
	 * @param array{join: string, where: string, hide: bool} $base    The listing.
	 * @param FilterSet                                      $filters The shopper's filters.
	 * @return array<string, int>
	 */
	public function stock( array $base, FilterSet $filters ): array {
		return $this->summary( $base, $filters, FilterSet::GROUP_STOCK )['stock'];
	}

	/**
	 * Products on sale.
	 *
	 * @param array{join: string, where: string, hide: bool} $base    The listing.
	 * @param FilterSet                                      $filters The shopper's filters.
	 */
	public function on_sale( array $base, FilterSet $filters ): int {
		return $this->summary( $base, $filters, FilterSet::GROUP_SALE )['on_sale'];
	}

	/**
	 * The lowest and highest price of the listing with the other filters applied.
	 *
	 * @param array{join: string, where: string, hide: bool} $base    The listing.
	 * @param FilterSet                                      $filters The shopper's filters.
	 * @return array{0: float, 1: float}|null
	 */
	public function price_range( array $base, FilterSet $filters ): ?array {
		return $this->summary( $base, $filters, FilterSet::GROUP_PRICE )['price'];
	}

	/**
	 * The rating, stock, sale and price counts of the listing with every filter applied but the
	 * group's own, as sums over one scan (no GROUP BY, so no temporary table and no sort; the
	 * lookup table has one row per product, so no DISTINCT). When none of these four groups is
	 * filtered on, leaving one out changes nothing, so the four ask the same SQL and the cache
	 * answers three of them: one pass for all four.
	 *
	 * @param array{join: string, where: string, hide: bool} $base    The listing.
	 * @param FilterSet                                      $filters The shopper's filters.
	 * @param string                                         $except  The group counted.
	 * @return array{ratings: array<int, int>, stock: array<string, int>, on_sale: int, price: array{0: float, 1: float}|null}
	 */
	private function summary( array $base, FilterSet $filters, string $except ): array {
		global $wpdb;
		$alias   = self::ALIAS;
		$columns = array( "MIN({$alias}.min_price) AS low", "MAX({$alias}.max_price) AS high", "SUM({$alias}.on_sale = 1) AS on_sale" );
		for ( $stars = 1; $stars <= 5; $stars++ ) {
			$columns[] = "SUM({$alias}.average_rating >= {$stars}) AS stars_{$stars}";
		}
		foreach ( FilterSet::STOCK_STATUSES as $status ) {
			$columns[] = $wpdb->prepare( "SUM({$alias}.stock_status = %s) AS ", $status ) . "stock_{$status}"; // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our alias.
		}
		$row     = $this->cached( $this->select( $base, $filters, $except, '', implode( ', ', $columns ), '' ), $this->store( $base, $filters ) )[0] ?? array();
		$ratings = array();
		for ( $stars = 5; $stars >= 1; $stars-- ) {
			$ratings[ $stars ] = (int) ( $row[ "stars_{$stars}" ] ?? 0 );
		}
		$stock = array();
		foreach ( FilterSet::STOCK_STATUSES as $status ) {
			$count = (int) ( $row[ "stock_{$status}" ] ?? 0 );
			if ( $count > 0 ) {
				$stock[ $status ] = $count;
			}
		}
		return array(
			'ratings' => $ratings,
			'stock'   => $stock,
			'on_sale' => (int) ( $row['on_sale'] ?? 0 ),
			'price'   => isset( $row['low'], $row['high'] ) ? array( (float) $row['low'], (float) $row['high'] ) : null,
		);
	}

	/**
	 * The SQL of one group's counts, for EXPLAIN in benchmarks and tests.
	 *
	 * @param array{join: string, where: string, hide: bool} $base    The listing.
	 * @param FilterSet                                      $filters The shopper's filters.
	 * @param string|null                                    $except  The group counted.
	 * @param string                                         $join    The group's joins.
	 * @param string                                         $key     The column grouped by.
	 * @param bool                                           $lookup  Join the lookup table even when nothing reads it.
	 */
	public function grouped_sql( array $base, FilterSet $filters, ?string $except, string $join, string $key, bool $lookup = false ): string {
		global $wpdb;
		return $this->select( $base, $filters, $except, $join, "{$key} AS choice, COUNT(DISTINCT {$wpdb->posts}.ID) AS products", " GROUP BY {$key}", $lookup );
	}

	/**
	 * @param array{join: string, where: string, hide: bool} $base    The listing.
	 * @param FilterSet                                      $filters The shopper's filters.
	 * @param string|null                                    $except  The group counted.
	 * @param string                                         $join    The group's joins.
	 * @param string                                         $key     The column grouped by.
	 * @param bool                                           $lookup  Join the lookup table even when nothing reads it.
	 * @return array<int|string, int>
	 */
	private function grouped( array $base, FilterSet $filters, ?string $except, string $join, string $key, bool $lookup = false ): array {
		$counts = array();
		foreach ( $this->cached( $this->grouped_sql( $base, $filters, $except, $join, $key, $lookup ), $this->store( $base, $filters ) ) as $row ) {
			$choice = (string) $row['choice'];
			$counts[ is_numeric( $choice ) ? (int) $choice : $choice ] = (int) $row['products'];
		}
		return $counts;
	}

	/**
	 * @param array{join: string, where: string, hide: bool} $base    The listing.
	 * @param FilterSet                                      $filters The shopper's filters.
	 * @param string|null                                    $except  The group left out.
	 * @param string                                         $join    More joins.
	 * @param string                                         $select  The columns.
	 * @param string                                         $tail    GROUP BY.
	 * @param bool                                           $lookup  Join the lookup table even when nothing reads it.
	 */
	private function select( array $base, FilterSet $filters, ?string $except, string $join, string $select, string $tail, bool $lookup = false ): string {
		global $wpdb;
		$alias = self::ALIAS;
		$where = $base['where'] . ( $base['hide'] ? " AND {$alias}.stock_status <> 'outofstock'" : '' )
			. $this->sql->where( $filters, $alias, $base['hide'], $except );
		if ( ! $lookup && ! str_contains( $select . $where, "{$alias}." ) ) {
			// Nothing reads the lookup table (category and attribute counts without rating, stock,
			// sale or price filters): joining it would cost one more row read per product.
			return "SELECT {$select} FROM {$wpdb->posts}{$join} {$base['join']} WHERE 1=1 {$where}{$tail}";
		}
		$lookup = LookupTable::name();
		// Products' rows have no parent: saying so lets MariaDB start from the lookup table when its
		// filters (rating, sale, price) are narrower than the listing, instead of reading every post.
		return "SELECT {$select} FROM {$wpdb->posts} INNER JOIN {$lookup} AS {$alias} ON {$alias}.product_id = {$wpdb->posts}.ID{$join} {$base['join']} WHERE 1=1 AND {$alias}.parent_id = 0{$where}{$tail}";
	}

	/**
	 * The answer of a listing's COUNT query (its total for the pagination), kept like the
	 * counts of a listing without filters: the caller asks only for such listings. A search's
	 * total decides whether the rest of its answers are kept (search_store()).
	 *
	 * @param string                                         $sql  A SELECT COUNT(…) of the listing's products.
	 * @param array{join: string, where: string, hide: bool} $base The listing.
	 */
	public function total( string $sql, array $base ): int {
		$search = self::is_search( $base );
		$rows   = $this->remembered( $sql, $search ? self::search_store( $base ) : self::CATALOG_STORE );
		$fresh  = null === $rows;
		$rows   = $rows ?? $this->read( $sql );
		$row    = $rows[0] ?? array();
		$total  = (int) reset( $row );
		if ( $search ) {
			// Known before store() is asked where this search's answers go, this one included.
			$this->search_totals[ self::search_store( $base ) ] = $total;
		}
		if ( $fresh ) {
			$this->remember( $sql, $rows, $this->store( $base, new FilterSet() ) );
		}
		return $total;
	}

	/**
	 * Where a listing's answers may be kept without a persistent object cache: the catalog's
	 * option for a listing the shopper has not filtered, a search's own transient for a search
	 * not filtered that found at least SEARCH_KEPT_FROM products; null for any other (a filtered
	 * listing's combinations are endless: its answers live in the object cache only).
	 *
	 * @param array{join: string, where: string, hide: bool} $base    The listing.
	 * @param FilterSet                                      $filters The shopper's filters.
	 */
	private function store( array $base, FilterSet $filters ): ?string {
		if ( ! $filters->is_empty() ) {
			return null;
		}
		if ( ! self::is_search( $base ) ) {
			return self::CATALOG_STORE;
		}
		$store = self::search_store( $base );
		return ( $this->search_totals[ $store ] ?? 0 ) >= self::SEARCH_KEPT_FROM ? $store : null;
	}

	/**
	 * Whether a listing is a search (its matches are joined under ProductQuery::SEARCH_ALIAS).
	 *
	 * @param array{join: string, where: string, hide: bool} $base The listing.
	 */
	private static function is_search( array $base ): bool {
		return str_contains( $base['join'], ProductQuery::SEARCH_ALIAS );
	}

	/**
	 * The transient of a search listing: its words, category and status, hashed (the join names
	 * the words' table of matches, ProductSearch).
	 *
	 * @param array{join: string, where: string, hide: bool} $base The listing.
	 */
	private static function search_store( array $base ): string {
		return self::SEARCH_TRANSIENT . md5( $base['join'] . '|' . $base['where'] . '|' . (int) $base['hide'] );
	}

	/**
	 * Runs a read, or answers it from the cache: with a persistent object cache every answer is
	 * kept there; without one, the answers of the listings store() names are also kept in their
	 * store under the catalog's version, so that those pages do not count the whole catalogue,
	 * or every match of a common word, on every request.
	 *
	 * @param string      $sql   The read.
	 * @param string|null $store Where the answer may be kept without a persistent object cache.
	 * @return list<array<string, string|null>>
	 */
	private function cached( string $sql, ?string $store ): array {
		$rows = $this->remembered( $sql, $store );
		if ( null === $rows ) {
			$rows = $this->read( $sql );
			$this->remember( $sql, $rows, $store );
		}
		return $rows;
	}

	/**
	 * A read's kept answer under the catalog's current version, from the object cache or the store.
	 *
	 * @param string      $sql   The read.
	 * @param string|null $store Its store.
	 * @return list<array<string, string|null>>|null
	 */
	private function remembered( string $sql, ?string $store ): ?array {
		$key  = $this->key( $sql );
		$rows = wp_cache_get( $key, self::CACHE_GROUP );
		if ( is_array( $rows ) ) {
			return $rows;
		}
		$kept = null === $store ? null : ( $this->kept( $store )['rows'][ $key ] ?? null );
		if ( ! is_array( $kept ) ) {
			return null;
		}
		wp_cache_set( $key, $kept, self::CACHE_GROUP );
		return $kept;
	}

	/**
	 * Keeps a read's answer in the object cache and, when there is no persistent one, its store.
	 *
	 * @param string                           $sql   The read.
	 * @param list<array<string, string|null>> $rows  Its answer.
	 * @param string|null                      $store Its store.
	 */
	private function remember( string $sql, array $rows, ?string $store ): void {
		$key = $this->key( $sql );
		wp_cache_set( $key, $rows, self::CACHE_GROUP, self::KEEP_SECONDS );
		$kept = null === $store ? null : $this->kept( $store );
		if ( null === $kept ) {
			return;
		}
		$kept['rows'][ $key ] = $rows;
		if ( self::CATALOG_STORE === $store ) {
			// The newest answers are kept, a bounded number (a few per category and tag).
			$kept['rows'] = array_slice( $kept['rows'], -self::KEPT, null, true );
			update_option( self::OPTION, $kept, false );
		} else {
			$this->unsaved_searches[ $store ] = $kept;
		}
	}

	/**
	 * Hooked to shutdown: writes the searches' answers this request counted, one transient per
	 * search. A day, then WordPress deletes it (its daily clean-up of expired transients); a
	 * change to the catalog makes it stale before that, and the same search writes over it.
	 */
	public function save_kept_searches(): void {
		foreach ( $this->unsaved_searches as $store => $kept ) {
			set_transient( $store, $kept, self::KEEP_SECONDS );
		}
		$this->unsaved_searches = array();
	}

	/**
	 * A store's answers under the catalog's current version (none when it holds another
	 * version's); null when there is a persistent object cache, which keeps every answer itself.
	 *
	 * @param string $store The store.
	 * @return array{version: string, rows: array<string, mixed>}|null
	 */
	private function kept( string $store ): ?array {
		if ( CatalogVersion::persistent() ) {
			return null;
		}
		$version = $this->version->current();
		$kept    = self::CATALOG_STORE === $store ? get_option( self::OPTION ) : ( $this->unsaved_searches[ $store ] ?? get_transient( $store ) );
		return is_array( $kept ) && ( $kept['version'] ?? null ) === $version && is_array( $kept['rows'] ?? null ) ? $kept : array(
			'version' => $version,
			'rows'    => array(),
		);
	}

	/**
	 * A read's key: the catalog's version and its SQL.
	 *
	 * @param string $sql The read.
	 */
	private function key( string $sql ): string {
		return $this->version->current() . ':' . md5( $sql );
	}

	/**
	 * Runs a read.
	 *
	 * @param string $sql The read.
	 * @return list<array<string, string|null>>
	 */
	private function read( string $sql ): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.NotPrepared -- built from prepared parts above.
		$rows = (array) $wpdb->get_results( $sql, ARRAY_A );
		return array_values( array_filter( $rows, 'is_array' ) );
	}
}
