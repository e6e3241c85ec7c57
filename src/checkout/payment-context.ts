/**
 * The payment context a gateway's script reads on the checkout, pay-for-order, add-payment-method
 * and my-account payment-methods pages (Vitrine\Checkout\PaymentPageSettings, printed as
 * window.vitrineSettings.payment before the checkout bundle; docs/spec/payments.md sections 2 and 3).
 *
 * A gateway's script depends on the `vitrine-checkout` handle and reads:
 *
 *     const context = getPaymentContext();
 *     if ( context.isOrderPay && context.order ) { … context.order.orderKey … }
 *     onPaymentContextChange( ( next ) => updateAmount( next.total ) );
 */
import { getSettings } from '../core/settings';

export type PaymentPage =
	'checkout' | 'order-pay' | 'add-payment-method' | 'payment-methods';

/** An address with the order payload's keys (docs/spec/payments.md section 3). */
export interface PaymentAddress {
	first_name: string;
	last_name: string;
	company: string;
	email?: string;
	phone: string;
	country: string;
	address_1: string;
	address_2: string;
	city: string;
	state: string;
	postcode: string;
}

/** The order on the pay-for-order page, once the shopper may pay it. */
export interface PayForOrderDetails {
	id: number;
	key: string;
	number: string;
	billingEmail: string;
	/** Minor units of the order's currency. */
	total: number;
	currency: string;
	currencyDecimals: number;
	country: string;
	needsShipping: boolean;
	billingAddress: PaymentAddress;
	/** Null when nothing ships. */
	shippingAddress: PaymentAddress | null;
	orderReceivedUrl: string;
}

export interface PaymentPageContext {
	context: PaymentPage;
	isCheckout: boolean;
	isOrderPay: boolean;
	isAddPaymentMethod: boolean;
	/** add-payment-method and payment-methods. */
	isMyAccount: boolean;
	/** Always false: Vitrine has no subscriptions. */
	isChangingPayment: boolean;
	/** The amount to pay in minor units; 0 where nothing is paid. */
	total: number;
	currency: string;
	/** 0, 2 or 3. */
	currencyDecimals: number;
	/** The billing country known so far. */
	country: string;
	needsShipping: boolean;
	isLoggedIn: boolean;
	isSignupOnCheckoutAllowed: boolean;
	/** The ids of the gateways offered here, in their order. */
	gateways: string[];
	/** The shop's text when placing an order failed without a reason. */
	genericErrorMessage: string;
	/** BCP 47: en-US. */
	locale: string;
	api: {
		/** POST the order payload here (X-WP-Nonce: nonce). */
		checkout: string;
		/** On order-pay: POST /checkout/{id}?key=&billing_email=; otherwise ''. */
		payForOrder: string;
		/** The wp_rest nonce. */
		nonce: string;
	};
	order: PayForOrderDetails | null;
}

declare module '../core/settings' {
	interface VitrineSettingsMap {
		payment: PaymentPageContext;
	}
}

/** The event the checkout fires on document when an order review update brings a new context. */
export const PAYMENT_CONTEXT_EVENT = 'vitrine:payment-context';

/**
 * The page's payment context.
 *
 * @throws Error when the page printed none (not a payment page).
 */
export function getPaymentContext(): PaymentPageContext {
	return getSettings( 'payment' );
}

/**
 * Takes up a new context (the checkout's order review answered one): the settings object now
 * holds it, and listeners of PAYMENT_CONTEXT_EVENT get it as the event's detail.
 *
 * @param context The new context.
 * @param doc     The document to fire on.
 */
export function updatePaymentContext(
	context: PaymentPageContext,
	doc: Document = document
): void {
	const view = doc.defaultView ?? window;
	view.vitrineSettings = { ...view.vitrineSettings, payment: context };
	doc.dispatchEvent(
		new CustomEvent< PaymentPageContext >( PAYMENT_CONTEXT_EVENT, {
			detail: context,
		} )
	);
}

/**
 * Calls back with each new payment context (after an order review update).
 *
 * @param callback Receives the new context.
 * @param doc      The document to listen on.
 * @return A function that stops listening.
 */
export function onPaymentContextChange(
	callback: ( context: PaymentPageContext ) => void,
	doc: Document = document
): () => void {
	const listener = ( event: Event ): void =>
		callback( ( event as CustomEvent< PaymentPageContext > ).detail );
	doc.addEventListener( PAYMENT_CONTEXT_EVENT, listener );
	return () => doc.removeEventListener( PAYMENT_CONTEXT_EVENT, listener );
}
