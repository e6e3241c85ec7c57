/**
 * Registers vitrine/dynamic-field in the block editor; PHP renders it (Vitrine\Listings\DynamicFieldBlock).
 */
import { registerBlockType } from '@wordpress/blocks';
import metadata from './block.json';
import { DynamicFieldEdit } from './edit';

registerBlockType( metadata.name, {
	...metadata,
	edit: DynamicFieldEdit,
	save: () => null,
} );
