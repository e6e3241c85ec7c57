import { fakeFetch } from '../test-support/fetch';
import { fakeStripe, type FakeStripe } from '../test-support/fake-stripe';
import { stripeSettings } from '../test-support/stripe-settings';
import { updatePaymentContext } from '../checkout/payment-context';
import { runPlaceOrderHandler } from '../checkout/place-order';
import type { PaymentPageContext } from '../checkout/payment-context';
import { startStripeForm } from './payment-form';
import type { StripeClient } from './stripe-client';

const settings = stripeSettings( {
	appearance: { theme: 'night' },
	isLoggedIn: false,
	isSignupOnCheckoutAllowed: true,
} );

const flush = (): Promise< void > =>
	new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

const context = ( total: number, country = 'DE' ) =>
	( {
		context: 'checkout',
		total,
		currency: 'EUR',
		currencyDecimals: 2,
		country,
	} ) as PaymentPageContext;

let stripe: FakeStripe;

beforeAll( () => {
	if ( typeof globalThis.CSS?.escape !== 'function' ) {
		(
			globalThis as unknown as {
				CSS: { escape: ( s: string ) => string };
			}
		 ).CSS = {
			escape: ( value: string ) => value.replace( /[^\w-]/g, '\\$&' ),
		};
	}
} );

beforeEach( () => {
	window.vitrineSettings = { payment: context( 1999 ) };
	document.body.innerHTML = `
		<form class="vitrine-checkout__form">
			<select name="billing_country"><option value="DE" selected>Germany</option><option value="NL">Netherlands</option></select>
			<input name="billing_first_name" value="Ada">
			<input name="billing_last_name" value="Lovelace">
			<input name="billing_email" value="ada@example.com">
			<input type="checkbox" name="createaccount">
			<div class="vitrine-checkout-payment"><ul>
				<li><input type="radio" id="pm_bacs" name="payment_method" value="bacs" checked><label for="pm_bacs">Bank</label></li>
				<li><input type="radio" id="pm_stripe" name="payment_method" value="stripe"><label for="pm_stripe">Card</label>
					<div class="vitrine-payment-box" data-method="stripe">
						<div class="vitrine-stripe-element" id="vitrine-stripe-card-element" data-type="card"></div>
						<p class="vitrine-stripe-save"><input type="checkbox" name="vitrine-stripe-new-payment-method" value="true"></p>
					</div></li>
				<li><input type="radio" id="pm_ideal" name="payment_method" value="stripe_ideal"><label for="pm_ideal">iDEAL</label></li>
			</ul></div>
		</form>`;
	stripe = fakeStripe();
	startStripeForm(
		document.querySelector( 'form' ) as HTMLFormElement,
		settings,
		async () => stripe as unknown as StripeClient
	);
} );

afterEach( () => {
	delete window.vitrinePlaceOrderHandlers;
	delete window.vitrineSettings;
} );

function choose( value: string ): void {
	const radio = document.querySelector< HTMLInputElement >(
		`[value="${ value }"]`
	) as HTMLInputElement;
	radio.checked = true;
	radio.dispatchEvent( new Event( 'change', { bubbles: true } ) );
}

test( 'Stripe.js is not asked for until a Stripe method is chosen; then its element mounts in its box', async () => {
	await flush();
	expect( stripe.elements ).not.toHaveBeenCalled();

	choose( 'stripe' );
	await flush();

	expect( stripe.elements ).toHaveBeenCalledTimes( 1 );
	expect( stripe.made[ 0 ].options ).toMatchObject( {
		mode: 'payment',
		amount: 1999,
		currency: 'eur',
		allowedPaymentMethodTypes: [ 'card' ],
		appearance: { theme: 'night' },
	} );
	const mounted = stripe.made[ 0 ].created[ 0 ].mounted as HTMLElement;
	expect( mounted.closest( '[data-method="stripe"]' ) ).not.toBeNull();
	// Before the save box, and the fields the checkout collects are not asked again.
	expect( mounted.nextElementSibling?.className ).toBe(
		'vitrine-stripe-save'
	);
	expect( stripe.made[ 0 ].created[ 0 ].options ).toMatchObject( {
		fields: {
			billingDetails: {
				name: 'never',
				email: 'never',
				address: { country: 'never' },
			},
		},
	} );
} );

