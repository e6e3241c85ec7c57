/**
 * Registers vitrine/product-tabs in the block editor; PHP renders it (render.php).
 */
import { registerBlockType } from '@wordpress/blocks';
import metadata from './block.json';
import { ProductTabsEdit } from './edit';

registerBlockType( metadata.name, {
	...metadata,
	edit: ProductTabsEdit,
	save: () => null,
} );
