/**
 * The product search block in the editor: its options in the sidebar, a server-rendered preview.
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import {
	Disabled,
	PanelBody,
	RangeControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import ServerSideRender from '@wordpress/server-side-render';

export interface ProductSearchAttributes {
	label: string;
	showLabel: boolean;
	placeholder: string;
	buttonText: string;
	buttonIcon: boolean;
	width: number;
}

interface EditProps {
	attributes: ProductSearchAttributes;
	setAttributes: ( changes: Partial< ProductSearchAttributes > ) => void;
}

export function ProductSearchEdit( { attributes, setAttributes }: EditProps ) {
	const blockProps = useBlockProps();

	return (
		<div { ...blockProps }>
			<InspectorControls>
				<PanelBody title={ __( 'Search field', 'vitrine' ) }>
					<TextControl
						label={ __( 'Label', 'vitrine' ) }
						help={ __( 'Empty: “Search products”.', 'vitrine' ) }
						value={ attributes.label }
						onChange={ ( label: string ) =>
							setAttributes( { label } )
						}
					/>
					<ToggleControl
						label={ __( 'Show the label', 'vitrine' ) }
						help={ __(
							'When hidden, screen readers still read it.',
							'vitrine'
						) }
						checked={ attributes.showLabel }
						onChange={ ( showLabel: boolean ) =>
							setAttributes( { showLabel } )
						}
					/>
					<TextControl
						label={ __( 'Placeholder', 'vitrine' ) }
						help={ __( 'Empty: “Search products…”.', 'vitrine' ) }
						value={ attributes.placeholder }
						onChange={ ( placeholder: string ) =>
							setAttributes( { placeholder } )
						}
					/>
					<TextControl
						label={ __( 'Button text', 'vitrine' ) }
						help={ __( 'Empty: “Search”.', 'vitrine' ) }
						value={ attributes.buttonText }
						onChange={ ( buttonText: string ) =>
							setAttributes( { buttonText } )
						}
					/>
					<ToggleControl
						label={ __( 'Show an icon on the button', 'vitrine' ) }
						help={ __(
							'The button text is then read by screen readers only.',
							'vitrine'
						) }
						checked={ attributes.buttonIcon }
						onChange={ ( buttonIcon: boolean ) =>
							setAttributes( { buttonIcon } )
						}
					/>
					<RangeControl
						label={ __( 'Width (%)', 'vitrine' ) }
						help={ __( '0: as wide as its place.', 'vitrine' ) }
						value={ attributes.width }
						min={ 0 }
						max={ 100 }
						onChange={ ( value?: number ) =>
							setAttributes( { width: value ?? 0 } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<Disabled>
				<ServerSideRender
					block="vitrine/product-search"
					attributes={ { ...attributes } }
				/>
			</Disabled>
		</div>
	);
}
