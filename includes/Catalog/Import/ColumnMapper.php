<?php
/**
 * Guesses which field each column of a file is.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Catalog\Import;

/**
 * Matches headers to fields without regard to case, spaces or a unit in brackets ("Weight (kg)"):
 * WooCommerce's export names (which are ours), the field keys themselves and a few common
 * synonyms. A column matched by nothing, or whose field an earlier column took, stays unmapped ('').
 */
final class ColumnMapper {

	private const SYNONYMS = array(
		'product id'            => 'id',
		'post id'               => 'id',
		'product type'          => 'type',
		'title'                 => 'name',
		'product name'          => 'name',
		'status'                => 'published',
		'price'                 => 'regular_price',
		'stock quantity'        => 'stock',
		'quantity'              => 'stock',
		'category'              => 'categories',
		'tag'                   => 'tags',
		'image'                 => 'images',
		'image url'             => 'images',
		'parent sku'            => 'parent',
		'menu order'            => 'position',
		'sale price dates from' => 'sale_from',
		'sale price dates to'   => 'sale_to',
	);

	/**
	 * @param list<string> $header The file's header.
	 * @return list<string> The field of each column, '' when unmapped.
	 */
	public function guess( array $header ): array {
		$known = array();
		foreach ( CsvColumns::COLUMNS as $field => $name ) {
			$known[ self::normalise( $name ) ]  = $field;
			$known[ self::normalise( $field ) ] = $field;
		}
		foreach ( self::SYNONYMS as $name => $field ) {
			$known[ $name ] = $field;
		}
		$mapping = array();
		$taken   = array();
		foreach ( $header as $column ) {
			$name  = self::normalise( $column );
			$field = $known[ $name ] ?? '';
			if ( 1 === preg_match( '/^attribute (\d{1,2}) (name|value\(s\)|values?|visible|global)$/', $name, $m ) && (int) $m[1] > 0 ) {
				$part  = str_starts_with( $m[2], 'value' ) ? 'value' : $m[2];
				$field = 'attribute:' . (int) $m[1] . ':' . $part;
			}
			if ( '' !== $field && isset( $taken[ $field ] ) ) {
				$field = '';
			}
			if ( '' !== $field ) {
				$taken[ $field ] = true;
			}
			$mapping[] = $field;
		}
		return $mapping;
	}

	/**
	 * Whether a field key is one a column may be mapped to.
	 */
	public static function is_field( string $field ): bool {
		return '' === $field || isset( CsvColumns::COLUMNS[ $field ] ) || 1 === preg_match( '/^attribute:([1-9]\d?):(name|value|visible|global)$/', $field );
	}

	private static function normalise( string $header ): string {
		$header = strtolower( trim( str_replace( CsvCell::BOM, '', $header ) ) );
		$header = (string) preg_replace( '/\s*\([a-z]{1,4}\)$/', '', $header ); // Weight (kg), Length (cm).
		$header = str_replace( '_', ' ', $header );
		return trim( (string) preg_replace( '/\s+/', ' ', $header ) );
	}
}
