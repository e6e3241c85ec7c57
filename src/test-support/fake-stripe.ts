/**
 * A stand-in for Stripe.js in the jest tests of src/stripe/ (imported by *.test.ts only): every
 * call is a jest.fn, the elements record their options and mounts, and a test fires an element's
 * events with emit().
 */
import type {
	ElementEvent,
	ElementsLike,
	IntentResult,
	PaymentElementLike,
	StripeClient,
} from '../stripe/stripe-client';

export interface FakeElement extends PaymentElementLike {
	mounted: HTMLElement | null;
	destroyed: boolean;
	options: unknown;
	emit: ( event: string, detail?: ElementEvent ) => void;
}

export interface FakeElements extends ElementsLike {
	options: unknown;
	updates: unknown[];
	created: FakeElement[];
}

export type FakeStripe = {
	[ K in keyof StripeClient ]-?: jest.Mock;
} & { made: FakeElements[] };

function fakeElement( options: unknown ): FakeElement {
	const handlers: Record< string, Array< ( e: ElementEvent ) => void > > = {};
	const element: FakeElement = {
		mounted: null,
		destroyed: false,
		options,
		mount: jest.fn( ( container: HTMLElement ) => {
			element.mounted = container;
			container.innerHTML =
				'<iframe title="Secure payment input frame"></iframe>';
		} ),
		unmount: jest.fn( () => {
			element.mounted = null;
		} ),
		destroy: jest.fn( () => {
			element.destroyed = true;
		} ),
		on: jest.fn(
			( event: string, handler: ( e: ElementEvent ) => void ) => {
				( handlers[ event ] ??= [] ).push( handler );
			}
		),
		emit: ( event, detail = {} ) =>
			( handlers[ event ] ?? [] ).forEach( ( handler ) =>
				handler( detail )
			),
	};
	return element;
}

const intent = ( result: IntentResult = {} ) =>
	jest.fn().mockResolvedValue( result );

export function fakeStripe(): FakeStripe {
	const made: FakeElements[] = [];
	return {
		made,
		elements: jest.fn( ( options: unknown ) => {
			const elements: FakeElements = {
				options,
				updates: [],
				created: [],
				create: jest.fn( ( _type: string, elementOptions: unknown ) => {
					const element = fakeElement( elementOptions );
					elements.created.push( element );
					return element;
				} ),
				update: jest.fn( ( update: unknown ) => {
					elements.updates.push( update );
				} ),
				submit: jest.fn().mockResolvedValue( {} ),
			};
			made.push( elements );
			return elements;
		} ),
		createPaymentMethod: jest
			.fn()
			.mockResolvedValue( { paymentMethod: { id: 'pm_new' } } ),
		retrievePaymentIntent: intent(),
		retrieveSetupIntent: intent(),
		confirmPayment: intent(),
		confirmSetup: intent(),
		handleNextAction: intent(),
		handleCardPayment: intent(),
		handleCardSetup: intent(),
		confirmBoletoPayment: intent(),
		confirmMultibancoPayment: intent(),
		confirmOxxoPayment: intent(),
		confirmWechatPayPayment: intent(),
		confirmCashappPayment: intent(),
		confirmCashappSetup: intent(),
	};
}
