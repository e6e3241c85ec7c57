/**
 * Stripe in the e2e specs: the Stripe.js test double (./stripe-double/stripe.js) served where
 * the @stripe/stripe-js loader fetches Stripe.js, and the site's Stripe gateway configured with a fresh test
 * account of the fake Stripe server (tests/fixtures/stripe/router.php) for each spec, so that no
 * spec sees another's payments.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import type { Site } from './site';
import { updateSettings } from './wordpress';

/** Where @stripe/stripe-js loads Stripe.js (its RELEASE_TRAIN 'endive'). */
export const STRIPE_JS_URL = 'https://js.stripe.com/endive/stripe.js';

const DOUBLE = readFileSync(
	join( __dirname, 'stripe-double', 'stripe.js' ),
	'utf8'
);

/**
 * The fake Stripe server of the run.
 *
 * @param site The worker's site.
 */
export function stripeUrl( site: Site ): string {
	const url =
		( site as Site & { stripeUrl?: string } ).stripeUrl ??
		process.env.VITRINE_E2E_STRIPE_URL;
	if ( ! url ) {
		throw new Error(
			'No fake Stripe server: run the specs through npm test, or set VITRINE_E2E_STRIPE_URL.'
		);
	}
	return url;
}

/** Where Stripe.js (and so the double) sends its API calls. */
const STRIPE_API = 'https://api.stripe.com';

/** The wallets this browser has, for the double's Express Checkout Element. */
export interface StripeDoubleWallets {
	applePay?: boolean;
	googlePay?: boolean;
	link?: boolean;
	amazonPay?: boolean;
	paypal?: boolean;
}

export interface StripeDoubleOptions {
	/** Default (as Stripe.js in Chrome with a card saved): Google Pay and Link. */
	wallets?: StripeDoubleWallets;
}

/**
 * Serves the double for every Stripe.js request of the page, and forwards its calls to Stripe's
 * API to the fake server, as they leave the page (nothing of Stripe reaches the internet; the
 * page calls https://api.stripe.com as with Stripe.js, so no local-network rule of the browser
 * stands between the page and the fake server).
 *
 * @param page    The page.
 * @param site    The worker's site.
 * @param options The wallets the browser has (the Express Checkout Element's availability).
 */
export async function installStripeDouble(
	page: Page,
	site: Site,
	options: StripeDoubleOptions = {}
): Promise< void > {
	const body = `window.vitrineStripeDoubleConfig = ${ JSON.stringify( {
		apiBase: STRIPE_API,
		...( options.wallets ? { wallets: options.wallets } : {} ),
	} ) };\n${ DOUBLE }`;
	await page.route( 'https://js.stripe.com/**', ( route ) =>
		route.request().url().startsWith( STRIPE_JS_URL )
			? route.fulfill( {
					status: 200,
					contentType: 'application/javascript',
					body,
				} )
			: route.fulfill( { status: 404, body: '' } )
	);
	const fake = stripeUrl( site );
	await page.route( `${ STRIPE_API }/**`, async ( route ) => {
		const url = new URL( route.request().url() );
		const response = await route.fetch( {
			url: fake + url.pathname + url.search,
		} );
		await route.fulfill( {
			response,
			headers: {
				...response.headers(),
				'access-control-allow-origin': '*',
			},
		} );
	} );
}

/**
 * Makes Stripe.js fail to load in the page, as on a network that blocks js.stripe.com (call it
 * after installStripeDouble: the last route added answers first).
 *
 * @param page The page.
 */
export async function failStripeJsLoad( page: Page ): Promise< void > {
	await page.route( 'https://js.stripe.com/**', ( route ) =>
		route.abort( 'blockedbyclient' )
	);
}

export interface StripeKeys {
	secret: string;
	publishable: string;
}

/** A fresh test account of the fake server: a key pair no other spec uses. */
export function freshStripeKeys(): StripeKeys {
	const account = randomBytes( 12 ).toString( 'hex' );
	return {
		secret: `sk_test_${ account }`,
		publishable: `pk_test_${ account }`,
	};
}

/**
 * Switches the site's Stripe gateways on in test mode with a fresh account, through the settings
 * route as the administrator.
 *
 * @param methods Method types to switch on besides the card (ideal, boleto, wechat_pay…).
 * @param extra   Other Stripe settings (payment_stripe_saved_cards…).
 * @return The account's keys.
 */
export async function configureStripe(
	methods: string[] = [],
	extra: Record< string, unknown > = {}
): Promise< StripeKeys > {
	const keys = freshStripeKeys();
	const values: Record< string, unknown > = {
		payment_stripe_enabled: true,
		payment_stripe_testmode: true,
		payment_stripe_test_publishable_key: keys.publishable,
		payment_stripe_test_secret_key: keys.secret,
		...extra,
	};
	for ( const type of methods ) {
		values[ `payment_stripe_${ type }_enabled` ] = true;
	}
	await updateSettings( values );
	return keys;
}

/**
 * Calls the fake server as the account (its test routes: /_test/…).
 *
 * @param site   The worker's site.
 * @param keys   The account's keys.
 * @param path   The path: /_test/requests.
 * @param fields Form fields for a POST; none for a GET.
 */
export async function fakeStripe< T = unknown >(
	site: Site,
	keys: StripeKeys,
	path: string,
	fields?: Record< string, string >
): Promise< T > {
	const response = await fetch( stripeUrl( site ) + path, {
		method: fields ? 'POST' : 'GET',
		headers: { Authorization: `Bearer ${ keys.secret }` },
		body: fields ? new URLSearchParams( fields ) : undefined,
	} );
	return ( await response.json() ) as T;
}

