/**
 * Registers vitrine/product-gallery in the block editor; PHP renders it (render.php).
 */
import { registerBlockType } from '@wordpress/blocks';
import metadata from './block.json';
import { ProductGalleryEdit } from './edit';

registerBlockType( metadata.name, {
	...metadata,
	edit: ProductGalleryEdit,
	save: () => null,
} );