test( 'the save box shows to a guest only while creating an account; ticking it makes the element again', async () => {
	const save = document.querySelector(
		'.vitrine-stripe-save'
	) as HTMLElement;
	expect( save.hidden ).toBe( true );
	const create = document.querySelector(
		'[name="createaccount"]'
	) as HTMLInputElement;
	create.checked = true;
	create.dispatchEvent( new Event( 'change', { bubbles: true } ) );
	expect( save.hidden ).toBe( false );

	choose( 'stripe' );
	await flush();
	const box = save.querySelector( 'input' ) as HTMLInputElement;
	box.checked = true;
	box.dispatchEvent( new Event( 'change', { bubbles: true } ) );
	await flush();

	expect( stripe.made ).toHaveLength( 2 );
	expect( stripe.made[ 1 ].options ).toMatchObject( {
		setupFutureUsage: 'off_session',
	} );
} );

test( 'a method limited to some countries shows only for them, and is unchosen when hidden', async () => {
	const ideal = document.querySelector( '#pm_ideal' ) as HTMLInputElement;
	const item = ideal.closest( 'li' ) as HTMLElement;
	expect( item.hidden ).toBe( true );

	const country = document.querySelector(
		'[name="billing_country"]'
	) as HTMLSelectElement;
	country.value = 'NL';
	country.dispatchEvent( new Event( 'change', { bubbles: true } ) );
	expect( item.hidden ).toBe( false );
	choose( 'stripe_ideal' );

	country.value = 'DE';
	country.dispatchEvent( new Event( 'change', { bubbles: true } ) );
	expect( item.hidden ).toBe( true );
	expect( ideal.checked ).toBe( false );
	expect(
		( document.querySelector( '#pm_bacs' ) as HTMLInputElement ).checked
	).toBe( true );
} );

test( 'a new payment context’s total is told to the elements; replaced boxes get their element back', async () => {
	choose( 'stripe' );
	await flush();

	updatePaymentContext( context( 0 ) );
	expect( stripe.made[ 0 ].updates ).toEqual( [ { mode: 'setup' } ] );

	// The order review's update replaces the payment methods.
	const list = document.querySelector(
		'.vitrine-checkout-payment'
	) as HTMLElement;
	list.outerHTML = list.outerHTML;
	await flush();

	const element = stripe.made[ 0 ].created[ 0 ];
	expect( element.unmount ).toHaveBeenCalled();
	expect( element.mounted?.isConnected ).toBe( true );
} );

test( 'the handler of the chosen Stripe method makes the payment method from the checkout’s fields', async () => {
	choose( 'stripe' );
	const form = document.querySelector( 'form' ) as HTMLFormElement;

	const result = await runPlaceOrderHandler( form, 'Generic.' );

	expect( result ).toMatchObject( {
		'vitrine-stripe-payment-method': 'pm_new',
		'vitrine-stripe-payment-type': 'card',
	} );
	expect( stripe.createPaymentMethod.mock.calls[ 0 ][ 0 ].params ).toEqual( {
		billing_details: {
			name: 'Ada Lovelace',
			email: 'ada@example.com',
			address: { country: 'DE' },
		},
	} );
} );

