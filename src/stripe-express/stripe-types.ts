/**
 * The part of Stripe.js the express checkout calls, typed with @stripe/stripe-js's own types of
 * the Express Checkout Element so that tests can stand in for it.
 */
import type {
	PaymentMethod,
	StripeElementsOptionsMode,
	StripeError,
	StripeExpressCheckoutElementClickEvent,
	StripeExpressCheckoutElementConfirmEvent,
	StripeExpressCheckoutElementOptions,
	StripeExpressCheckoutElementReadyEvent,
	StripeExpressCheckoutElementShippingAddressChangeEvent,
	StripeExpressCheckoutElementShippingRateChangeEvent,
} from '@stripe/stripe-js';

export interface ExpressHandlers {
	ready: ( event: StripeExpressCheckoutElementReadyEvent ) => void;
	click: ( event: StripeExpressCheckoutElementClickEvent ) => void;
	shippingaddresschange: (
		event: StripeExpressCheckoutElementShippingAddressChangeEvent
	) => void;
	shippingratechange: (
		event: StripeExpressCheckoutElementShippingRateChangeEvent
	) => void;
	confirm: ( event: StripeExpressCheckoutElementConfirmEvent ) => void;
	cancel: ( event: { elementType: 'expressCheckout' } ) => void;
	loaderror: ( event: { error: StripeError } ) => void;
}

export interface ExpressElementLike {
	mount: ( container: HTMLElement ) => void;
	destroy: () => void;
	on: < E extends keyof ExpressHandlers >(
		event: E,
		handler: ExpressHandlers[ E ]
	) => unknown;
}

export interface ExpressElementsLike {
	create: (
		type: 'expressCheckout',
		options: StripeExpressCheckoutElementOptions
	) => ExpressElementLike;
	update: ( options: { amount: number } ) => void;
	submit: () => Promise< { error?: StripeError } >;
}

export interface ExpressStripe {
	elements: ( options: StripeElementsOptionsMode ) => ExpressElementsLike;
	createPaymentMethod: ( options: {
		elements: ExpressElementsLike;
	} ) => Promise< { paymentMethod?: PaymentMethod; error?: StripeError } >;
}
