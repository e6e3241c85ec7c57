import { CART_UPDATED_EVENT } from '../cart/context';
import { PAYMENT_CONTEXT_EVENT } from '../checkout/payment-context';
import {
	fakeFetch,
	fakeResponse,
	stubFetch,
	type FakeAnswer,
} from '../test-support/fetch';
import { startExpress, type ExpressDeps } from './express';

// The spec's waits (section 9), written out so that a change of the code's constants shows.
const ADD_TO_CART_WAIT_MS = 700;
const FAILED_CART_WAIT_MS = 1000;
const QUANTITY_DEBOUNCE_MS = 250;
import type { StripeExpressSettings } from './settings';
import { expressSettings } from './test-settings';

/* A stand-in for Stripe.js's Express Checkout Element: every call recorded, events fired by the test. */
interface FakeElement {
	options: unknown;
	mount: jest.Mock;
	destroy: jest.Mock;
	on: jest.Mock;
	emit: ( event: string, detail?: unknown ) => unknown;
}
interface FakeGroup {
	options: unknown;
	update: jest.Mock;
	submit: jest.Mock;
	create: jest.Mock;
	element: FakeElement;
}

function fakeExpressStripe() {
	const groups: FakeGroup[] = [];
	return {
		groups,
		elements: jest.fn( ( options: unknown ) => {
			const group = {
				options,
				update: jest.fn(),
				submit: jest.fn().mockResolvedValue( {} ),
			} as unknown as FakeGroup;
			group.create = jest.fn(
				( _type: string, elementOptions: unknown ) => {
					const handlers: Record<
						string,
						( e: unknown ) => unknown
					> = {};
					group.element = {
						options: elementOptions,
						mount: jest.fn(),
						destroy: jest.fn(),
						on: jest.fn( ( event: string, handler ) => {
							handlers[ event ] = handler;
						} ),
						emit: ( event, detail = {} ) =>
							handlers[ event ]?.( detail ),
					};
					return group.element;
				}
			);
			groups.push( group );
			return group;
		} ),
		createPaymentMethod: jest
			.fn()
			.mockResolvedValue( { paymentMethod: { id: 'pm_1' } } ),
	};
}

type FakeStripe = ReturnType< typeof fakeExpressStripe >;

const MARKUP = `
	<div class="vitrine-cart__notices"></div>
	<div class="vitrine-express-checkout" data-vitrine-widget="stripe-express">
		<div class="vitrine-express-checkout__buttons" id="vitrine-express-checkout-element"></div>
		<p class="vitrine-express-checkout__admin-note" hidden></p>
	</div>
	<p class="vitrine-express-checkout__separator" id="vitrine-express-checkout-separator" hidden>— OR —</p>`;

const PRODUCT_FORM = `
	<form class="vitrine-add-to-cart-form vitrine-variations-form" data-product_id="7">
		<select name="attribute_color" data-attribute_name="attribute_color">
			<option value="">Choose</option><option value="red">Red</option>
		</select>
		<input name="addon-engraving" value="Hi">
		<input name="custom_field" value="not sent">
		<input name="quantity" value="2">
		<input type="hidden" name="variation_id" value="0">
		<input type="hidden" name="product_id" value="7">
		<button type="submit" class="vitrine-add-to-cart-button">Add to cart</button>
	</form>`;

const productSettings = (
	changes: Partial< StripeExpressSettings > = {}
): StripeExpressSettings =>
	expressSettings( {
		location: 'product',
		is_product_page: true,
		is_cart_page: false,
		cart: null,
		product: {
			id: 7,
			total: { label: 'Shop', amount: 1000 },
			currency: 'eur',
			requestShipping: true,
			displayItems: [ { label: 'Shirt', amount: 1000 } ],
			shippingOptions: [
				{ id: 'free', displayName: 'Free', amount: 0 },
				{ id: 'flat_rate:1', displayName: 'Flat', amount: 500 },
			],
			validVariationSelected: false,
			is_variable: true,
		},
		...changes,
	} );

const wrapper = () =>
	document.querySelector< HTMLElement >( '.vitrine-express-checkout' )!;
const separator = () =>
	document.getElementById( 'vitrine-express-checkout-separator' )!;
const errorNote = () =>
	document.querySelector( '.vitrine-express-checkout__error' );
const form = ( body: string ) => new URLSearchParams( body );

let stripe: FakeStripe;
let deps: ExpressDeps;
let started: Array< { destroy: () => void } > = [];

