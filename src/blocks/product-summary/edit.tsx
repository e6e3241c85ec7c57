/**
 * vitrine/product-summary in the block editor: a placeholder, since the product is only known on the page.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { Placeholder } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * The editor's view of the block.
 */
export function ProductSummaryEdit() {
	return (
		<div { ...useBlockProps() }>
			<Placeholder
				icon="cart"
				label={ __( 'Product summary', 'vitrine' ) }
				instructions={ __(
					'On a product page, this shows the product’s title, rating, price, short description, stock and add-to-cart form.',
					'vitrine'
				) }
			/>
		</div>
	);
}
