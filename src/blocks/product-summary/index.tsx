/**
 * Registers vitrine/product-summary in the block editor; PHP renders it (render.php).
 */
import { registerBlockType } from '@wordpress/blocks';
import metadata from './block.json';
import { ProductSummaryEdit } from './edit';

registerBlockType( metadata.name, {
	...metadata,
	edit: ProductSummaryEdit,
	save: () => null,
} );
