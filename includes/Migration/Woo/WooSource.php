<?php
/**
 * WooCommerce's data in the site's database: what exists and the shared reads.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Migration\Woo;

/**
 * WooCommerce keeps its data after it is deactivated: products, variations and coupons are posts
 * (product, product_variation, shop_coupon) with post meta and terms (product_cat, product_tag,
 * product_type, pa_*), global attributes in {prefix}woocommerce_attribute_taxonomies, customers'
 * addresses in user meta (billing_*, shipping_*), orders either in its own tables
 * ({prefix}wc_orders and its neighbours, "HPOS") or as posts (shop_order, shop_order_refund),
 * the option woocommerce_custom_orders_table_enabled saying which one is authoritative, and
 * their items in {prefix}woocommerce_order_items for both. Everything is read with SQL, since
 * WooCommerce's post types and taxonomies are not registered without it.
 */
final class WooSource {

	/** Post statuses that are no product: WordPress's own leftovers. */
	private const DEAD = array( 'trash', 'auto-draft', 'inherit' );

	/** @var array<string, bool> */
	private array $tables = array();

	public function table( string $name ): string {
		global $wpdb;
		return $wpdb->prefix . $name;
	}

	public function has_table( string $name ): bool {
		global $wpdb;
		if ( ! isset( $this->tables[ $name ] ) ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- whether another plugin's table exists, once per request.
			$this->tables[ $name ] = $this->table( $name ) === $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $this->table( $name ) ) ) );
		}
		return $this->tables[ $name ];
	}

	/**
	 * Forgets which tables exist (the tests create and drop them).
	 */
	public function forget(): void {
		$this->tables = array();
	}

	/**
	 * Whether orders are read from WooCommerce's order tables: they exist and the option says
	 * they are authoritative (when it says no, the posts are, even if the tables are kept in sync).
	 */
	public function hpos(): bool {
		return $this->has_table( 'wc_orders' ) && 'yes' === get_option( 'woocommerce_custom_orders_table_enabled' );
	}

	/**
	 * Where the orders are: hpos, posts, or '' when there are none in either.
	 */
	public function order_storage(): string {
		if ( $this->hpos() ) {
			return 'hpos';
		}
		return $this->count_posts( 'shop_order' ) > 0 ? 'posts' : '';
	}

	/**
	 * How many posts of a type there are, WordPress's leftovers apart.
	 */
	public function count_posts( string $type ): int {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- WooCommerce's posts, counted for the tools screen.
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = %s AND post_status NOT IN ('trash', 'auto-draft', 'inherit')", $type ) );
	}

	/**
	 * Ids of posts of a type after an id, in id order.
	 *
	 * @return list<int>
	 */
	public function post_ids( string $type, int $after, int $limit ): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- WooCommerce's posts, one batch.
		$ids = $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type = %s AND post_status NOT IN ('trash', 'auto-draft', 'inherit') AND ID > %d ORDER BY ID LIMIT %d", $type, $after, $limit ) );
		return array_map( 'intval', $ids );
	}

	/**
	 * A post's row, null when it is missing or of another type.
	 *
	 * @return array<string, string>|null
	 */
	public function post( int $id, string $type ): ?array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- one WooCommerce post.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$wpdb->posts} WHERE ID = %d AND post_type = %s", $id, $type ), ARRAY_A );
		if ( ! is_array( $row ) || in_array( (string) $row['post_status'], self::DEAD, true ) ) {
			return null;
		}
		return array_map( 'strval', $row );
	}

	/**
	 * A post's meta, one value a key (the first).
	 *
	 * @return array<string, string>
	 */
	public function post_meta( int $id ): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- one post's meta, read once.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT meta_key, meta_value FROM {$wpdb->postmeta} WHERE post_id = %d ORDER BY meta_id", $id ), ARRAY_A );
		$meta = array();
		foreach ( (array) $rows as $row ) {
			$key = (string) $row['meta_key'];
			if ( ! isset( $meta[ $key ] ) ) {
				$meta[ $key ] = (string) $row['meta_value'];
			}
		}
		return $meta;
	}

	/**
	 * The terms of a taxonomy an object has.
	 *
	 * @return list<array{term_id: int, name: string, slug: string, parent: int}>
	 */
	public function object_terms( int $object_id, string $taxonomy ): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- WooCommerce's taxonomies are not registered: read with SQL.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT t.term_id, t.name, t.slug, tt.parent FROM {$wpdb->term_relationships} tr JOIN {$wpdb->term_taxonomy} tt ON tt.term_taxonomy_id = tr.term_taxonomy_id JOIN {$wpdb->terms} t ON t.term_id = tt.term_id WHERE tr.object_id = %d AND tt.taxonomy = %s ORDER BY tr.term_order, t.name", $object_id, $taxonomy ), ARRAY_A );
		return array_map( static fn ( array $row ): array => self::term_row( $row ), (array) $rows );
	}

	/**
	 * A term of a taxonomy by id or slug; null when missing.
	 *
	 * @return array{term_id: int, name: string, slug: string, parent: int}|null
	 */
	public function term( int|string $id_or_slug, string $taxonomy ): ?array {
		global $wpdb;
		$column = is_int( $id_or_slug ) ? 't.term_id = %d' : 't.slug = %s';
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- the column is one of two fixed strings; values prepared.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT t.term_id, t.name, t.slug, tt.parent FROM {$wpdb->terms} t JOIN {$wpdb->term_taxonomy} tt ON tt.term_id = t.term_id WHERE {$column} AND tt.taxonomy = %s", $id_or_slug, $taxonomy ), ARRAY_A );
		return is_array( $row ) ? self::term_row( $row ) : null;
	}

	/**
	 * A category's names from the top.
	 *
	 * @return list<string>
	 */
	public function term_path( int $term_id, string $taxonomy ): array {
		$path = array();
		$seen = array();
		while ( $term_id > 0 && ! isset( $seen[ $term_id ] ) ) {
			$seen[ $term_id ] = true;
			$term             = $this->term( $term_id, $taxonomy );
			if ( null === $term ) {
				break;
			}
			array_unshift( $path, $term['name'] );
			$term_id = $term['parent'];
		}
		return $path;
	}

	/**
	 * WooCommerce's global attributes: name (the slug of pa_<name>) => label.
	 *
	 * @return array<string, string>
	 */
	public function attribute_labels(): array {
		global $wpdb;
		if ( ! $this->has_table( 'woocommerce_attribute_taxonomies' ) ) {
			return array();
		}
		$table = $this->table( 'woocommerce_attribute_taxonomies' );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- WooCommerce's table; no input.
		$rows   = $wpdb->get_results( "SELECT attribute_name, attribute_label FROM {$table}", ARRAY_A );
		$labels = array();
		foreach ( (array) $rows as $row ) {
			$labels[ (string) $row['attribute_name'] ] = '' !== (string) $row['attribute_label'] ? (string) $row['attribute_label'] : (string) $row['attribute_name'];
		}
		return $labels;
	}

	/**
	 * The decimals of WooCommerce's prices (its setting; 2 by default), 0 to 4.
	 */
	public function decimals(): int {
		$decimals = get_option( 'woocommerce_price_num_decimals', 2 );
		return max( 0, min( 4, is_numeric( $decimals ) ? (int) $decimals : 2 ) );
	}

	/**
	 * WooCommerce's amount ('12.5', '-3', '') as minor units.
	 */
	public static function minor( string $amount, int $decimals ): int {
		$amount = trim( $amount );
		if ( '' === $amount || ! is_numeric( $amount ) ) {
			return 0;
		}
		return (int) round( (float) $amount * ( 10 ** $decimals ) );
	}

	/**
	 * @param array<string, mixed> $row A terms row.
	 * @return array{term_id: int, name: string, slug: string, parent: int}
	 */
	private static function term_row( array $row ): array {
		return array(
			'term_id' => (int) $row['term_id'],
			'name'    => (string) $row['name'],
			'slug'    => (string) $row['slug'],
			'parent'  => (int) $row['parent'],
		);
	}
}
