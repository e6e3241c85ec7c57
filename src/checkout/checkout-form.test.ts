import { CheckoutForm, labelText } from './checkout-form';
import { stubFetch } from '../test-support/fetch';
import type { CheckoutSettings } from './settings';
import { registerPlaceOrderHandler } from './place-order';

test( 'a label is read without its asterisk and without its "(optional)", shown or not', () => {
	document.body.innerHTML = `
		<label id="required-field">
			<span>Email address</span> <span aria-hidden="true">*</span><span hidden>(optional)</span>
		</label>
		<label id="optional-field">
			<span>Phone</span> <span class="vitrine-required" aria-hidden="true" hidden>*</span><span class="vitrine-optional">(optional)</span>
		</label>`;

	expect( labelText( document.getElementById( 'required-field' ) ) ).toBe(
		'Email address'
	);
	// The field's name, not its label's marks: "Phone is not a valid phone number."
	expect( labelText( document.getElementById( 'optional-field' ) ) ).toBe(
		'Phone'
	);
	expect( labelText( null ) ).toBe( '' );
} );

const settings: CheckoutSettings = {
	ajaxUrl: 'https://shop.test/?vitrine-ajax=%%endpoint%%',
	nonce: 'n0nce',
	i18n: {
		checkoutError: 'There was an error processing your order.',
		required: '%s is a required field.',
		invalidEmail: '%s is not a valid email address.',
		invalidPhone: '%s is not a valid phone number.',
		mustAccept: 'Please accept the terms.',
		processing: 'Placing your order…',
		updated: 'Your order’s totals have been updated.',
	},
};

type Fetch = ( url: string, init: RequestInit ) => Promise< Response >;

interface Harness {
	checkout: CheckoutForm;
	fetcher: jest.Mock< ReturnType< Fetch >, Parameters< Fetch > >;
	navigate: jest.Mock< void, [ string ] >;
	reload: jest.Mock< void, [] >;
	notices: HTMLElement;
	form: HTMLFormElement;
}

/**
 * A checkout form whose calls go to a fake window.fetch answering the given bodies in turn (the last
 * one again once they run out).
 *
 * @param answers Each call's status and body; an Error makes the call fail.
 */
function harness( answers: Array< [ number, string ] | Error > ): Harness {
	document.body.innerHTML = `
		<div data-vitrine-checkout>
			<div class="vitrine-checkout__notices"></div>
			<form class="vitrine-checkout__form">
				<div data-vitrine-address>
					<p id="billing_first_name_field"><label for="billing_first_name">First name</label>
						<input id="billing_first_name" name="billing_first_name" value="Ada" required></p>
					<p id="billing_phone_field"><label for="billing_phone">Phone</label>
						<input id="billing_phone" name="billing_phone" value="abc"></p>
					<select id="billing_country" name="billing_country"><option value="DE" selected>Germany</option></select>
					<input id="billing_postcode" name="billing_postcode" value="10117">
					<input id="billing_email" name="billing_email" type="email" value="">
				</div>
				<div id="vitrine-order-review"><table class="vitrine-checkout-review-order-table"><tr><td>€20.00</td></tr></table></div>
				<input type="radio" name="payment_method" value="bacs" checked>
				<p class="vitrine-checkout__place-order"><button type="submit">Place order</button></p>
			</form>
		</div>`;
	const root = document.querySelector< HTMLElement >(
		'[data-vitrine-checkout]'
	) as HTMLElement;
	const form = root.querySelector( 'form' ) as HTMLFormElement;
	const notices = root.querySelector(
		'.vitrine-checkout__notices'
	) as HTMLElement;
	let call = 0;
	const fetcher = stubFetch(
		jest.fn< ReturnType< Fetch >, Parameters< Fetch > >( () => {
			const answer = answers[ Math.min( call++, answers.length - 1 ) ];
			if ( answer instanceof Error ) {
				return Promise.reject( answer );
			}
			return Promise.resolve( {
				status: answer[ 0 ],
				text: () => Promise.resolve( answer[ 1 ] ),
			} as unknown as Response );
		} )
	);
	const navigate = jest.fn< void, [ string ] >();
	const reload = jest.fn< void, [] >();
	const checkout = new CheckoutForm( root, form, notices, settings, {
		navigate,
		reload,
	} );
	return { checkout, fetcher, navigate, reload, notices, form };
}

