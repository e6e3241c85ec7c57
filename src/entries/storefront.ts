/**
 * Storefront context: every front-end page that shows the store notice or a password field.
 * Kept free of React and api-fetch: it must stay under 3 KB gzip.
 */
import '../storefront/storefront.scss';
import { getSettings } from '../core/settings';
import { onReady } from '../core/dom';
import { initStoreNotices } from '../storefront/store-notice';
import { initPasswordToggles } from '../storefront/password-toggle';
import '../storefront/settings';

onReady( () => {
	initStoreNotices();
	initPasswordToggles( getSettings( 'storefront' ).passwordToggle );
} );
