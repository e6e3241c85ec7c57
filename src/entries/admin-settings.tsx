/**
 * wp-admin, Vitrine > Settings.
 */
import { createRoot } from '@wordpress/element';
import '../admin/settings/settings-screen.scss';
import '../admin/settings/types';
import { getSettings } from '../core/settings';
import { SettingsScreen } from '../admin/settings/SettingsScreen';
// Sections' extras, registered before the screen renders.
import '../admin/stripe/register';

const root = document.getElementById( 'vitrine-settings-root' );
if ( root ) {
	createRoot( root ).render(
		<SettingsScreen { ...getSettings( 'adminSettings' ) } />
	);
}
