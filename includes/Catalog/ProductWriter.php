<?php
/**
 * Creates and updates products and variations.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Catalog;

use Vitrine\Core\Input;
use Vitrine\Catalog\Model\ProductAttribute;
use Vitrine\Catalog\Model\Stock;
use Vitrine\Catalog\Model\Variation;

/**
 * Validates every field first and writes only when all are right, then brings the lookup table
 * up to date. Fields (all optional on update):
 *
 * name, status, description, short_description, type (simple|variable), regular_price,
 * sale_price, sale_from, sale_to (UTC timestamps), sku, manage_stock (bool), stock (int),
 * backorders (no|notify|yes), low_stock (int >= 0, '' for the shop's threshold), stock_status, weight, length, width, height, image_id,
 * gallery_ids (list of attachment ids), virtual, downloadable (bool), downloads (list of
 * {name, file}), attributes (list of ProductAttribute arrays), categories, tags (term ids),
 * menu_order, tax_status (taxable|shipping|none), tax_class (a tax class slug, '' for standard);
 * for variations also attributes as key => value, and parent as tax_status or tax_class for
 * "same as the product".
 */
final class ProductWriter {

	private const SCALAR_META = array(
		'regular_price' => ProductMeta::REGULAR_PRICE,
		'sale_price'    => ProductMeta::SALE_PRICE,
		'sale_from'     => ProductMeta::SALE_FROM,
		'sale_to'       => ProductMeta::SALE_TO,
		'sku'           => ProductMeta::SKU,
		'stock'         => ProductMeta::STOCK,
		'backorders'    => ProductMeta::BACKORDERS,
		'low_stock'     => ProductMeta::LOW_STOCK,
		'stock_status'  => ProductMeta::STOCK_STATUS,
		'weight'        => ProductMeta::WEIGHT,
		'length'        => ProductMeta::LENGTH,
		'width'         => ProductMeta::WIDTH,
		'height'        => ProductMeta::HEIGHT,
		'type'          => ProductMeta::TYPE,
	);

	private const FLAG_META = array(
		'manage_stock' => ProductMeta::MANAGE_STOCK,
		'virtual'      => ProductMeta::VIRTUAL,
		'downloadable' => ProductMeta::DOWNLOADABLE,
	);

	public function __construct(
		private readonly ProductValidator $validator,
		private readonly LookupTable $lookup,
		private readonly StockLevels $levels,
	) {
	}

	/**
	 * Creates (id 0) or updates a product.
	 *
	 * @param int                  $id     Product id, 0 for a new one.
	 * @param array<string, mixed> $fields Fields, see the class comment.
	 * @return int The product id.
	 * @throws ProductValidationException When a field is wrong; nothing was written.
	 */
	public function save_product( int $id, array $fields ): int {
		$this->validator->validate( $fields, $id );

		$post = array(
			'ID'        => $id,
			'post_type' => ProductPostTypes::PRODUCT,
		);
		foreach ( array(
			'name'              => 'post_title',
			'status'            => 'post_status',
			'description'       => 'post_content',
			'short_description' => 'post_excerpt',
			'menu_order'        => 'menu_order',
			'slug'              => 'post_name',
		) as $field => $column ) {
			if ( array_key_exists( $field, $fields ) ) {
				$post[ $column ] = $fields[ $field ];
			}
		}
		if ( 0 === $id ) {
			$post += array(
				'post_status'    => 'publish',
				'comment_status' => 'open',
			);
		}
		$id = 0 === $id ? wp_insert_post( wp_slash( $post ), true ) : wp_update_post( wp_slash( $post ), true );
		if ( is_wp_error( $id ) ) {
			throw new ProductValidationException( array( 'name' => $id->get_error_message() ) );
		}
		$id = (int) $id;

		$this->write_meta( $id, $fields );
		$this->write_tax( $id, $fields, false );
		if ( array_key_exists( 'image_id', $fields ) ) {
			$fields['image_id'] ? set_post_thumbnail( $id, (int) $fields['image_id'] ) : delete_post_thumbnail( $id );
		}
		if ( array_key_exists( 'gallery_ids', $fields ) ) {
			update_post_meta( $id, ProductMeta::GALLERY, array_values( array_map( 'intval', (array) $fields['gallery_ids'] ) ) );
		}
		if ( array_key_exists( 'downloads', $fields ) ) {
			update_post_meta( $id, ProductMeta::DOWNLOADS, array_values( (array) $fields['downloads'] ) );
		}
		if ( array_key_exists( 'attributes', $fields ) ) {
			$this->write_attributes( $id, (array) $fields['attributes'] );
		}
		if ( array_key_exists( 'categories', $fields ) ) {
			wp_set_object_terms( $id, array_map( 'intval', (array) $fields['categories'] ), ProductPostTypes::CATEGORY );
		}
		if ( array_key_exists( 'tags', $fields ) ) {
			wp_set_object_terms( $id, array_map( 'intval', (array) $fields['tags'] ), ProductPostTypes::TAG );
		}
		$this->lookup->sync( $id );
		return $id;
	}

