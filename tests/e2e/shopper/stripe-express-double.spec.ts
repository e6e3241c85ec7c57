/**
 * The Stripe.js double's Express Checkout Element itself, driven by a small page script as the
 * shop's bundle drives it: Stripe's option checks, availability per wallet, the ready event, the
 * click that must be resolved within 1 s, the payment sheet (addresses, rates, total, Pay, Cancel,
 * Escape, paymentFailed) and the wallet's payment method on the fake server.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import {
	STRIPE_JS_URL,
	expressButton,
	expressSheet,
	fakeStripe,
	freshStripeKeys,
	installStripeDouble,
	stripeDoubleCalls,
	type StripeDoubleWallets,
	type StripeKeys,
} from '../support/stripe';
import { expectNoAxeViolations } from '../support/wordpress';

/** What the page script answers: resolve or reject, and how late. */
interface Harness {
	click?: 'resolve' | 'reject' | 'late' | 'none';
	rejectCountry?: string;
}

/**
 * Loads the double in a page of the site and mounts an Express Checkout Element (group: payment,
 * 25.00 EUR) whose handlers record their events in window.harnessEvents and answer as told.
 *
 * @param page    The page.
 * @param site    The worker's site.
 * @param keys    The account (publishable key).
 * @param wallets The browser's wallets.
 * @param harness How the handlers answer.
 * @param options The element's options.
 */
async function mountExpress(
	page: Page,
	site: Parameters< typeof installStripeDouble >[ 1 ],
	keys: StripeKeys,
	wallets: StripeDoubleWallets | undefined,
	harness: Harness = {},
	options: Record< string, unknown > = {}
): Promise< void > {
	await installStripeDouble( page, site, { wallets } );
	await page.goto( '/' );
	await page.addScriptTag( { url: STRIPE_JS_URL } );
	await page.evaluate(
		( [ key, setup, elementOptions ] ) => {
			const w = window as any;
			const box = document.createElement( 'div' );
			box.id = 'express-under-test';
			document.body.prepend( box );
			w.harnessEvents = [];
			const stripe = w.Stripe( key );
			const elements = stripe.elements( {
				mode: 'payment',
				amount: 2500,
				currency: 'eur',
			} );
			w.harnessElements = elements;
			w.harnessStripe = stripe;
			const element = elements.create(
				'expressCheckout',
				elementOptions
			);
			const rates = ( country: string ) => [
				{
					id: 'flat_rate:1',
					displayName: 'Standard ' + country,
					amount: country === 'FR' ? 900 : 500,
				},
				{ id: 'express:2', displayName: 'Express', amount: 1500 },
			];
			const log = ( name: string, event: any ) =>
				w.harnessEvents.push( {
					name,
					event: JSON.parse( JSON.stringify( event ) ),
				} );
			element.on( 'ready', ( event: any ) => log( 'ready', event ) );
			element.on( 'loaderror', ( event: any ) =>
				log( 'loaderror', event )
			);
			element.on( 'cancel', ( event: any ) => log( 'cancel', event ) );
			element.on( 'click', ( event: any ) => {
				log( 'click', event );
				const answer = () =>
					event.resolve( {
						lineItems: [ { name: 'Bowl × 2', amount: 2500 } ],
						shippingAddressRequired: true,
						allowedShippingCountries: [ 'DE', 'FR' ],
						emailRequired: true,
						phoneNumberRequired: true,
					} );
				if ( setup.click === 'reject' ) {
					event.reject();
				} else if ( setup.click === 'late' ) {
					setTimeout( answer, 1200 );
				} else if ( setup.click !== 'none' ) {
					answer();
				}
			} );
			element.on( 'shippingaddresschange', ( event: any ) => {
				log( 'shippingaddresschange', event );
				if ( event.address.country === setup.rejectCountry ) {
					event.reject();
					return;
				}
				const list = rates( event.address.country );
				elements.update( { amount: 2500 + list[ 0 ].amount } );
				event.resolve( {
					shippingRates: list,
					lineItems: [
						{ name: 'Bowl × 2', amount: 2500 },
						{ name: 'Shipping', amount: list[ 0 ].amount },
					],
				} );
			} );
			element.on( 'shippingratechange', ( event: any ) => {
				log( 'shippingratechange', event );
				elements.update( { amount: 2500 + event.shippingRate.amount } );
				event.resolve( {
					lineItems: [
						{ name: 'Bowl × 2', amount: 2500 },
						{ name: 'Shipping', amount: event.shippingRate.amount },
					],
				} );
			} );
			element.on( 'confirm', async ( event: any ) => {
				log( 'confirm', event );
				w.harnessConfirm = event;
			} );
			element.mount( box );
		},
		[ keys.publishable, harness, options ] as const
	);
}

