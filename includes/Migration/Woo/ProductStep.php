<?php
/**
 * WooCommerce's products and their variations.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Migration\Woo;

use Vitrine\Catalog\Import\ProductRowWriter;
use Vitrine\Catalog\Model\Variation;
use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Catalog\ProductValidationException;
use Vitrine\Catalog\ProductValidator;

/**
 * A product (post type product) and its variations (product_variation) are one item: read from
 * their post meta and terms into the rows the CSV import writes (ProductRowWriter: categories as
 * paths of names, tags, global attributes and their terms created when missing), their images
 * being the attachments already in the media library. Simple and variable products; grouped and
 * external ones are skipped, Vitrine having neither.
 */
final class ProductStep implements WooStep {

	private const STATUSES = array( 'publish', 'draft', 'pending', 'private' );

	public function __construct(
		private readonly WooSource $source,
		private readonly WooIds $ids,
		private readonly ProductRowWriter $writer,
		private readonly ProductValidator $validator,
	) {
	}

	public function key(): string {
		return 'products';
	}

	public function count(): int {
		return $this->source->count_posts( 'product' );
	}

	public function ids( int $after, int $limit ): array {
		return $this->source->post_ids( 'product', $after, $limit );
	}

	public function plan( int $id ): Outcome {
		$product = $this->read( $id );
		if ( null === $product ) {
			return Outcome::skipped( '#' . $id, array( __( 'It is no longer in WooCommerce.', 'vitrine' ) ) );
		}
		$problems = $this->problems( $product );
		if ( array() !== $problems ) {
			return Outcome::skipped( $product['name'], $problems );
		}
		$target = $this->ids->post( $id, array( ProductPostTypes::PRODUCT ) );
		return new Outcome( $this->result( $target, $product['hash'] ), $product['name'], array(), $product['parts'], $target );
	}

	public function copy( int $id ): Outcome {
		$plan = $this->plan( $id );
		if ( Outcome::SKIPPED === $plan->result || Outcome::UNCHANGED === $plan->result ) {
			return $plan;
		}
		$product = (array) $this->read( $id );
		$target  = $this->writer->write( $product['row'], $plan->target, 0, $product['images'] );
		$this->ids->remember_post( $target, $id, $product['hash'] );
		foreach ( $product['variations'] as $variation ) {
			$existing = $this->ids->post( $variation['id'], array( ProductPostTypes::VARIATION ) );
			$saved    = $this->writer->write( $variation['row'], $existing, $target, $variation['images'] );
			$this->ids->remember_post( $saved, $variation['id'], '' );
		}
		return new Outcome( $plan->result, $plan->name, array(), $plan->parts, $target );
	}

	private function result( int $target, string $hash ): string {
		if ( 0 === $target ) {
			return Outcome::CREATED;
		}
		return $this->ids->post_hash( $target ) === $hash ? Outcome::UNCHANGED : Outcome::UPDATED;
	}

	/**
	 * What the catalog would refuse, the unsupported types first.
	 *
	 * @param array<string, mixed> $product read()'s answer.
	 * @return list<string>
	 */
	private function problems( array $product ): array {
		if ( ! in_array( $product['type'], array( 'simple', 'variable' ), true ) ) {
			/* translators: %s: a WooCommerce product type (grouped, external). */
			return array( sprintf( __( 'Vitrine has no %s products: only simple and variable products are copied.', 'vitrine' ), $product['type'] ) );
		}
		$problems = array();
		$target   = $this->ids->post( (int) $product['id'], array( ProductPostTypes::PRODUCT ) );
		try {
			$this->validator->validate( $product['row']['fields'], $target );
		} catch ( ProductValidationException $e ) {
			$problems = array_values( $e->errors );
		}
		foreach ( $product['variations'] as $variation ) {
			try {
				$this->validator->validate( $variation['row']['fields'], $this->ids->post( $variation['id'], array( ProductPostTypes::VARIATION ) ), true );
			} catch ( ProductValidationException $e ) {
				foreach ( $e->errors as $message ) {
					/* translators: 1: the variation's WooCommerce id, 2: what is wrong. */
					$problems[] = sprintf( __( 'Variation #%1$d: %2$s', 'vitrine' ), $variation['id'], $message );
				}
			}
		}
		return $problems;
	}

