/**
 * The product grid in the block editor: the query in the sidebar, a server-rendered preview.
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import {
	Disabled,
	Notice,
	PanelBody,
	RangeControl,
	SelectControl,
	ToggleControl,
} from '@wordpress/components';
import { useEntityRecords } from '@wordpress/core-data';
import { __ } from '@wordpress/i18n';
import ServerSideRender from '@wordpress/server-side-render';

export type SortKey =
	'menu_order' | 'popularity' | 'rating' | 'date' | 'price' | 'price-desc';

export interface ProductGridAttributes {
	category: number;
	tag: number;
	orderby: SortKey;
	columns: number;
	perPage: number;
	onSale: boolean;
	inheritQuery: boolean;
}

interface Term {
	id: number;
	name: string;
}

interface EditProps {
	attributes: ProductGridAttributes;
	setAttributes: ( changes: Partial< ProductGridAttributes > ) => void;
}

/**
 * The sort options, as the shop's sort select names them.
 */
export function sortOptions(): { value: SortKey; label: string }[] {
	return [
		{ value: 'menu_order', label: __( 'Default sorting', 'vitrine' ) },
		{ value: 'popularity', label: __( 'Popularity', 'vitrine' ) },
		{ value: 'rating', label: __( 'Average rating', 'vitrine' ) },
		{ value: 'date', label: __( 'Latest', 'vitrine' ) },
		{ value: 'price', label: __( 'Price: low to high', 'vitrine' ) },
		{ value: 'price-desc', label: __( 'Price: high to low', 'vitrine' ) },
	];
}

/** The terms a select offers: by name, the first hundred, as any visitor may read them. */
const TERMS_QUERY = {
	per_page: 100,
	orderby: 'name',
	context: 'view',
	_fields: 'id,name',
};

/** Until the terms are loaded (or if they cannot be: the select then offers "All" only). */
const NO_TERMS: Term[] = [];

/**
 * The terms of a product taxonomy, for a select, through core's entity store: loaded once for
 * every block of the post that asks.
 *
 * @param taxonomy The taxonomy's name.
 */
function useTerms( taxonomy: string ): Term[] {
	return (
		useEntityRecords< Term >( 'taxonomy', taxonomy, TERMS_QUERY ).records ??
		NO_TERMS
	);
}

/**
 * The options of a term select.
 *
 * @param terms    The terms.
 * @param anyLabel The label of "no filter".
 */
function termOptions(
	terms: Term[],
	anyLabel: string
): { value: string; label: string }[] {
	return [
		{ value: '0', label: anyLabel },
		...terms.map( ( term ) => ( {
			value: String( term.id ),
			label: term.name,
		} ) ),
	];
}

export function ProductGridEdit( { attributes, setAttributes }: EditProps ) {
	const categories = useTerms( 'vitrine_product_cat' );
	const tags = useTerms( 'vitrine_product_tag' );
	const blockProps = useBlockProps();

	return (
		<div { ...blockProps }>
			<InspectorControls>
				<PanelBody title={ __( 'Products', 'vitrine' ) }>
					<ToggleControl
						label={ __(
							'Show the shop page’s products',
							'vitrine'
						) }
						help={ __(
							'In the shop, category and tag templates: the products of the page, with the result count, the sort order and pages.',
							'vitrine'
						) }
						checked={ attributes.inheritQuery }
						onChange={ ( inheritQuery: boolean ) =>
							setAttributes( { inheritQuery } )
						}
					/>
					{ ! attributes.inheritQuery && (
						<>
							<SelectControl
								label={ __( 'Category', 'vitrine' ) }
								value={ String( attributes.category ) }
								options={ termOptions(
									categories,
									__( 'All categories', 'vitrine' )
								) }
								onChange={ ( value: string ) =>
									setAttributes( {
										category: Number( value ),
									} )
								}
							/>
							<SelectControl
								label={ __( 'Tag', 'vitrine' ) }
								value={ String( attributes.tag ) }
								options={ termOptions(
									tags,
									__( 'All tags', 'vitrine' )
								) }
								onChange={ ( value: string ) =>
									setAttributes( { tag: Number( value ) } )
								}
							/>
							<SelectControl
								label={ __( 'Order', 'vitrine' ) }
								value={ attributes.orderby }
								options={ sortOptions() }
								onChange={ ( value: string ) =>
									setAttributes( {
										orderby: value as SortKey,
									} )
								}
							/>
							<RangeControl
								label={ __( 'Number of products', 'vitrine' ) }
								value={ attributes.perPage }
								min={ 1 }
								max={ 48 }
								onChange={ ( value?: number ) =>
									setAttributes( { perPage: value ?? 8 } )
								}
							/>
							<ToggleControl
								label={ __(
									'Only products on sale',
									'vitrine'
								) }
								checked={ attributes.onSale }
								onChange={ ( onSale: boolean ) =>
									setAttributes( { onSale } )
								}
							/>
						</>
					) }
					<RangeControl
						label={ __( 'Columns', 'vitrine' ) }
						value={ attributes.columns }
						min={ 1 }
						max={ 6 }
						onChange={ ( value?: number ) =>
							setAttributes( { columns: value ?? 4 } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			{ attributes.inheritQuery && (
				<Notice status="info" isDismissible={ false }>
					{ __(
						'On the shop, category and tag pages this block lists the page’s products. Here, a preview of the catalog:',
						'vitrine'
					) }
				</Notice>
			) }
			<Disabled>
				<ServerSideRender
					block="vitrine/product-grid"
					attributes={ { ...attributes } }
				/>
			</Disabled>
		</div>
	);
}
