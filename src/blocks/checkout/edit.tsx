/**
 * vitrine/checkout in the block editor: a static preview, since the checkout is the shopper's.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { Placeholder } from '@wordpress/components';
import { createElement } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * The editor's view of the block.
 */
export function CheckoutEdit() {
	return createElement(
		'div',
		useBlockProps(),
		createElement( Placeholder, {
			icon: 'money-alt',
			label: __( 'Checkout', 'vitrine' ),
			instructions: __(
				'Shoppers check out here: addresses, the order review, coupons and payment methods. The order-received and pay-for-order pages are shown here too. Choose this page as the checkout page in Vitrine > Settings.',
				'vitrine'
			),
		} )
	);
}
