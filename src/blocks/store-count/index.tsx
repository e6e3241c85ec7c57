/**
 * Registers vitrine/store-count in the block editor; PHP renders it (Vitrine\DataStores\View\
 * StoreButtons) and the data-stores bundle fills in the visitor's count.
 */
import { registerBlockType } from '@wordpress/blocks';
import metadata from './block.json';
import { StoreCountEdit } from './edit';

registerBlockType( metadata.name, {
	...metadata,
	edit: StoreCountEdit,
	save: () => null,
} );
