import { fakeFetch } from '../test-support/fetch';
import { fakeStripe, type FakeStripe } from '../test-support/fake-stripe';
import { stripeSettings } from '../test-support/stripe-settings';
import { methodElements } from './payment-elements';
import type { StripeClient } from './stripe-client';
import { stripeHandler, type SubmitDeps } from './submit';

const settings = stripeSettings();

function setup(
	type: string,
	box: string,
	overrides: Partial< SubmitDeps > = {}
) {
	document.body.innerHTML = `<form><div class="vitrine-payment-box">${ box }<div data-vitrine-stripe-element></div></div></form>`;
	const stripe: FakeStripe = fakeStripe();
	const loads = jest.fn( async () => stripe as unknown as StripeClient );
	const elements = methodElements( {
		settings,
		stripe: loads,
		amount: () => 1999,
		never: () => ( {} ),
		save: () => false,
		container: () =>
			document.querySelector( '[data-vitrine-stripe-element]' ),
		look: async () => ( { fonts: [] } ),
	} );
	const navigate = jest.fn();
	const handler = stripeHandler( type, {
		settings,
		elements,
		stripe: loads,
		billing: () => ( { name: 'Ada Lovelace', email: 'ada@example.com' } ),
		box: () => document.querySelector( '.vitrine-payment-box' ),
		setUpNow: false,
		navigate,
		...overrides,
	} );
	const form = document.querySelector( 'form' ) as HTMLFormElement;
	return { stripe, elements, loads, handler, form, navigate };
}

test( 'a new card: checked by the element, made with the page’s billing details, sent as hidden fields', async () => {
	const { stripe, handler, form } = setup(
		'card',
		'<p class="vitrine-stripe-save"><input type="checkbox" name="vitrine-stripe-new-payment-method" value="true" checked></p>'
	);

	const result = await handler( form );

	expect( stripe.made[ 0 ].submit ).toHaveBeenCalledTimes( 1 );
	expect( stripe.createPaymentMethod ).toHaveBeenCalledWith( {
		elements: stripe.made[ 0 ],
		params: {
			billing_details: { name: 'Ada Lovelace', email: 'ada@example.com' },
		},
	} );
	expect( result ).toEqual( {
		'vitrine-stripe-payment-method': 'pm_new',
		'vitrine-stripe-payment-type': 'card',
		'vitrine-stripe-is-deferred-intent': 'true',
		'vitrine-stripe-new-payment-method': 'true',
	} );
} );

test( 'a saved method goes as its id only', async () => {
	const { stripe, handler, form } = setup(
		'card',
		'<input type="radio" name="vitrine-stripe-saved-method" value="pm_saved" checked><input type="radio" name="vitrine-stripe-saved-method" value="new">'
	);

	expect( await handler( form ) ).toEqual( {
		'vitrine-stripe-saved-method': 'pm_saved',
		'vitrine-stripe-payment-type': 'card',
	} );
	expect( stripe.elements ).not.toHaveBeenCalled();
} );

test.each( [ '', '12345', '1234567', '12a456' ] )(
	'a BLIK code "%s" is refused before Stripe is asked',
	async ( code ) => {
		const { stripe, handler, form } = setup(
			'blik',
			`<input name="vitrine-stripe-blik-code" value="${ code }">`
		);

		expect( await handler( form ) ).toEqual( {
			error: 'BLIK Code is invalid',
		} );
		expect( stripe.createPaymentMethod ).not.toHaveBeenCalled();
	}
);

test( 'a six-digit BLIK code goes with the method', async () => {
	const { handler, form } = setup(
		'blik',
		'<input name="vitrine-stripe-blik-code" value=" 123456 ">'
	);

	expect( await handler( form ) ).toMatchObject( {
		'vitrine-stripe-payment-type': 'blik',
		'vitrine-stripe-blik-code': '123456',
		'vitrine-stripe-new-payment-method': 'false',
	} );
} );