async function start(
	settings: StripeExpressSettings,
	changes: Partial< ExpressDeps > = {}
) {
	deps = {
		settings,
		stripe: async () =>
			stripe as unknown as Awaited<
				ReturnType< ExpressDeps[ 'stripe' ] >
			>,
		navigate: jest.fn(),
		confirm: jest.fn( () => true ),
		...changes,
	};
	const widget = await startExpress( wrapper(), deps );
	started.push( widget );
	return widget;
}

/** Lets pending promises (fetch, Stripe) settle. */
const settle = () => jest.advanceTimersByTimeAsync( 0 );

const ready = ( group: FakeGroup, available: Record< string, boolean > ) =>
	group.element.emit( 'ready', {
		elementType: 'expressCheckout',
		availablePaymentMethods: available,
	} );

/**
 * Fires an event with resolve/reject (and paymentFailed) recorded.
 * @param group
 * @param name
 * @param detail
 */
function fire( group: FakeGroup, name: string, detail: object = {} ) {
	const event = {
		resolve: jest.fn(),
		reject: jest.fn(),
		paymentFailed: jest.fn(),
		...detail,
	};
	return {
		event,
		done: group.element.emit( name, event ) as Promise< void >,
	};
}

beforeEach( () => {
	jest.useFakeTimers();
	window.scrollTo = jest.fn();
	document.body.innerHTML = MARKUP;
	stripe = fakeExpressStripe();
} );

afterEach( () => {
	started.forEach( ( widget ) => widget.destroy() );
	started = [];
	jest.useRealTimers();
} );

describe( 'mounting and showing', () => {
	test( 'one element per method in its own container, each in its own group with the amount', async () => {
		await start( expressSettings() );
		expect( stripe.groups ).toHaveLength( 3 );
		expect(
			[
				...document.querySelectorAll(
					'.vitrine-express-checkout__method'
				),
			].map( ( node ) => node.id )
		).toEqual( [
			'vitrine-express-checkout-element-applePay',
			'vitrine-express-checkout-element-googlePay',
			'vitrine-express-checkout-element-link',
		] );
		expect( stripe.groups[ 0 ].options ).toMatchObject( {
			mode: 'payment',
			amount: 2500,
			currency: 'eur',
		} );
		expect( stripe.groups[ 1 ].create ).toHaveBeenCalledWith(
			'expressCheckout',
			expect.objectContaining( {
				paymentMethods: expect.objectContaining( {
					googlePay: 'always',
					applePay: 'never',
				} ),
			} )
		);
		expect( stripe.groups[ 1 ].element.mount ).toHaveBeenCalledWith(
			document.getElementById(
				'vitrine-express-checkout-element-googlePay'
			)
		);
		// Waiting: the reserved height stays, nothing else shows.
		expect( wrapper().hidden ).toBe( false );
		expect( separator().hidden ).toBe( true );
	} );

	test( 'shown with its separator once a ready event reports its method; the others’ containers hidden', async () => {
		await start( expressSettings() );
		// Until their ready events, the containers take no place (nothing moves when one goes).
		expect(
			Array.from(
				document.querySelectorAll< HTMLElement >(
					'.vitrine-express-checkout__method'
				)
			).map( ( container ) => container.hidden )
		).toEqual( [ true, true, true ] );
		ready( stripe.groups[ 0 ], { applePay: false } );
		expect( separator().hidden ).toBe( true );
		ready( stripe.groups[ 1 ], { googlePay: true } );
		expect( wrapper().hidden ).toBe( false );
		expect( wrapper().classList.contains( 'is-shown' ) ).toBe( true );
		expect( separator().hidden ).toBe( false );
		expect(
			document.getElementById(
				'vitrine-express-checkout-element-applePay'
			)!.hidden
		).toBe( true );
	} );

	test( 'hidden when no wallet is available, with the administrators’ note', async () => {
		await start( expressSettings( { admin_reasons: [] } ) );
		stripe.groups.forEach( ( group ) => ready( group, {} ) );
		expect( separator().hidden ).toBe( true );
		expect(
			document.querySelector( '.vitrine-express-checkout__admin-note' )!
				.textContent
		).toContain( 'No wallet is available in this browser.' );
	} );

	test( 'hidden on loaderror', async () => {
		await start( expressSettings() );
		ready( stripe.groups[ 1 ], { googlePay: true } );
		stripe.groups[ 0 ].element.emit( 'loaderror', {
			error: { type: 'api_error' },
		} );
		expect( wrapper().hidden ).toBe( true );
		expect( separator().hidden ).toBe( true );
	} );

	test( 'hidden when Stripe.js cannot load', async () => {
		await start( expressSettings(), {
			stripe: () => Promise.reject( new Error( 'offline' ) ),
		} );
		expect( wrapper().hidden ).toBe( true );
		expect( stripe.elements ).not.toHaveBeenCalled();
	} );

	test( 'a zero total hides it; the cart’s update brings an amount and shows it', async () => {
		const settings = expressSettings();
		settings.cart!.total.amount = 0;
		await start( settings );
		stripe.groups.forEach( ( group ) => ready( group, { link: true } ) );
		expect( wrapper().hidden ).toBe( true );
		const fetch = fakeFetch( {
			body: {
				result: 'success',
				total: { label: 'Shop', amount: 1999 },
				displayItems: [],
				requestShipping: false,
			},
		} );
		document.dispatchEvent( new CustomEvent( CART_UPDATED_EVENT ) );
		await settle();
		expect( fetch.requests[ 0 ].url ).toContain(
			'stripe_get_cart_details'
		);
		expect( form( fetch.requests[ 0 ].body ).get( 'security' ) ).toBe(
			'n-details'
		);
		stripe.groups.forEach( ( group ) =>
			expect( group.update ).toHaveBeenCalledWith( { amount: 1999 } )
		);
		expect( wrapper().hidden ).toBe( false );
	} );

	test( 'the checkout’s refresh re-reads the totals', async () => {
		await start(
			expressSettings( {
				location: 'checkout',
				is_cart_page: false,
				is_checkout_page: true,
			} )
		);
		const fetch = fakeFetch( {
			body: {
				result: 'success',
				total: { label: 'Shop', amount: 3000 },
				displayItems: [],
				requestShipping: true,
			},
		} );
		document.dispatchEvent( new CustomEvent( PAYMENT_CONTEXT_EVENT ) );
		await settle();
		expect( fetch.requests ).toHaveLength( 1 );
		expect( stripe.groups[ 0 ].update ).toHaveBeenCalledWith( {
			amount: 3000,
		} );
	} );

	test( 'destroy removes the elements and stops listening', async () => {
		const widget = await start( expressSettings() );
		widget.destroy();
		expect( stripe.groups[ 0 ].element.destroy ).toHaveBeenCalled();
		expect(
			document.querySelectorAll( '.vitrine-express-checkout__method' )
		).toHaveLength( 0 );
		const fetch = fakeFetch();
		document.dispatchEvent( new CustomEvent( CART_UPDATED_EVENT ) );
		await settle();
		expect( fetch.requests ).toHaveLength( 0 );
	} );
} );

