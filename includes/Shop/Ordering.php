<?php
/**
 * The orders a product listing can be sorted in.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Shop;

/**
 * The sort options shoppers choose from (the orderby GET parameter), with their labels and
 * the ORDER BY each one needs. Every key but newest and relevance reads the lookup table.
 */
final class Ordering {

	public const DEFAULT    = 'menu_order';
	public const POPULARITY = 'popularity';
	public const RATING     = 'rating';
	public const DATE       = 'date';
	public const PRICE      = 'price';
	public const PRICE_DESC = 'price-desc';
	public const RELEVANCE  = 'relevance';

	/**
	 * Every sort key, in the order the select lists them. A search's listing has relevance
	 * first (its default); no other listing has it, since only a search ranks products.
	 *
	 * @param bool $search Whether the listing is a search's.
	 * @return list<string>
	 */
	public static function keys( bool $search = false ): array {
		$keys = array( self::DEFAULT, self::POPULARITY, self::RATING, self::DATE, self::PRICE, self::PRICE_DESC );
		return $search ? array_merge( array( self::RELEVANCE ), $keys ) : $keys;
	}

	/**
	 * The order a listing has when the visitor chose none.
	 *
	 * @param bool $search Whether the listing is a search's.
	 */
	public static function default_key( bool $search = false ): string {
		return $search ? self::RELEVANCE : self::DEFAULT;
	}

	/**
	 * Sort key to the label of its option.
	 *
	 * @param bool $search Whether the listing is a search's.
	 * @return array<string, string>
	 */
	public static function options( bool $search = false ): array {
		$relevance = $search ? array( self::RELEVANCE => __( 'Sort by relevance', 'vitrine' ) ) : array();
		return $relevance + array(
			self::DEFAULT    => __( 'Default sorting', 'vitrine' ),
			self::POPULARITY => __( 'Sort by popularity', 'vitrine' ),
			self::RATING     => __( 'Sort by average rating', 'vitrine' ),
			self::DATE       => __( 'Sort by latest', 'vitrine' ),
			self::PRICE      => __( 'Sort by price: low to high', 'vitrine' ),
			self::PRICE_DESC => __( 'Sort by price: high to low', 'vitrine' ),
		);
	}

	/**
	 * What screen readers hear after the result count once a shopper chose an order.
	 */
	public static function sorted_by_text( string $key ): string {
		return match ( self::sanitize( $key, true ) ) {
			self::POPULARITY => __( 'Sorted by popularity', 'vitrine' ),
			self::RATING     => __( 'Sorted by average rating', 'vitrine' ),
			self::DATE       => __( 'Sorted by latest', 'vitrine' ),
			self::PRICE      => __( 'Sorted by price: low to high', 'vitrine' ),
			self::PRICE_DESC => __( 'Sorted by price: high to low', 'vitrine' ),
			self::RELEVANCE  => __( 'Sorted by relevance', 'vitrine' ),
			default          => __( 'Default sorting', 'vitrine' ),
		};
	}

	/**
	 * A sort key from untrusted input; anything unknown is the default.
	 *
	 * @param mixed $value  The input.
	 * @param bool  $search Whether the listing is a search's (relevance is then allowed, and the default).
	 */
	public static function sanitize( mixed $value, bool $search = false ): string {
		$value = is_string( $value ) ? strtolower( trim( $value ) ) : '';
		return in_array( $value, self::keys( $search ), true ) ? $value : self::default_key( $search );
	}

	/**
	 * Whether a sort key needs the lookup table. The default order reads it too: the table's
	 * default_order index holds menu order, title and id, which no index of wp_posts can serve.
	 */
	public static function uses_lookup( string $key ): bool {
		return in_array( $key, array( self::DEFAULT, self::POPULARITY, self::RATING, self::PRICE, self::PRICE_DESC ), true );
	}

	/**
	 * The ORDER BY of a sort key. Ties are broken on the product id, so that pages never
	 * repeat or skip a product; the lookup table's secondary indexes end with that id, so a
	 * price or popularity order is one index scan.
	 *
	 * @param string $key    A sanitized sort key.
	 * @param string $posts  The posts table.
	 * @param string $lookup The lookup table's alias.
	 * @param string $search The alias of a search's matches, with their relevance (only a
	 *                       search's listing is sorted by relevance).
	 */
	public static function order_by( string $key, string $posts, string $lookup, string $search = 'vitrine_search' ): string {
		return match ( $key ) {
			self::RELEVANCE  => "{$search}.relevance DESC, {$search}.product_id DESC",
			self::POPULARITY => "{$lookup}.total_sales DESC, {$lookup}.product_id DESC",
			self::RATING     => "{$lookup}.average_rating DESC, {$lookup}.rating_count DESC, {$lookup}.product_id DESC",
			self::DATE       => "{$posts}.post_date DESC, {$posts}.ID DESC",
			self::PRICE      => "{$lookup}.min_price ASC, {$lookup}.product_id ASC",
			self::PRICE_DESC => "{$lookup}.max_price DESC, {$lookup}.product_id DESC",
			// The product's menu order and title as the lookup row keeps them (the same order as
			// wp_posts' menu_order, post_title, ID), so that the default_order index serves it.
			default          => "{$lookup}.menu_order ASC, {$lookup}.title ASC, {$lookup}.product_id ASC",
		};
	}
}
