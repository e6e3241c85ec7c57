<?php
/**
 * A product's or variation's prices.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Catalog\Model;

/**
 * Regular and sale price as decimal strings ('12.50'), the sale optionally scheduled between two
 * UTC timestamps. Prices stay strings here so that no float ever rounds them; sums are done in
 * minor units (Money).
 */
final class Prices {

	public function __construct(
		public readonly ?string $regular,
		public readonly ?string $sale = null,
		public readonly ?int $sale_from = null,
		public readonly ?int $sale_to = null,
	) {
	}

	/**
	 * Whether the sale price applies at the given time.
	 */
	public function is_on_sale( int $now ): bool {
		if ( null === $this->sale || null === $this->regular ) {
			return false;
		}
		if ( null !== $this->sale_from && $now < $this->sale_from ) {
			return false;
		}
		if ( null !== $this->sale_to && $now > $this->sale_to ) {
			return false;
		}
		return Money::compare( $this->sale, $this->regular ) < 0;
	}

	/**
	 * The price a shopper pays at the given time, or null when there is none (not for sale).
	 */
	public function active( int $now ): ?string {
		return $this->is_on_sale( $now ) ? $this->sale : $this->regular;
	}
}
