<?php
/**
 * How one address field looks for one country.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Address;

/**
 * The per-country part of an address field: whether it is shown and required, its label and
 * placeholder, and its place in the form (priority; lower comes first).
 */
final class LocaleField {

	public function __construct(
		public readonly bool $hidden,
		public readonly bool $required,
		public readonly string $label,
		public readonly string $placeholder,
		public readonly int $priority,
	) {
	}
}