test( 'the element’s submit error is shown with Stripe’s message', async () => {
	const { stripe, elements, handler, form } = setup( 'card', '' );
	await elements.ensure( 'card' );
	stripe.made[ 0 ].submit = jest.fn().mockResolvedValue( {
		error: {
			type: 'validation_error',
			message: 'Your card number is incomplete.',
		},
	} );

	expect( await handler( form ) ).toEqual( {
		error: 'Your card number is incomplete.',
	} );
	expect( stripe.createPaymentMethod ).not.toHaveBeenCalled();
} );

test( 'a refused payment method is shown through the error map', async () => {
	const { stripe, handler, form } = setup( 'card', '' );
	stripe.createPaymentMethod.mockResolvedValue( {
		error: {
			type: 'card_error',
			code: 'card_declined',
			message: 'Declined.',
		},
	} );

	expect( await handler( form ) ).toEqual( {
		error: 'The card was declined.',
	} );
} );

test( 'an element that failed to load, or Stripe.js that did not, refuses with the method’s name', async () => {
	const { stripe, elements, handler, form } = setup( 'card', '' );
	await elements.ensure( 'card' );
	stripe.made[ 0 ].created[ 0 ].emit( 'loaderror' );

	const message = {
		error: 'Failed to load Card payment method. Please refresh the page and try again.',
	};
	expect( await handler( form ) ).toEqual( message );

	const unloaded = setup( 'card', '' );
	unloaded.loads.mockRejectedValue( new Error( 'Failed to load Stripe.js' ) );
	expect( await unloaded.handler( unloaded.form ) ).toEqual( message );
} );

describe( 'the add-payment-method page', () => {
	test( 'sets the method up, handles its next action, and sends the setup intent', async () => {
		const fetcher = fakeFetch( {
			body: {
				success: true,
				data: {
					id: 'seti_1',
					status: 'requires_action',
					client_secret: 'seti_1_secret_x',
					next_action: { type: 'use_stripe_sdk' },
				},
			},
		} );
		const { stripe, handler, form } = setup( 'card', '', {
			setUpNow: true,
		} );
		stripe.handleNextAction.mockResolvedValue( {
			setupIntent: { id: 'seti_1', status: 'succeeded' },
		} );

		const result = await handler( form );

		const body = new URLSearchParams( fetcher.requests[ 0 ].body );
		expect( fetcher.requests[ 0 ].url ).toBe(
			'https://shop.test/?vitrine-ajax=stripe_create_and_confirm_setup_intent'
		);
		expect( Object.fromEntries( body ) ).toEqual( {
			'vitrine-stripe-payment-method': 'pm_new',
			'vitrine-stripe-payment-type': 'card',
			_ajax_nonce: 'n-ccsi',
		} );
		expect( stripe.handleNextAction ).toHaveBeenCalledWith( {
			clientSecret: 'seti_1_secret_x',
		} );
		expect( result ).toMatchObject( {
			'vitrine-stripe-payment-method': 'pm_new',
			'vitrine-stripe-new-payment-method': 'true',
			'vitrine-stripe-setup-intent': 'seti_1',
		} );
	} );

	test( 'a redirect leaves the page; an incomplete setup or a refusal unblocks the form', async () => {
		fakeFetch( {
			body: {
				success: true,
				data: {
					status: 'requires_action',
					client_secret: 's',
					next_action: {
						type: 'redirect_to_url',
						redirect_to_url: { url: 'https://bank.test/auth' },
					},
				},
			},
		} );
		const redirected = setup( 'ideal', '', { setUpNow: true } );
		void redirected.handler( redirected.form );
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		expect( redirected.navigate ).toHaveBeenCalledWith(
			'https://bank.test/auth'
		);

		fakeFetch( {
			body: {
				success: true,
				data: { status: 'requires_payment_method' },
			},
		} );
		const incomplete = setup( 'card', '', { setUpNow: true } );
		expect( await incomplete.handler( incomplete.form ) ).toEqual( {
			error: 'Payment failed. Please try again.',
		} );

		fakeFetch( {
			status: 400,
			body: {
				success: false,
				data: { error: { message: 'No customer.' } },
			},
		} );
		const refused = setup( 'card', '', { setUpNow: true } );
		expect( await refused.handler( refused.form ) ).toEqual( {
			error: 'No customer.',
		} );
	} );
} );
