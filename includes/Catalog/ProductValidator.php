<?php
/**
 * The rules product data must follow before anything is saved.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Catalog;

use Vitrine\Core\Input;
use Vitrine\Catalog\Model\Money;
use Vitrine\Catalog\Model\Product;
use Vitrine\Catalog\Model\Stock;
use Vitrine\Catalog\Model\Variation;

/**
 * Checks prices, sale schedule, SKU uniqueness, stock, dimensions and the tax status and class.
 * Used by the editing screens, the REST API and imports alike, so the same data is refused
 * everywhere.
 */
final class ProductValidator {

	/**
	 * @param LookupTable  $lookup      The lookup table (SKU owners).
	 * @param TaxClassList $tax_classes The store's tax classes.
	 */
	public function __construct(
		private readonly LookupTable $lookup,
		private readonly TaxClassList $tax_classes,
	) {
	}

	/**
	 * @param array<string, mixed> $fields    The fields to save (see ProductWriter).
	 * @param int                  $id        The product or variation being saved, 0 for a new one.
	 * @param bool                 $variation Whether the fields are a variation's (which may take
	 *                                        its tax status and class from its product).
	 * @throws ProductValidationException With every problem found.
	 */
	public function validate( array $fields, int $id, bool $variation = false ): void {
		$errors = array();

		foreach ( array( 'regular_price', 'sale_price' ) as $key ) {
			if ( isset( $fields[ $key ] ) && '' !== $fields[ $key ] && ! Money::is_valid( Input::raw( $fields[ $key ] ) ) ) {
				$errors[ $key ] = __( 'Enter a price as a number such as 12.50, with no currency sign.', 'vitrine' );
			}
		}
		$regular = (string) ( $fields['regular_price'] ?? '' );
		$sale    = (string) ( $fields['sale_price'] ?? '' );
		if ( '' !== $sale && ! isset( $errors['sale_price'] ) ) {
			if ( '' === $regular ) {
				$errors['sale_price'] = __( 'A sale price needs a regular price.', 'vitrine' );
			} elseif ( ! isset( $errors['regular_price'] ) && Money::compare( $sale, $regular ) >= 0 ) {
				$errors['sale_price'] = __( 'The sale price must be lower than the regular price.', 'vitrine' );
			}
		}
		// '' clears a date (ProductWriter deletes it): no schedule to compare then.
		$from = $fields['sale_from'] ?? '';
		$to   = $fields['sale_to'] ?? '';
		if ( '' !== $from && '' !== $to && (int) $from > (int) $to ) {
			$errors['sale_to'] = __( 'The sale must end after it starts.', 'vitrine' );
		}

		$sku = trim( (string) ( $fields['sku'] ?? '' ) );
		if ( strlen( $sku ) > 100 ) {
			$errors['sku'] = __( 'A SKU has at most 100 characters.', 'vitrine' );
		} elseif ( '' !== $sku ) {
			$owner = $this->lookup->sku_owner( $sku, $id );
			if ( null !== $owner ) {
				/* translators: 1: the SKU, 2: the name of the product that has it. */
				$errors['sku'] = sprintf( __( 'The SKU %1$s is already used by %2$s.', 'vitrine' ), $sku, get_the_title( $owner ) );
			}
		}

		if ( isset( $fields['stock'] ) && '' !== $fields['stock'] ) {
			if ( 1 !== preg_match( '/^-?\d+$/', trim( Input::raw( $fields['stock'] ) ) ) ) {
				$errors['stock'] = __( 'Stock must be a whole number.', 'vitrine' );
			} elseif ( (int) $fields['stock'] < 0 ) {
				$errors['stock'] = __( 'Stock cannot be negative.', 'vitrine' );
			}
		}
		if ( isset( $fields['low_stock'] ) && '' !== $fields['low_stock'] && 1 !== preg_match( '/^\d{1,9}$/', trim( Input::raw( $fields['low_stock'] ) ) ) ) {
			$errors['low_stock'] = $variation
				? __( 'The low stock threshold must be a whole number, 0 or more; leave it empty to use the product’s.', 'vitrine' )
				: __( 'The low stock threshold must be a whole number, 0 or more; leave it empty to use the shop’s.', 'vitrine' );
		}
		if ( isset( $fields['backorders'] ) && ! in_array( $fields['backorders'], array( Stock::BACKORDERS_NO, Stock::BACKORDERS_NOTIFY, Stock::BACKORDERS_YES ), true ) ) {
			$errors['backorders'] = __( 'Choose whether backorders are allowed.', 'vitrine' );
		}
		if ( isset( $fields['stock_status'] ) && ! in_array( $fields['stock_status'], array( Stock::IN_STOCK, Stock::OUT_OF_STOCK, Stock::ON_BACKORDER ), true ) ) {
			$errors['stock_status'] = __( 'Choose a stock status.', 'vitrine' );
		}
		foreach ( array( 'weight', 'length', 'width', 'height' ) as $key ) {
			if ( isset( $fields[ $key ] ) && '' !== $fields[ $key ] && ! Money::is_valid( Input::raw( $fields[ $key ] ) ) ) {
				$errors[ $key ] = __( 'Enter a positive number such as 1.5.', 'vitrine' );
			}
		}
		if ( isset( $fields['type'] ) && ! in_array( $fields['type'], array( 'simple', 'variable' ), true ) ) {
			$errors['type'] = __( 'Choose a product type.', 'vitrine' );
		}

		$statuses = $variation ? array_merge( Product::TAX_STATUSES, array( Variation::PARENT ) ) : Product::TAX_STATUSES;
		if ( array_key_exists( 'tax_status', $fields ) && ! in_array( $fields['tax_status'], $statuses, true ) ) {
			$errors['tax_status'] = __( 'Choose a tax status: taxable, shipping only or none.', 'vitrine' );
		}
		if ( array_key_exists( 'tax_class', $fields ) ) {
			$class = $fields['tax_class'];
			if ( ! is_string( $class ) || ! ( $this->tax_classes->exists( $class ) || ( $variation && Variation::PARENT === $class ) ) ) {
				$errors['tax_class'] = __( 'This tax class does not exist. Choose one of the store’s tax classes.', 'vitrine' );
			}
		}

		if ( array() !== $errors ) {
			throw new ProductValidationException( $errors );
		}
	}
}
