<?php
/**
 * One variation of a variable product.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Catalog\Model;

/**
 * A variation matches a set of attribute values; an empty value matches any.
 */
final class Variation {

	/** A tax status or class that is the parent product's. */
	public const PARENT = 'parent';

	/**
	 * @param int                   $id         The variation's post id.
	 * @param int                   $parent_id  Its product.
	 * @param string                $status     publish (enabled) or private (disabled).
	 * @param array<string, string> $attributes Attribute key to value ('' for any).
	 * @param Prices                $prices     Prices.
	 * @param string                $sku        SKU, '' when none.
	 * @param Stock                 $stock      Stock.
	 * @param int                   $image_id   Image, 0 for the product's.
	 * @param string                $tax_status A Product::TAX_* status, or parent for the product's.
	 * @param string                $tax_class  Tax class slug ('' for standard), or parent for the product's.
	 */
	public function __construct(
		public readonly int $id,
		public readonly int $parent_id,
		public readonly string $status,
		public readonly array $attributes,
		public readonly Prices $prices,
		public readonly string $sku,
		public readonly Stock $stock,
		public readonly int $image_id,
		public readonly string $tax_status = self::PARENT,
		public readonly string $tax_class = self::PARENT,
	) {
	}

	public function is_enabled(): bool {
		return 'publish' === $this->status;
	}

	/**
	 * Whether the chosen values select this variation.
	 *
	 * @param array<string, string> $chosen Attribute key to value.
	 */
	public function matches( array $chosen ): bool {
		foreach ( $this->attributes as $key => $value ) {
			$picked = $chosen[ $key ] ?? '';
			if ( '' === $picked || ( '' !== $value && $value !== $picked ) ) {
				return false;
			}
		}
		return true;
	}
}
