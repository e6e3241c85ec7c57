<?php
/**
 * A product as the shop sees it.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Catalog\Model;

/**
 * Read-only: built by ProductRepository from the post and its meta; changed through ProductWriter.
 */
final class Product {

	public const TYPE_SIMPLE   = 'simple';
	public const TYPE_VARIABLE = 'variable';

	/** Tax statuses: the product and its shipping are taxed; only its shipping; neither. */
	public const TAX_TAXABLE  = 'taxable';
	public const TAX_SHIPPING = 'shipping';
	public const TAX_NONE     = 'none';
	public const TAX_STATUSES = array( self::TAX_TAXABLE, self::TAX_SHIPPING, self::TAX_NONE );

	/**
	 * @param int                    $id                The post id.
	 * @param string                 $type              simple or variable.
	 * @param string                 $name              Title.
	 * @param string                 $slug              Post name.
	 * @param string                 $status            Post status.
	 * @param Prices                 $prices            Prices (a variable product's come from its variations).
	 * @param string                 $sku               Stock keeping unit, '' when none.
	 * @param Stock                  $stock             Stock.
	 * @param Dimensions             $dimensions        Weight and size.
	 * @param int                    $image_id          Featured image, 0 when none.
	 * @param list<int>              $gallery_ids       Further images.
	 * @param bool                   $virtual           Not shipped.
	 * @param bool                   $downloadable      Has files to download.
	 * @param list<array{name: string, file: string}> $downloads Files.
	 * @param list<ProductAttribute> $attributes        Attributes.
	 * @param int                    $total_sales       Units sold.
	 * @param string                 $tax_status        taxable, shipping (only its shipping) or none.
	 * @param string                 $tax_class         Tax class slug, '' for standard.
	 */
	public function __construct(
		public readonly int $id,
		public readonly string $type,
		public readonly string $name,
		public readonly string $slug,
		public readonly string $status,
		public readonly Prices $prices,
		public readonly string $sku,
		public readonly Stock $stock,
		public readonly Dimensions $dimensions,
		public readonly int $image_id,
		public readonly array $gallery_ids,
		public readonly bool $virtual,
		public readonly bool $downloadable,
		public readonly array $downloads,
		public readonly array $attributes,
		public readonly int $total_sales,
		public readonly string $tax_status = self::TAX_TAXABLE,
		public readonly string $tax_class = '',
	) {
	}

	public function is_variable(): bool {
		return self::TYPE_VARIABLE === $this->type;
	}

	/**
	 * The attributes shoppers choose from, keyed by attribute key.
	 *
	 * @return array<string, ProductAttribute>
	 */
	public function variation_attributes(): array {
		$list = array();
		foreach ( $this->attributes as $attribute ) {
			if ( $attribute->variation ) {
				$list[ $attribute->key() ] = $attribute;
			}
		}
		return $list;
	}

	/**
	 * Every image, featured first.
	 *
	 * @return list<int>
	 */
	public function image_ids(): array {
		$ids = 0 !== $this->image_id ? array( $this->image_id ) : array();
		return array_values( array_unique( array_merge( $ids, $this->gallery_ids ) ) );
	}

	public function permalink(): string {
		return (string) get_permalink( $this->id );
	}
}