describe( 'click', () => {
	test( 'the cart: the sheet opens with the lines, the default rate first, email and phone, the countries', async () => {
		await start( expressSettings() );
		const { event } = fire( stripe.groups[ 1 ], 'click' );
		await settle();
		expect( event.resolve ).toHaveBeenCalledWith( {
			lineItems: [
				{ name: 'Mug × 2', amount: 2000 },
				{ name: 'Shipping', amount: 500 },
			],
			emailRequired: true,
			phoneNumberRequired: true,
			shippingAddressRequired: true,
			allowedShippingCountries: [ 'FR', 'DE' ],
			shippingRates: [
				{ id: 'flat_rate:1', displayName: 'Flat rate', amount: 500 },
			],
		} );
	} );

	test( 'nothing to ship: no rates, no countries', async () => {
		const settings = expressSettings();
		settings.cart!.requestShipping = false;
		await start( settings );
		const { event } = fire( stripe.groups[ 0 ], 'click' );
		await settle();
		expect( event.resolve.mock.calls[ 0 ][ 0 ] ).not.toHaveProperty(
			'shippingRates'
		);
		expect(
			event.resolve.mock.calls[ 0 ][ 0 ].shippingAddressRequired
		).toBe( false );
	} );

	test( 'the login confirmation comes first: confirmed, the browser goes to the login', async () => {
		await start(
			expressSettings( {
				login_confirmation: {
					message: 'Log in to continue?',
					redirect_url: '/my-account/',
				},
			} )
		);
		const { event } = fire( stripe.groups[ 0 ], 'click' );
		await settle();
		expect( deps.confirm ).toHaveBeenCalledWith( 'Log in to continue?' );
		expect( deps.navigate ).toHaveBeenCalledWith( '/my-account/' );
		expect( event.resolve ).not.toHaveBeenCalled();
	} );

	test( 'the login confirmation declined: nothing happens', async () => {
		await start(
			expressSettings( {
				login_confirmation: { message: 'Log in?', redirect_url: '/l' },
			} ),
			{ confirm: jest.fn( () => false ) }
		);
		const { event } = fire( stripe.groups[ 0 ], 'click' );
		await settle();
		expect( deps.navigate ).not.toHaveBeenCalled();
		expect( event.resolve ).not.toHaveBeenCalled();
	} );
} );

