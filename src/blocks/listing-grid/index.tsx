/**
 * Registers vitrine/listing-grid in the block editor; PHP renders it (Vitrine\Listings\ListingBlock),
 * the item template is its inner blocks, saved in the post.
 */
import { registerBlockType } from '@wordpress/blocks';
import { InnerBlocks } from '@wordpress/block-editor';
import '../../listings/listings.scss';
import metadata from './block.json';
import { ListingGridEdit } from './edit';

registerBlockType( metadata.name, {
	...metadata,
	edit: ListingGridEdit,
	save: () => <InnerBlocks.Content />,
} );
