/**
 * The settings PHP prints before the calendar bundle
 * (Vitrine\Calendar\CalendarBlock::script_settings()).
 */

export interface CalendarBundleSettings {
	/** The ajax URL with the %%endpoint%% placeholder. */
	ajaxUrl: string;
	/** Translated phrases the script writes itself. */
	i18n: {
		loading: string;
		failed: string;
	};
}

declare module '../core/settings' {
	interface VitrineSettingsMap {
		calendar: CalendarBundleSettings;
	}
}
