/**
 * window.vitrineSettings.stripeExpress: what the Stripe gateway prints on the product, cart,
 * checkout and pay-for-order pages where express checkout shows (Apple Pay, Google Pay, Link,
 * Amazon Pay). Every amount is an integer in the currency's smallest unit as Stripe counts it
 * (checkout.currency_decimals); the server is the only source of prices.
 */
import type { ChunkSettings } from '../core/chunks';

/** A labelled amount (a line of the sheet, or its total). */
export interface ExpressAmount {
	label: string;
	amount: number;
}

/** A shipping rate as the sheet shows it. */
export interface ExpressRate {
	id: string;
	displayName: string;
	amount: number;
}

/** What is being paid: the product, the cart or the order. */
export interface ExpressTotals {
	total: ExpressAmount;
	displayItems: ExpressAmount[];
	requestShipping: boolean;
}

export interface ExpressProduct extends ExpressTotals {
	id: number;
	/** Lower case. */
	currency: string;
	shippingOptions: ExpressRate[];
	validVariationSelected: boolean;
	is_variable: boolean;
}

export interface ExpressOrder extends ExpressTotals {
	id: number;
	key: string;
	billing_email: string;
}

/** The nonce of each endpoint (settings.nonce.<key>). */
export interface ExpressNonces {
	get_cart_details: string;
	shipping: string;
	update_shipping: string;
	normalize_address: string;
	add_to_cart: string;
	clear_cart: string;
	get_selected_product_data: string;
	checkout: string;
	pay_for_order: string;
}

/** The translated texts (the spec's error catalogue and the notes). */
export type ExpressMessageKey =
	| 'timeout'
	| 'abort'
	| 'transport'
	| 'orderError'
	| 'addToCartError'
	| 'productDataError'
	| 'paymentFailed'
	| 'unknown'
	| 'selectOptions'
	| 'unavailable'
	| 'taxesNotice'
	| 'separator'
	| 'adminNoWallet'
	| 'adminZeroTotal'
	| 'adminVariation'
	| 'adminNotShown';

export type ExpressLocation = 'product' | 'cart' | 'checkout' | 'pay_for_order';

export interface StripeExpressSettings extends ChunkSettings {
	/** ?vitrine-ajax=%%endpoint%%. */
	ajax_url: string;
	/** The vitrine/v1 base URL, ending in a slash. */
	rest_url: string;
	/** wp_rest. */
	rest_nonce: string;
	nonce: ExpressNonces;
	location: ExpressLocation;
	is_product_page: boolean;
	is_cart_page: boolean;
	is_checkout_page: boolean;
	is_pay_for_order: boolean;
	/** Vitrine's cart and checkout blocks render the classic forms: always false. */
	has_block: boolean;
	/** No subscriptions in Vitrine: always false. */
	has_free_trial: boolean;
	button: {
		type: 'default' | 'buy' | 'book' | 'donate';
		theme: 'dark' | 'light' | 'light-outline';
		height: number;
		radius: number;
	};
	allowed_shipping_countries: string[];
	checkout: {
		/** Upper case: EUR. */
		currency_code: string;
		currency_decimals: number;
		country_code: string;
		needs_payer_phone: boolean;
		default_shipping_option: ExpressRate | null;
	};
	product: ExpressProduct | null;
	cart: ExpressTotals | null;
	order: ExpressOrder | null;
	stripe: {
		publishable_key: string;
		locale: string;
		api_version: string;
		/** Apple Pay and Google Pay. */
		is_payment_request_enabled: boolean;
		is_amazon_pay_enabled: boolean;
		is_link_enabled: boolean;
	};
	login_confirmation: { message: string; redirect_url: string } | null;
	taxes_based_on_billing: boolean;
	custom_checkout_fields: string[];
	messages: Partial< Record< ExpressMessageKey, string > > &
		Record< string, string >;
	/** Administrators only: the reasons the server knows nothing can show; null otherwise. */
	admin_reasons: string[] | null;
}

declare module '../core/settings' {
	interface VitrineSettingsMap {
		stripeExpress: StripeExpressSettings;
	}
}

/**
 * A text of the settings, or the key itself when the server gave none (never an empty note).
 *
 * @param settings The settings.
 * @param key      The text's key.
 */
export function message(
	settings: Pick< StripeExpressSettings, 'messages' >,
	key: ExpressMessageKey
): string {
	return settings.messages[ key ] || key;
}
