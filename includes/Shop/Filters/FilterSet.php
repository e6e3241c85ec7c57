<?php
/**
 * The filters a shopper chose, as read from the address.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Shop\Filters;

/**
 * An immutable, validated set of filters, parsed from query parameters and written back to them.
 * It knows the address's vocabulary only, never SQL: ProductFilterSql turns it into the shop's
 * conditions, so a listing of another post type can reuse the parsing with its own SQL.
 *
 * Parameters (docs/decisions.md, "Shop filters"): filter_cat (category slugs), filter_<attribute>
 * (term slugs) with query_type_<attribute> (and|or, or by default), min_price, max_price,
 * rating (1 to 5: that many stars and up), stock_status (instock, onbackorder, outofstock) and
 * on_sale=1. Lists are comma-separated; a form's repeated name[] fields are read the same way.
 */
final class FilterSet {

	public const CATEGORY         = 'filter_cat';
	public const ATTRIBUTE_PREFIX = 'filter_';
	public const QUERY_TYPE       = 'query_type_';
	public const MIN_PRICE        = 'min_price';
	public const MAX_PRICE        = 'max_price';
	public const RATING           = 'rating';
	public const STOCK            = 'stock_status';
	public const ON_SALE          = 'on_sale';

	/** The groups a filter block stands for; an attribute's group is attribute:<slug>. */
	public const GROUP_CATEGORY = 'category';
	public const GROUP_PRICE    = 'price';
	public const GROUP_RATING   = 'rating';
	public const GROUP_STOCK    = 'stock';
	public const GROUP_SALE     = 'sale';

	public const STOCK_STATUSES = array( 'instock', 'onbackorder', 'outofstock' );

	/** At most this many values in one list: a longer address is not a shopper's. */
	public const MAX_VALUES = 30;

	/**
	 * @param list<string>               $categories  Category slugs.
	 * @param array<string, list<string>> $attributes  Attribute slug to term slugs.
	 * @param array<string, string>       $query_types Attribute slug to 'and' (absent: or).
	 * @param float|null                  $min_price   Lowest price.
	 * @param float|null                  $max_price   Highest price.
	 * @param int|null                    $rating      Minimum average rating, 1 to 5.
	 * @param list<string>                $stock       Stock statuses.
	 * @param bool                        $on_sale     Only products on sale.
	 */
	public function __construct(
		public readonly array $categories = array(),
		public readonly array $attributes = array(),
		public readonly array $query_types = array(),
		public readonly ?float $min_price = null,
		public readonly ?float $max_price = null,
		public readonly ?int $rating = null,
		public readonly array $stock = array(),
		public readonly bool $on_sale = false,
	) {
	}

	/**
	 * Reads the filters from query parameters ($_GET, unslashed). Unknown attributes, values
	 * that are not slugs, negative or non-numeric prices and ratings out of range are dropped;
	 * a minimum above the maximum is swapped.
	 *
	 * @param array<array-key, mixed> $query      The parameters.
	 * @param list<string>            $attributes The attribute slugs that may be filtered on.
	 */
	public static function from_query( array $query, array $attributes ): self {
		$chosen = array();
		$types  = array();
		foreach ( $attributes as $slug ) {
			$values = self::slugs( $query[ self::ATTRIBUTE_PREFIX . $slug ] ?? null );
			if ( array() === $values ) {
				continue;
			}
			$chosen[ $slug ] = $values;
			if ( 'and' === ( $query[ self::QUERY_TYPE . $slug ] ?? '' ) ) {
				$types[ $slug ] = 'and';
			}
		}
		$min = self::price( $query[ self::MIN_PRICE ] ?? null );
		$max = self::price( $query[ self::MAX_PRICE ] ?? null );
		if ( null !== $min && null !== $max && $min > $max ) {
			list( $min, $max ) = array( $max, $min );
		}
		$rating = isset( $query[ self::RATING ] ) && is_scalar( $query[ self::RATING ] ) ? (int) $query[ self::RATING ] : 0;
		return new self(
			self::slugs( $query[ self::CATEGORY ] ?? null ),
			$chosen,
			$types,
			$min,
			$max,
			$rating >= 1 && $rating <= 5 ? $rating : null,
			array_values( array_intersect( self::STOCK_STATUSES, self::slugs( $query[ self::STOCK ] ?? null ) ) ),
			'1' === ( is_scalar( $query[ self::ON_SALE ] ?? null ) ? (string) $query[ self::ON_SALE ] : '' )
		);
	}

	public function is_empty(): bool {
		return array() === $this->to_query();
	}

	/**
	 * Whether the set filters on a group.
	 */
	public function has( string $group ): bool {
		return array() !== $this->only( $group )->to_query();
	}

	/**
	 * The query type of an attribute: 'and' or 'or'.
	 */
	public function query_type( string $attribute ): string {
		return $this->query_types[ $attribute ] ?? 'or';
	}

