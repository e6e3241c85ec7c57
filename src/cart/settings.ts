/**
 * The settings object both cart bundles receive (Vitrine\CartUi\Module::script_settings()).
 */
import type { PriceFormat } from './money';

export interface CartSettings {
	/** The ajax URL with the %%endpoint%% placeholder. */
	ajaxUrl: string;
	/** The cart page, '' when the shop has none. */
	cartUrl: string;
	/** Whether this page shows the cart. */
	isCart: boolean;
	/** Go to the cart after each product added. */
	redirectAfterAdd: boolean;
	/** The vitrine-cart nonce of the ajax cart calls. */
	nonce: string;
	/** The cookie holding the cart hash; no cookie, no cart. */
	hashCookie: string;
	/** The sessionStorage key of the cached fragments. */
	storageKey: string;
	i18n: {
		viewCart: string;
		/** %s: the product's name. */
		removed: string;
		error: string;
		/** Cart page only. */
		updated?: string;
	};
	/** Cart page only: the vitrine/v1 REST base URL and a wp_rest nonce. */
	rest?: { url: string; nonce: string };
	/** Cart page only: how amounts are written. */
	price?: PriceFormat;
}

declare module '../core/settings' {
	interface VitrineSettingsMap {
		cart: CartSettings;
	}
}
