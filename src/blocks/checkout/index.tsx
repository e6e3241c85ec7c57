/**
 * Registers vitrine/checkout in the block editor; PHP renders it (Vitrine\Checkout\Module).
 * Written without JSX: WordPress 6.5 has no react-jsx-runtime script for block editor scripts.
 */
import { registerBlockType } from '@wordpress/blocks';
import metadata from './block.json';
import { CheckoutEdit } from './edit';

registerBlockType( metadata.name, {
	...metadata,
	edit: CheckoutEdit,
	save: () => null,
} );
