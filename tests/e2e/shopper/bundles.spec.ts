/**
 * Every bundle actually runs on the WordPress we ship against (6.5 has no react-jsx-runtime of
 * its own), with no script error, and right-to-left pages get the RTL stylesheets.
 */
import { test, expect } from '../support/fixtures';
import {
	ADMIN_STATE,
	adminPreferences,
	collectPageErrors,
	loadedAssets,
	updateSettings,
} from '../support/wordpress';

test.afterAll( async () => {
	await updateSettings( {
		store_notice_enabled: false,
		coming_soon_enabled: false,
	} );
} );

test( 'storefront runs: it reveals the dismiss button and adds password toggles', async ( {
	page,
} ) => {
	await updateSettings( {
		store_notice_enabled: true,
		store_notice_text: 'Hello',
	} );
	const errors = collectPageErrors( page );
	await page.goto( '/log-in/' );

	await expect(
		page.locator( '.vitrine-store-notice__dismiss-link' )
	).toBeVisible();
	await expect( page.locator( '.vitrine-show-password-input' ) ).toHaveCount(
		1
	);
	expect( errors ).toEqual( [] );
} );

test.describe( 'as the administrator', () => {
	test.use( { storageState: ADMIN_STATE } );

	test( 'coming-soon-banner runs on the front end', async ( { page } ) => {
		await updateSettings( { coming_soon_enabled: true } );
		await adminPreferences( { coming_soon_banner_dismissed: 'no' } );
		const errors = collectPageErrors( page );
		await page.goto( '/' );

		const handled = await page
			.locator( '.vitrine-coming-soon-banner__dismiss' )
			.evaluate( ( link ) => {
				const event = new MouseEvent( 'click', {
					bubbles: true,
					cancelable: true,
				} );
				link.dispatchEvent( event );
				// The script cancels the link's default action when it runs.
				return event.defaultPrevented;
			} );
		expect( handled ).toBe( true );
		await expect(
			page.locator( '.vitrine-coming-soon-banner' )
		).toHaveCount( 0 );
		expect( errors ).toEqual( [] );
		await updateSettings( { coming_soon_enabled: false } );
	} );

	test( 'admin-settings renders with React through the JSX runtime', async ( {
		page,
	} ) => {
		const errors = collectPageErrors( page );
		await page.goto( '/wp-admin/admin.php?page=vitrine-settings' );

		await expect(
			page.getByRole( 'button', { name: 'Save settings' } )
		).toBeVisible();
		const runtime = await page.evaluate( () => {
			const w = window as unknown as {
				ReactJSXRuntime?: { jsx?: unknown };
				wp: { data?: unknown };
			};
			return typeof w.ReactJSXRuntime?.jsx;
		} );
		expect( runtime ).toBe( 'function' );
		const wpVersion = await page.evaluate(
			() => document.body.className.match( /branch-(\d+-\d+)/ )?.[ 1 ]
		);
		const jsxRuntimeScripts = ( await loadedAssets( page ) ).filter(
			( url ) => url.includes( 'react-jsx-runtime' )
		);
		if ( wpVersion === '6-5' ) {
			expect(
				jsxRuntimeScripts.map( ( url ) => new URL( url ).pathname )
			).toEqual( [
				'/wp-content/plugins/vitrine/build/react-jsx-runtime.js',
			] );
		}
		expect( errors ).toEqual( [] );
	} );
} );

test( 'right-to-left pages load the RTL stylesheet, and the toggle sits on the left', async ( {
	page,
	context,
	baseURL,
} ) => {
	await context.addCookies( [
		{ name: 'vitrine_test_rtl', value: '1', url: baseURL! },
	] );
	await page.goto( '/log-in/' );

	await expect( page.locator( 'html' ) ).toHaveAttribute( 'dir', 'rtl' );
	// The page's own and those of the header's cart button, each in its RTL version, inlined
	// (our stylesheets block no rendering): the RTL files' rules, not the left-to-right ones.
	const styles = await page
		.locator( 'style[id^="vitrine-"][id$="-css"]:not([id$="-inline-css"])' )
		.evaluateAll( ( elements ) =>
			elements.map( ( style ) => ( {
				id: style.id,
				text: style.textContent ?? '',
			} ) )
		);
	expect( styles.map( ( style ) => style.id ).sort() ).toEqual( [
		'vitrine-add-to-cart-css',
		'vitrine-mini-cart-drawer-css',
		'vitrine-storefront-css',
	] );
	// The RTL build turns the spinner the other way (rtlcss): that file's rules are the ones inlined.
	const addToCart = styles.find(
		( style ) => style.id === 'vitrine-add-to-cart-css'
	)!.text;
	expect( addToCart ).toContain( 'rotate(-1turn)' );
	expect(
		( await loadedAssets( page ) ).filter(
			( url ) =>
				url.includes( '/plugins/vitrine/' ) && url.includes( '.css' )
		)
	).toEqual( [] );

	const field = await page.getByLabel( /^Password\b/ ).boundingBox();
	const toggle = await page
		.locator( '.vitrine-show-password-input' )
		.boundingBox();
	expect( field && toggle ).toBeTruthy();
	// Inside the field, against its left (inline-end) edge.
	expect( toggle!.x ).toBeGreaterThanOrEqual( field!.x );
	expect( toggle!.x ).toBeLessThan( field!.x + field!.width / 2 );
} );
