/**
 * vitrine/my-account in the block editor: a static preview, since the account is the customer's.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { Placeholder } from '@wordpress/components';
import { createElement } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * The editor's view of the block.
 */
export function MyAccountEdit() {
	return createElement(
		'div',
		useBlockProps(),
		createElement( Placeholder, {
			icon: 'admin-users',
			label: __( 'My account', 'vitrine' ),
			instructions: __(
				'Customers see their orders, addresses, account details and saved payment methods here; visitors get the login and registration forms. Choose this page as the my-account page in Vitrine > Settings.',
				'vitrine'
			),
		} )
	);
}
