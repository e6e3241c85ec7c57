/**
 * vitrine/product-gallery in the block editor: a placeholder, since the product is only known on the page.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { Placeholder } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * The editor's view of the block.
 */
export function ProductGalleryEdit() {
	return (
		<div { ...useBlockProps() }>
			<Placeholder
				icon="format-gallery"
				label={ __( 'Product gallery', 'vitrine' ) }
				instructions={ __(
					'On a product page, this shows the product’s images with thumbnails, zoom and a full-screen lightbox.',
					'vitrine'
				) }
			/>
		</div>
	);
}
