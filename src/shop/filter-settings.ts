/**
 * The shop-filters bundle's settings (Vitrine\Shop\Module::enqueue()): its phrases, since the
 * storefront loads no wp-i18n.
 */
export interface ShopFiltersSettings {
	/** The text of the button that shows the filters on narrow screens. */
	toggle: string;
}

declare module '../core/settings' {
	interface VitrineSettingsMap {
		shopFilters: ShopFiltersSettings;
	}
}
