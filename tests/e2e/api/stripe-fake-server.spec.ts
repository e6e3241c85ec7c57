/**
 * The fake Stripe server of the e2e run (tests/fixtures/stripe/router.php): the site's own Stripe
 * client calls it, and a page's Stripe.js (the double) and the specs reach it too.
 */
import { randomBytes } from 'node:crypto';
import { test, expect } from '../support/fixtures';
import { adminApi } from '../support/wordpress';

const newKey = (): string => `sk_test_${ randomBytes( 12 ).toString( 'hex' ) }`;

test( "the site's Stripe client calls the run's fake Stripe server", async ( {
	site,
} ) => {
	const { api, nonce } = await adminApi();

	const answer = await api.post( '/wp-json/vitrine-test/v1/stripe/account', {
		data: { key: newKey() },
		headers: { 'X-WP-Nonce': nonce },
	} );
	const revoked = await api.post( '/wp-json/vitrine-test/v1/stripe/account', {
		data: { key: 'sk_test_revoked1' },
		headers: { 'X-WP-Nonce': nonce },
	} );

	expect( answer.status(), await answer.text() ).toBe( 200 );
	const body = await answer.json();
	expect( site.stripeUrl ).toMatch( /^http:\/\/127\.0\.0\.1:\d+$/ );
	expect( body.base ).toBe( site.stripeUrl );
	expect( body.account.object ).toBe( 'account' );
	expect( revoked.status() ).toBe( 502 );
	expect( ( await revoked.json() ).error ).toMatchObject( {
		code: 'vitrine_stripe_authentication',
		status: 401,
	} );
	await api.dispose();
} );

test( 'a page reaches it with the publishable key and a client secret, across origins', async ( {
	site,
	request,
} ) => {
	const key = newKey();
	const publishable = `pk_${ key.slice( 3 ) }`;
	const created = await request.post(
		`${ site.stripeUrl }/v1/payment_intents`,
		{
			headers: { Authorization: `Bearer ${ key }` },
			form: { amount: '1500', currency: 'eur' },
		}
	);
	expect( created.status() ).toBe( 200 );
	const intent = await created.json();

	const preflight = await request.fetch(
		`${ site.stripeUrl }/v1/payment_intents/${ intent.id }/confirm`,
		{
			method: 'OPTIONS',
			headers: {
				Origin: site.url,
				'Access-Control-Request-Method': 'POST',
			},
		}
	);
	const confirmed = await request.post(
		`${ site.stripeUrl }/v1/payment_intents/${ intent.id }/confirm`,
		{
			headers: { Origin: site.url },
			form: {
				key: publishable,
				client_secret: intent.client_secret,
				payment_method: 'pm_card_threeDSecure2Required',
			},
		}
	);
	const settled = await request.post(
		`${ site.stripeUrl }/_test/payment_intents/${ intent.id }/succeed`,
		{ form: { key: publishable } }
	);

	expect( preflight.status() ).toBe( 204 );
	expect( preflight.headers()[ 'access-control-allow-origin' ] ).toBe( '*' );
	expect( confirmed.status() ).toBe( 200 );
	expect( confirmed.headers()[ 'access-control-allow-origin' ] ).toBe( '*' );
	expect( ( await confirmed.json() ).status ).toBe( 'requires_action' );
	expect( ( await settled.json() ).status ).toBe( 'succeeded' );
} );
