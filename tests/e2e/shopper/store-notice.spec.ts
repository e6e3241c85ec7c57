/**
 * Store notice (docs/spec/storefront-and-reviews.md, sections 2, 4, 7, 8, 9).
 */
import { test, expect } from '../support/fixtures';
import {
	collectPageErrors,
	expectNoAxeViolations,
	loadedAssets,
	updateSettings,
} from '../support/wordpress';

const TEXT = 'Spring sale: 20% off everything until Sunday.';

test.describe( 'store notice', () => {
	test.beforeEach( async () => {
		await updateSettings( {
			store_notice_enabled: true,
			store_notice_text: TEXT,
			store_notice_id: 'spring',
		} );
	} );

	test.afterAll( async () => {
		await updateSettings( {
			store_notice_enabled: false,
			mini_cart_in_header: true,
		} );
	} );

	test( 'shows on every page and stays dismissed once dismissed', async ( {
		page,
		context,
	} ) => {
		const errors = collectPageErrors( page );
		await page.goto( '/' );
		const notice = page.getByRole( 'region', { name: 'Store notice' } );
		await expect( notice ).toContainText( TEXT );

		await page.goto( '/about/' );
		await expect( notice ).toContainText( TEXT );

		await notice.getByRole( 'button', { name: 'Dismiss' } ).click();
		await expect( notice ).toBeHidden();

		const cookie = ( await context.cookies() ).find(
			( c ) => c.name === 'vitrine_store_noticespring'
		);
		expect( cookie?.value ).toBe( 'hidden' );
		expect( cookie?.path ).toBe( '/' );

		await page.goto( '/' );
		await expect( page.locator( '.vitrine-store-notice' ) ).toHaveCount(
			0
		);
		await page.goto( '/log-in/' );
		await expect( page.locator( '.vitrine-store-notice' ) ).toHaveCount(
			0
		);
		expect( errors ).toEqual( [] );
	} );

	test( 'a new notice id shows it again', async ( { page } ) => {
		await page.goto( '/' );
		await page
			.getByRole( 'region', { name: 'Store notice' } )
			.getByRole( 'button', { name: 'Dismiss' } )
			.click();

		await updateSettings( { store_notice_id: 'summer' } );
		await page.goto( '/' );

		await expect(
			page.getByRole( 'region', { name: 'Store notice' } )
		).toBeVisible();
	} );

	test( 'can be dismissed with the keyboard, and focus goes to the main content', async ( {
		page,
	} ) => {
		await page.goto( '/' );
		const dismiss = page
			.getByRole( 'region', { name: 'Store notice' } )
			.getByRole( 'button', { name: 'Dismiss' } );
		// Tab until the dismiss button has focus, as a keyboard user would.
		for ( let i = 0; i < 30; i++ ) {
			await page.keyboard.press( 'Tab' );
			if (
				await dismiss.evaluate(
					( el ) => el === el.ownerDocument.activeElement
				)
			) {
				break;
			}
		}
		await expect( dismiss ).toBeFocused();
		await page.keyboard.press( 'Enter' );

		await expect( page.locator( '.vitrine-store-notice' ) ).toBeHidden();
		await expect( page.locator( 'main' ) ).toBeFocused();
	} );

	test( 'a page served from a page cache hides a dismissed notice in the browser', async ( {
		page,
		context,
		request,
		baseURL,
	} ) => {
		// The cache stored the page as a visitor without the cookie got it.
		const cachedHtml = await ( await request.get( '/about/' ) ).text();
		expect( cachedHtml ).toContain( TEXT );
		await context.addCookies( [
			{
				name: 'vitrine_store_noticespring',
				value: 'hidden',
				url: page.url() === 'about:blank' ? baseURL! : page.url(),
			},
		] );
		await page.route( '**/about/', ( route ) =>
			route.fulfill( { body: cachedHtml, contentType: 'text/html' } )
		);

		await page.goto( '/about/' );

		await expect( page.locator( '.vitrine-store-notice' ) ).toHaveCount(
			1
		);
		await expect( page.locator( '.vitrine-store-notice' ) ).toBeHidden();
	} );

	test( 'has no accessibility violations', async ( { page } ) => {
		await page.goto( '/about/' );
		await expect(
			page.getByRole( 'button', { name: 'Dismiss' } )
		).toBeVisible();
		await expectNoAxeViolations( page, '.vitrine-store-notice' );
	} );

	test( 'loads only the storefront bundle, with no jQuery and no React', async ( {
		page,
	} ) => {
		// Without the header's cart button, which is ours too (mini-cart-drawer.spec.ts).
		await updateSettings( { mini_cart_in_header: false } );
		await page.goto( '/about/' );
		const assets = await loadedAssets( page );
		const ours = assets.filter( ( url ) =>
			url.includes( '/plugins/vitrine/' )
		);

		// The stylesheet is inlined in the head (it blocks no rendering), the script deferred.
		expect( ours.map( ( url ) => new URL( url ).pathname ).sort() ).toEqual(
			[ '/wp-content/plugins/vitrine/build/storefront.js' ]
		);
		expect(
			await page
				.locator( 'style[id^="vitrine-"]:not([id$="-inline-css"])' )
				.evaluateAll( ( styles ) =>
					styles.map( ( style ) => style.id )
				)
		).toEqual( [ 'vitrine-storefront-css' ] );
		expect(
			assets.filter( ( url ) => /jquery|react|api-fetch/.test( url ) )
		).toEqual( [] );
	} );
} );

test( 'a page that uses nothing of ours gets nothing of ours', async ( {
	page,
} ) => {
	// The header's cart button off too: it is ours (mini-cart-drawer.spec.ts).
	await updateSettings( {
		store_notice_enabled: false,
		mini_cart_in_header: false,
	} );
	await page.goto( '/about/' );

	const html = await page.content();
	expect( html ).not.toContain( 'vitrine' );
	expect(
		( await loadedAssets( page ) ).filter( ( url ) =>
			url.includes( 'vitrine' )
		)
	).toEqual( [] );
} );

test.afterAll( async () => {
	await updateSettings( { mini_cart_in_header: true } );
} );
