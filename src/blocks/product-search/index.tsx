/**
 * Registers vitrine/product-search in the block editor; PHP renders it (render.php), and the
 * storefront needs no script for it: the form is a plain GET form.
 */
import { registerBlockType } from '@wordpress/blocks';
import './style.scss';
import metadata from './block.json';
import { ProductSearchEdit } from './edit';

registerBlockType( metadata.name, {
	...metadata,
	edit: ProductSearchEdit,
	save: () => null,
} );