/** A list as Stripe answers it. */
export interface StripeList< T > {
	data: T[];
}

/** The parts of a PaymentIntent the specs read. */
export interface StripeIntent {
	id: string;
	status: string;
	amount: number;
	amount_received: number;
	capture_method: string;
	customer: string | null;
	payment_method: string | null;
	setup_future_usage: string | null;
	metadata: Record< string, string >;
}

/**
 * Types a card into the card's Payment Element of the double (expiry 12 / 34, security code
 * 123), found by its id: other specs of the worker may leave Stripe's other methods on, each with
 * an element of its own.
 *
 * @param page    The page.
 * @param number  The card number: 4242424242424242 succeeds, others as the fake server's table.
 * @param element The element's container, when it is not the card's.
 */
export async function fillCard(
	page: Page,
	number = '4242424242424242',
	element: Locator = page.locator( '#vitrine-stripe-card-element' )
): Promise< void > {
	await element.getByLabel( 'Card number' ).fill( number );
	await element.getByLabel( 'Expiration date' ).fill( '12 / 34' );
	await element.getByLabel( 'Security code' ).fill( '123' );
}

/**
 * Completes 3-D Secure in the double's dialog (Stripe's test page for 4000002760003184).
 *
 * @param page The page.
 */
export async function completeThreeDSecure( page: Page ): Promise< void > {
	const dialog = page.getByRole( 'dialog', {
		name: '3D Secure 2 Test Page',
	} );
	await expect( dialog ).toBeVisible();
	await dialog
		.getByRole( 'button', { name: 'Complete authentication' } )
		.click();
}

/**
 * Accepts the terms and places the order at the checkout, then waits for the order-received page.
 *
 * @param page The checkout page, its payment method chosen.
 * @return The order's id.
 */
export async function placeStripeOrder( page: Page ): Promise< number > {
	await page.getByLabel( /I have read and agree/ ).check();
	await page.getByRole( 'button', { name: 'Place order' } ).click();
	await expect( page ).toHaveURL( /order-received\/\d+/ );
	return Number( /order-received\/(\d+)/.exec( page.url() )?.[ 1 ] );
}

/**
 * The PaymentIntent made for an order (metadata order_id), as the fake server has it now.
 *
 * @param site    The worker's site.
 * @param keys    The Stripe account the site uses.
 * @param orderId The order.
 */
export async function intentOfOrder(
	site: Site,
	keys: StripeKeys,
	orderId: number
): Promise< StripeIntent > {
	const intents = await fakeStripe< StripeList< StripeIntent > >(
		site,
		keys,
		'/v1/payment_intents?limit=100'
	);
	const found = intents.data.filter(
		( intent ) => intent.metadata.order_id === String( orderId )
	);
	expect( found, JSON.stringify( intents ) ).toHaveLength( 1 );
	return found[ 0 ];
}

/** The express checkout settings of the contract (stored payment_stripe_<key>). */
export interface ExpressCheckoutSettings {
	express_checkout?: boolean;
	express_amazon_pay?: boolean;
	express_link?: boolean;
	express_locations?: Array<
		'product' | 'cart' | 'checkout' | 'pay_for_order'
	>;
	express_button_type?: 'default' | 'buy' | 'book' | 'donate';
	express_button_theme?: 'dark' | 'light' | 'light-outline';
	express_button_height?: number;
	express_button_radius?: number;
}

/**
 * Writes express checkout settings through the settings route as the administrator (call after
 * configureStripe, which switches Stripe on).
 *
 * @param settings The settings, by the contract's keys.
 */
export async function configureExpressCheckout(
	settings: ExpressCheckoutSettings
): Promise< void > {
	const values: Record< string, unknown > = {};
	for ( const [ key, value ] of Object.entries( settings ) ) {
		values[ `payment_stripe_${ key }` ] = value;
	}
	await updateSettings( values );
}

/** The wallets' names, as the double's buttons ("Pay with Google Pay") and sheets carry them. */
export type ExpressWallet = 'Apple Pay' | 'Google Pay' | 'Link' | 'Amazon Pay';

/**
 * The double's button of a wallet in the page.
 *
 * @param page   The page.
 * @param wallet The wallet.
 */
export function expressButton( page: Page, wallet: ExpressWallet ): Locator {
	return page.getByRole( 'button', { name: `Pay with ${ wallet }` } );
}

/**
 * The double's payment sheet of a wallet (the dialog the wallet opens once the page resolved the
 * click).
 *
 * @param page   The page.
 * @param wallet The wallet.
 */
export function expressSheet( page: Page, wallet: ExpressWallet ): Locator {
	return page.getByRole( 'dialog', { name: wallet } );
}

/** A call of the page to the double (window.vitrineStripeDouble.calls). */
export interface StripeDoubleCall {
	name: string;
	args: unknown[];
}

/**
 * The calls of the page to the double so far, optionally only those of a name.
 *
 * @param page The page.
 * @param name expressCheckout.confirm, elements.create…
 */
export async function stripeDoubleCalls(
	page: Page,
	name?: string
): Promise< StripeDoubleCall[] > {
	const calls = await page.evaluate(
		() =>
			(
				window as unknown as {
					vitrineStripeDouble: { calls: StripeDoubleCall[] };
				}
			 ).vitrineStripeDouble.calls
	);
	return name ? calls.filter( ( call ) => call.name === name ) : calls;
}
