/**
 * Quantity inputs whose value is below their min (a product page asking for at least 2, say) are
 * raised to the min on load; the cart's own quantity column is left alone, where 0 removes an item.
 */

const QUANTITY_INPUTS =
	'input.vitrine-qty, .vitrine-quantity input[type="number"]';
const CART_QUANTITY_COLUMN = '.vitrine-cart__quantity';

/**
 * @param root Where to look.
 */
export function raiseQuantitiesToMin( root: ParentNode = document ): void {
	root.querySelectorAll< HTMLInputElement >( QUANTITY_INPUTS ).forEach(
		( input ) => {
			if ( input.closest( CART_QUANTITY_COLUMN ) ) {
				return;
			}
			const min = parseFloat( input.min );
			const value = parseFloat( input.value );
			if ( min >= 0 && value < min ) {
				input.value = String( min );
			}
		}
	);
}
