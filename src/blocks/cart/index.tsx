/**
 * Registers vitrine/cart in the block editor; PHP renders it (render.php).
 * Written without JSX: WordPress 6.5 has no react-jsx-runtime script for block editor scripts.
 */
import { registerBlockType } from '@wordpress/blocks';
import metadata from './block.json';
import { CartEdit } from './edit';

registerBlockType( metadata.name, {
	...metadata,
	edit: CartEdit,
	save: () => null,
} );
