<?php
/**
 * One global attribute.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Catalog;

/**
 * A global attribute: its slug (colour) and name (Colour).
 */
final class GlobalAttribute {

	public const TAXONOMY_PREFIX = 'vitrine_pa_';

	public function __construct(
		public readonly string $slug,
		public readonly string $name,
	) {
	}

	public function taxonomy(): string {
		return self::TAXONOMY_PREFIX . $this->slug;
	}
}