describe( 'the product page', () => {
	const choose = () => {
		const select = document.querySelector< HTMLSelectElement >(
			'select[name="attribute_color"]'
		)!;
		select.value = 'red';
		document.querySelector< HTMLInputElement >(
			'input[name="variation_id"]'
		)!.value = '8';
		select.dispatchEvent( new Event( 'change', { bubbles: true } ) );
	};
	const cartAnswer: FakeAnswer = {
		body: {
			result: 'success',
			total: { label: 'Shop', amount: 2400 },
			displayItems: [ { label: 'Shirt × 2 – Red', amount: 2400 } ],
			requestShipping: true,
		},
	};

	beforeEach( () => {
		document.body.innerHTML =
			PRODUCT_FORM +
			MARKUP.replace( '<div class="vitrine-cart__notices"></div>', '' );
	} );

	test( 'an unchosen variation hides it; a chosen one asks the product’s amount (debounced) and shows it', async () => {
		await start( productSettings() );
		stripe.groups.forEach( ( group ) =>
			ready( group, { googlePay: true } )
		);
		expect( wrapper().hidden ).toBe( true );
		const fetch = fakeFetch( cartAnswer );
		choose();
		expect( wrapper().hidden ).toBe( false );
		await jest.advanceTimersByTimeAsync( QUANTITY_DEBOUNCE_MS - 1 );
		expect( fetch.requests ).toHaveLength( 0 );
		await jest.advanceTimersByTimeAsync( 1 );
		await settle();
		const sent = form( fetch.requests[ 0 ].body );
		expect( fetch.requests[ 0 ].url ).toContain(
			'stripe_get_selected_product_data'
		);
		expect( sent.get( 'product_id' ) ).toBe( '7' );
		expect( sent.get( 'qty' ) ).toBe( '2' );
		expect( sent.get( 'attribute_color' ) ).toBe( 'red' );
		expect( sent.get( 'security' ) ).toBe( 'n-product' );
		expect( stripe.groups[ 0 ].update ).toHaveBeenCalledWith( {
			amount: 2400,
		} );
	} );

	test( 'the variations’ reset link hides it again', async () => {
		await start( productSettings() );
		stripe.groups.forEach( ( group ) =>
			ready( group, { googlePay: true } )
		);
		fakeFetch( cartAnswer );
		choose();
		await jest.advanceTimersByTimeAsync( QUANTITY_DEBOUNCE_MS );
		expect( wrapper().hidden ).toBe( false );
		document
			.querySelector( 'form' )!
			.insertAdjacentHTML(
				'beforeend',
				'<button type="button" class="vitrine-variations__reset">Clear</button>'
			);
		// What the variations script does on the reset link.
		document.querySelector< HTMLInputElement >(
			'input[name="variation_id"]'
		)!.value = '0';
		document
			.querySelector< HTMLElement >( '.vitrine-variations__reset' )!
			.click();
		expect( wrapper().hidden ).toBe( true );
	} );

	test( 'a product-data error hides it', async () => {
		await start( productSettings() );
		stripe.groups.forEach( ( group ) =>
			ready( group, { googlePay: true } )
		);
		fakeFetch( {
			status: 400,
			body: { code: 'vitrine_stripe_express_unavailable', message: 'x' },
		} );
		choose();
		await jest.advanceTimersByTimeAsync( QUANTITY_DEBOUNCE_MS );
		await settle();
		expect( wrapper().hidden ).toBe( true );
		expect( separator().hidden ).toBe( true );
		// The server's reason is told, in the notices area.
		expect( errorNote()!.textContent ).toBe( 'x' );
		expect( errorNote()!.getAttribute( 'role' ) ).toBe( 'alert' );
	} );

	test( 'a product-data answer the server did not explain: the catalogue’s product data failure', async () => {
		await start( productSettings() );
		stripe.groups.forEach( ( group ) =>
			ready( group, { googlePay: true } )
		);
		fakeFetch( { status: 500, body: null } );
		choose();
		await jest.advanceTimersByTimeAsync( QUANTITY_DEBOUNCE_MS );
		await settle();
		expect( wrapper().hidden ).toBe( true );
		expect( errorNote()!.textContent ).toBe(
			'There was an error getting the product information.'
		);
	} );

	test( 'a disabled add-to-cart button refuses with the options message', async () => {
		await start( productSettings() );
		document
			.querySelector( 'button[type="submit"]' )!
			.classList.add( 'disabled' );
		const fetch = fakeFetch();
		const { event } = fire( stripe.groups[ 1 ], 'click' );
		await settle();
		expect( event.resolve ).not.toHaveBeenCalled();
		expect( fetch.requests ).toHaveLength( 0 );
		expect( errorNote()!.textContent ).toBe(
			'Please select your product options before proceeding.'
		);
		expect( errorNote()!.getAttribute( 'role' ) ).toBe( 'alert' );
	} );

	test( 'add-to-cart within 700 ms: only attribute_ and addon- fields, the sheet opens with its totals', async () => {
		await start( productSettings() );
		choose();
		const fetch = fakeFetch( cartAnswer );
		const { event } = fire( stripe.groups[ 1 ], 'click' );
		await settle();
		const sent = form( fetch.requests[ 0 ].body );
		expect( fetch.requests[ 0 ].url ).toContain( 'stripe_add_to_cart' );
		expect( [ ...sent.keys() ] ).toEqual( [
			'product_id',
			'qty',
			'attribute_color',
			'addon-engraving',
			'security',
		] );
		expect( event.resolve ).toHaveBeenCalledWith(
			expect.objectContaining( {
				lineItems: [ { name: 'Shirt × 2 – Red', amount: 2400 } ],
				shippingRates: [
					{ id: 'flat_rate:1', displayName: 'Flat', amount: 500 },
					{ id: 'free', displayName: 'Free', amount: 0 },
				],
			} )
		);
	} );

	test( 'add-to-cart failing within 700 ms: its error, no sheet', async () => {
		await start( productSettings() );
		choose();
		fakeFetch( { status: 409, body: { message: 'Out of stock.' } } );
		const { event } = fire( stripe.groups[ 1 ], 'click' );
		await settle();
		expect( event.resolve ).not.toHaveBeenCalled();
		expect( errorNote()!.textContent ).toBe( 'Out of stock.' );
	} );

	/** Answers the add-to-cart when the test says so. */
	const slowCart = () => {
		let answer: ( value: FakeAnswer ) => void = () => {};
		stubFetch(
			jest.fn( ( url: string ) =>
				url.includes( 'stripe_add_to_cart' )
					? new Promise< Response >( ( resolve ) => {
							answer = ( value ) =>
								resolve( fakeResponse( value ) );
						} )
					: Promise.resolve( fakeResponse( cartAnswer ) )
			)
		);
		return ( value: FakeAnswer ) => answer( value );
	};

	test( 'add-to-cart over 700 ms: the sheet opens with the product’s totals', async () => {
		await start( productSettings() );
		choose();
		slowCart();
		const { event } = fire( stripe.groups[ 1 ], 'click' );
		await jest.advanceTimersByTimeAsync( ADD_TO_CART_WAIT_MS - 1 );
		expect( event.resolve ).not.toHaveBeenCalled();
		await jest.advanceTimersByTimeAsync( 1 );
		expect( event.resolve ).toHaveBeenCalledWith(
			expect.objectContaining( {
				lineItems: [ { name: 'Shirt', amount: 1000 } ],
			} )
		);
	} );

	test( 'confirm after a failed add-to-cart waits 1 s, then fails with its error', async () => {
		await start( productSettings() );
		choose();
		const answer = slowCart();
		fire( stripe.groups[ 1 ], 'click' );
		await jest.advanceTimersByTimeAsync( ADD_TO_CART_WAIT_MS );
		answer( {
			status: 400,
			body: {
				message: 'There was an error adding the product to the cart.',
			},
		} );
		await settle();
		const { event } = fire( stripe.groups[ 1 ], 'confirm', {
			expressPaymentType: 'google_pay',
		} );
		await jest.advanceTimersByTimeAsync( FAILED_CART_WAIT_MS - 1 );
		expect( event.paymentFailed ).not.toHaveBeenCalled();
		await jest.advanceTimersByTimeAsync( 1 );
		expect( event.paymentFailed ).toHaveBeenCalledWith( {
			reason: 'fail',
		} );
		expect( errorNote()!.textContent ).toBe(
			'There was an error adding the product to the cart.'
		);
		expect( stripe.groups[ 1 ].submit ).not.toHaveBeenCalled();
		expect(
			document.querySelector( '.vitrine-express-checkout__overlay' )
		).toBeNull();
	} );

	test( 'confirm while add-to-cart is slow: it goes on once the product is in', async () => {
		await start( productSettings() );
		choose();
		const answer = slowCart();
		fire( stripe.groups[ 1 ], 'click' );
		await jest.advanceTimersByTimeAsync( ADD_TO_CART_WAIT_MS );
		const { event } = fire( stripe.groups[ 1 ], 'confirm', {
			expressPaymentType: 'google_pay',
			billingDetails: {
				name: 'Ann Lee',
				email: 'a@b.c',
				address: {},
			},
		} );
		// Later than the 1 s: still awaited.
		await jest.advanceTimersByTimeAsync( FAILED_CART_WAIT_MS * 2 );
		expect( event.paymentFailed ).not.toHaveBeenCalled();
		answer( cartAnswer );
		await settle();
		expect( stripe.groups[ 1 ].submit ).toHaveBeenCalled();
		expect( stripe.createPaymentMethod ).toHaveBeenCalled();
	} );

	test( 'cancel empties the express cart and unblocks the page; a late add-to-cart is taken out again', async () => {
		await start( productSettings() );
		choose();
		const answer = slowCart();
		fire( stripe.groups[ 1 ], 'click' );
		await jest.advanceTimersByTimeAsync( ADD_TO_CART_WAIT_MS );
		document.body.insertAdjacentHTML(
			'beforeend',
			'<div class="vitrine-express-checkout__overlay"></div>'
		);
		stripe.groups[ 1 ].element.emit( 'cancel', {} );
		await settle();
		const fetch = window.fetch as unknown as jest.Mock;
		const clears = () =>
			fetch.mock.calls.filter( ( [ url ] ) =>
				String( url ).includes( 'stripe_clear_cart' )
			);
		expect( clears() ).toHaveLength( 1 );
		expect( form( clears()[ 0 ][ 1 ].body ).get( 'security' ) ).toBe(
			'n-clear'
		);
		expect(
			document.querySelector( '.vitrine-express-checkout__overlay' )
		).toBeNull();
		answer( cartAnswer );
		await settle();
		expect( clears() ).toHaveLength( 2 );
	} );
} );

