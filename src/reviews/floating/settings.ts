/**
 * The settings PHP prints before the reviews-floating bundle
 * (Vitrine\Reviews\Views\Floating\FloatingRenderer::settings()).
 */

import type { ChunkSettings } from '../../core/chunks';

export interface FloatingSettings extends ChunkSettings {
	/** The ajax URL with the %%endpoint%% placeholder. */
	ajaxUrl: string;
	/** The site's locale (de_DE), for review times. */
	locale: string;
	/** Translated phrases the script writes itself. */
	i18n: {
		/** A review time under 45 s. */
		justNow: string;
	};
}

declare module '../../core/settings' {
	interface VitrineSettingsMap {
		reviewsFloating: FloatingSettings;
	}
}
