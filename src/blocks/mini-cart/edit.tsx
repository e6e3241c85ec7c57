/**
 * vitrine/mini-cart in the block editor: the server's rendering (the empty mini-cart, as every
 * page carries it) and a switch for the header line.
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { Disabled, PanelBody, ToggleControl } from '@wordpress/components';
import { createElement, Fragment } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import ServerSideRender from '@wordpress/server-side-render';

export interface MiniCartAttributes {
	showHeader: boolean;
}

interface EditProps {
	attributes: MiniCartAttributes;
	setAttributes: ( attributes: Partial< MiniCartAttributes > ) => void;
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
