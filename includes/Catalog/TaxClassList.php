<?php
/**
 * The tax classes a product may be in.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Catalog;

/**
 * The catalog sits below taxes (the tax module reads products), so the catalog names what its
 * product forms and validator need of the tax classes here and Tax\TaxClasses implements it:
 * Catalog never imports Tax.
 */
interface TaxClassList {

	/**
	 * Every class, standard first: slug => name.
	 *
	 * @return array<string, string>
	 */
	public function all(): array;

	public function exists( string $slug ): bool;
}
