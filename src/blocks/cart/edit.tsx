/**
 * vitrine/cart in the block editor: a static preview, since the cart is the shopper's.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { Placeholder } from '@wordpress/components';
import { createElement } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * The editor's view of the block.
 */
export function CartEdit() {
	return createElement(
		'div',
		useBlockProps(),
		createElement( Placeholder, {
			icon: 'cart',
			label: __( 'Cart', 'vitrine' ),
			instructions: __(
				'Shoppers see their cart here: each item with its quantity and a remove link, the subtotal and an Update cart button. Choose this page as the cart page in Vitrine > Settings.',
				'vitrine'
			),
		} )
	);
}
