/**
 * vitrine/product-tabs in the block editor: a placeholder, since the product is only known on the page.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { Placeholder } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * The editor's view of the block.
 */
export function ProductTabsEdit() {
	return (
		<div { ...useBlockProps() }>
			<Placeholder
				icon="index-card"
				label={ __( 'Product tabs', 'vitrine' ) }
				instructions={ __(
					'On a product page, this shows the product’s description, additional information and reviews in tabs.',
					'vitrine'
				) }
			/>
		</div>
	);
}
