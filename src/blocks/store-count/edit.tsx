/**
 * The store count in the editor: its options in the sidebar, a server-rendered preview.
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { Disabled, PanelBody, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import ServerSideRender from '@wordpress/server-side-render';
import { StoreSelect } from '../../data-stores/store-select';

export interface StoreCountAttributes {
	store: string;
	label: string;
	url: string;
}

interface EditProps {
	attributes: StoreCountAttributes;
	setAttributes: ( changes: Partial< StoreCountAttributes > ) => void;
}

export function StoreCountEdit( { attributes, setAttributes }: EditProps ) {
	const blockProps = useBlockProps();
	return (
		<div { ...blockProps }>
			<InspectorControls>
				<PanelBody title={ __( 'Store count', 'vitrine' ) }>
					<StoreSelect
						value={ attributes.store }
						onChange={ ( store: string ) =>
							setAttributes( { store } )
						}
					/>
					<TextControl
						label={ __( 'Label', 'vitrine' ) }
						help={ __( 'Empty: the store’s label.', 'vitrine' ) }
						value={ attributes.label }
						onChange={ ( label: string ) =>
							setAttributes( { label } )
						}
					/>
					<TextControl
						label={ __( 'Link address', 'vitrine' ) }
						help={ __(
							'Such as the page listing the items; empty: no link.',
							'vitrine'
						) }
						value={ attributes.url }
						onChange={ ( url: string ) => setAttributes( { url } ) }
					/>
				</PanelBody>
			</InspectorControls>
			<Disabled>
				<ServerSideRender
					block="vitrine/store-count"
					attributes={ { ...attributes } }
				/>
			</Disabled>
		</div>
	);
}
