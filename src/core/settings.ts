/**
 * Typed access to the settings object PHP prints before each bundle
 * (Vitrine\Core\Assets\Assets::define_settings()).
 *
 * Each module adds its bundle's shape to VitrineSettingsMap by declaration merging:
 *
 *     declare module '../core/settings' {
 *         interface VitrineSettingsMap { storefront: StorefrontSettings }
 *     }
 */

export interface VitrineSettingsMap {}

declare global {
	interface Window {
		vitrineSettings?: Partial< VitrineSettingsMap >;
	}
}

/**
 * The settings of one bundle.
 *
 * @param key The bundle's settings key.
 * @throws Error when PHP did not print them: the bundle was enqueued without its settings.
 */
export function getSettings< K extends keyof VitrineSettingsMap >(
	key: K
): VitrineSettingsMap[ K ] {
	const value = window.vitrineSettings?.[ key ];
	if ( value === undefined ) {
		throw new Error(
			`Vitrine: the "${ String(
				key
			) }" settings were not printed before this script.`
		);
	}
	return value as VitrineSettingsMap[ K ];
}