describe( 'shipping changes', () => {
	test( 'a new address: the rates and lines of the server, the amount updated', async () => {
		await start( expressSettings() );
		const fetch = fakeFetch( {
			body: {
				result: 'success',
				shipping_options: [
					{ id: 'local', displayName: 'Local', amount: 300 },
				],
				total: { label: 'Shop', amount: 2300 },
				displayItems: [
					{ label: 'Mug × 2', amount: 2000 },
					{ label: 'Shipping', amount: 300 },
				],
				requestShipping: true,
			},
		} );
		const { event, done } = fire(
			stripe.groups[ 1 ],
			'shippingaddresschange',
			{
				name: 'Ann',
				address: {
					city: 'Lyon',
					state: '',
					postal_code: '69001',
					country: 'FR',
				},
			}
		);
		await done;
		const sent = form( fetch.requests[ 0 ].body );
		expect( fetch.requests[ 0 ].url ).toContain(
			'stripe_get_shipping_options'
		);
		expect( sent.get( 'country' ) ).toBe( 'FR' );
		expect( sent.get( 'postcode' ) ).toBe( '69001' );
		expect( sent.get( 'city' ) ).toBe( 'Lyon' );
		expect( sent.get( 'is_product_page' ) ).toBe( '0' );
		expect( sent.get( 'security' ) ).toBe( 'n-shipping' );
		expect( stripe.groups[ 1 ].update ).toHaveBeenCalledWith( {
			amount: 2300,
		} );
		expect( event.resolve ).toHaveBeenCalledWith( {
			lineItems: [
				{ name: 'Mug × 2', amount: 2000 },
				{ name: 'Shipping', amount: 300 },
			],
			shippingRates: [
				{ id: 'local', displayName: 'Local', amount: 300 },
			],
		} );
	} );

	test( 'an address the shop cannot ship to is rejected', async () => {
		await start( expressSettings() );
		fakeFetch( {
			status: 400,
			body: { code: 'vitrine_stripe_express_no_shipping', message: 'No' },
		} );
		const { event, done } = fire(
			stripe.groups[ 1 ],
			'shippingaddresschange',
			{ address: { city: '', state: '', postal_code: '', country: 'US' } }
		);
		await done;
		expect( event.reject ).toHaveBeenCalled();
		expect( event.resolve ).not.toHaveBeenCalled();
	} );

	test( 'a new rate: the lines of the server, the amount updated; a failure rejects', async () => {
		await start( expressSettings() );
		const fetch = fakeFetch(
			{
				body: {
					result: 'success',
					total: { label: 'Shop', amount: 2000 },
					displayItems: [ { label: 'Mug × 2', amount: 2000 } ],
				},
			},
			{ status: 400, body: { message: 'No' } }
		);
		const rate = { id: 'free', displayName: 'Free', amount: 0 };
		const first = fire( stripe.groups[ 1 ], 'shippingratechange', {
			shippingRate: rate,
		} );
		await first.done;
		const sent = form( fetch.requests[ 0 ].body );
		expect( sent.getAll( 'shipping_method[]' ) ).toEqual( [ 'free' ] );
		expect( sent.get( 'security' ) ).toBe( 'n-update-shipping' );
		expect( stripe.groups[ 1 ].update ).toHaveBeenCalledWith( {
			amount: 2000,
		} );
		expect( first.event.resolve ).toHaveBeenCalledWith( {
			lineItems: [ { name: 'Mug × 2', amount: 2000 } ],
		} );
		const second = fire( stripe.groups[ 1 ], 'shippingratechange', {
			shippingRate: rate,
		} );
		await second.done;
		expect( second.event.reject ).toHaveBeenCalled();
	} );
} );

