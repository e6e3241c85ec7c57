<?php
/**
 * The product queries of the shop: the archive pages and the product grid block.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Shop;

use Vitrine\Catalog\Attributes;
use Vitrine\Catalog\LookupTable;
use Vitrine\Catalog\Model\Stock;
use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Core\Settings\Settings;
use Vitrine\Shop\Filters\FilterCounts;
use Vitrine\Shop\Filters\FilterSet;
use Vitrine\Shop\Filters\ProductFilterSql;
use WP_Query;

/**
 * Marks the shop's queries with the query var vitrine_shop, and gives exactly those a JOIN on
 * the product lookup table for sorting and filtering. Every other query of the site is left
 * as WordPress builds it.
 *
 * Query vars read from a marked query: vitrine_orderby (a sort key of Ordering),
 * vitrine_hide_out_of_stock (bool), vitrine_on_sale (bool), vitrine_filters (a FilterSet: the
 * shopper's filters, read from the address for the main query).
 */
final class ProductQuery {

	public const FLAG          = 'vitrine_shop';
	public const ORDERBY       = 'vitrine_orderby';
	public const HIDE_OUTOFSTK = 'vitrine_hide_out_of_stock';
	public const ON_SALE       = 'vitrine_on_sale';
	public const FILTERS       = 'vitrine_filters';

	/** The lookup table's alias in the shop's SQL. */
	public const ALIAS = 'vitrine_lookup';

	/**
	 * The alias of a product search's matches (product_id, relevance), which the Search module
	 * joins to a shop query that has a search; the relevance order sorts on it.
	 */
	public const SEARCH_ALIAS = 'vitrine_search';

	/**
	 * The COUNT query of each marked query that asked for its total, built from its final clauses.
	 *
	 * @var \WeakMap<WP_Query, string>
	 */
	private \WeakMap $count_queries;

	/**
	 * Each marked query whose category condition became a subquery: the subquery, the condition
	 * it replaced and WordPress's join, for its COUNT query.
	 *
	 * @var \WeakMap<WP_Query, array{0: string, 1: string, 2: string}>
	 */
	private \WeakMap $count_joins;

	/**
	 * The clauses of each marked query as WordPress built them, before the lookup join and the
	 * filters: what the filters' counts start from.
	 *
	 * @var \WeakMap<WP_Query, array{join: string, where: string, hide: bool}>
	 */
	private \WeakMap $bases;

	public function __construct(
		private readonly Settings $settings,
		private readonly Attributes $attributes,
		private readonly ProductFilterSql $filter_sql,
		private readonly FilterCounts $counts,
	) {
		$this->count_queries = new \WeakMap();
		$this->bases         = new \WeakMap();
		$this->count_joins   = new \WeakMap();
	}

	/**
	 * Whether a query is the main query of the shop, a product category or a product tag page,
	 * or of a product search (a search for the product post type alone: ?s=…&post_type=vitrine_product).
	 */
	public static function is_shop_main_query( WP_Query $query ): bool {
		if ( ! $query->is_main_query() || $query->is_admin || $query->is_feed() ) {
			return false;
		}
		if ( $query->is_search() ) {
			return self::is_product_search( $query );
		}
		return $query->is_post_type_archive( ProductPostTypes::PRODUCT ) || $query->is_tax( array( ProductPostTypes::CATEGORY, ProductPostTypes::TAG ) );
	}

	/**
	 * Whether a query searches the products and nothing else. A search of the whole site (no
	 * post type, or several) is the theme's.
	 */
	public static function is_product_search( WP_Query $query ): bool {
		$type = $query->get( 'post_type' );
		return $query->is_search() && ( ProductPostTypes::PRODUCT === $type || array( ProductPostTypes::PRODUCT ) === $type );
	}

	/**
	 * Whether the current request shows a product search.
	 */
	public static function is_product_search_page(): bool {
		global $wp_query;
		return $wp_query instanceof WP_Query && self::is_shop_main_query( $wp_query ) && $wp_query->is_search();
	}

	/**
	 * Whether the current request shows the shop, a product category or a product tag page.
	 */
	public static function is_shop_page(): bool {
		global $wp_query;
		return $wp_query instanceof WP_Query && self::is_shop_main_query( $wp_query );
	}