	/**
	 * Creates (id 0) or updates a variation of a variable product.
	 *
	 * @param int                  $product_id   The variable product.
	 * @param int                  $variation_id Variation id, 0 for a new one.
	 * @param array<string, mixed> $fields       Price, stock and SKU fields, image_id, enabled
	 *                                           (bool) and attributes (key => value, '' for any).
	 * @return int The variation id.
	 * @throws ProductValidationException When a field is wrong; nothing was written.
	 */
	public function save_variation( int $product_id, int $variation_id, array $fields ): int {
		$this->validator->validate( $fields, $variation_id, true );

		$post = array(
			'ID'          => $variation_id,
			'post_type'   => ProductPostTypes::VARIATION,
			'post_parent' => $product_id,
			'post_title'  => get_the_title( $product_id ),
		);
		if ( array_key_exists( 'enabled', $fields ) || 0 === $variation_id ) {
			$post['post_status'] = ( $fields['enabled'] ?? true ) ? 'publish' : 'private';
		}
		if ( array_key_exists( 'menu_order', $fields ) ) {
			$post['menu_order'] = (int) $fields['menu_order'];
		}
		/** @var array{ID: int, post_type: string, post_parent: int, post_title: string, post_status?: string, menu_order?: int} $slashed */
		$slashed = wp_slash( $post );
		$id      = 0 === $variation_id ? wp_insert_post( $slashed, true ) : wp_update_post( $slashed, true );
		if ( is_wp_error( $id ) ) {
			throw new ProductValidationException( array( 'variation' => $id->get_error_message() ) );
		}
		$id = (int) $id;

		$this->write_meta( $id, $fields );
		$this->write_tax( $id, $fields, true );
		if ( array_key_exists( 'image_id', $fields ) ) {
			$fields['image_id'] ? set_post_thumbnail( $id, (int) $fields['image_id'] ) : delete_post_thumbnail( $id );
		}
		foreach ( (array) ( $fields['attributes'] ?? array() ) as $key => $value ) {
			update_post_meta( $id, ProductMeta::ATTRIBUTE_PREFIX . sanitize_key( (string) $key ), sanitize_title( (string) $value ) );
		}
		$this->lookup->sync( $id );
		return $id;
	}

	/**
	 * @param array<string, mixed> $fields Fields.
	 */
	private function write_meta( int $id, array $fields ): void {
		$stock_before = self::managed_stock( $id );
		foreach ( self::SCALAR_META as $field => $key ) {
			if ( ! array_key_exists( $field, $fields ) ) {
				continue;
			}
			$value = trim( Input::raw( $fields[ $field ] ) );
			'' === $value ? delete_post_meta( $id, $key ) : update_post_meta( $id, $key, sanitize_text_field( $value ) );
		}
		foreach ( self::FLAG_META as $field => $key ) {
			if ( array_key_exists( $field, $fields ) ) {
				update_post_meta( $id, $key, $fields[ $field ] ? 'yes' : 'no' );
			}
		}
		if ( ! metadata_exists( 'post', $id, ProductMeta::STOCK_STATUS ) ) {
			update_post_meta( $id, ProductMeta::STOCK_STATUS, Stock::IN_STOCK );
		}
		$stock_after = self::managed_stock( $id );
		if ( null !== $stock_after && ( $stock_before ?? 0 ) !== $stock_after ) {
			StockLevels::announce( $id, $stock_before ?? 0, $stock_after, $this->levels->set_reason() );
		}
	}

	/**
	 * The quantity of a product or variation that manages its stock; null when it does not.
	 */
	private static function managed_stock( int $id ): ?int {
		if ( 'yes' !== get_post_meta( $id, ProductMeta::MANAGE_STOCK, true ) ) {
			return null;
		}
		return (int) get_post_meta( $id, ProductMeta::STOCK, true );
	}

	/**
	 * Stores the tax status and class. A product without them is taxable in the standard class;
	 * a variation without them follows its product, so "parent" is stored as no meta at all,
	 * while a variation's standard class is stored as ''.
	 *
	 * @param int                  $id        Product or variation id.
	 * @param array<string, mixed> $fields    Fields, validated.
	 * @param bool                 $variation Whether $id is a variation.
	 */
	private function write_tax( int $id, array $fields, bool $variation ): void {
		if ( array_key_exists( 'tax_status', $fields ) ) {
			$status = Input::raw( $fields['tax_status'] );
			Variation::PARENT === $status ? delete_post_meta( $id, ProductMeta::TAX_STATUS ) : update_post_meta( $id, ProductMeta::TAX_STATUS, $status );
		}
		if ( array_key_exists( 'tax_class', $fields ) ) {
			$class = Input::raw( $fields['tax_class'] );
			if ( Variation::PARENT === $class || ( ! $variation && '' === $class ) ) {
				delete_post_meta( $id, ProductMeta::TAX_CLASS );
			} else {
				update_post_meta( $id, ProductMeta::TAX_CLASS, $class );
			}
		}
	}

	/**
	 * Stores the attributes and, for global ones, their terms on the product (so that
	 * attribute archives and filters find it).
	 *
	 * @param int                                $id   Product id.
	 * @param list<array<string, mixed>|ProductAttribute> $rows Attributes.
	 */
	private function write_attributes( int $id, array $rows ): void {
		$attributes = array();
		foreach ( $rows as $row ) {
			$attribute    = $row instanceof ProductAttribute ? $row : ProductAttribute::from_array( (array) $row );
			$attributes[] = $attribute->to_array();
			if ( '' !== $attribute->taxonomy && taxonomy_exists( $attribute->taxonomy ) ) {
				wp_set_object_terms( $id, $attribute->options, $attribute->taxonomy );
			}
		}
		update_post_meta( $id, ProductMeta::ATTRIBUTES, $attributes );
	}
}