function endpointOf( call: Parameters< Fetch > ): string | null {
	return new URL( call[ 0 ] ).searchParams.get( 'vitrine-ajax' );
}

const wait = ( ms: number ): Promise< void > =>
	new Promise( ( resolve ) => setTimeout( resolve, ms ) );

let scrolled: jest.Mock;
let logged: jest.SpyInstance;

beforeAll( () => {
	// jsdom has neither CSS.escape nor scrollIntoView.
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
	scrolled = jest.fn();
	Element.prototype.scrollIntoView = scrolled;
	logged = jest.spyOn( console, 'log' ).mockImplementation( () => {} );
} );

afterEach( () => {
	logged.mockRestore();
} );

test( 'submit posts the form to the checkout endpoint and follows a successful redirect', async () => {
	const { checkout, fetcher, navigate, reload, notices } = harness( [
		[
			200,
			'{"result":"success","redirect":"https://shop.test/checkout/order-received/12/?key=k"}',
		],
	] );

	await checkout.submit();

	expect( fetcher ).toHaveBeenCalledTimes( 1 );
	const [ url, init ] = fetcher.mock.calls[ 0 ];
	expect( endpointOf( [ url, init ] ) ).toBe( 'checkout' );
	expect( init.method ).toBe( 'POST' );
	expect(
		( init.headers as Record< string, string > )[ 'X-Vitrine-Nonce' ]
	).toBe( 'n0nce' );
	const body = init.body as URLSearchParams;
	expect( body.get( 'billing_first_name' ) ).toBe( 'Ada' );
	expect( body.get( 'payment_method' ) ).toBe( 'bacs' );
	expect( navigate ).toHaveBeenCalledWith(
		'https://shop.test/checkout/order-received/12/?key=k'
	);
	expect( reload ).not.toHaveBeenCalled();
	expect( notices.innerHTML ).toBe( '' );
} );

test( 'a redirect to another scheme is not followed', async () => {
	const { checkout, navigate, notices } = harness( [
		[ 200, '{"result":"success","redirect":"javascript:alert(1)"}' ],
	] );

	await checkout.submit();

	expect( navigate ).not.toHaveBeenCalled();
	expect( notices.textContent ).toContain( settings.i18n.checkoutError );
} );

test( 'the reload flag reloads the page', async () => {
	const { checkout, navigate, reload } = harness( [
		[ 409, '{"result":"failure","reload":true,"messages":""}' ],
	] );

	await checkout.submit();

	expect( reload ).toHaveBeenCalledTimes( 1 );
	expect( navigate ).not.toHaveBeenCalled();
} );

test( 'the refresh flag runs the order review update again', async () => {
	const { checkout, fetcher, notices } = harness( [
		[
			400,
			'{"result":"failure","refresh":true,"messages":"<ul class=\\"vitrine-notice\\"><li>Prices changed.</li></ul>"}',
		],
		[ 200, '{"result":"success","fragments":{},"messages":""}' ],
	] );

	await checkout.submit();
	expect( notices.textContent ).toContain( 'Prices changed.' );
	await wait( 50 );

	expect( fetcher.mock.calls.map( endpointOf ) ).toEqual( [
		'checkout',
		'update_order_review',
	] );
	const update = fetcher.mock.calls[ 1 ][ 1 ].body as URLSearchParams;
	expect( update.get( 'country' ) ).toBe( 'DE' );
	expect( update.get( 'payment_method' ) ).toBe( 'bacs' );
} );

