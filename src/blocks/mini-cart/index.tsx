/**
 * Registers vitrine/mini-cart in the block editor; PHP renders it (render.php).
 * Written without JSX: WordPress 6.5 has no react-jsx-runtime script for block editor scripts.
 */
import { registerBlockType } from '@wordpress/blocks';
import '../../cart/cart.scss';
import metadata from './block.json';
import { MiniCartEdit } from './edit';

registerBlockType( metadata.name, {
	...metadata,
	edit: MiniCartEdit,
	save: () => null,
} );
