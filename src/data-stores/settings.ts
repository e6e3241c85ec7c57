/**
 * window.vitrineSettings.dataStores (Vitrine\DataStores\View\StoreButtons::script_settings()).
 */

export type StoreType = 'browser' | 'user' | 'server';

export interface StoreDefinition {
	slug: string;
	label: string;
	/** browser: localStorage for everyone; user, server: on the server once logged in. */
	type: StoreType;
	/** The most items. */
	size: number;
}

export interface DataStoresSettings {
	/** The ajax URL with %%endpoint%%. */
	ajaxUrl: string;
	/** The vitrine-stores nonce (renewed from refresh_stores_nonce when refused). */
	nonce: string;
	stores: StoreDefinition[];
	/** Phrases, translated by PHP (the storefront loads no wp-i18n). */
	i18n: {
		/** %1$s the store's label, %2$d its size. */
		full: string;
		/** %d the HTTP status. */
		httpError: string;
		network: string;
	};
}

declare module '../core/settings' {
	interface VitrineSettingsMap {
		dataStores: DataStoresSettings;
	}
}
