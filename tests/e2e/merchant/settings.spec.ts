/**
 * Vitrine > Settings in wp-admin: the React screen and the settings route behind it.
 */
import { test, expect } from '../support/fixtures';
import {
	ADMIN_STATE,
	adminApi,
	collectPageErrors,
	expectNoAxeViolations,
	updateSettings,
} from '../support/wordpress';

test.use( { storageState: ADMIN_STATE } );

test.afterAll( async () => {
	await updateSettings( {
		store_notice_enabled: false,
		coming_soon_retry_after: 3600,
	} );
} );

test( 'the admin turns the store notice on and writes its text', async ( {
	page,
} ) => {
	const errors = collectPageErrors( page );
	await page.goto( '/wp-admin/admin.php?page=vitrine-settings' );
	await expect(
		page.getByRole( 'heading', { name: 'Vitrine settings' } )
	).toBeVisible();

	await page
		.getByRole( 'checkbox', { name: 'Show the store notice' } )
		.check();
	await page
		.getByLabel( 'Notice text' )
		.fill( 'Written in the settings screen.' );
	await page.getByLabel( 'Notice id' ).fill( 'screen-1' );
	await page.getByRole( 'button', { name: 'Save settings' } ).click();

	await expect(
		page.locator( '#vitrine-settings-root' ).getByText( 'Settings saved.' )
	).toBeVisible();
	await page.reload();
	await expect(
		page.getByRole( 'checkbox', { name: 'Show the store notice' } )
	).toBeChecked();
	await expect( page.getByLabel( 'Notice text' ) ).toHaveValue(
		'Written in the settings screen.'
	);

	await page.goto( '/about/' );
	await expect(
		page.getByRole( 'region', { name: 'Store notice' } )
	).toContainText( 'Written in the settings screen.' );
	expect( errors ).toEqual( [] );
} );

test( 'a bad value is refused with a message and nothing is saved', async ( {
	page,
} ) => {
	await page.goto( '/wp-admin/admin.php?page=vitrine-settings' );
	await page.getByLabel( 'Notice id' ).fill( 'has spaces' );
	await page
		.getByLabel( 'Ask search engines to come back after (seconds)' )
		.fill( '5' );
	await page.getByRole( 'button', { name: 'Save settings' } ).click();

	await expect( page.locator( '.components-notice.is-error' ) ).toContainText(
		'The settings were not saved.'
	);
	await expect(
		page.locator(
			'[data-setting="coming_soon_retry_after"] [role="alert"]'
		)
	).toHaveText(
		'Ask search engines to come back after (seconds) must be between 60 (inclusive) and 604800 (inclusive)'
	);
	await expect(
		page.locator( '[data-setting="store_notice_id"] [role="alert"]' )
	).toHaveText(
		'Notice id may contain only letters, digits, hyphens and underscores, up to 40 of them.'
	);

	const { api, nonce } = await adminApi();
	const saved = await (
		await api.get( '/wp-json/vitrine/v1/settings', {
			headers: { 'X-WP-Nonce': nonce },
		} )
	).json();
	expect( saved.coming_soon_retry_after ).toBe( 3600 );
	expect( saved.store_notice_id ).not.toBe( 'has spaces' );
	await api.dispose();
} );

test( 'the settings screen is keyboard operable and has no accessibility violations', async ( {
	page,
} ) => {
	await page.goto( '/wp-admin/admin.php?page=vitrine-settings' );
	const toggle = page.getByRole( 'checkbox', { name: 'Coming soon mode' } );
	await toggle.focus();
	await page.keyboard.press( 'Space' );
	await expect( toggle ).toBeChecked();
	await page.keyboard.press( 'Space' );
	await expect( toggle ).not.toBeChecked();

	await expectNoAxeViolations( page, '#vitrine-settings-root' );
} );

test( 'every answer of the settings route carries a fresh nonce, which the screen takes up', async ( {
	page,
} ) => {
	await page.goto( '/wp-admin/admin.php?page=vitrine-settings' );
	const first = page.waitForResponse( ( r ) =>
		r.url().includes( 'vitrine/v1/settings' )
	);
	await page.getByLabel( 'Notice id' ).fill( 'nonce-1' );
	await page.getByRole( 'button', { name: 'Save settings' } ).click();
	const fresh = ( await first ).headers()[ 'x-wp-nonce' ];
	expect( fresh ).toBeTruthy();

	const second = page.waitForRequest( ( r ) =>
		r.url().includes( 'vitrine/v1/settings' )
	);
	await page.getByLabel( 'Notice id' ).fill( 'nonce-2' );
	await page.getByRole( 'button', { name: 'Save settings' } ).click();
	expect( ( await second ).headers()[ 'x-wp-nonce' ] ).toBe( fresh );
} );
