<?php
/**
 * How a product is taxed.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Tax;

use Vitrine\Catalog\Model\Product;
use Vitrine\Catalog\Model\Variation;

/**
 * Resolves a product's (or a variation's) tax status and class for the totals: a variation that
 * says "parent" takes its product's, and a class that no longer exists counts as standard (as in
 * WooCommerce), so a cart never looks up the rates of a removed class.
 */
final class ProductTax {

	public function __construct( private readonly TaxClasses $classes ) {
	}

	/**
	 * taxable, shipping (only the shipping is taxed) or none.
	 */
	public function status( Product $product, ?Variation $variation = null ): string {
		$status = null !== $variation && Variation::PARENT !== $variation->tax_status ? $variation->tax_status : $product->tax_status;
		return in_array( $status, Product::TAX_STATUSES, true ) ? $status : Product::TAX_TAXABLE;
	}

	/**
	 * The tax class slug, '' for standard.
	 */
	public function tax_class( Product $product, ?Variation $variation = null ): string {
		$class = null !== $variation && Variation::PARENT !== $variation->tax_class ? $variation->tax_class : $product->tax_class;
		return $this->classes->exists( $class ) ? $class : TaxClasses::STANDARD;
	}

	/**
	 * Whether the item's own price is taxed.
	 */
	public function taxes_item( Product $product, ?Variation $variation = null ): bool {
		return Product::TAX_TAXABLE === $this->status( $product, $variation );
	}

	/**
	 * Whether the item's class counts when shipping follows the items' classes (taxable and
	 * "shipping only" items do; see TaxCalculator::shipping_tax_class()).
	 */
	public function taxes_shipping( Product $product, ?Variation $variation = null ): bool {
		return Product::TAX_NONE !== $this->status( $product, $variation );
	}
}