	/**
	 * The sort key the visitor asked for (orderby in the address), or the default.
	 *
	 * @param bool $search Whether the listing is a search's (relevance is then offered, and the default).
	 */
	public static function requested_order( bool $search = false ): string {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a read-only listing order, validated against a list.
		return Ordering::sanitize( isset( $_GET['orderby'] ) ? sanitize_key( wp_unslash( (string) $_GET['orderby'] ) ) : '', $search );
	}

	/**
	 * Whether a marked query has a search (its listing is then sorted by relevance by default).
	 */
	public static function has_search( WP_Query $query ): bool {
		return '' !== trim( (string) $query->get( 's' ) );
	}

	/**
	 * Hooked to pre_get_posts: the shop's main query gets the page size, the order and the stock
	 * filter of the settings.
	 */
	public function configure_main_query( WP_Query $query ): void {
		if ( ! self::is_shop_main_query( $query ) ) {
			return;
		}
		$query->set( self::FLAG, true );
		$query->set( self::ORDERBY, self::requested_order( self::has_search( $query ) ) );
		$query->set( self::HIDE_OUTOFSTK, (bool) $this->settings->get( 'hide_out_of_stock' ) );
		$query->set( self::FILTERS, $this->requested_filters() );
		$query->set( 'posts_per_page', $this->per_page() );
		// WordPress would read orderby=price as an unknown column; the clauses below do the ordering.
		$query->set( 'orderby', 'menu_order' );
		$query->set( 'order', 'ASC' );
		$query->set( 'ignore_sticky_posts', true );
	}

