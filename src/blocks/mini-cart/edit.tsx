/**
 * vitrine/mini-cart in the block editor: the server's rendering (the empty mini-cart, as every
 * page carries it) and its options: a header button with a drawer (its icon, the subtotal beside
 * the count, opening when a product is added) or the cart shown in place (with its header line).
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import {
	Disabled,
	PanelBody,
	SelectControl,
	ToggleControl,
} from '@wordpress/components';
import { createElement, Fragment } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import ServerSideRender from '@wordpress/server-side-render';

export type MiniCartIcon = 'cart' | 'bag' | 'basket';

export interface MiniCartAttributes {
	showHeader: boolean;
	drawer: boolean;
	icon: MiniCartIcon;
	showTotal: boolean;
	openOnAdd: boolean;
}

interface EditProps {
	attributes: MiniCartAttributes;
	setAttributes: ( attributes: Partial< MiniCartAttributes > ) => void;
}

/**
 * The options of the header button and its drawer.
 *
 * @param props               The block's props.
 * @param props.attributes    Its attributes.
 * @param props.setAttributes Changes them.
 */
function DrawerOptions( { attributes, setAttributes }: EditProps ) {
	return createElement(
		Fragment,
		null,
		createElement( SelectControl, {
			label: __( 'Icon', 'vitrine' ),
			value: attributes.icon,
			options: [
				{ value: 'cart', label: __( 'Cart', 'vitrine' ) },
				{ value: 'bag', label: __( 'Bag', 'vitrine' ) },
				{ value: 'basket', label: __( 'Basket', 'vitrine' ) },
			],
			onChange: ( icon: string ) =>
				setAttributes( { icon: icon as MiniCartIcon } ),
			__nextHasNoMarginBottom: true,
		} ),
		createElement( ToggleControl, {
			label: __( 'Show the cart subtotal beside the count', 'vitrine' ),
			checked: attributes.showTotal,
			onChange: ( showTotal: boolean ) => setAttributes( { showTotal } ),
			__nextHasNoMarginBottom: true,
		} ),
		createElement( ToggleControl, {
			label: __(
				'Open the cart when a product is added to it',
				'vitrine'
			),
			checked: attributes.openOnAdd,
			onChange: ( openOnAdd: boolean ) => setAttributes( { openOnAdd } ),
			__nextHasNoMarginBottom: true,
		} )
	);
}

/**
 * The editor's view of the block.
 *
 * @param props               The block's props.
 * @param props.attributes    Its attributes.
 * @param props.setAttributes Changes them.
 */
export function MiniCartEdit( { attributes, setAttributes }: EditProps ) {
	return createElement(
		Fragment,
		null,
		createElement(
			InspectorControls,
			null,
			createElement(
				PanelBody,
				{ title: __( 'Settings', 'vitrine' ) },
				createElement( ToggleControl, {
					label: __(
						'A button that opens the cart in a drawer',
						'vitrine'
					),
					help: __(
						'Off: the cart is shown in place, as in a sidebar.',
						'vitrine'
					),
					checked: attributes.drawer,
					onChange: ( drawer: boolean ) =>
						setAttributes( { drawer } ),
					__nextHasNoMarginBottom: true,
				} ),
				attributes.drawer
					? createElement( DrawerOptions, {
							attributes,
							setAttributes,
						} )
					: createElement( ToggleControl, {
							label: __(
								'Show the cart link with the item count',
								'vitrine'
							),
							checked: attributes.showHeader,
							onChange: ( showHeader: boolean ) =>
								setAttributes( { showHeader } ),
							__nextHasNoMarginBottom: true,
						} )
			)
		),
		createElement(
			'div',
			useBlockProps(),
			createElement(
				Disabled,
				null,
				createElement( ServerSideRender, {
					block: 'vitrine/mini-cart',
					attributes: { ...attributes },
				} )
			)
		)
	);
}
