/**
 * The dynamic field in the block editor: which field, in the sidebar; its name in the canvas
 * (the value depends on the listed post, which PHP renders).
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { PanelBody, SelectControl, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

export type Field = 'price' | 'stock' | 'rating' | 'sku' | 'meta';

interface Attributes {
	field: Field;
	metaKey: string;
	label: string;
}

interface EditProps {
	attributes: Attributes;
	setAttributes: ( changes: Partial< Attributes > ) => void;
}

function fieldOptions(): { value: Field; label: string }[] {
	return [
		{ value: 'price', label: __( 'Product price', 'vitrine' ) },
		{ value: 'stock', label: __( 'Product stock', 'vitrine' ) },
		{ value: 'rating', label: __( 'Product rating', 'vitrine' ) },
		{ value: 'sku', label: __( 'Product SKU', 'vitrine' ) },
		{ value: 'meta', label: __( 'Custom field', 'vitrine' ) },
	];
}

export function DynamicFieldEdit( { attributes, setAttributes }: EditProps ) {
	const blockProps = useBlockProps( {
		className: `vitrine-dynamic-field vitrine-dynamic-field--${ attributes.field }`,
	} );
	const name =
		attributes.field === 'meta'
			? attributes.metaKey || __( 'Custom field', 'vitrine' )
			: fieldOptions().find(
					( option ) => option.value === attributes.field
				)?.label;
	return (
		<div { ...blockProps }>
			<InspectorControls>
				<PanelBody title={ __( 'Field', 'vitrine' ) }>
					<SelectControl
						label={ __( 'Field', 'vitrine' ) }
						value={ attributes.field }
						options={ fieldOptions() }
						onChange={ ( field: string ) =>
							setAttributes( { field: field as Field } )
						}
					/>
					{ attributes.field === 'meta' && (
						<TextControl
							label={ __( 'Custom field key', 'vitrine' ) }
							help={ __(
								'Keys starting with an underscore are private and never shown.',
								'vitrine'
							) }
							value={ attributes.metaKey }
							onChange={ ( metaKey: string ) =>
								setAttributes( { metaKey } )
							}
						/>
					) }
					<TextControl
						label={ __( 'Label before the value', 'vitrine' ) }
						value={ attributes.label }
						onChange={ ( label: string ) =>
							setAttributes( { label } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			{ attributes.label ? `${ attributes.label } ` : '' }[{ name }]
		</div>
	);
}
