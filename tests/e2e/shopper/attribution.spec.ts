/**
 * Order attribution's capture (docs/spec/listings-checkout-attribution-builder.md, sections 3, 4,
 * 5, 8 and 9): the vitrine_src_* cookies, the checkout's hidden inputs, tracking off.
 */
import type { BrowserContext } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import {
	collectPageErrors,
	loadedAssets,
	updateSettings,
} from '../support/wordpress';
import { addToCart, checkoutProduct } from './checkout-helpers';
import { unique } from './product-helpers';

/**
 * A cookie's containers as the bundle writes them (src/attribution/cookies.ts).
 * @param raw
 */
function decode( raw: string ): Record< string, string > {
	const fields: Record< string, string > = {};
	for ( const pair of decodeURIComponent( raw ).split( '|||' ) ) {
		const at = pair.indexOf( '=' );
		fields[ pair.slice( 0, at ) ] = decodeURIComponent(
			pair.slice( at + 1 )
		);
	}
	return fields;
}

async function attributionCookies(
	context: BrowserContext
): Promise< Record< string, string > > {
	const cookies: Record< string, string > = {};
	for ( const cookie of await context.cookies() ) {
		if ( cookie.name.startsWith( 'vitrine_src_' ) ) {
			cookies[ cookie.name.slice( 'vitrine_src_'.length ) ] =
				cookie.value;
		}
	}
	return cookies;
}

test.describe( 'order attribution', () => {
	test.afterAll( async () => {
		await updateSettings( { attribution_enabled: false } );
	} );

	test( 'a landing with campaign parameters, then another page: the cookies hold the campaign; the checkout carries it; tracking off clears them', async ( {
		page,
		context,
	} ) => {
		await updateSettings( { attribution_enabled: true } );
		const errors = collectPageErrors( page );

		await page.goto(
			'/?utm_source=newsletter&utm_medium=email&utm_campaign=spring%20sale&utm_content=it%27s%20%22new%22'
		);
		await expect
			.poll( async () =>
				Object.keys( await attributionCookies( context ) )
			)
			.toContain( 'current' );
		await page.goto( '/about/' );
		await expect
			.poll(
				async () =>
					decode(
						( await attributionCookies( context ) ).session ?? ''
					).pgs
			)
			.toBe( '2' );

		const cookies = await attributionCookies( context );
		expect( Object.keys( cookies ).sort() ).toEqual( [
			'current',
			'current_add',
			'first',
			'first_add',
			'migrations',
			'promo',
			'session',
			'udata',
		] );
		for ( const value of Object.values( cookies ) ) {
			// Firewall-safe: no quote, pipe, space, bracket or semicolon goes over the wire.
			expect( value ).toMatch( /^[A-Za-z0-9%._~-]+$/ );
		}
		const current = decode( cookies.current );
		expect( current ).toMatchObject( {
			typ: 'utm',
			src: 'newsletter',
			mdm: 'email',
			cmp: 'spring sale',
			cnt: 'it\'s "new"',
			trm: '(none)',
		} );
		expect( decode( cookies.first ) ).toEqual( current );
		expect( decode( cookies.current_add ).ep ).toContain(
			'utm_source=newsletter'
		);
		expect( decode( cookies.session ).cpg ).toMatch( /\/about\/$/ );
		expect( decode( cookies.udata ).vst ).toBe( '1' );
		const code = Number( decode( cookies.promo ).code );
		expect( code ).toBeGreaterThanOrEqual( 100000 );
		expect( code ).toBeLessThanOrEqual( 999999 );
		const session = ( await context.cookies() ).find(
			( cookie ) => cookie.name === 'vitrine_src_session'
		)!;
		// 30 minutes, against 6 months of 30 days for the others.
		const now = Date.now() / 1000;
		expect( session.expires - now ).toBeGreaterThan( 29 * 60 );
		expect( session.expires - now ).toBeLessThan( 31 * 60 );
		const first = ( await context.cookies() ).find(
			( cookie ) => cookie.name === 'vitrine_src_first'
		)!;
		expect( first.expires - now ).toBeGreaterThan( 179 * 86400 );
		expect( first.expires - now ).toBeLessThan( 181 * 86400 );

		// The checkout's hidden inputs carry the same values.
		await addToCart(
			page,
			await checkoutProduct( unique( 'Attribution lamp' ) )
		);
		const warnings: string[] = [];
		page.on( 'console', ( message ) => {
			if ( message.type() === 'warning' ) {
				warnings.push( message.text() );
			}
		} );
		await page.goto( '/checkout/' );
		const form = page.locator( 'form[name="checkout"]' );
		await expect(
			form.locator( 'input[name="vitrine_attribution_source_type"]' )
		).toHaveValue( 'utm' );
		await expect(
			form.locator( 'input[name="vitrine_attribution_utm_campaign"]' )
		).toHaveValue( 'spring sale' );
		await expect(
			form.locator( 'input[name="vitrine_attribution_session_pages"]' )
		).toHaveValue( '3' );
		expect( warnings ).toEqual( [] );
		expect( errors ).toEqual( [] );

		// Tracking off: the next page view expires every cookie, and loads nothing of ours for it.
		await updateSettings( { attribution_enabled: false } );
		await page.goto( '/about/' );
		expect( await attributionCookies( context ) ).toEqual( {} );
		expect(
			( await loadedAssets( page ) ).filter( ( url ) =>
				url.includes( '/build/attribution.js' )
			)
		).toEqual( [] );
		await page.goto( '/checkout/' );
		await expect(
			page.locator( 'input[name^="vitrine_attribution_"]' )
		).toHaveCount( 0 );
	} );
} );
