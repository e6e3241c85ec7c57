/**
 * Registers vitrine/my-account in the block editor; PHP renders it (Vitrine\Account\Module).
 * Written without JSX: WordPress 6.5 has no react-jsx-runtime script for block editor scripts.
 */
import { registerBlockType } from '@wordpress/blocks';
import metadata from './block.json';
import { MyAccountEdit } from './edit';

registerBlockType( metadata.name, {
	...metadata,
	edit: MyAccountEdit,
	save: () => null,
} );