/**
 * The events the page script saw.
 *
 * @param page The page.
 * @param name Only those of this name.
 */
async function events(
	page: Page,
	name: string
): Promise< Array< Record< string, unknown > > > {
	const all = await page.evaluate(
		() =>
			(
				window as unknown as {
					harnessEvents: Array< {
						name: string;
						event: Record< string, unknown >;
					} >;
				}
			 ).harnessEvents
	);
	return all.filter( ( e ) => e.name === name ).map( ( e ) => e.event );
}

test( 'the element shows a button per available wallet and reports them in ready', async ( {
	page,
	site,
} ) => {
	await mountExpress(
		page,
		site,
		freshStripeKeys(),
		{ applePay: true, googlePay: true, link: false, amazonPay: true },
		{},
		{ paymentMethods: { amazonPay: 'never', link: 'auto' } }
	);
	await expect( expressButton( page, 'Apple Pay' ) ).toBeVisible();
	await expect( expressButton( page, 'Google Pay' ) ).toBeVisible();
	await expect( expressButton( page, 'Link' ) ).toHaveCount( 0 );
	await expect( expressButton( page, 'Amazon Pay' ) ).toHaveCount( 0 );
	await expect
		.poll( () => events( page, 'ready' ) )
		.toEqual( [
			{
				elementType: 'expressCheckout',
				availablePaymentMethods: {
					applePay: true,
					googlePay: true,
					link: false,
					amazonPay: false,
					paypal: false,
					klarna: false,
				},
			},
		] );
} );

test( 'with no wallet in the browser ready has no available methods and nothing shows', async ( {
	page,
	site,
} ) => {
	await mountExpress( page, site, freshStripeKeys(), {
		googlePay: false,
		link: false,
	} );
	await expect
		.poll( () => events( page, 'ready' ) )
		.toEqual( [ { elementType: 'expressCheckout' } ] );
	await expect( page.locator( '#express-under-test button' ) ).toHaveCount(
		0
	);
} );

test( 'a failing load fires loaderror instead of ready', async ( {
	page,
	site,
} ) => {
	await installStripeDouble( page, site );
	await page.goto( '/' );
	await page.addScriptTag( { url: STRIPE_JS_URL } );
	const fired = await page.evaluate(
		() =>
			new Promise( ( resolve ) => {
				const w = window as any;
				w.vitrineStripeDouble.failLoad( 'expressCheckout' );
				const element = w
					.Stripe( 'pk_test_x' )
					.elements( {
						mode: 'payment',
						amount: 100,
						currency: 'eur',
					} )
					.create( 'expressCheckout', {} );
				element.on( 'ready', () => resolve( 'ready' ) );
				element.on(
					'loaderror',
					( event: { error: { message: string } } ) =>
						resolve( 'loaderror: ' + event.error.message )
				);
				element.mount( document.body );
			} )
	);
	expect( fired ).toBe( 'loaderror: The element could not load.' );
} );

test( 'options are checked as Stripe.js checks them', async ( {
	page,
	site,
} ) => {
	await installStripeDouble( page, site );
	await page.goto( '/' );
	await page.addScriptTag( { url: STRIPE_JS_URL } );
	const errors = await page.evaluate( () => {
		const w = window as any;
		const stripe = w.Stripe( 'pk_test_x' );
		const group = () =>
			stripe.elements( {
				mode: 'payment',
				amount: 100,
				currency: 'eur',
			} );
		const attempt = ( create: () => unknown ) => {
			try {
				create();
				return 'ok';
			} catch ( error ) {
				return (
					( error as Error ).name + ': ' + ( error as Error ).message
				);
			}
		};
		return [
			attempt( () =>
				group().create( 'expressCheckout', { colour: 'red' } )
			),
			attempt( () =>
				group().create( 'expressCheckout', { buttonHeight: 60 } )
			),
			attempt( () =>
				group().create( 'expressCheckout', {
					buttonTheme: { googlePay: 'white-outline' },
				} )
			),
			attempt( () =>
				group().create( 'expressCheckout', {
					paymentMethods: { link: 'always' },
				} )
			),
			attempt( () =>
				group().create( 'expressCheckout', {
					lineItems: [ { name: 'Bowl', amount: 12.5 } ],
				} )
			),
			attempt( () =>
				stripe.elements( {} ).create( 'expressCheckout', {} )
			),
			attempt( () =>
				group().create( 'expressCheckout', {
					buttonHeight: 48,
					buttonTheme: {
						applePay: 'white-outline',
						googlePay: 'white',
					},
					buttonType: { applePay: 'plain', googlePay: 'buy' },
					paymentMethods: {
						applePay: 'always',
						googlePay: 'always',
						amazonPay: 'auto',
						link: 'never',
						paypal: 'never',
					},
					layout: { overflow: 'never' },
				} )
			),
			attempt( () =>
				group()
					.create( 'expressCheckout', {} )
					.update( { lineItems: [] } )
			),
		];
	} );
	expect( errors ).toEqual( [
		'IntegrationError: Invalid create() parameter: colour is not a recognized parameter of the expressCheckout Element.',
		'IntegrationError: Invalid value for buttonHeight: 60 should be a whole number between 40 and 55.',
		'IntegrationError: Invalid value for buttonTheme.googlePay: "white-outline" should be one of the following strings: black, white.',
		'IntegrationError: Invalid value for paymentMethods.link: "always" should be one of the following strings: auto, never.',
		'IntegrationError: Invalid value for lineItems[0]: expected {name, amount} with a whole amount in the smallest currency unit.',
		'IntegrationError: In order to create an expressCheckout element, you must pass a clientSecret or mode, amount and currency when creating the Elements group.',
		'ok',
		'IntegrationError: Invalid update() parameter: lineItems is not a recognized parameter of the expressCheckout Element.',
	] );
} );

