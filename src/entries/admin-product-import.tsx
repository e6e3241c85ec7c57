/**
 * wp-admin: Products > Import (upload, mapping, check, import with progress). Loaded on that
 * screen only.
 */
import { createRoot } from '@wordpress/element';
import '../admin/product-import/product-import-admin.scss';
import '../admin/product-import/types';
import '../admin/product-import/store';
import { ImportScreen } from '../admin/product-import/ImportScreen';

const root = document.getElementById( 'vitrine-product-import-root' );
if ( root ) {
	createRoot( root ).render( <ImportScreen /> );
}
