/**
 * Registers vitrine/reviews in the block editor; PHP renders it (render.php), the editor shows
 * the server's markup with the widgets' own styles.
 * Written without JSX: WordPress 6.5 has no react-jsx-runtime script for block editor scripts.
 */
import { registerBlockType } from '@wordpress/blocks';
import '../../reviews/reviews.scss';
import '../../reviews/floating/floating.scss';
import './editor.scss';
import metadata from './block.json';
import { ReviewsEdit } from './edit';

registerBlockType( metadata.name, {
	...metadata,
	edit: ReviewsEdit,
	save: () => null,
} );