describe( 'confirm', () => {
	const normalized = {
		body: {
			result: 'success',
			billing_address: {
				first_name: 'Ann',
				last_name: 'Lee',
				state: 'CA',
			},
			shipping_address: {
				first_name: 'Bob',
				last_name: '-',
				state: 'CA',
			},
		},
	};
	const confirmEvent = {
		expressPaymentType: 'apple_pay',
		billingDetails: {
			name: 'Ann Lee',
			email: 'ann@example.com',
			phone: '(555) 123-4567',
			address: {
				line1: '1 Main St',
				line2: null,
				city: 'LA',
				state: 'California',
				postal_code: '90001',
				country: 'US',
			},
		},
		shippingAddress: {
			name: 'Bob',
			address: {
				line1: '2 Main St',
				line2: null,
				city: 'LA',
				state: 'California',
				postal_code: '90001',
				country: 'US',
			},
		},
		shippingRate: { id: 'flat_rate:1', displayName: 'Flat', amount: 500 },
	};

	test( 'addresses normalised, payment method created, order placed, then the redirect', async () => {
		await start( expressSettings() );
		const fetch = fakeFetch( normalized, {
			body: {
				payment_result: {
					payment_status: 'success',
					redirect_url:
						'/checkout/#vitrine-stripe-confirm-pi:12:pi_1_secret_2:n',
				},
			},
		} );
		const { event, done } = fire(
			stripe.groups[ 0 ],
			'confirm',
			confirmEvent
		);
		await done;
		const sent = form( fetch.requests[ 0 ].body );
		expect( fetch.requests[ 0 ].url ).toContain(
			'stripe_normalize_address'
		);
		expect( sent.get( 'security' ) ).toBe( 'n-normalize' );
		expect( sent.get( 'data[billing_address][first_name]' ) ).toBe( 'Ann' );
		expect( sent.get( 'data[billing_address][phone]' ) ).toBe(
			'5551234567'
		);
		expect( sent.get( 'data[shipping_address][first_name]' ) ).toBe(
			'Bob'
		);
		expect( sent.get( 'data[shipping_address][address_1]' ) ).toBe(
			'2 Main St'
		);
		expect( stripe.groups[ 0 ].submit ).toHaveBeenCalled();
		expect( stripe.createPaymentMethod ).toHaveBeenCalledWith( {
			elements: stripe.groups[ 0 ],
		} );
		expect( JSON.parse( fetch.requests[ 1 ].body ) ).toEqual( {
			billing_address: normalized.body.billing_address,
			shipping_address: {
				...normalized.body.shipping_address,
				method: [ 'flat_rate:1' ],
			},
			payment_method: 'stripe',
			customer_note: '',
			payment_data: [
				{ key: 'payment_method', value: 'stripe' },
				{ key: 'vitrine-stripe-payment-method', value: 'pm_1' },
				{ key: 'express_payment_type', value: 'apple_pay' },
				{ key: 'vitrine-stripe-is-deferred-intent', value: true },
			],
			terms: true,
		} );
		expect( deps.navigate ).toHaveBeenCalledWith(
			'/checkout/#vitrine-stripe-confirm-pi:12:pi_1_secret_2:n'
		);
		expect( event.paymentFailed ).not.toHaveBeenCalled();
		// The page stays blocked while the browser leaves.
		expect(
			document.querySelector( '.vitrine-express-checkout__overlay' )
		).not.toBeNull();
	} );

	test( 'a new order carries the attribution under vitrine/attribution, without the prefix', async () => {
		const fields = {
			source_type: 'utm',
			utm_source: 'newsletter',
			utm_medium: 'email',
			session_pages: '3',
		};
		window.vitrineAttribution = { orderFields: () => fields };
		try {
			await start( expressSettings() );
			const fetch = fakeFetch( normalized, {
				body: {
					payment_result: {
						payment_status: 'success',
						redirect_url: '/r',
					},
				},
			} );
			const { done } = fire(
				stripe.groups[ 0 ],
				'confirm',
				confirmEvent
			);
			await done;
			expect( JSON.parse( fetch.requests[ 1 ].body ).extensions ).toEqual(
				{ 'vitrine/attribution': fields }
			);
		} finally {
			delete window.vitrineAttribution;
		}
	} );

	test( 'nothing recorded (no consent yet): no extensions', async () => {
		window.vitrineAttribution = {
			orderFields: () => ( { source_type: '', utm_source: '' } ),
		};
		try {
			await start( expressSettings() );
			const fetch = fakeFetch( normalized, {
				body: {
					payment_result: {
						payment_status: 'success',
						redirect_url: '/r',
					},
				},
			} );
			const { done } = fire(
				stripe.groups[ 0 ],
				'confirm',
				confirmEvent
			);
			await done;
			expect( JSON.parse( fetch.requests[ 1 ].body ) ).not.toHaveProperty(
				'extensions'
			);
		} finally {
			delete window.vitrineAttribution;
		}
	} );

	test( 'pay-for-order: no addresses, the order’s route', async () => {
		await start(
			expressSettings( {
				location: 'pay_for_order',
				is_cart_page: false,
				is_pay_for_order: true,
				cart: null,
				order: {
					id: 12,
					key: 'k',
					billing_email: 'a@b.c',
					total: { label: 'Shop', amount: 900 },
					displayItems: [],
					requestShipping: false,
				},
			} )
		);
		const fetch = fakeFetch( {
			body: {
				payment_result: {
					payment_status: 'success',
					redirect_url: '/r',
				},
			},
		} );
		const { done } = fire( stripe.groups[ 0 ], 'confirm', confirmEvent );
		await done;
		expect( fetch.requests ).toHaveLength( 1 );
		expect( fetch.requests[ 0 ].url ).toContain( 'checkout/12?key=k' );
		expect( JSON.parse( fetch.requests[ 0 ].body ) ).not.toHaveProperty(
			'billing_address'
		);
		expect( deps.navigate ).toHaveBeenCalledWith( '/r' );
	} );

	const expectFailed = (
		event: { paymentFailed: jest.Mock },
		text: string
	) => {
		expect( event.paymentFailed ).toHaveBeenCalledWith( {
			reason: 'fail',
		} );
		expect( errorNote()!.textContent ).toBe( text );
		expect(
			document.querySelector( '.vitrine-express-checkout__overlay' )
		).toBeNull();
		expect( deps.navigate ).not.toHaveBeenCalled();
	};

	test( 'a refused address fails the sheet with its message', async () => {
		await start( expressSettings() );
		fakeFetch( {
			status: 400,
			body: {
				code: 'rest_invalid_param',
				data: { params: { postcode: 'Postcode is not valid.' } },
			},
		} );
		const { event, done } = fire(
			stripe.groups[ 0 ],
			'confirm',
			confirmEvent
		);
		await done;
		expectFailed( event, 'Postcode is not valid.' );
		expect( stripe.groups[ 0 ].submit ).not.toHaveBeenCalled();
	} );

	test( 'elements.submit() refused: Stripe’s message', async () => {
		await start( expressSettings() );
		fakeFetch( normalized );
		stripe.groups[ 0 ].submit.mockResolvedValue( {
			error: { type: 'validation_error', message: 'Incomplete.' },
		} );
		const { event, done } = fire(
			stripe.groups[ 0 ],
			'confirm',
			confirmEvent
		);
		await done;
		expectFailed( event, 'Incomplete.' );
		expect( stripe.createPaymentMethod ).not.toHaveBeenCalled();
	} );

	test( 'no payment method: a mapped code’s message', async () => {
		const settings = expressSettings();
		settings.messages.card_declined = 'Your card was declined.';
		await start( settings );
		fakeFetch( normalized );
		stripe.createPaymentMethod.mockResolvedValue( {
			error: { type: 'card_error', code: 'card_declined', message: 'x' },
		} );
		const { event, done } = fire(
			stripe.groups[ 0 ],
			'confirm',
			confirmEvent
		);
		await done;
		expectFailed( event, 'Your card was declined.' );
	} );

	test( 'the order refused: the payment’s errorMessage', async () => {
		await start( expressSettings() );
		fakeFetch( normalized, {
			status: 402,
			body: {
				payment_result: {
					payment_status: 'failure',
					payment_details: [
						{ key: 'errorMessage', value: 'Insufficient funds.' },
					],
				},
			},
		} );
		const { event, done } = fire(
			stripe.groups[ 0 ],
			'confirm',
			confirmEvent
		);
		await done;
		expectFailed( event, 'Insufficient funds.' );
	} );

	test( 'the server not reached: the transport’s message', async () => {
		await start( expressSettings() );
		fakeFetch( normalized, { networkError: true } );
		const { event, done } = fire(
			stripe.groups[ 0 ],
			'confirm',
			confirmEvent
		);
		await done;
		expectFailed(
			event,
			'An error occurred while connecting to the server. Please try again.'
		);
	} );
} );
