/**
 * wp-admin, the product edit screen: the "Product data" box. No React: the form is rendered by
 * PHP and posts with the post; this script enhances it.
 */
import '../admin/product-editor/product-editor.scss';
import { onReady } from '../core/dom';
import { initProductEditor } from '../admin/product-editor/product-editor';

onReady( () => {
	const root = document.getElementById( 'vitrine-product-data' );
	if ( root ) {
		initProductEditor( root );
	}
} );
