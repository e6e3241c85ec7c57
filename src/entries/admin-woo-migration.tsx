/**
 * wp-admin: Tools > Import from WooCommerce (what was found, dry run, copy with progress, the
 * report). Loaded on that screen only.
 */
import { createRoot } from '@wordpress/element';
import '../admin/woo-migration/woo-migration-admin.scss';
import '../admin/woo-migration/types';
import '../admin/woo-migration/store';
import { MigrationScreen } from '../admin/woo-migration/MigrationScreen';

const root = document.getElementById( 'vitrine-woo-migration-root' );
if ( root ) {
	createRoot( root ).render( <MigrationScreen /> );
}
