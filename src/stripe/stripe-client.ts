/**
 * The part of Stripe.js this code calls, typed narrowly so that tests can stand in for it
 * (the Stripe.js test double of the e2e tests implements the same calls).
 */
import type {
	PaymentIntent,
	PaymentMethod,
	SetupIntent,
	StripeElementsOptionsMode,
	StripeElementsUpdateOptions,
	StripeError,
	StripePaymentElementOptions,
} from '@stripe/stripe-js';

export interface ElementEvent {
	error?: StripeError;
	elementType?: string;
	value?: { type?: string };
}

export interface PaymentElementLike {
	mount: ( container: HTMLElement ) => void;
	unmount: () => void;
	destroy: () => void;
	on: (
		event: 'ready' | 'change' | 'loaderror',
		handler: ( event: ElementEvent ) => void
	) => unknown;
}

export interface ElementsLike {
	create: (
		type: 'payment',
		options: StripePaymentElementOptions
	) => PaymentElementLike;
	update: ( options: StripeElementsUpdateOptions ) => void;
	submit: () => Promise< { error?: StripeError } >;
}

export interface IntentResult {
	paymentIntent?: PaymentIntent;
	setupIntent?: SetupIntent;
	error?: StripeError;
}

export interface BillingDetailsParam {
	name?: string;
	email?: string;
	phone?: string;
	address?: Record< string, string >;
}

export interface StripeClient {
	elements: ( options: StripeElementsOptionsMode ) => ElementsLike;
	createPaymentMethod: ( options: {
		elements: ElementsLike;
		params?: { billing_details?: BillingDetailsParam };
	} ) => Promise< { paymentMethod?: PaymentMethod; error?: StripeError } >;
	retrievePaymentIntent: ( clientSecret: string ) => Promise< IntentResult >;
	retrieveSetupIntent: ( clientSecret: string ) => Promise< IntentResult >;
	confirmPayment: ( options: {
		clientSecret: string;
		confirmParams?: { return_url?: string };
		redirect: 'if_required';
	} ) => Promise< IntentResult >;
	confirmSetup: ( options: {
		clientSecret: string;
		confirmParams?: { return_url?: string };
		redirect: 'if_required';
	} ) => Promise< IntentResult >;
	handleNextAction: ( options: {
		clientSecret: string;
	} ) => Promise< IntentResult >;
	/** Older integrations' card confirmation; absent from newer Stripe.js (handleNextAction then). */
	handleCardPayment?: ( clientSecret: string ) => Promise< IntentResult >;
	handleCardSetup?: ( clientSecret: string ) => Promise< IntentResult >;
	confirmBoletoPayment: (
		clientSecret: string,
		data?: object,
		options?: { handleActions?: boolean }
	) => Promise< IntentResult >;
	confirmMultibancoPayment: (
		clientSecret: string,
		data?: object,
		options?: { handleActions?: boolean }
	) => Promise< IntentResult >;
	confirmOxxoPayment: (
		clientSecret: string,
		data?: object,
		options?: { handleActions?: boolean }
	) => Promise< IntentResult >;
	confirmWechatPayPayment: (
		clientSecret: string,
		data?: object,
		options?: { handleActions?: boolean }
	) => Promise< IntentResult >;
	confirmCashappPayment: (
		clientSecret: string,
		data?: object,
		options?: { handleActions?: boolean }
	) => Promise< IntentResult >;
	confirmCashappSetup: (
		clientSecret: string,
		data?: object,
		options?: { handleActions?: boolean }
	) => Promise< IntentResult >;
}
