import { fakeStripe, type FakeStripe } from '../test-support/fake-stripe';
import { stripeSettings } from '../test-support/stripe-settings';
import { elementsOptions, methodElements } from './payment-elements';
import type { StripeClient } from './stripe-client';

const settings = stripeSettings();
const look = { appearance: { theme: 'stripe' as const }, fonts: [] };

function setup( overrides: { amount?: number; save?: boolean } = {} ) {
	document.body.innerHTML =
		'<div id="card"></div><div id="card-2"></div><div id="ideal"></div>';
	const stripe: FakeStripe = fakeStripe();
	let container = document.getElementById( 'card' ) as HTMLElement;
	let amount = overrides.amount ?? 1999;
	let save = overrides.save ?? false;
	const loads = jest.fn( async () => stripe as unknown as StripeClient );
	const elements = methodElements( {
		settings,
		stripe: loads,
		amount: () => amount,
		never: () => ( { email: 'never' } ),
		save: () => save,
		container: ( config ) =>
			config.gatewayId === 'stripe'
				? container
				: document.getElementById( 'ideal' ),
		look: async () => look,
	} );
	return {
		stripe,
		elements,
		loads,
		setContainer: ( id: string ) => {
			container = document.getElementById( id ) as HTMLElement;
		},
		setAmount: ( value: number ) => {
			amount = value;
		},
		setSave: ( value: boolean ) => {
			save = value;
		},
	};
}

test( 'a deferred intent pays the amount, or sets up under 1; the currency in lower case; off_session when saving', () => {
	expect(
		elementsOptions(
			{ ...settings, currency: 'EUR' },
			'card',
			1999,
			true,
			look
		)
	).toEqual( {
		mode: 'payment',
		amount: 1999,
		currency: 'eur',
		setupFutureUsage: 'off_session',
		paymentMethodCreation: 'manual',
		allowedPaymentMethodTypes: [ 'card' ],
		appearance: look.appearance,
		fonts: [],
	} );
	const setupMode = elementsOptions( settings, 'card', 0, true, look );
	expect( setupMode.mode ).toBe( 'setup' );
	expect( 'amount' in setupMode ).toBe( false );
	expect(
		elementsOptions( settings, 'ideal', 5, false, look )
	).not.toHaveProperty( 'setupFutureUsage' );
} );

test( 'a method’s element is made once, on first need, and mounted in its box', async () => {
	const { stripe, elements, loads } = setup();

	expect( loads ).not.toHaveBeenCalled();
	const [ first, second ] = await Promise.all( [
		elements.ensure( 'card' ),
		elements.ensure( 'card' ),
	] );
	await elements.ensure( 'card' );

	expect( first ).toBe( second );
	expect( stripe.elements ).toHaveBeenCalledTimes( 1 );
	const element = stripe.made[ 0 ].created[ 0 ];
	expect( element.mounted?.id ).toBe( 'card' );
	expect( element.options ).toEqual( {
		layout: { type: 'accordion', radios: 'never' },
		fields: { billingDetails: { email: 'never' } },
		wallets: { applePay: 'never', googlePay: 'never' },
	} );
	expect( first.upeElement ).toBe( element );
} );

test( 'the tabs layout is the settings’ choice', async () => {
	const stripe = fakeStripe();
	const elements = methodElements( {
		settings: { ...settings, OCLayout: 'tabs' },
		stripe: async () => stripe as unknown as StripeClient,
		amount: () => 1,
		never: () => ( {} ),
		save: () => false,
		container: () => document.body,
		look: async () => look,
	} );
	await elements.ensure( 'card' );
	expect( stripe.made[ 0 ].created[ 0 ].options ).toMatchObject( {
		layout: { type: 'tabs' },
	} );
} );

test( 'a load error is kept on the method’s state', async () => {
	const { stripe, elements } = setup();
	const state = await elements.ensure( 'card' );

	stripe.made[ 0 ].created[ 0 ].emit( 'loaderror', {} );

	expect( state.hasLoadError ).toBe( true );
} );

test( 'a change of the save box makes the element again, with off_session', async () => {
	const { stripe, elements, setSave } = setup();
	await elements.ensure( 'card' );
	expect( elements.reset( 'ideal' ) ).toBeNull();

	setSave( true );
	await elements.reset( 'card' );

	expect( stripe.made[ 0 ].created[ 0 ].destroyed ).toBe( true );
	expect( stripe.made ).toHaveLength( 2 );
	expect( stripe.made[ 1 ].options ).toMatchObject( {
		setupFutureUsage: 'off_session',
	} );
	expect( stripe.made[ 1 ].created[ 0 ].mounted?.id ).toBe( 'card' );
} );

test( 'a new amount is told to every element made', async () => {
	const { stripe, elements, setAmount } = setup();
	await elements.ensure( 'card' );

	setAmount( 2500 );
	elements.updateAmount();
	setAmount( 0 );
	elements.updateAmount();

	expect( stripe.made[ 0 ].updates ).toEqual( [
		{ mode: 'payment', amount: 2500, setupFutureUsage: null },
		{ mode: 'setup' },
	] );
} );

test( 'an element whose box was replaced is mounted in the new one', async () => {
	const { stripe, elements, setContainer } = setup();
	await elements.ensure( 'card' );
	const element = stripe.made[ 0 ].created[ 0 ];

	elements.remount();
	expect( element.mount ).toHaveBeenCalledTimes( 1 );

	setContainer( 'card-2' );
	elements.remount();
	expect( element.unmount ).toHaveBeenCalledTimes( 1 );
	expect( element.mounted?.id ).toBe( 'card-2' );
} );

test( 'a failed load of Stripe.js rejects, and a later need tries again', async () => {
	const { elements, loads } = setup();
	loads.mockRejectedValueOnce( new Error( 'Failed to load Stripe.js' ) );

	await expect( elements.ensure( 'card' ) ).rejects.toThrow();
	await expect( elements.ensure( 'card' ) ).resolves.toMatchObject( {
		type: 'card',
	} );
} );
