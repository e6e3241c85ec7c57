/**
 * Vitrine > Reviews, the Sources section (issue 5, section 1): a connected source's figures,
 * limits and masked credentials; "Refresh now" with a provider that cannot be reached (its
 * error shown and announced, the reviews kept); delete with its reviews; keyboard and axe.
 *
 * Sources are stored by tests/e2e/mu-plugins/vitrine-test-reviews-admin.php (connecting a real
 * one needs the fake provider server, which the PHPUnit tests of the sources part use).
 */
import { test, expect, type Page } from '../support/fixtures';
import {
	ADMIN_STATE,
	adminApi,
	collectPageErrors,
	expectNoAxeViolations,
} from '../support/wordpress';

test.use( { storageState: ADMIN_STATE } );

interface SeededSource {
	source_id: number;
	name: string;
}

async function seedSource(
	fields: Record< string, unknown >
): Promise< SeededSource > {
	const { api, nonce } = await adminApi();
	const response = await api.post(
		'/wp-json/vitrine-test/v1/reviews-admin/source',
		{ data: fields, headers: { 'X-WP-Nonce': nonce } }
	);
	expect( response.status(), await response.text() ).toBe( 200 );
	const seeded = ( await response.json() ) as SeededSource;
	await api.dispose();
	return seeded;
}

async function sourceFromApi( id: number ): Promise< number > {
	const { api, nonce } = await adminApi();
	const response = await api.get(
		`/wp-json/vitrine/v1/review-sources/${ id }`,
		{
			headers: { 'X-WP-Nonce': nonce },
		}
	);
	const status = response.status();
	await api.dispose();
	return status;
}

function sourceCard( page: Page, name: string ) {
	return page.getByRole( 'region', { name } );
}

async function openSources( page: Page ): Promise< void > {
	await page.goto( '/wp-admin/admin.php?page=vitrine-reviews#/sources' );
	await expect(
		page.getByRole( 'heading', { name: 'Connected sources' } )
	).toBeVisible();
}

test( 'a connected source shows its rating, counts, limits and masked credentials', async ( {
	page,
} ) => {
	const errors = collectPageErrors( page );
	const source = await seedSource( { provider: 'yelp', count: 3 } );
	await openSources( page );

	const card = sourceCard( page, source.name );
	await expect( card ).toContainText( 'Yelp' );
	await expect( card ).toContainText( '4.5 out of 5' );
	await expect( card ).toContainText( '40 in all, 3 stored here' );
	await expect( card ).toContainText( 'Connected' );
	await expect( card ).toContainText( 'Yelp’s API returns 3 reviews a call' );

	await card.getByRole( 'button', { name: 'Edit' } ).click();
	const key = card.getByLabel( 'Fusion API key' );
	await expect( key ).toHaveValue( '' );
	await expect( key ).toHaveAttribute( 'placeholder', '…1234' );
	await expect( card ).toContainText(
		'Saved (…1234). Leave empty to keep it.'
	);
	await expect( card.getByLabel( 'Business ID' ) ).not.toHaveValue( '' );
	const html = await page.content();
	expect( html ).not.toContain( 'test-key-abcdef-1234' );

	await expectNoAxeViolations( page, '#vitrine-reviews-root' );
	expect( errors ).toEqual( [] );
} );

test( 'a source whose provider gives no rating of its own shows the average of its reviews', async ( {
	page,
} ) => {
	// Its three reviews are rated 4, 3 and 5: "None yet" was shown before (issue 11).
	const source = await seedSource( {
		provider: 'yelp',
		count: 3,
		no_figures: true,
	} );
	await openSources( page );
	const card = sourceCard( page, source.name );
	await expect( card ).toContainText( '4.0 out of 5' );
	await expect( card ).toContainText( '3 in all, 3 stored here' );
	await expect( card ).not.toContainText( 'None yet' );
} );

test( 'refresh now shows progress, then the provider’s error, and keeps the reviews', async ( {
	page,
} ) => {
	const source = await seedSource( {
		provider: 'yelp',
		count: 2,
		unreachable: true,
	} );
	await openSources( page );
	const card = sourceCard( page, source.name );

	let release: () => void = () => undefined;
	const held = new Promise< void >( ( resolve ) => ( release = resolve ) );
	await page.route( '**/review-sources/*/refresh*', async ( route ) => {
		await held;
		await route.continue();
	} );

	// Keyboard only: focus the button and press Enter.
	const button = card.getByRole( 'button', { name: 'Refresh now' } );
	await button.focus();
	await page.keyboard.press( 'Enter' );
	const busy = card.getByRole( 'button', { name: 'Refreshing…' } );
	await expect( busy ).toHaveAttribute( 'aria-disabled', 'true' );
	await expect( card.getByRole( 'status' ) ).toHaveText(
		'Fetching reviews…'
	);
	release();

	const status = card.getByRole( 'status' );
	await expect( status ).toContainText(
		/connect|refused|resolve|timed out/i
	);
	await expect( card.locator( '.components-notice.is-error' ) ).toContainText(
		'Last error:'
	);
	const message = ( await status.textContent() ) ?? '';
	await expect( card.locator( '.components-notice.is-error' ) ).toContainText(
		message.trim()
	);
	await expect( card ).toContainText( 'Error' );
	await expect( card ).toContainText( '40 in all, 2 stored here' );
	await expect(
		card.getByRole( 'button', { name: 'Refresh now' } )
	).toBeEnabled();

	// After a reload the error is still there: it is recorded on the source.
	await page.reload();
	await expect(
		sourceCard( page, source.name ).locator( '.components-notice.is-error' )
	).toContainText( message.trim() );
} );