test( 'without a saved appearance, the theme’s is computed once and saved', async () => {
	delete window.vitrinePlaceOrderHandlers;
	const fetcher = fakeFetch( { body: { success: true, data: {} } } );
	const other = fakeStripe();
	startStripeForm(
		document.querySelector( 'form' ) as HTMLFormElement,
		{ ...settings, appearance: null },
		async () => other as unknown as StripeClient
	);
	choose( 'stripe' );
	await flush();
	choose( 'bacs' );
	choose( 'stripe' );
	await flush();

	expect( fetcher.requests ).toHaveLength( 1 );
	const body = new URLSearchParams( fetcher.requests[ 0 ].body );
	expect( fetcher.requests[ 0 ].url ).toContain( 'stripe_save_appearance' );
	expect( body.get( 'theme_name' ) ).toBe( 'twentytwentyfive' );
	expect( body.get( '_ajax_nonce' ) ).toBe( 'n-sa' );
	expect( JSON.parse( body.get( 'appearance' ) ?? '' ) ).toMatchObject( {
		theme: 'stripe',
		variables: { colorBackground: '#ffffff' },
	} );
} );

test( 'a box without a container gets one, before its save box', async () => {
	document.querySelector( '#vitrine-stripe-card-element' )?.remove();
	choose( 'stripe' );
	await flush();

	const mounted = stripe.made[ 0 ].created[ 0 ].mounted as HTMLElement;
	expect( mounted.closest( '[data-method="stripe"]' ) ).not.toBeNull();
	expect( mounted.nextElementSibling?.className ).toBe(
		'vitrine-stripe-save'
	);
} );

test( 'a saved method chosen hides the Payment Element and the save box; a new one shows them', async () => {
	const box = document.querySelector(
		'[data-method="stripe"]'
	) as HTMLElement;
	box.insertAdjacentHTML(
		'afterbegin',
		'<p><input type="radio" id="saved" name="vitrine-stripe-saved-method" value="pm_saved" checked><label for="saved">Visa 4242</label></p>' +
			'<p><input type="radio" id="new" name="vitrine-stripe-saved-method" value=""><label for="new">Use a new payment method</label></p>'
	);
	(
		document.querySelector( '[name="createaccount"]' ) as HTMLInputElement
	 ).checked = true;
	choose( 'stripe' );
	const element = box.querySelector(
		'.vitrine-stripe-element'
	) as HTMLElement;
	const save = box.querySelector( '.vitrine-stripe-save' ) as HTMLElement;
	expect( element.hidden ).toBe( true );
	expect( save.hidden ).toBe( true );

	const fresh = document.querySelector( '#new' ) as HTMLInputElement;
	fresh.checked = true;
	fresh.dispatchEvent( new Event( 'change', { bubbles: true } ) );

	expect( element.hidden ).toBe( false );
	expect( save.hidden ).toBe( false );
} );

test( "Cash App Pay's box says it may refuse the payment while the checkout's total is over 200000 in Stripe's units", async () => {
	document.body.innerHTML = `
		<form class="vitrine-checkout__form"><div class="vitrine-checkout-payment"><ul>
			<li><input type="radio" id="pm_cashapp" name="payment_method" value="stripe_cashapp" checked><label for="pm_cashapp">Cash App Pay</label>
				<div class="vitrine-payment-box" data-method="stripe_cashapp"></div></li>
		</ul></div></form>`;
	startStripeForm(
		document.querySelector( 'form' ) as HTMLFormElement,
		stripeSettings( {
			currency: 'usd',
			paymentMethodsConfig: {
				cashapp: {
					isReusable: false,
					supportsDeferredIntent: true,
					countries: [],
					title: 'Cash App Pay',
					gatewayId: 'stripe_cashapp',
				},
			},
		} ),
		async () => stripe as unknown as StripeClient
	);
	const notice = () =>
		document.querySelector( '[data-method="stripe_cashapp"] p' )
			?.textContent ?? null;
	expect( notice() ).toBeNull();

	updatePaymentContext( { ...context( 250000 ), currency: 'USD' } );
	expect( notice() ).toBe(
		'Cash App Pay may refuse a payment of this amount.'
	);

	updatePaymentContext( { ...context( 150000 ), currency: 'USD' } );
	expect( notice() ).toBeNull();
} );
