<?php
/**
 * Products an empty cart suggests.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\CartUi;

/**
 * Declared here, implemented by the shop module (its CartSuggestions) with its own product
 * cards, and wired in the composition root: the shop is a higher module than the cart UI.
 */
interface ProductSuggestions {

	/**
	 * A few products to start from, as the shop shows them; '' when there are none. Escaped.
	 *
	 * @param int $count How many.
	 */
	public function render( int $count ): string;
}