test( 'a click not resolved within 1 s, or rejected, opens no sheet', async ( {
	page,
	site,
} ) => {
	await mountExpress( page, site, freshStripeKeys(), undefined, {
		click: 'late',
	} );
	await expressButton( page, 'Google Pay' ).click();
	await expect
		.poll(
			async () =>
				( await stripeDoubleCalls( page, 'expressCheckout.error' ) )
					.length
		)
		.toBe( 1 );
	// The late resolve( 1.2 s ) changes nothing.
	await page.waitForTimeout( 400 );
	await expect( expressSheet( page, 'Google Pay' ) ).toHaveCount( 0 );

	await mountExpress( page, site, freshStripeKeys(), undefined, {
		click: 'reject',
	} );
	await expressButton( page, 'Link' ).click();
	await expect
		.poll(
			async () =>
				(
					await stripeDoubleCalls(
						page,
						'expressCheckout.click.reject'
					)
				).length
		)
		.toBe( 1 );
	await expect( expressSheet( page, 'Link' ) ).toHaveCount( 0 );
} );

test( 'the sheet shows the items and total, changes them with the address and the rate, and pays', async ( {
	page,
	site,
} ) => {
	const keys = freshStripeKeys();
	await mountExpress( page, site, keys, undefined, { rejectCountry: 'FR' } );
	const button = expressButton( page, 'Google Pay' );
	await button.click();
	const sheet = expressSheet( page, 'Google Pay' );
	await expect( sheet ).toBeVisible();
	await expect(
		sheet.getByRole( 'heading', { name: 'Google Pay' } )
	).toBeFocused();
	expect( await events( page, 'click' ) ).toEqual( [
		{ elementType: 'expressCheckout', expressPaymentType: 'google_pay' },
	] );

	// Opening it with the wallet's first address asks the page for that address's rates.
	await expect( sheet.getByText( 'Total: €30.00' ) ).toBeVisible();
	await expect( sheet.getByRole( 'listitem' ) ).toHaveText( [
		'Bowl × 2: €25.00',
		'Shipping: €5.00',
	] );
	expect( await events( page, 'shippingaddresschange' ) ).toEqual( [
		{
			elementType: 'expressCheckout',
			name: 'Jana Schmidt',
			address: {
				city: 'Berlin',
				state: '',
				postal_code: '10119',
				country: 'DE',
			},
		},
	] );
	await expect(
		sheet.getByRole( 'radio', { name: /Oslo, NO \(not shipped to\)/ } )
	).toBeDisabled();
	await expectNoAxeViolations( page, '.vitrine-stripe-double-sheet' );

	await sheet.getByRole( 'radio', { name: 'Express: €15.00' } ).check();
	await expect( sheet.getByText( 'Total: €40.00' ) ).toBeVisible();
	expect( await events( page, 'shippingratechange' ) ).toEqual( [
		{
			elementType: 'expressCheckout',
			shippingRate: {
				id: 'express:2',
				displayName: 'Express',
				amount: 1500,
			},
		},
	] );

	// An address the page rejects: the sheet says so and Pay waits for another.
	await sheet.getByRole( 'radio', { name: /Paris, FR/ } ).check();
	await expect( sheet.getByRole( 'alert' ) ).toHaveText(
		'This shipping address cannot be used. Choose another address.'
	);
	await expect( sheet.getByRole( 'button', { name: 'Pay' } ) ).toBeDisabled();
	await sheet.getByRole( 'radio', { name: /Berlin, DE/ } ).check();
	await expect( sheet.getByRole( 'button', { name: 'Pay' } ) ).toBeEnabled();
	await expect( sheet.getByText( 'Total: €30.00' ) ).toBeVisible();

	await sheet.getByRole( 'button', { name: 'Pay' } ).click();
	await expect
		.poll( () => events( page, 'confirm' ) )
		.toEqual( [
			{
				elementType: 'expressCheckout',
				expressPaymentType: 'google_pay',
				billingDetails: {
					name: 'Jana Schmidt',
					email: 'wallet.shopper@example.com',
					phone: '+49 (30) 123-4567',
					address: {
						line1: 'Torstraße 1',
						line2: null,
						city: 'Berlin',
						state: '',
						postal_code: '10119',
						country: 'DE',
					},
				},
				shippingAddress: {
					name: 'Jana Schmidt',
					address: {
						line1: 'Torstraße 1',
						line2: null,
						city: 'Berlin',
						state: '',
						postal_code: '10119',
						country: 'DE',
					},
				},
				shippingRate: {
					id: 'flat_rate:1',
					displayName: 'Standard DE',
					amount: 500,
				},
			},
		] );

	// In confirm: submit, then the wallet's payment method on the fake server.
	const created = await page.evaluate( async () => {
		const w = window as any;
		const submitted = await w.harnessElements.submit();
		const result = await w.harnessStripe.createPaymentMethod( {
			elements: w.harnessElements,
		} );
		return { submitted, id: result.paymentMethod?.id, error: result.error };
	} );
	expect( created.submitted ).toEqual( {} );
	expect( created.error ).toBeUndefined();
	const pm = await fakeStripe< {
		type: string;
		card: { wallet: { type: string }; last4: string };
		billing_details: { name: string; email: string };
	} >( site, keys, `/v1/payment_methods/${ created.id }` );
	expect( pm.type ).toBe( 'card' );
	expect( pm.card.wallet.type ).toBe( 'google_pay' );
	expect( pm.card.last4 ).toBe( '4242' );
	expect( pm.billing_details.email ).toBe( 'wallet.shopper@example.com' );

	// The page's order failed: the sheet shows it and can be cancelled.
	await page.evaluate( () =>
		( window as any ).harnessConfirm.paymentFailed( { reason: 'fail' } )
	);
	await expect( sheet.getByRole( 'alert' ) ).toHaveText(
		'Payment failed. Try again or use another payment method.'
	);
	await sheet.getByRole( 'button', { name: 'Cancel' } ).click();
	await expect( sheet ).toHaveCount( 0 );
	await expect( button ).toBeFocused();
	expect( await events( page, 'cancel' ) ).toEqual( [
		{ elementType: 'expressCheckout' },
	] );
} );