	/**
	 * A product read from WooCommerce: its row for ProductRowWriter, its images, its variations.
	 *
	 * @return array{id: int, name: string, type: string, row: array<string, mixed>, images: list<int>, variations: list<array{id: int, row: array<string, mixed>, images: list<int>}>, parts: list<array{kind: string, reason: string}>, hash: string}|null
	 */
	private function read( int $id ): ?array {
		$post = $this->source->post( $id, 'product' );
		if ( null === $post ) {
			return null;
		}
		$meta  = $this->source->post_meta( $id );
		$types = $this->source->object_terms( $id, 'product_type' );
		$type  = '' !== ( $types[0]['slug'] ?? '' ) ? $types[0]['slug'] : 'simple';
		$parts = array();

		$fields = array(
			'name'              => $post['post_title'],
			'slug'              => $post['post_name'],
			'status'            => in_array( $post['post_status'], self::STATUSES, true ) ? $post['post_status'] : 'draft',
			'description'       => $post['post_content'],
			'short_description' => $post['post_excerpt'],
			'menu_order'        => (int) $post['menu_order'],
			'type'              => $type,
			'virtual'           => 'yes' === ( $meta['_virtual'] ?? 'no' ),
			'downloadable'      => 'yes' === ( $meta['_downloadable'] ?? 'no' ),
			'tax_status'        => (string) ( $meta['_tax_status'] ?? 'taxable' ),
			'tax_class'         => (string) ( $meta['_tax_class'] ?? '' ),
		) + self::stock_and_prices( $meta, 'variable' !== $type );
		foreach ( array( 'weight', 'length', 'width', 'height' ) as $dimension ) {
			$fields[ $dimension ] = (string) ( $meta[ '_' . $dimension ] ?? '' );
		}

		$gallery = array_filter( array_map( 'intval', explode( ',', (string) ( $meta['_product_image_gallery'] ?? '' ) ) ) );
		$images  = $this->images( array_merge( array( (int) ( $meta['_thumbnail_id'] ?? 0 ) ), $gallery ), $parts );

		$attributes = $this->attributes( $id, $meta );
		$row        = array(
			'kind'       => 'product',
			'fields'     => $fields,
			'images'     => $images,
			'categories' => array_map( fn ( array $term ): array => $this->source->term_path( $term['term_id'], 'product_cat' ), $this->source->object_terms( $id, 'product_cat' ) ),
			'tags'       => array_map( static fn ( array $term ): string => $term['name'], $this->source->object_terms( $id, 'product_tag' ) ),
			'attributes' => $attributes,
		);

		$variations = array();
		if ( 'variable' === $type ) {
			foreach ( $this->variation_ids( $id ) as $variation_id ) {
				$variation = $this->variation( $variation_id, $attributes, $parts );
				if ( null !== $variation ) {
					$variations[] = $variation;
				}
			}
		}

		return array(
			'id'         => $id,
			'name'       => $post['post_title'],
			'type'       => $type,
			'row'        => $row,
			'images'     => $images,
			'variations' => $variations,
			'parts'      => $parts,
			'hash'       => WooIds::hash( array( $row, $variations ) ),
		);
	}

	/**
	 * Prices, sale schedule, SKU and stock, as WooCommerce's meta has them.
	 *
	 * @param array<string, string> $meta      The post meta.
	 * @param bool                  $has_price Whether the item has prices of its own (not a variable product).
	 * @return array<string, mixed>
	 */
	private static function stock_and_prices( array $meta, bool $has_price ): array {
		$manage = 'yes' === ( $meta['_manage_stock'] ?? 'no' );
		$stock  = (string) ( $meta['_stock'] ?? '' );
		$fields = array(
			'sku'          => trim( (string) ( $meta['_sku'] ?? '' ) ),
			'manage_stock' => $manage,
			'stock'        => $manage && is_numeric( $stock ) ? (string) (int) round( (float) $stock ) : '',
			'backorders'   => in_array( $meta['_backorders'] ?? 'no', array( 'no', 'notify', 'yes' ), true ) ? (string) ( $meta['_backorders'] ?? 'no' ) : 'no',
			'stock_status' => in_array( $meta['_stock_status'] ?? 'instock', array( 'instock', 'outofstock', 'onbackorder' ), true ) ? (string) ( $meta['_stock_status'] ?? 'instock' ) : 'instock',
		);
		if ( $has_price ) {
			$fields['regular_price'] = (string) ( $meta['_regular_price'] ?? '' );
			$fields['sale_price']    = (string) ( $meta['_sale_price'] ?? '' );
			$fields['sale_from']     = is_numeric( $meta['_sale_price_dates_from'] ?? '' ) ? (int) $meta['_sale_price_dates_from'] : '';
			$fields['sale_to']       = is_numeric( $meta['_sale_price_dates_to'] ?? '' ) ? (int) $meta['_sale_price_dates_to'] : '';
		}
		return $fields;
	}

