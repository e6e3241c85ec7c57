<?php
/**
 * The columns of the product CSV, import and export alike.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Catalog\Import;

/**
 * WooCommerce's export column names, so that a WooCommerce export imports as it is and our export
 * opens in tools made for WooCommerce's. Each column has a field key (what the import maps it
 * to); attribute columns repeat per attribute: attribute:N:name, attribute:N:value,
 * attribute:N:visible, attribute:N:global (N from 1).
 */
final class CsvColumns {

	/** Field key to the column's header. */
	public const COLUMNS = array(
		'id'                => 'ID',
		'type'              => 'Type',
		'sku'               => 'SKU',
		'name'              => 'Name',
		'published'         => 'Published',
		'short_description' => 'Short description',
		'description'       => 'Description',
		'sale_from'         => 'Date sale price starts',
		'sale_to'           => 'Date sale price ends',
		'tax_status'        => 'Tax status',
		'tax_class'         => 'Tax class',
		'in_stock'          => 'In stock?',
		'stock'             => 'Stock',
		'backorders'        => 'Backorders allowed?',
		'weight'            => 'Weight',
		'length'            => 'Length',
		'width'             => 'Width',
		'height'            => 'Height',
		'sale_price'        => 'Sale price',
		'regular_price'     => 'Regular price',
		'categories'        => 'Categories',
		'tags'              => 'Tags',
		'images'            => 'Images',
		'parent'            => 'Parent',
		'position'          => 'Position',
	);

	/** The parts of one attribute's columns: field suffix to header suffix. */
	public const ATTRIBUTE_PARTS = array(
		'name'    => 'name',
		'value'   => 'value(s)',
		'visible' => 'visible',
		'global'  => 'global',
	);

	/**
	 * The header of the export: the columns, then $attributes groups of attribute columns.
	 *
	 * @return array<string, string> Field key to header.
	 */
	public static function header( int $attributes ): array {
		$header = self::COLUMNS;
		for ( $n = 1; $n <= $attributes; $n++ ) {
			foreach ( self::ATTRIBUTE_PARTS as $part => $suffix ) {
				$header[ 'attribute:' . $n . ':' . $part ] = 'Attribute ' . $n . ' ' . $suffix;
			}
		}
		return $header;
	}

	/**
	 * Every field a column may be mapped to, with its label, for the mapping screen.
	 *
	 * @param int $attributes How many attribute groups to offer.
	 * @return array<string, string> Field key to label.
	 */
	public static function fields( int $attributes ): array {
		$labels = array(
			'id'                => __( 'ID', 'vitrine' ),
			'type'              => __( 'Type', 'vitrine' ),
			'sku'               => __( 'SKU', 'vitrine' ),
			'name'              => __( 'Name', 'vitrine' ),
			'published'         => __( 'Published', 'vitrine' ),
			'short_description' => __( 'Short description', 'vitrine' ),
			'description'       => __( 'Description', 'vitrine' ),
			'sale_from'         => __( 'Date sale price starts', 'vitrine' ),
			'sale_to'           => __( 'Date sale price ends', 'vitrine' ),
			'tax_status'        => __( 'Tax status', 'vitrine' ),
			'tax_class'         => __( 'Tax class', 'vitrine' ),
			'in_stock'          => __( 'In stock?', 'vitrine' ),
			'stock'             => __( 'Stock', 'vitrine' ),
			'backorders'        => __( 'Backorders allowed?', 'vitrine' ),
			'weight'            => __( 'Weight', 'vitrine' ),
			'length'            => __( 'Length', 'vitrine' ),
			'width'             => __( 'Width', 'vitrine' ),
			'height'            => __( 'Height', 'vitrine' ),
			'sale_price'        => __( 'Sale price', 'vitrine' ),
			'regular_price'     => __( 'Regular price', 'vitrine' ),
			'categories'        => __( 'Categories', 'vitrine' ),
			'tags'              => __( 'Tags', 'vitrine' ),
			'images'            => __( 'Images', 'vitrine' ),
			'parent'            => __( 'Parent', 'vitrine' ),
			'position'          => __( 'Position', 'vitrine' ),
		);
		for ( $n = 1; $n <= $attributes; $n++ ) {
			/* translators: %d: the attribute's number. */
			$labels[ 'attribute:' . $n . ':name' ] = sprintf( __( 'Attribute %d name', 'vitrine' ), $n );
			/* translators: %d: the attribute's number. */
			$labels[ 'attribute:' . $n . ':value' ] = sprintf( __( 'Attribute %d value(s)', 'vitrine' ), $n );
			/* translators: %d: the attribute's number. */
			$labels[ 'attribute:' . $n . ':visible' ] = sprintf( __( 'Attribute %d visible', 'vitrine' ), $n );
			/* translators: %d: the attribute's number. */
			$labels[ 'attribute:' . $n . ':global' ] = sprintf( __( 'Attribute %d global', 'vitrine' ), $n );
		}
		return $labels;
	}

	/**
	 * A list cell (categories, tags, images, attribute values) split on commas; "\," is a comma
	 * within a value, as in WooCommerce's files.
	 *
	 * @return list<string>
	 */
	public static function split_list( string $cell ): array {
		$parts = preg_split( '/(?<!\\\\),/', $cell );
		$list  = array();
		foreach ( false === $parts ? array() : $parts as $part ) {
			$part = trim( str_replace( '\\,', ',', $part ) );
			if ( '' !== $part ) {
				$list[] = $part;
			}
		}
		return $list;
	}

	/**
	 * Values joined into one list cell, commas within a value escaped.
	 *
	 * @param list<string> $values Values.
	 */
	public static function join_list( array $values ): string {
		return implode( ', ', array_map( static fn ( string $value ): string => str_replace( ',', '\\,', $value ), $values ) );
	}
}
