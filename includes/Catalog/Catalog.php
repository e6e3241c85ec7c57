<?php
/**
 * The catalog's services, built once.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Catalog;

/**
 * What other modules (cart, checkout, listings) use of the catalog: reading and writing
 * products, prices and the lookup table.
 */
final class Catalog {

	/**
	 * Built in includes/Services.php, the composition root.
	 */
	public function __construct(
		public readonly Attributes $attributes,
		public readonly ProductPostTypes $post_types,
		public readonly ProductRepository $products,
		public readonly LookupTable $lookup,
		public readonly LookupSync $lookup_sync,
		public readonly ProductWriter $writer,
		public readonly PriceFormatter $prices,
	) {
	}
}
