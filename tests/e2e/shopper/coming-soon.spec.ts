/**
 * Coming-soon mode (docs/spec/storefront-and-reviews.md, sections 2 and 7).
 */
import { test, expect } from '../support/fixtures';
import {
	ADMIN_STATE,
	adminPreferences,
	collectPageErrors,
	expectNoAxeViolations,
	updateSettings,
} from '../support/wordpress';

const MESSAGE = 'We open on the first of December.';

test.beforeAll( async () => {
	await updateSettings( {
		coming_soon_enabled: true,
		coming_soon_message: MESSAGE,
		coming_soon_retry_after: 7200,
	} );
} );

test.afterAll( async () => {
	await updateSettings( { coming_soon_enabled: false } );
	await adminPreferences( { coming_soon_banner_dismissed: 'no' } );
} );

test.describe( 'logged-out visitors', () => {
	test( 'get the coming-soon page with 503, Retry-After and noindex', async ( {
		page,
	} ) => {
		const response = await page.goto( '/about/' );

		expect( response?.status() ).toBe( 503 );
		expect( response?.headers()[ 'retry-after' ] ).toBe( '7200' );
		expect( response?.headers()[ 'x-robots-tag' ] ).toContain( 'noindex' );
		await expect( page.locator( 'meta[name="robots"]' ) ).toHaveAttribute(
			'content',
			/noindex/
		);
		await expect( page.getByText( MESSAGE ) ).toBeVisible();
		await expect(
			page.locator( '.vitrine-coming-soon-banner' )
		).toHaveCount( 0 );
		await expectNoAxeViolations( page );
	} );

	test( 'can still reach the login page', async ( { page } ) => {
		const response = await page.goto( '/wp-login.php' );
		expect( response?.status() ).toBe( 200 );
	} );

	test( 'cannot store a dismissal: no nonce gets 403', async ( {
		request,
	} ) => {
		const response = await request.post(
			'/wp-json/vitrine/v1/me/preferences',
			{
				data: { vitrine_meta: { coming_soon_banner_dismissed: 'yes' } },
			}
		);
		expect( response.status() ).toBe( 403 );
		const body = await response.json();
		expect( body.code ).toBe( 'vitrine_rest_invalid_nonce' );
		expect( body.message ).toBeTruthy();
	} );
} );

test.describe( 'administrators', () => {
	test.use( { storageState: ADMIN_STATE } );

	test.beforeEach( async () => {
		await adminPreferences( { coming_soon_banner_dismissed: 'no' } );
	} );

	test( 'see the site with a banner they can dismiss for good', async ( {
		page,
	} ) => {
		const errors = collectPageErrors( page );
		const response = await page.goto( '/about/' );
		expect( response?.status() ).toBe( 200 );
		const banner = page.getByRole( 'region', { name: 'Coming soon mode' } );
		await expect( banner ).toBeVisible();
		await expectNoAxeViolations( page, '.vitrine-coming-soon-banner' );

		const dismissCall = page.waitForRequest( ( r ) =>
			r.url().includes( '/vitrine/v1/me/preferences' )
		);
		await banner.getByRole( 'button', { name: 'Dismiss' } ).click();
		const call = await dismissCall;

		expect( call.method() ).toBe( 'POST' );
		expect( call.headers()[ 'x-wp-nonce' ] ).toBeTruthy();
		expect( call.postDataJSON() ).toEqual( {
			vitrine_meta: { coming_soon_banner_dismissed: 'yes' },
		} );
		await expect( banner ).toHaveCount( 0 );

		await page.reload();
		await expect(
			page.locator( '.vitrine-coming-soon-banner' )
		).toHaveCount( 0 );
		expect(
			( await adminPreferences() ).coming_soon_banner_dismissed
		).toBe( 'yes' );
		expect( errors ).toEqual( [] );
	} );

	test( 'can dismiss the banner with Space on its link', async ( {
		page,
	} ) => {
		await page.goto( '/' );
		const dismiss = page
			.getByRole( 'region', { name: 'Coming soon mode' } )
			.getByRole( 'button', { name: 'Dismiss' } );
		await dismiss.focus();
		await page.keyboard.press( 'Space' );

		await expect(
			page.locator( '.vitrine-coming-soon-banner' )
		).toHaveCount( 0 );
		expect(
			( await adminPreferences() ).coming_soon_banner_dismissed
		).toBe( 'yes' );
	} );

	test( 'see an error and keep the banner when the server refuses', async ( {
		page,
	} ) => {
		await page.goto( '/' );
		await page.route( '**/vitrine/v1/me/preferences*', ( route ) =>
			route.fulfill( {
				status: 403,
				contentType: 'application/json',
				body: JSON.stringify( {
					code: 'vitrine_rest_invalid_nonce',
					message: 'Your session has expired.',
					data: { status: 403 },
				} ),
			} )
		);
		const banner = page.getByRole( 'region', { name: 'Coming soon mode' } );
		await banner.getByRole( 'button', { name: 'Dismiss' } ).click();

		await expect( banner.getByRole( 'alert' ) ).toHaveText(
			'Your session has expired.'
		);
		await expect( banner ).toBeVisible();
	} );
} );