	/**
	 * The attachments that are in the media library; the others are listed in $parts.
	 *
	 * @param list<int>                                 $ids   Attachment ids, 0s ignored.
	 * @param list<array{kind: string, reason: string}> $parts What was left out.
	 * @return list<int>
	 */
	private function images( array $ids, array &$parts ): array {
		$images = array();
		foreach ( array_unique( array_filter( $ids ) ) as $image ) {
			if ( 'attachment' === get_post_type( $image ) && wp_attachment_is_image( $image ) ) {
				$images[] = $image;
				continue;
			}
			$parts[] = array(
				'kind'   => 'image',
				/* translators: %d: an attachment id. */
				'reason' => sprintf( __( 'Image #%d is not in the media library (any more).', 'vitrine' ), $image ),
			);
		}
		return $images;
	}

	/**
	 * The product's attributes as ProductRowWriter takes them, in WooCommerce's order.
	 *
	 * @param array<string, string> $meta The product's meta.
	 * @return list<array{name: string, values: list<string>, visible: bool, global: bool, key: string, taxonomy: string}>
	 */
	private function attributes( int $id, array $meta ): array {
		$stored = maybe_unserialize( $meta['_product_attributes'] ?? '' );
		if ( ! is_array( $stored ) ) {
			return array();
		}
		uasort( $stored, static fn ( mixed $a, mixed $b ): int => (int) ( is_array( $a ) ? $a['position'] ?? 0 : 0 ) <=> (int) ( is_array( $b ) ? $b['position'] ?? 0 : 0 ) );
		$labels     = $this->source->attribute_labels();
		$attributes = array();
		foreach ( $stored as $key => $attribute ) {
			if ( ! is_array( $attribute ) || '' === (string) ( $attribute['name'] ?? '' ) ) {
				continue;
			}
			$name   = (string) $attribute['name'];
			$global = ! empty( $attribute['is_taxonomy'] );
			if ( $global ) {
				$values = array_map( static fn ( array $term ): string => $term['name'], $this->source->object_terms( $id, $name ) );
				$label  = $labels[ (string) preg_replace( '/^pa_/', '', $name ) ] ?? (string) preg_replace( '/^pa_/', '', $name );
			} else {
				$values = array_values( array_filter( array_map( 'trim', explode( '|', (string) ( $attribute['value'] ?? '' ) ) ), static fn ( string $v ): bool => '' !== $v ) );
				$label  = $name;
			}
			$attributes[] = array(
				'name'     => $label,
				'values'   => $values,
				'visible'  => ! empty( $attribute['is_visible'] ),
				'global'   => $global,
				'key'      => sanitize_title( (string) $key ),
				'taxonomy' => $global ? $name : '',
			);
		}
		return $attributes;
	}

	/**
	 * @return list<int>
	 */
	private function variation_ids( int $product_id ): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- WooCommerce's variations of one product.
		$ids = $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type = 'product_variation' AND post_parent = %d AND post_status IN ('publish', 'private') ORDER BY menu_order, ID", $product_id ) );
		return array_map( 'intval', $ids );
	}

	/**
	 * A variation's row: its prices, stock, image and attribute values (a term's name for a
	 * global attribute, WooCommerce keeping its slug).
	 *
	 * @param list<array{name: string, values: list<string>, visible: bool, global: bool, key: string, taxonomy: string}> $attributes Its product's attributes.
	 * @param list<array{kind: string, reason: string}>                                                                        $parts      What was left out.
	 * @return array{id: int, row: array<string, mixed>, images: list<int>}|null
	 */
	private function variation( int $id, array $attributes, array &$parts ): ?array {
		$post = $this->source->post( $id, 'product_variation' );
		if ( null === $post ) {
			return null;
		}
		$meta   = $this->source->post_meta( $id );
		$fields = array(
			'enabled'    => 'publish' === $post['post_status'],
			'menu_order' => (int) $post['menu_order'],
			'tax_status' => Variation::PARENT,
			'tax_class'  => (string) ( $meta['_tax_class'] ?? 'parent' ),
		) + self::stock_and_prices( $meta, true );
		$values = array();
		foreach ( $attributes as $attribute ) {
			$value = (string) ( $meta[ 'attribute_' . $attribute['key'] ] ?? '' );
			if ( '' !== $value && $attribute['global'] ) {
				$term  = $this->source->term( $value, $attribute['taxonomy'] );
				$value = null === $term ? $value : $term['name'];
			}
			$values[] = array(
				'name'    => $attribute['name'],
				'values'  => array( $value ),
				'visible' => true,
				'global'  => $attribute['global'],
			);
		}
		return array(
			'id'     => $id,
			'row'    => array(
				'kind'       => 'variation',
				'fields'     => $fields,
				'images'     => array(),
				'attributes' => $values,
			),
			'images' => $this->images( array( (int) ( $meta['_thumbnail_id'] ?? 0 ) ), $parts ),
		);
	}
}
