/**
 * Registers vitrine/product-filter in the block editor, with one variation per kind of filter
 * (one block, so that every filter shares its options, render path and script); PHP renders it.
 */
import { registerBlockType } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';
import '../../shop/filters.scss';
import metadata from './block.json';
import { ProductFilterEdit, type FilterType } from './edit';

const variation = ( type: FilterType, title: string, isDefault = false ) => ( {
	name: type,
	title,
	attributes: { type },
	isDefault,
	scope: [ 'inserter', 'transform' ],
	isActive: [ 'type' ],
} );

registerBlockType( metadata.name, {
	...metadata,
	edit: ProductFilterEdit,
	save: () => null,
	variations: [
		variation( 'categories', __( 'Filter by category', 'vitrine' ), true ),
		variation( 'price', __( 'Filter by price', 'vitrine' ) ),
		variation( 'attribute', __( 'Filter by attribute', 'vitrine' ) ),
		variation( 'rating', __( 'Filter by rating', 'vitrine' ) ),
		variation( 'stock', __( 'Filter by availability', 'vitrine' ) ),
		variation( 'sale', __( 'Filter products on sale', 'vitrine' ) ),
		variation( 'active', __( 'Active filters', 'vitrine' ) ),
	],
} );
