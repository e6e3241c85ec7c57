<?php
/**
 * Writes one product or variation from a normalised row.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Catalog\Import;

use Vitrine\Catalog\Attributes;
use Vitrine\Catalog\GlobalAttribute;
use Vitrine\Catalog\Model\ProductAttribute;
use Vitrine\Catalog\ProductMeta;
use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Catalog\ProductWriter;
use Vitrine\Catalog\StockLevels;

/**
 * One job: a normalised row (RowNormaliser's shape, with its images already turned into
 * attachment ids) becomes a product or a variation through the catalog's ProductWriter, with
 * its categories (missing ones created, "A > B" as a hierarchy), tags, global attributes and
 * their terms (created when missing). The CSV import uses it and so will the WooCommerce
 * migration. Database writes only: the caller runs it in one transaction.
 */
final class ProductRowWriter {

	public function __construct(
		private readonly ProductWriter $writer,
		private readonly Attributes $attributes,
		private readonly StockLevels $levels,
	) {
	}

	/**
	 * @param array<string, mixed> $row       The normalised row.
	 * @param int                  $id        The post to update, 0 to create one.
	 * @param int                  $parent_id The variation's product (variations only).
	 * @param list<int>            $images    Attachment ids of the row's images, in order.
	 * @return int The product or variation id.
	 * @throws \Vitrine\Catalog\ProductValidationException When the catalog refuses the data.
	 */
	public function write( array $row, int $id, int $parent_id = 0, array $images = array() ): int {
		// The stock history and the stock emails say an import set the quantity, not the user.
		return $this->levels->because( StockLevels::SOURCE_IMPORT, 0, fn (): int => $this->write_row( $row, $id, $parent_id, $images ) );
	}

	/**
	 * @param array<string, mixed> $row       The normalised row.
	 * @param int                  $id        The post to update, 0 to create one.
	 * @param int                  $parent_id The variation's product (variations only).
	 * @param list<int>            $images    Attachment ids of the row's images, in order.
	 * @throws \Vitrine\Catalog\ProductValidationException When the catalog refuses the data.
	 */
	private function write_row( array $row, int $id, int $parent_id, array $images ): int {
		/** @var array<string, mixed> $fields */
		$fields = (array) ( $row['fields'] ?? array() );
		if ( isset( $row['images'] ) ) {
			$fields['image_id'] = $images[0] ?? 0;
			if ( 'product' === $row['kind'] ) {
				$fields['gallery_ids'] = array_slice( $images, 1 );
			}
		}
		if ( 'variation' === $row['kind'] ) {
			$fields['attributes'] = $this->variation_values( (array) ( $row['attributes'] ?? array() ), $parent_id );
			return $this->writer->save_variation( $parent_id, $id, $fields );
		}
		if ( isset( $row['categories'] ) ) {
			$fields['categories'] = array_map( fn ( array $path ): int => $this->category( $path ), (array) $row['categories'] );
		}
		if ( isset( $row['tags'] ) ) {
			$fields['tags'] = array_map( fn ( string $name ): int => $this->term( $name, ProductPostTypes::TAG, 0 ), (array) $row['tags'] );
		}
		if ( isset( $row['attributes'] ) ) {
			$variable             = 'variable' === ( $fields['type'] ?? get_post_meta( $id, ProductMeta::TYPE, true ) );
			$fields['attributes'] = array_map( fn ( array $attribute ): ProductAttribute => $this->attribute( $attribute, $variable ), (array) $row['attributes'] );
		}
		return $this->writer->save_product( $id, $fields );
	}

	/**
	 * A product attribute: a global one's values become terms of its taxonomy (the attribute and
	 * the terms created when missing). On a variable product every attribute is one its
	 * variations are made of, as WooCommerce's importer does.
	 *
	 * @param array{name: string, values: list<string>, visible: bool, global: bool} $attribute The row's attribute.
	 */
	private function attribute( array $attribute, bool $variable ): ProductAttribute {
		if ( ! $attribute['global'] ) {
			return new ProductAttribute( $attribute['name'], '', $attribute['values'], $attribute['visible'], $variable );
		}
		$global  = $this->global( $attribute['name'] );
		$options = array();
		foreach ( $attribute['values'] as $value ) {
			$term      = get_term( $this->term( $value, $global->taxonomy(), 0 ), $global->taxonomy() );
			$options[] = $term instanceof \WP_Term ? $term->slug : sanitize_title( $value );
		}
		return new ProductAttribute( $global->name, $global->taxonomy(), $options, $attribute['visible'], $variable );
	}

	/**
	 * A variation's attribute values as key => value, keyed as its product's attributes are.
	 *
	 * @param list<array{name: string, values: list<string>, visible: bool, global: bool}> $attributes The row's attributes.
	 * @return array<string, string>
	 */
	private function variation_values( array $attributes, int $parent_id ): array {
		$stored = (array) get_post_meta( $parent_id, ProductMeta::ATTRIBUTES, true );
		$values = array();
		foreach ( $attributes as $attribute ) {
			foreach ( $stored as $row ) {
				$parent = ProductAttribute::from_array( (array) $row );
				if ( 0 !== strcasecmp( $parent->name, $attribute['name'] ) ) {
					continue;
				}
				$value = (string) ( $attribute['values'][0] ?? '' );
				if ( '' !== $value && '' !== $parent->taxonomy ) {
					$term  = get_term_by( 'name', $value, $parent->taxonomy );
					$value = $term instanceof \WP_Term ? $term->slug : sanitize_title( $value );
				}
				$values[ $parent->key() ] = $value;
			}
		}
		return $values;
	}

	private function global( string $name ): GlobalAttribute {
		foreach ( $this->attributes->all() as $attribute ) {
			if ( 0 === strcasecmp( $attribute->name, $name ) || sanitize_title( $name ) === $attribute->slug ) {
				return $attribute;
			}
		}
		return $this->attributes->save( substr( sanitize_title( $name ), 0, 21 ), $name );
	}

	/**
	 * A category path's last term, the missing ones created under each other.
	 *
	 * @param list<string> $path Names from the top.
	 */
	private function category( array $path ): int {
		$parent = 0;
		foreach ( $path as $name ) {
			$parent = $this->term( $name, ProductPostTypes::CATEGORY, $parent );
		}
		return $parent;
	}

	/**
	 * A term by name under a parent, created when missing.
	 */
	private function term( string $name, string $taxonomy, int $parent ): int {
		$existing = get_terms(
			array(
				'taxonomy'   => $taxonomy,
				'name'       => $name,
				'parent'     => $parent,
				'hide_empty' => false,
				'number'     => 1,
				'fields'     => 'ids',
			)
		);
		if ( is_array( $existing ) && array() !== $existing ) {
			return (int) $existing[0];
		}
		$term = wp_insert_term( $name, $taxonomy, array( 'parent' => $parent ) );
		if ( is_wp_error( $term ) ) {
			$id = $term->get_error_data( 'term_exists' );
			return is_numeric( $id ) ? (int) $id : 0;
		}
		return (int) $term['term_id'];
	}
}
