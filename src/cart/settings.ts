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
	/** Cart page only: how the totals box is written (Vitrine\CartUi\CartTotals). */
	totals?: CartTotalsSettings;
}

/** What the totals box's script needs to draw it as the server does. */
export interface CartTotalsSettings {
	/** Amounts shown with tax, and "(includes … tax)" under the total. */
	pricesIncludeTax: boolean;
	i18n: {
		/** %s: coupon code. */
		coupon: string;
		remove: string;
		/** %s: coupon code. */
		removeCoupon: string;
		/** %s: tax amount. */
		includesTax: string;
		enterAddress: string;
		noRates: string;
		applied: string;
		removed: string;
		enterCoupon: string;
		shippingDone: string;
		/** %s: country and postcode. */
		shippingTo: string;
	};
}

declare module '../core/settings' {
	interface VitrineSettingsMap {
		cart: CartSettings;
	}
}
