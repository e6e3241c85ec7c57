<?php
/**
 * Weight and size.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Catalog\Model;

/**
 * Decimal strings in the store's weight and dimension units; null when not set.
 */
final class Dimensions {

	public function __construct(
		public readonly ?string $weight = null,
		public readonly ?string $length = null,
		public readonly ?string $width = null,
		public readonly ?string $height = null,
	) {
	}

	public function has_size(): bool {
		return null !== $this->length || null !== $this->width || null !== $this->height;
	}
}
