/**
 * window.vitrineSettings.stripe: what the Stripe gateway prints on the pages where one of its
 * methods is offered (checkout, pay-for-order, add-payment-method), read by the stripe-checkout
 * bundle. Amounts are in the shop's minor units; the browser converts them (amounts.ts).
 */
import type { Appearance } from '@stripe/stripe-js';

/** One payment method type's configuration (card, ideal, boleto…). */
export interface MethodConfig {
	/** Whether a method of this type can be saved for later (the save box shows). */
	isReusable: boolean;
	supportsDeferredIntent: boolean;
	/** Billing countries (ISO 3166-1 alpha-2) it is offered in; empty: everywhere. */
	countries: string[];
	/** The method's name as shoppers read it. */
	title: string;
	/** stripe for the card, stripe_{type} for the others. */
	gatewayId: string;
}

export interface StripeNonces {
	createSetupIntent: string;
	createPaymentIntent: string;
	createAndConfirmSetupIntent: string;
	updatePaymentIntent: string;
	updateFailedOrder: string;
	saveAppearance: string;
	updateOrderStatus: string;
}

/** The texts of the browser side (docs/spec/payments.md section 8), translated by the server. */
export interface StripeI18n {
	/** %s: the method's title. "Failed to load %s payment method. Please refresh the page and try again." */
	failedToLoad: string;
	/** "Invalid or missing payment details. Please ensure the provided payment method is correctly entered." */
	invalidPaymentDetails: string;
	/** "Payment failed. Please try again." */
	paymentFailed: string;
	/** "BLIK Code is invalid" */
	blikInvalid: string;
	/** %s: the field, such as "Billing First name". "%s is a required field." */
	requiredField: string;
	/** The prefixes of the required-field message: "Billing", "Shipping". */
	billing: string;
	shipping: string;
	/** "There was a problem processing the payment. Please refresh the page to try again." */
	processingProblem: string;
	/** "An unknown error occurred." */
	unknownError: string;
	/** Over 200000 in Stripe's units: "Cash App Pay may refuse a payment of this amount." */
	cashAppLimit: string;
}

export interface StripeSettings {
	/** The publishable key of the current mode. */
	key: string;
	/** Stripe.js's locale: 'auto' or a language such as 'fr'. */
	locale: string;
	apiVersion: string;
	/** The amount to pay, in minor units of the shop's currency. */
	cartTotal: number;
	/** Lower case: eur. */
	currency: string;
	/** The shop currency's decimals (0, 2 or 3). */
	currencyDecimals: number;
	/** The ajax URL with %%endpoint%%. */
	ajax_url: string;
	isCheckout: boolean;
	isOrderPay: boolean;
	isChangingPayment: boolean;
	isLoggedIn: boolean;
	isSignupOnCheckoutAllowed: boolean;
	isOCEnabled: boolean;
	OCLayout?: 'accordion' | 'tabs';
	/** The appearance saved for the theme, or null when none was saved yet. */
	appearance: Appearance | null;
	theme_name: string;
	/** The names of the billing fields the shop collects (billing_first_name…). */
	enabledBillingFields: string[];
	/** The order being paid on the pay-for-order page. */
	orderId?: number;
	orderReceivedURL?: string;
	genericErrorMessage: string;
	invalid_wallet_type: string;
	/** Stripe error code (or decline code) to the message shoppers read. */
	errorMessages: Record< string, string >;
	nonces: StripeNonces;
	/** Payment method type to its configuration. */
	paymentMethodsConfig: Record< string, MethodConfig >;
	savedCardsEnabled: boolean;
	i18n: StripeI18n;
}

declare module '../core/settings' {
	interface VitrineSettingsMap {
		stripe: StripeSettings;
	}
}
