/**
 * Registers vitrine/store-button in the block editor; PHP renders it (Vitrine\DataStores\View\
 * StoreButtons) and the data-stores bundle fills in the visitor's state.
 */
import { registerBlockType } from '@wordpress/blocks';
import metadata from './block.json';
import { StoreButtonEdit } from './edit';

registerBlockType( metadata.name, {
	...metadata,
	edit: StoreButtonEdit,
	save: () => null,
} );
