/**
 * Registers vitrine/product-grid in the block editor; PHP renders it (render.php).
 */
import { registerBlockType } from '@wordpress/blocks';
import '../../shop/shop.scss';
import metadata from './block.json';
import { ProductGridEdit } from './edit';

registerBlockType( metadata.name, {
	...metadata,
	edit: ProductGridEdit,
	save: () => null,
} );