test( 'a failure without messages shows the settings’ generic checkout error, focused', async () => {
	const { checkout, notices, form } = harness( [
		[ 500, '{"result":"failure","messages":""}' ],
	] );

	await checkout.submit();

	const first = notices.firstElementChild as HTMLElement;
	expect( first.getAttribute( 'role' ) ).toBe( 'alert' );
	expect( first.textContent ).toBe( settings.i18n.checkoutError );
	expect( first.ownerDocument.activeElement ).toBe( first );
	expect( first.getAttribute( 'tabindex' ) ).toBe( '-1' );
	expect( scrolled ).toHaveBeenCalled();
	expect( form.getAttribute( 'aria-busy' ) ).toBe( 'false' );
	expect(
		form.querySelector< HTMLButtonElement >( 'button' )?.disabled
	).toBe( false );
} );

test( 'a refusal without checkout messages shows the server’s own message', async () => {
	const { checkout, notices } = harness( [
		[
			403,
			'{"code":"vitrine_ajax_invalid_nonce","message":"Your session has expired."}',
		],
	] );

	await checkout.submit();

	expect( notices.textContent ).toBe( 'Your session has expired.' );
} );

test( 'the server’s notices are focused, scrolled to, and each shown by its field', async () => {
	const messages =
		'<div class="vitrine-notice vitrine-notice--error" role="alert"><ul class="vitrine-notice__list">' +
		'<li data-id="billing_phone">Phone is not a valid phone number.</li>' +
		'<li>Please choose a payment method.</li></ul></div>';
	const { checkout, notices, form } = harness( [
		[
			400,
			JSON.stringify( {
				result: 'failure',
				messages,
			} ),
		],
	] );

	await checkout.submit();

	const list = notices.firstElementChild as HTMLElement;
	expect( list.querySelectorAll( 'li' ) ).toHaveLength( 2 );
	expect( list.ownerDocument.activeElement ).toBe( list );
	expect( scrolled ).toHaveBeenCalledWith( {
		behavior: 'smooth',
		block: 'start',
	} );
	const phone = form.querySelector( '#billing_phone' ) as HTMLInputElement;
	expect( phone.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
	expect(
		document.getElementById( 'billing_phone_error' )?.textContent
	).toBe( 'Phone is not a valid phone number.' );
	expect( phone.getAttribute( 'aria-describedby' ) ).toBe(
		'billing_phone_error'
	);
} );

test( 'malformed JSON with the result inside is repaired', async () => {
	const { checkout, navigate } = harness( [
		[
			200,
			'<br><b>Notice</b>: something printed<br>{"result":"success","redirect":"https://shop.test/received"}',
		],
	] );

	await checkout.submit();

	expect( navigate ).toHaveBeenCalledWith( 'https://shop.test/received' );
	expect( logged ).toHaveBeenCalledWith(
		'Fixed malformed JSON. Original:',
		expect.stringContaining( 'Notice' )
	);
} );

test( 'an unreadable answer is logged and reported as an error', async () => {
	const { checkout, navigate, notices } = harness( [
		[ 500, '<b>Fatal error</b>: out of memory' ],
	] );

	await checkout.submit();

	expect( navigate ).not.toHaveBeenCalled();
	expect( logged ).toHaveBeenCalledWith(
		'Unable to fix malformed JSON',
		'<b>Fatal error</b>: out of memory'
	);
	expect( notices.textContent ).toBe( settings.i18n.checkoutError );
} );

test( 'a failed connection is reported with the generic error', async () => {
	const { checkout, notices } = harness( [ new TypeError( 'offline' ) ] );

	await checkout.submit();

	expect( notices.textContent ).toBe( settings.i18n.checkoutError );
} );

test( 'a second submit while the first is on its way sends nothing', async () => {
	const { checkout, fetcher } = harness( [
		[ 200, '{"result":"success","redirect":"https://shop.test/received"}' ],
	] );

	await Promise.all( [ checkout.submit(), checkout.submit() ] );

	expect( fetcher ).toHaveBeenCalledTimes( 1 );
} );

test( 'submitting waits until a pending order review update has finished', async () => {
	const order: string[] = [];
	const { checkout, fetcher } = harness( [
		[ 200, '{"result":"success","fragments":{},"messages":""}' ],
		[ 200, '{"result":"success","redirect":"https://shop.test/received"}' ],
	] );
	fetcher.mockImplementation( ( url: string ) => {
		const endpoint = new URL( url ).searchParams.get( 'vitrine-ajax' );
		order.push( `${ endpoint } started` );
		return wait( 30 ).then( () => {
			order.push( `${ endpoint } answered` );
			return {
				status: 200,
				text: () =>
					Promise.resolve(
						endpoint === 'checkout'
							? '{"result":"success","redirect":"https://shop.test/received"}'
							: '{"result":"success","fragments":{},"messages":""}'
					),
			} as unknown as Response;
		} );
	} );

	checkout.scheduler.triggered();
	await wait( 10 );
	await checkout.submit();

	expect( order ).toEqual( [
		'update_order_review started',
		'update_order_review answered',
		'checkout started',
		'checkout answered',
	] );
} );

/**
 * Types into a field as a shopper does: the value, then an input event.
 *
 * @param field The field.
 * @param value What it holds after.
 */
function type( field: HTMLInputElement, value: string ): void {
	field.value = value;
	field.dispatchEvent( new Event( 'input', { bubbles: true } ) );
}

function leave( field: HTMLInputElement ): void {
	field.dispatchEvent( new Event( 'change', { bubbles: true } ) );
	field.dispatchEvent( new FocusEvent( 'focusout', { bubbles: true } ) );
}

const reviewAnswer =
	'{"result":"success","fragments":{},"messages":"","reload":false}';

test( 'typing in the name, email or phone sends no update; the postcode does', async () => {
	const { checkout, fetcher, form } = harness( [ [ 200, reviewAnswer ] ] );
	checkout.start();
	const field = ( id: string ) =>
		form.querySelector( `#${ id }` ) as HTMLInputElement;

	type( field( 'billing_first_name' ), 'Grace' );
	leave( field( 'billing_first_name' ) );
	type( field( 'billing_email' ), 'grace@example.org' );
	leave( field( 'billing_email' ) );
	type( field( 'billing_phone' ), '030 1234' );
	leave( field( 'billing_phone' ) );
	await wait( 1100 );
	expect( fetcher ).not.toHaveBeenCalled();

	type( field( 'billing_postcode' ), '10115' );
	await wait( 1100 );
	expect( fetcher.mock.calls.map( endpointOf ) ).toEqual( [
		'update_order_review',
	] );
} );

test( 'leaving a field after its update went sends no second, identical update', async () => {
	const { checkout, fetcher, form } = harness( [ [ 200, reviewAnswer ] ] );
	checkout.start();
	const postcode = form.querySelector(
		'#billing_postcode'
	) as HTMLInputElement;

	type( postcode, '10115' );
	await wait( 1100 );
	expect( fetcher ).toHaveBeenCalledTimes( 1 );
	leave( postcode );
	await wait( 50 );
	expect( fetcher ).toHaveBeenCalledTimes( 1 );

	// A change that matters still goes.
	type( postcode, '10117' );
	leave( postcode );
	await wait( 50 );
	expect( fetcher ).toHaveBeenCalledTimes( 2 );
} );

test( 'an applied coupon shows the order review the server answered, even before the address is complete', async () => {
	const review =
		'<table class="vitrine-checkout-review-order-table"><tr><td>€18.00</td></tr></table>';
	const { checkout, fetcher, form } = harness( [
		[
			200,
			JSON.stringify( {
				result: 'success',
				html: '<ul class="vitrine-notice vitrine-notice--success"><li>Coupon code applied successfully.</li></ul>',
				fragments: {
					'.vitrine-checkout-review-order-table': review,
				},
				messages: '',
			} ),
		],
	] );
	// The address is not complete: a required postcode is empty.
	const postcode = form.querySelector(
		'#billing_postcode'
	) as HTMLInputElement;
	postcode.required = true;
	postcode.value = '';
	const coupon = document.createElement( 'form' );
	coupon.className = 'vitrine-checkout-coupon';
	coupon.id = 'vitrine-checkout-coupon';
	coupon.innerHTML =
		'<input name="coupon_code" id="coupon_code" value="WELCOME10"><button type="submit">Apply</button>';
	form.before( coupon );
	checkout.start();

	coupon.requestSubmit();
	await wait( 50 );

	expect( fetcher.mock.calls.map( endpointOf ) ).toEqual( [
		'apply_coupon',
	] );
	const sent = fetcher.mock.calls[ 0 ][ 1 ].body as URLSearchParams;
	expect( sent.get( 'payment_method' ) ).toBe( 'bacs' );
	expect(
		document.querySelector( '.vitrine-checkout-review-order-table' )
			?.textContent
	).toBe( '€18.00' );
	expect(
		document.querySelector( '.vitrine-checkout__notices' )?.textContent
	).toContain( 'Coupon code applied successfully.' );
} );

describe( 'the chosen gateway’s place-order handler', () => {
	afterEach( () => {
		delete window.vitrinePlaceOrderHandlers;
	} );

	test( 'adds its fields to the checkout post, while the form is processing', async () => {
		const { checkout, fetcher, form } = harness( [
			[
				200,
				'{"result":"success","redirect":"https://shop.test/checkout/order-received/12/?key=k"}',
			],
		] );
		let busyDuring: boolean | null = null;
		registerPlaceOrderHandler( 'bacs', async ( given ) => {
			expect( given ).toBe( form );
			busyDuring = form.classList.contains( 'is-processing' );
			return { 'vitrine-stripe-payment-method': 'pm_1' };
		} );

		await checkout.submit();

		expect( busyDuring ).toBe( true );
		const body = fetcher.mock.calls[ 0 ][ 1 ].body as URLSearchParams;
		expect( body.get( 'vitrine-stripe-payment-method' ) ).toBe( 'pm_1' );
		expect( body.get( 'billing_first_name' ) ).toBe( 'Ada' );
	} );

	test( 'a refusal posts nothing, shows its message in the notices, and lets the shopper try again', async () => {
		const { checkout, fetcher, notices, form } = harness( [
			[
				200,
				'{"result":"success","redirect":"https://shop.test/checkout/order-received/12/?key=k"}',
			],
		] );
		const handler = jest
			.fn()
			.mockResolvedValueOnce( { error: 'BLIK Code is invalid' } )
			.mockResolvedValueOnce( {} );
		registerPlaceOrderHandler( 'bacs', handler );

		await checkout.submit();

		expect( fetcher ).not.toHaveBeenCalled();
		expect( notices.textContent ).toBe( 'BLIK Code is invalid' );
		expect( notices.querySelector( '[role="alert"]' ) ).not.toBeNull();
		expect( form.classList.contains( 'is-processing' ) ).toBe( false );

		await checkout.submit();
		expect( fetcher ).toHaveBeenCalledTimes( 1 );
	} );

	test( 'a handler that throws shows the generic checkout error', async () => {
		const { checkout, fetcher, notices } = harness( [] );
		const errors = jest
			.spyOn( console, 'error' )
			.mockImplementation( () => {} );
		registerPlaceOrderHandler( 'bacs', async () => {
			throw new Error( 'boom' );
		} );

		await checkout.submit();

		expect( fetcher ).not.toHaveBeenCalled();
		expect( notices.textContent ).toBe( settings.i18n.checkoutError );
		errors.mockRestore();
	} );

	test( 'another gateway’s handler does not run', async () => {
		const { checkout, fetcher } = harness( [
			[ 200, '{"result":"success","redirect":"https://shop.test/x"}' ],
		] );
		const handler = jest.fn();
		registerPlaceOrderHandler( 'stripe', handler );

		await checkout.submit();

		expect( handler ).not.toHaveBeenCalled();
		expect( fetcher ).toHaveBeenCalledTimes( 1 );
	} );
} );
