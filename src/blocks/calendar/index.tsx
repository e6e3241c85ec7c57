/**
 * Registers vitrine/calendar in the block editor; PHP renders it (render.php).
 */
import { registerBlockType } from '@wordpress/blocks';
import metadata from './block.json';
import { CalendarEdit } from './edit';

registerBlockType( metadata.name, {
	...metadata,
	edit: CalendarEdit,
	save: () => null,
} );
