/**
 * Stripe in the e2e specs: the Stripe.js test double (./stripe-double/stripe.js) served where
 * the @stripe/stripe-js loader fetches Stripe.js, and the site's Stripe gateway configured with a fresh test
 * account of the fake Stripe server (tests/fixtures/stripe/router.php) for each spec, so that no
 * spec sees another's payments.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
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

/**
 * Serves the double for every Stripe.js request of the page, and forwards its calls to Stripe's
 * API to the fake server, as they leave the page (nothing of Stripe reaches the internet; the
 * page calls https://api.stripe.com as with Stripe.js, so no local-network rule of the browser
 * stands between the page and the fake server).
 *
 * @param page The page.
 * @param site The worker's site.
 */
export async function installStripeDouble(
	page: Page,
	site: Site
): Promise< void > {
	const body = `window.vitrineStripeDoubleConfig = ${ JSON.stringify( {
		apiBase: STRIPE_API,
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
