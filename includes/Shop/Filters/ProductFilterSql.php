<?php
/**
 * The shop's SQL for a set of filters.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Shop\Filters;

use Vitrine\Catalog\AttributeLookup;
use Vitrine\Catalog\GlobalAttribute;
use Vitrine\Catalog\ProductPostTypes;

/**
 * Turns a FilterSet into conditions on wp_posts.ID and on the product lookup table (which the
 * query must join under the alias given): AND across groups, OR within a category or attribute
 * list, or AND within an attribute whose query type says so. Every value reaches the SQL
 * prepared or as an integer.
 */
final class ProductFilterSql {

	/**
	 * The WHERE conditions (each starting with " AND"), leaving out one group when counting it.
	 *
	 * @param FilterSet   $filters        The filters.
	 * @param string      $alias          The product lookup table's alias.
	 * @param bool        $only_available Attribute rows of variations that are out of stock do not match.
	 * @param string|null $except         A group to leave out (FilterSet::GROUP_*, attribute:<slug>).
	 */
	public function where( FilterSet $filters, string $alias, bool $only_available, ?string $except = null ): string {
		global $wpdb;
		if ( null !== $except ) {
			$filters = $filters->without( $except );
		}
		$id  = "{$wpdb->posts}.ID";
		$sql = '';
		if ( array() !== $filters->categories ) {
			$ids  = $this->category_term_taxonomy_ids( $filters->categories );
			$sql .= " AND {$id} IN (SELECT object_id FROM {$wpdb->term_relationships} WHERE term_taxonomy_id IN (" . self::ints( $ids ) . '))';
		}
		$table = AttributeLookup::name();
		foreach ( $filters->attributes as $slug => $terms ) {
			$taxonomy = GlobalAttribute::TAXONOMY_PREFIX . $slug;
			$term_ids = $this->term_ids( $terms, $taxonomy );
			$stock    = $only_available ? ' AND in_stock = 1' : '';
			$sub      = $wpdb->prepare( "SELECT product_or_parent_id FROM {$table} WHERE taxonomy = %s AND term_id IN (", $taxonomy ) . self::ints( $term_ids ) . "){$stock}"; // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table.
			if ( 'and' === $filters->query_type( $slug ) ) {
				// Every term: each product's distinct matching terms counted against how many were asked.
				$sub .= ' GROUP BY product_or_parent_id HAVING COUNT(DISTINCT term_id) = ' . count( $terms );
			}
			$sql .= " AND {$id} IN ({$sub})";
		}
		if ( null !== $filters->min_price ) {
			$sql .= $wpdb->prepare( " AND {$alias}.max_price >= %f", $filters->min_price ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our alias.
		}
		if ( null !== $filters->max_price ) {
			$sql .= $wpdb->prepare( " AND {$alias}.min_price <= %f", $filters->max_price ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our alias.
		}
		if ( null !== $filters->rating ) {
			$sql .= $wpdb->prepare( " AND {$alias}.average_rating >= %d", $filters->rating ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our alias.
		}
		if ( array() !== $filters->stock ) {
			$sql .= " AND {$alias}.stock_status IN (" . implode( ', ', array_map( static fn ( string $status ): string => "'" . esc_sql( $status ) . "'", $filters->stock ) ) . ')';
		}
		if ( $filters->on_sale ) {
			$sql .= " AND {$alias}.on_sale = 1";
		}
		return $sql;
	}

	/**
	 * Whether the conditions read the lookup table.
	 */
	public static function needs_lookup( FilterSet $filters ): bool {
		return null !== $filters->min_price || null !== $filters->max_price || null !== $filters->rating || array() !== $filters->stock || $filters->on_sale;
	}

	/**
	 * The term_taxonomy ids of categories and of their descendants (a category's page lists
	 * its subcategories' products too).
	 *
	 * @param list<string> $slugs Category slugs.
	 * @return list<int>
	 */
	private function category_term_taxonomy_ids( array $slugs ): array {
		$ids = array();
		foreach ( $slugs as $slug ) {
			$term = get_term_by( 'slug', $slug, ProductPostTypes::CATEGORY );
			if ( ! $term instanceof \WP_Term ) {
				continue;
			}
			$ids[] = (int) $term->term_taxonomy_id;
			$kids  = get_term_children( $term->term_id, ProductPostTypes::CATEGORY );
			foreach ( is_array( $kids ) ? $kids : array() as $child_id ) {
				$child = get_term( (int) $child_id, ProductPostTypes::CATEGORY );
				if ( $child instanceof \WP_Term ) {
					$ids[] = (int) $child->term_taxonomy_id;
				}
			}
		}
		return $ids;
	}

	/**
	 * @param list<string> $slugs    Term slugs.
	 * @param string       $taxonomy Taxonomy.
	 * @return list<int>
	 */
	private function term_ids( array $slugs, string $taxonomy ): array {
		$ids = array();
		foreach ( $slugs as $slug ) {
			$term = get_term_by( 'slug', $slug, $taxonomy );
			if ( $term instanceof \WP_Term ) {
				$ids[] = (int) $term->term_id;
			}
		}
		return $ids;
	}

	/**
	 * A list of integers for IN (), never empty: 0 matches no row, so an unknown slug matches nothing.
	 *
	 * @param list<int> $ids Ids.
	 */
	private static function ints( array $ids ): string {
		return array() === $ids ? '0' : implode( ', ', array_map( 'intval', $ids ) );
	}
}
