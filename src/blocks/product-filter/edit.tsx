/**
 * The product filter in the block editor: its options in the sidebar, a server-rendered preview
 * (counted over the whole catalog, as on a page without the shop's listing).
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import {
	Disabled,
	PanelBody,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { useEntityRecords } from '@wordpress/core-data';
import { __ } from '@wordpress/i18n';
import ServerSideRender from '@wordpress/server-side-render';

export type FilterType =
	| 'categories'
	| 'price'
	| 'attribute'
	| 'rating'
	| 'stock'
	| 'sale'
	| 'active';

export interface ProductFilterAttributes {
	type: FilterType;
	attribute: string;
	queryType: 'or' | 'and';
	showCounts: boolean;
	hideEmpty: boolean;
	display: 'list' | 'dropdown' | 'chips';
	heading: string;
}

interface Taxonomy {
	slug: string;
	name: string;
}

interface EditProps {
	attributes: ProductFilterAttributes;
	setAttributes: ( changes: Partial< ProductFilterAttributes > ) => void;
}

/** A global attribute's taxonomy is vitrine_pa_<slug> (Vitrine\Catalog\GlobalAttribute). */
export const ATTRIBUTE_TAXONOMY_PREFIX = 'vitrine_pa_';

const TAXONOMIES_QUERY = { type: 'vitrine_product', context: 'view' };

const NO_TAXONOMIES: Taxonomy[] = [];

/**
 * The global attributes, as options of a select: the taxonomies of products named vitrine_pa_*.
 *
 * @param taxonomies The product's taxonomies.
 */
export function attributeOptions(
	taxonomies: Taxonomy[]
): { value: string; label: string }[] {
	return [
		{ value: '', label: __( 'Choose an attribute', 'vitrine' ) },
		...taxonomies
			.filter( ( taxonomy ) =>
				taxonomy.slug.startsWith( ATTRIBUTE_TAXONOMY_PREFIX )
			)
			.map( ( taxonomy ) => ( {
				value: taxonomy.slug.slice( ATTRIBUTE_TAXONOMY_PREFIX.length ),
				label: taxonomy.name,
			} ) ),
	];
}

export function ProductFilterEdit( { attributes, setAttributes }: EditProps ) {
	const taxonomies =
		useEntityRecords< Taxonomy >( 'root', 'taxonomy', TAXONOMIES_QUERY )
			.records ?? NO_TAXONOMIES;
	const blockProps = useBlockProps();
	const lists = ! [ 'price', 'active' ].includes( attributes.type );

	return (
		<div { ...blockProps }>
			<InspectorControls>
				<PanelBody title={ __( 'Filter', 'vitrine' ) }>
					<SelectControl
						label={ __( 'Filter by', 'vitrine' ) }
						value={ attributes.type }
						options={ [
							{
								value: 'categories',
								label: __( 'Categories', 'vitrine' ),
							},
							{ value: 'price', label: __( 'Price', 'vitrine' ) },
							{
								value: 'attribute',
								label: __( 'Attribute', 'vitrine' ),
							},
							{
								value: 'rating',
								label: __( 'Rating', 'vitrine' ),
							},
							{
								value: 'stock',
								label: __( 'Availability', 'vitrine' ),
							},
							{ value: 'sale', label: __( 'Sale', 'vitrine' ) },
							{
								value: 'active',
								label: __( 'Active filters', 'vitrine' ),
							},
						] }
						onChange={ ( type: string ) =>
							setAttributes( { type: type as FilterType } )
						}
					/>
					{ attributes.type === 'attribute' && (
						<>
							<SelectControl
								label={ __( 'Attribute', 'vitrine' ) }
								value={ attributes.attribute }
								options={ attributeOptions( taxonomies ) }
								onChange={ ( attribute: string ) =>
									setAttributes( { attribute } )
								}
							/>
							<SelectControl
								label={ __( 'Query type', 'vitrine' ) }
								help={ __(
									'Any: products with one of the chosen values. All: products with every chosen value.',
									'vitrine'
								) }
								value={ attributes.queryType }
								options={ [
									{
										value: 'or',
										label: __( 'Any', 'vitrine' ),
									},
									{
										value: 'and',
										label: __( 'All', 'vitrine' ),
									},
								] }
								onChange={ ( queryType: string ) =>
									setAttributes( {
										queryType:
											queryType === 'and' ? 'and' : 'or',
									} )
								}
							/>
						</>
					) }
					<TextControl
						label={ __( 'Heading', 'vitrine' ) }
						help={ __(
							'Empty: the filter’s own name.',
							'vitrine'
						) }
						value={ attributes.heading }
						onChange={ ( heading: string ) =>
							setAttributes( { heading } )
						}
					/>
					{ lists && (
						<>
							<SelectControl
								label={ __( 'Display as', 'vitrine' ) }
								value={ attributes.display }
								options={ [
									{
										value: 'list',
										label: __( 'List', 'vitrine' ),
									},
									{
										value: 'chips',
										label: __( 'Chips', 'vitrine' ),
									},
									{
										value: 'dropdown',
										label: __( 'Dropdown', 'vitrine' ),
									},
								] }
								onChange={ ( display: string ) =>
									setAttributes( {
										display:
											display as ProductFilterAttributes[ 'display' ],
									} )
								}
							/>
							<ToggleControl
								label={ __( 'Show counts', 'vitrine' ) }
								checked={ attributes.showCounts }
								onChange={ ( showCounts: boolean ) =>
									setAttributes( { showCounts } )
								}
							/>
							<ToggleControl
								label={ __(
									'Hide choices without products',
									'vitrine'
								) }
								help={ __(
									'Otherwise they are shown disabled.',
									'vitrine'
								) }
								checked={ attributes.hideEmpty }
								onChange={ ( hideEmpty: boolean ) =>
									setAttributes( { hideEmpty } )
								}
							/>
						</>
					) }
				</PanelBody>
			</InspectorControls>
			<Disabled>
				<ServerSideRender
					block="vitrine/product-filter"
					attributes={ { ...attributes } }
				/>
			</Disabled>
		</div>
	);
}