	/**
	 * The same set without a group, or without one value of a list group (a term, a category,
	 * a stock status).
	 */
	public function without( string $group, ?string $value = null ): self {
		$attributes = $this->attributes;
		$types      = $this->query_types;
		if ( str_starts_with( $group, 'attribute:' ) ) {
			$slug = substr( $group, 10 );
			$left = null === $value ? array() : array_values( array_diff( $attributes[ $slug ] ?? array(), array( $value ) ) );
			if ( array() !== $left ) {
				$attributes[ $slug ] = $left;
			} else {
				unset( $attributes[ $slug ], $types[ $slug ] );
			}
		}
		$price = self::GROUP_PRICE === $group;
		return new self(
			self::GROUP_CATEGORY === $group ? ( null === $value ? array() : array_values( array_diff( $this->categories, array( $value ) ) ) ) : $this->categories,
			$attributes,
			$types,
			$price ? null : $this->min_price,
			$price ? null : $this->max_price,
			self::GROUP_RATING === $group ? null : $this->rating,
			self::GROUP_STOCK === $group ? ( null === $value ? array() : array_values( array_diff( $this->stock, array( $value ) ) ) ) : $this->stock,
			self::GROUP_SALE === $group ? false : $this->on_sale
		);
	}

	/**
	 * The set with one group only.
	 */
	public function only( string $group ): self {
		if ( str_starts_with( $group, 'attribute:' ) ) {
			$slug = substr( $group, 10 );
			return isset( $this->attributes[ $slug ] )
				? new self( array(), array( $slug => $this->attributes[ $slug ] ), array_intersect_key( $this->query_types, array( $slug => true ) ) )
				: new self();
		}
		return match ( $group ) {
			self::GROUP_CATEGORY => new self( $this->categories ),
			self::GROUP_PRICE    => new self( min_price: $this->min_price, max_price: $this->max_price ),
			self::GROUP_RATING   => new self( rating: $this->rating ),
			self::GROUP_STOCK    => new self( stock: $this->stock ),
			self::GROUP_SALE     => new self( on_sale: $this->on_sale ),
			default              => new self(),
		};
	}

	/**
	 * The canonical query parameters, in a fixed order, so that one choice has one address
	 * (one page cache entry).
	 *
	 * @return array<string, string>
	 */
	public function to_query(): array {
		$query = array();
		if ( array() !== $this->categories ) {
			$query[ self::CATEGORY ] = implode( ',', $this->categories );
		}
		$attributes = $this->attributes;
		ksort( $attributes );
		foreach ( $attributes as $slug => $values ) {
			$query[ self::ATTRIBUTE_PREFIX . $slug ] = implode( ',', $values );
			if ( 'and' === $this->query_type( $slug ) ) {
				$query[ self::QUERY_TYPE . $slug ] = 'and';
			}
		}
		if ( null !== $this->min_price ) {
			$query[ self::MIN_PRICE ] = self::number( $this->min_price );
		}
		if ( null !== $this->max_price ) {
			$query[ self::MAX_PRICE ] = self::number( $this->max_price );
		}
		if ( null !== $this->rating ) {
			$query[ self::RATING ] = (string) $this->rating;
		}
		if ( array() !== $this->stock ) {
			$query[ self::STOCK ] = implode( ',', $this->stock );
		}
		if ( $this->on_sale ) {
			$query[ self::ON_SALE ] = '1';
		}
		return $query;
	}

	/**
	 * Whether a parameter name is one of the filters' (any attribute's).
	 */
	public static function is_filter_param( string $name ): bool {
		return in_array( $name, array( self::MIN_PRICE, self::MAX_PRICE, self::RATING, self::STOCK, self::ON_SALE ), true )
			|| str_starts_with( $name, self::ATTRIBUTE_PREFIX )
			|| str_starts_with( $name, self::QUERY_TYPE );
	}

	/**
	 * A list of slugs from a comma-separated string or a form's array, deduplicated, sorted.
	 *
	 * @param mixed $value The parameter.
	 * @return list<string>
	 */
	private static function slugs( mixed $value ): array {
		$parts = array();
		foreach ( is_array( $value ) ? $value : array( $value ) as $item ) {
			if ( is_scalar( $item ) ) {
				$parts = array_merge( $parts, explode( ',', (string) $item ) );
			}
		}
		$slugs = array();
		foreach ( $parts as $part ) {
			$slug = sanitize_title( $part );
			if ( '' !== $slug && strtolower( trim( $part ) ) === $slug ) {
				$slugs[ $slug ] = true;
			}
		}
		$slugs = array_keys( $slugs );
		sort( $slugs, SORT_STRING );
		return array_slice( array_map( 'strval', $slugs ), 0, self::MAX_VALUES );
	}

	/**
	 * @param mixed $value The parameter.
	 */
	private static function price( mixed $value ): ?float {
		if ( ! is_scalar( $value ) || ! is_numeric( trim( (string) $value ) ) ) {
			return null;
		}
		$price = (float) $value;
		return $price >= 0 && $price < 1e12 ? $price : null;
	}

	private static function number( float $value ): string {
		return rtrim( rtrim( number_format( $value, 4, '.', '' ), '0' ), '.' );
	}
}
