<?php
/**
 * Stock of a product or variation.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Catalog\Model;

/**
 * Either managed (a quantity, with or without backorders) or a plain status set by the merchant.
 */
final class Stock {

	public const IN_STOCK     = 'instock';
	public const OUT_OF_STOCK = 'outofstock';
	public const ON_BACKORDER = 'onbackorder';

	public const BACKORDERS_NO     = 'no';
	public const BACKORDERS_NOTIFY = 'notify';
	public const BACKORDERS_YES    = 'yes';

	public function __construct(
		public readonly bool $managed,
		public readonly ?int $quantity = null,
		public readonly string $backorders = self::BACKORDERS_NO,
		public readonly string $status = self::IN_STOCK,
	) {
	}

	/**
	 * The status shoppers see: derived from the quantity when stock is managed.
	 */
	public function status(): string {
		if ( ! $this->managed ) {
			return $this->status;
		}
		if ( (int) $this->quantity > 0 ) {
			return self::IN_STOCK;
		}
		return self::BACKORDERS_NO === $this->backorders ? self::OUT_OF_STOCK : self::ON_BACKORDER;
	}

	/**
	 * Whether this many can be sold now.
	 */
	public function can_supply( int $quantity ): bool {
		if ( $quantity < 1 ) {
			return false;
		}
		if ( ! $this->managed ) {
			return self::OUT_OF_STOCK !== $this->status;
		}
		return self::BACKORDERS_NO !== $this->backorders || $quantity <= (int) $this->quantity;
	}

	/**
	 * The most that can be bought at once, or null for no limit.
	 */
	public function max_purchase(): ?int {
		if ( ! $this->managed || self::BACKORDERS_NO !== $this->backorders ) {
			return null;
		}
		return max( 0, (int) $this->quantity );
	}
}
