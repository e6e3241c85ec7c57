/**
 * getSettings(): the settings object PHP prints on window.vitrineSettings before each bundle.
 */
import '../storefront/settings';
import '../admin/settings/types';
import type { StorefrontSettings } from '../storefront/settings';
import { getSettings } from './settings';

afterEach( () => {
	delete window.vitrineSettings;
} );

describe( 'getSettings', () => {
	it( 'returns the object printed for the key', () => {
		const storefront: StorefrontSettings = {
			passwordToggle: {
				showLabel: 'Show password',
				hideLabel: 'Hide password',
			},
		};
		window.vitrineSettings = { storefront };

		expect( getSettings( 'storefront' ) ).toBe( storefront );
	} );

	it( 'reads the settings of each bundle under its own key', () => {
		const storefront: StorefrontSettings = {
			passwordToggle: { showLabel: 'Show', hideLabel: 'Hide' },
		};
		const adminSettings = {
			restPath: '/vitrine/v1/settings',
			schema: { sections: [] },
			values: { store_notice_enabled: true },
		};
		// What Assets::settings_script() prints, one bundle after the other.
		window.vitrineSettings = window.vitrineSettings || {};
		window.vitrineSettings.storefront = storefront;
		window.vitrineSettings = window.vitrineSettings || {};
		window.vitrineSettings.adminSettings = adminSettings;

		expect( getSettings( 'adminSettings' ) ).toBe( adminSettings );
		expect( getSettings( 'storefront' ) ).toBe( storefront );
	} );

	it( 'throws a clear error when nothing was printed', () => {
		expect( window.vitrineSettings ).toBeUndefined();

		expect( () => getSettings( 'storefront' ) ).toThrow(
			new Error(
				'Vitrine: the "storefront" settings were not printed before this script.'
			)
		);
	} );

	it( 'throws a clear error naming the key when only another bundle’s settings were printed', () => {
		window.vitrineSettings = {
			storefront: {
				passwordToggle: { showLabel: 'Show', hideLabel: 'Hide' },
			},
		};

		expect( () => getSettings( 'adminSettings' ) ).toThrow(
			'Vitrine: the "adminSettings" settings were not printed before this script.'
		);
	} );
} );