test( 'Escape cancels the sheet; submit outside confirm fails; Link and Amazon Pay make their own payment methods', async ( {
	page,
	site,
} ) => {
	const keys = freshStripeKeys();
	await mountExpress( page, site, keys, {
		link: true,
		amazonPay: true,
		googlePay: false,
	} );
	const submitted = await page.evaluate( () =>
		( window as any ).harnessElements.submit()
	);
	expect( submitted.error.type ).toBe( 'validation_error' );

	await expressButton( page, 'Link' ).click();
	await expect( expressSheet( page, 'Link' ) ).toBeVisible();
	await page.keyboard.press( 'Escape' );
	await expect( expressSheet( page, 'Link' ) ).toHaveCount( 0 );
	await expect( expressButton( page, 'Link' ) ).toBeFocused();
	expect( await events( page, 'cancel' ) ).toHaveLength( 1 );

	for ( const [ wallet, type ] of [
		[ 'Link', 'link' ],
		[ 'Amazon Pay', 'amazon_pay' ],
	] as const ) {
		await expressButton( page, wallet ).click();
		await expressSheet( page, wallet )
			.getByRole( 'button', { name: 'Pay' } )
			.click();
		const id = await page.evaluate( async () => {
			const w = window as any;
			await w.harnessElements.submit();
			const result = await w.harnessStripe.createPaymentMethod( {
				elements: w.harnessElements,
			} );
			w.harnessConfirm.paymentFailed();
			return result.paymentMethod.id;
		} );
		const pm = await fakeStripe< { type: string } >(
			site,
			keys,
			`/v1/payment_methods/${ id }`
		);
		expect( pm.type ).toBe( type );
		await expressSheet( page, wallet )
			.getByRole( 'button', { name: 'Cancel' } )
			.click();
	}
} );