test( 'deleting a source with its reviews asks first, then removes both', async ( {
	page,
} ) => {
	const source = await seedSource( { provider: 'google', count: 2 } );
	await openSources( page );
	const card = sourceCard( page, source.name );

	await card.getByRole( 'button', { name: 'Delete' } ).click();
	const dialog = page.getByRole( 'dialog', {
		name: `Delete ${ source.name }?`,
	} );
	await expect( dialog ).toBeVisible();
	await expectNoAxeViolations( page, '.components-modal__frame' );

	// Cancel keeps it; focus returns to the button.
	await page.keyboard.press( 'Escape' );
	await expect( dialog ).toBeHidden();
	await expect( card ).toBeVisible();

	await card.getByRole( 'button', { name: 'Delete' } ).click();
	await dialog
		.getByRole( 'checkbox', { name: 'Delete its 2 stored reviews too' } )
		.check();
	await dialog.getByRole( 'button', { name: 'Delete source' } ).click();

	await expect( dialog ).toBeHidden();
	await expect( sourceCard( page, source.name ) ).toHaveCount( 0 );
	await expect(
		page
			.locator( '#vitrine-reviews-root' )
			.getByText( `${ source.name } and its reviews were deleted.` )
	).toBeVisible();
	expect( await sourceFromApi( source.source_id ) ).toBe( 404 );
} );

test( 'the connect form asks each provider for its own fields and shows refusals', async ( {
	page,
} ) => {
	await openSources( page );
	const form = page.getByRole( 'region', { name: 'Connect a source' } );
	const provider = form.getByLabel( 'Provider' );

	await expect( form.getByLabel( 'Place ID' ) ).toBeVisible();
	await expect( form.getByLabel( 'Places API key' ) ).toBeVisible();

	await provider.selectOption( 'facebook' );
	await expect( form.getByLabel( 'Page ID' ) ).toBeVisible();
	await expect( form.getByLabel( 'Page access token' ) ).toBeVisible();

	await provider.selectOption( 'yelp' );
	await expect( form.getByLabel( 'Business ID' ) ).toBeVisible();
	await expect( form.getByLabel( 'Fusion API key' ) ).toBeVisible();

	// Nothing typed: the server names each missing field, next to it.
	await form.getByRole( 'button', { name: 'Connect' } ).click();
	await expect( form.locator( '.components-notice.is-error' ) ).toBeVisible();
	await expect( form.getByLabel( 'Business ID' ) ).toHaveAttribute(
		'aria-invalid',
		'true'
	);
	await expect( form.getByLabel( 'Fusion API key' ) ).toHaveAttribute(
		'aria-invalid',
		'true'
	);

	await provider.selectOption( 'shop' );
	await expect( form.getByRole( 'textbox' ) ).toHaveCount( 1 );
	await expectNoAxeViolations( page, '#vitrine-reviews-root' );
} );

test( 'a Facebook token that expires within a week is warned about on its source', async ( {
	page,
} ) => {
	const source = await seedSource( {
		provider: 'facebook',
		count: 0,
		token_expires_in: 3 * 86400,
	} );
	await openSources( page );
	const card = sourceCard( page, source.name );
	await expect(
		card.locator( '.components-notice.is-warning' )
	).toContainText( 'The Facebook access token expires on' );
	await card.getByRole( 'button', { name: 'Edit' } ).click();
	await expect( card.getByLabel( 'Page access token' ) ).toHaveAttribute(
		'placeholder',
		'…9876'
	);
} );

test( 'the shop’s own reviews connect with nothing to enter, and Refresh now says what it did', async ( {
	page,
} ) => {
	await openSources( page );
	const form = page.getByRole( 'region', { name: 'Connect a source' } );
	await form.getByLabel( 'Provider' ).selectOption( 'shop' );
	await form.getByLabel( 'Name (optional)' ).fill( 'Our product reviews' );
	await form.getByRole( 'button', { name: 'Connect' } ).click();
	await expect(
		page
			.locator( '#vitrine-reviews-root' )
			.getByText(
				/^Our product reviews is connected: \d+ reviews? stored\.$/
			)
	).toBeVisible();

	const card = sourceCard( page, 'Our product reviews' );
	await expect( card ).toContainText( 'This shop' );
	await card.getByRole( 'button', { name: 'Refresh now' } ).click();
	await expect( card.getByRole( 'status' ) ).toHaveText(
		/^Added 0, updated \d+$/
	);
	await expect( card ).toContainText( 'Connected' );
	await expect( card.locator( '.components-notice.is-error' ) ).toHaveCount(
		0
	);
} );
