/**
 * The settings PHP prints before the listing bundle (Vitrine\Listings\Module).
 */
import type { ChunkSettings } from '../core/chunks';

export interface ListingSettings extends ChunkSettings {
	/** The ajax URL with the %%endpoint%% placeholder. */
	ajaxUrl: string;
	/** Translated phrases the script writes itself. */
	i18n: {
		/** "%d items shown." */
		loaded: string;
		loading: string;
	};
}

declare module '../core/settings' {
	interface VitrineSettingsMap {
		listing: ListingSettings;
	}
}