	/**
	 * The filters the shopper chose, from the address.
	 */
	public function requested_filters(): FilterSet {
		$slugs = array();
		foreach ( $this->attributes->all() as $attribute ) {
			$slugs[] = $attribute->slug;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a read-only listing filter, validated by FilterSet.
		return FilterSet::from_query( wp_unslash( $_GET ), $slugs );
	}

	/**
	 * The filters of a marked query; an empty set for any other.
	 */
	public static function filters_of( WP_Query $query ): FilterSet {
		$filters = $query->get( self::FILTERS );
		return $filters instanceof FilterSet ? $filters : new FilterSet();
	}

	/**
	 * The clauses WordPress built for a marked query that has run (its post type, status,
	 * category, search), before the lookup join and the filters; null for any other query.
	 *
	 * @return array{join: string, where: string, hide: bool}|null
	 */
	public function base_clauses( WP_Query $query ): ?array {
		return $this->bases[ $query ] ?? null;
	}

	/**
	 * The products per page of the shop pages.
	 */
	public function per_page(): int {
		return max( 1, (int) $this->settings->get( 'products_per_page' ) );
	}

	/**
	 * The arguments of a product grid's own query.
	 *
	 * @param string $orderby  A sort key.
	 * @param int    $per_page How many products.
	 * @param int    $category A product category's term id, 0 for any.
	 * @param int    $tag      A product tag's term id, 0 for any.
	 * @param bool   $on_sale  Only products on sale.
	 * @return array<string, mixed>
	 */
	public function grid_args( string $orderby, int $per_page, int $category = 0, int $tag = 0, bool $on_sale = false ): array {
		$args      = array(
			'post_type'           => ProductPostTypes::PRODUCT,
			'post_status'         => 'publish',
			'posts_per_page'      => $per_page,
			'ignore_sticky_posts' => true,
			'no_found_rows'       => true,
			'orderby'             => 'menu_order',
			'order'               => 'ASC',
			self::FLAG            => true,
			self::ORDERBY         => Ordering::sanitize( $orderby ),
			self::HIDE_OUTOFSTK   => (bool) $this->settings->get( 'hide_out_of_stock' ),
			self::ON_SALE         => $on_sale,
		);
		$tax_query = array();
		if ( $category > 0 ) {
			$tax_query[] = array(
				'taxonomy' => ProductPostTypes::CATEGORY,
				'field'    => 'term_id',
				'terms'    => array( $category ),
			);
		}
		if ( $tag > 0 ) {
			$tax_query[] = array(
				'taxonomy' => ProductPostTypes::TAG,
				'field'    => 'term_id',
				'terms'    => array( $tag ),
			);
		}
		if ( array() !== $tax_query ) {
			$args['tax_query'] = array_merge( array( 'relation' => 'AND' ), $tax_query ); // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- term relationships are indexed.
		}
		return $args;
	}

	/**
	 * Hooked to posts_clauses: the JOIN, filters and ORDER BY of a marked query.
	 *
	 * @param array<string, string> $clauses The query's clauses.
	 * @param WP_Query              $query   The query.
	 * @return array<string, string>
	 */
	public function clauses( array $clauses, WP_Query $query ): array {
		if ( ! $query->get( self::FLAG ) ) {
			return $clauses;
		}
		global $wpdb;
		$order   = Ordering::sanitize( $query->get( self::ORDERBY ), self::has_search( $query ) );
		$hide    = (bool) $query->get( self::HIDE_OUTOFSTK );
		$on_sale = (bool) $query->get( self::ON_SALE );
		$filters = self::filters_of( $query );
		$alias   = self::ALIAS;

		$this->bases[ $query ] = array(
			'join'  => (string) ( $clauses['join'] ?? '' ),
			'where' => (string) ( $clauses['where'] ?? '' ),
			'hide'  => $hide,
		);
		$filtered              = ProductFilterSql::needs_lookup( $filters );
		if ( ( $hide || $on_sale || $filtered || Ordering::uses_lookup( $order ) ) && ! str_contains( $clauses['join'] ?? '', $alias ) ) {
			$table            = LookupTable::name();
			$clauses['join']  = ( $clauses['join'] ?? '' ) . " INNER JOIN {$table} AS {$alias} ON {$alias}.product_id = {$wpdb->posts}.ID";
			$clauses['where'] = $clauses['where'] ?? '';
			if ( $hide ) {
				$clauses['where'] .= $wpdb->prepare( " AND {$alias}.stock_status <> %s", Stock::OUT_OF_STOCK ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our alias.
			}
			if ( $on_sale ) {
				$clauses['where'] .= " AND {$alias}.on_sale = 1";
			}
		}
		if ( ! $filters->is_empty() ) {
			$clauses['where'] = ( $clauses['where'] ?? '' ) . $this->filter_sql->where( $filters, $alias, $hide );
		}
		if ( Ordering::uses_lookup( $order ) ) {
			$clauses = $this->category_as_subquery( $clauses, $query );
		}
		if ( Ordering::uses_lookup( $order ) || Ordering::RELEVANCE === $order ) {
			// Rows of wp_posts are then found by id only, so MariaDB and MySQL read the lookup table
			// first, in the order of its price, sales or rating index (or a search's matches, in the
			// order of their relevance index), and stop after one page, instead of sorting every
			// product in a temporary table.
			$clauses['join'] = ' USE INDEX FOR JOIN (PRIMARY)' . $clauses['join'];
		}
		$clauses['orderby'] = Ordering::order_by( $order, $wpdb->posts, $alias, self::SEARCH_ALIAS );
		return $clauses;
	}

	/**
	 * A category or tag page's one-taxonomy condition as a subquery per product instead of
	 * WordPress's join on the term relationships with GROUP BY ID: the join and the grouping
	 * made the database gather and sort every product of the category before taking a page,
	 * while the subquery lets it read the lookup table's index in order, keep the products of
	 * the category and stop after the page. The same products match (a product counts once
	 * however many of the terms it has). Any other taxonomy condition is left as it is.
	 *
	 * The COUNT query keeps WordPress's join (remember_count_query()): counting reads the
	 * category's own rows rather than every product with a subquery each.
	 *
	 * @param array<string, string> $clauses The query's clauses.
	 * @param WP_Query              $query   The query.
	 * @return array<string, string>
	 */
	private function category_as_subquery( array $clauses, WP_Query $query ): array {
		global $wpdb;
		$relationships = $wpdb->term_relationships;
		$join          = "LEFT JOIN {$relationships} ON ({$wpdb->posts}.ID = {$relationships}.object_id)";
		$where         = (string) ( $clauses['where'] ?? '' );
		if ( 1 !== substr_count( (string) ( $clauses['join'] ?? '' ), "JOIN {$relationships}" )
			|| ! str_contains( (string) $clauses['join'], $join )
			|| "{$wpdb->posts}.ID" !== trim( (string) ( $clauses['groupby'] ?? '' ) )
			|| 1 !== preg_match_all( '/' . preg_quote( $relationships, '/' ) . '\.term_taxonomy_id IN \(([0-9, ]+)\)/', $where, $matches )
			|| 1 !== substr_count( $where, $relationships )
		) {
			return $clauses;
		}
		// A scalar subquery: the database runs it for each row it reads in index order (one
		// primary-key lookup) rather than turning it into a join that it would start from.
		$subquery                    = "(SELECT 1 FROM {$relationships} AS vitrine_in_term WHERE vitrine_in_term.object_id = {$wpdb->posts}.ID AND vitrine_in_term.term_taxonomy_id IN ({$matches[1][0]}) LIMIT 1) IS NOT NULL";
		$this->count_joins[ $query ] = array( $subquery, $matches[0][0], $join );
		$clauses['join']             = str_replace( $join, '', (string) $clauses['join'] );
		$clauses['where']            = str_replace( $matches[0][0], $subquery, $where );
		$clauses['groupby']          = '';
		return $clauses;
	}

	/**
	 * Hooked to posts_clauses_request (the clauses once every plugin has had its say): keeps
	 * the COUNT query of a marked query that needs its total for pagination.
	 *
	 * @param array<string, string> $clauses The final clauses.
	 * @param WP_Query              $query   The query.
	 * @return array<string, string>
	 */
	public function remember_count_query( array $clauses, WP_Query $query ): array {
		if ( ! $query->get( self::FLAG ) || $query->get( 'no_found_rows' ) ) {
			return $clauses;
		}
		global $wpdb;
		$join     = (string) ( $clauses['join'] ?? '' );
		$where    = (string) ( $clauses['where'] ?? '' );
		$distinct = '' !== trim( (string) ( $clauses['groupby'] ?? '' ) ) || '' !== trim( (string) ( $clauses['distinct'] ?? '' ) );
		$swap     = $this->count_joins[ $query ] ?? null;
		if ( null !== $swap && str_contains( $where, $swap[0] ) ) {
			// The category's join for counting (category_as_subquery()).
			$where    = str_replace( $swap[0], $swap[1], $where );
			$join    .= ' ' . $swap[2];
			$distinct = true;
		}
		$count                         = $distinct ? "COUNT(DISTINCT {$wpdb->posts}.ID)" : 'COUNT(*)';
		$this->count_queries[ $query ] = "SELECT {$count} FROM {$wpdb->posts} {$join} WHERE 1=1 " . $where;
		return $clauses;
	}

	/**
	 * Hooked to posts_request: a marked query is run without SQL_CALC_FOUND_ROWS, which would
	 * make the database read every matching row to count them and defeat the index order; the
	 * total comes from the COUNT query instead (found_posts_query()).
	 *
	 * @param string   $request The SQL.
	 * @param WP_Query $query   The query.
	 */
	public function without_found_rows( string $request, WP_Query $query ): string {
		if ( ! isset( $this->count_queries[ $query ] ) ) {
			return $request;
		}
		return (string) preg_replace( '/^\s*SELECT\s+SQL_CALC_FOUND_ROWS\s/i', 'SELECT ', $request, 1 );
	}

	/**
	 * Hooked to found_posts_query: the COUNT query of a marked query.
	 *
	 * @param string   $sql   WordPress's SELECT FOUND_ROWS().
	 * @param WP_Query $query The query.
	 */
	public function found_posts_query( string $sql, WP_Query $query ): string {
		$count = $this->count_queries[ $query ] ?? null;
		if ( null === $count ) {
			return $sql;
		}
		$base = $this->bases[ $query ] ?? null;
		if ( null === $base || ! self::filters_of( $query )->is_empty() ) {
			return $count;
		}
		// The total of a listing the shopper has not filtered changes only with the catalog: it
		// is kept with the filters' counts, under the catalog's version, instead of counting
		// every product of the shop or category, or every match of a search, on each page.
		return 'SELECT ' . $this->counts->total( $count, $base );
	}
}
