/**
 * Abuse limits: a script guessing coupon codes is stopped with 429 and Retry-After, and the
 * shopper of that connection reads why beside the coupon field. The test site applies the limits
 * only to requests with the cookie vitrine_test_rate_limits=1
 * (tests/e2e/mu-plugins/vitrine-test-rate-limits.php); this spec's client is an address of its
 * own behind a trusted proxy (127.0.0.1), so no other spec shares its count.
 */
import { test, expect } from '../support/fixtures';
import { updateSettings } from '../support/wordpress';
import {
	addToCart,
	checkoutProduct,
	fillBerlinAddress,
} from './checkout-helpers';
import { unique } from './product-helpers';

test.describe( 'abuse limits', () => {
	let product: number;

	test.beforeAll( async () => {
		product = await checkoutProduct( unique( 'Limited lamp' ) );
		await updateSettings( {
			rate_limit_coupon_count: 3,
			trusted_proxies: '127.0.0.1',
		} );
	} );

	test.afterAll( async () => {
		await updateSettings( {
			rate_limit_coupon_count: 20,
			trusted_proxies: '',
		} );
	} );

	test( 'a script guessing coupon codes gets 429 with Retry-After, and the page says why', async ( {
		page,
		context,
		baseURL,
	} ) => {
		await context.addCookies( [
			{
				name: 'vitrine_test_rate_limits',
				value: '1',
				url: baseURL ?? '',
			},
		] );
		// A client of its own, forwarded by the trusted proxy.
		const client = `203.0.113.${ Math.floor( Math.random() * 250 ) + 1 }`;
		await context.setExtraHTTPHeaders( { 'X-Forwarded-For': client } );
		await addToCart( page, product, 1 );

		const refresh = await page.request.get(
			'/?vitrine-ajax=refresh_checkout_nonce'
		);
		const { nonce } = ( await refresh.json() ) as { nonce: string };
		const guess = ( code: string ) =>
			page.request.post( '/?vitrine-ajax=apply_coupon', {
				form: { coupon_code: code },
				headers: { 'X-Vitrine-Nonce': nonce },
			} );
		for ( const code of [ 'GUESS1', 'GUESS2', 'GUESS3' ] ) {
			const wrong = await guess( code );
			expect( wrong.status(), await wrong.text() ).toBe( 400 );
		}
		const limited = await guess( 'GUESS4' );
		expect( limited.status() ).toBe( 429 );
		expect( limited.headers()[ 'retry-after' ] ).toMatch( /^[1-9]\d*$/ );
		const body = ( await limited.json() ) as {
			code: string;
			message: string;
			data: { status: number; retry_after: number };
		};
		expect( body.code ).toBe( 'vitrine_rate_limited' );
		expect( body.data.status ).toBe( 429 );
		expect( String( body.data.retry_after ) ).toBe(
			limited.headers()[ 'retry-after' ]
		);
		expect( body.message ).toContain(
			'You have tried too many coupon codes in a short time. Please try again in'
		);

		// The shopper of that connection tries a real code: refused, and told why by the field.
		await page.goto( '/checkout/' );
		await fillBerlinAddress( page );
		await page
			.getByRole( 'button', { name: 'Click here to enter your code' } )
			.click();
		const code = page.getByLabel( 'Coupon code' );
		await code.fill( 'WELCOME10' );
		await page.keyboard.press( 'Enter' );
		await expect( code ).toHaveAttribute( 'aria-invalid', 'true' );
		await expect( page.locator( '#coupon_code_error' ) ).toContainText(
			'You have tried too many coupon codes in a short time.'
		);
		await expect( page.locator( '.vitrine-cart-discount' ) ).toHaveCount(
			0
		);
	} );
} );
