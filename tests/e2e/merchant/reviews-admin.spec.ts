/**
 * Vitrine > Reviews, the Reviews section (issue 5, section 1): the stored reviews, hiding one
 * (the widget's page no longer shows it), a review added by hand, an import refused with every
 * bad row's line and message and then accepted; keyboard and axe. The sources and widgets
 * sections have their own specs (reviews-sources, reviews-widgets).
 *
 * A source with reviews and a page showing them come from tests/e2e/mu-plugins/
 * vitrine-test-reviews.php.
 */
import { test, expect, type Page } from '../support/fixtures';
import {
	ADMIN_STATE,
	adminApi,
	collectPageErrors,
	expectNoAxeViolations,
} from '../support/wordpress';

test.use( { storageState: ADMIN_STATE } );

interface Fixture {
	widget_id: number;
	source_id: number;
	url: string;
}

async function reviewsPage( count: number ): Promise< Fixture > {
	const { api, nonce } = await adminApi();
	const response = await api.post(
		'/wp-json/vitrine-test/v1/reviews-widget',
		{
			data: { options: { layout: 'list', pagination: 0 }, count },
			headers: { 'X-WP-Nonce': nonce },
		}
	);
	expect( response.status(), await response.text() ).toBe( 200 );
	const fixture = ( await response.json() ) as Fixture;
	await api.dispose();
	return fixture;
}

async function openReviews( page: Page ): Promise< void > {
	await page.goto( '/wp-admin/admin.php?page=vitrine-reviews#/reviews' );
	await expect(
		page.getByRole( 'heading', { name: 'Reviews', level: 2 } )
	).toBeVisible();
}

function table( page: Page ) {
	return page.locator( '.vitrine-reviews-list__table' );
}

function status( page: Page ) {
	return page.locator( '.vitrine-reviews-admin__status' );
}

test( 'hiding a review takes it off the widget’s page; showing it brings it back', async ( {
	page,
} ) => {
	const errors = collectPageErrors( page );
	const fixture = await reviewsPage( 3 );
	await page.goto( fixture.url );
	await expect( page.locator( '[data-vitrine-reviews]' ) ).toContainText(
		'Reviewer 2'
	);

	await openReviews( page );
	await page
		.getByLabel( 'Source', { exact: true } )
		.selectOption( String( fixture.source_id ) );
	const row = table( page ).getByRole( 'row', { name: /Reviewer 2/ } );
	await expect( table( page ).locator( 'tbody tr' ) ).toHaveCount( 3 );
	await expect( row ).toContainText( 'Review number 2.' );
	await expect( row ).toContainText( 'Google' );
	await expect( row ).toContainText( 'Shown' );

	// Keyboard only.
	await row
		.getByRole( 'button', { name: 'Hide the review by Reviewer 2' } )
		.focus();
	await page.keyboard.press( 'Enter' );
	await expect( status( page ) ).toHaveText(
		'The review by Reviewer 2 is hidden.'
	);
	await expect( row ).toContainText( 'Hidden' );
	await expect(
		row.getByRole( 'button', { name: 'Show the review by Reviewer 2' } )
	).toBeVisible();

	// The filter finds it among the hidden ones only.
	await page.getByLabel( 'Visibility' ).selectOption( '1' );
	await expect( table( page ).locator( 'tbody tr' ) ).toHaveCount( 1 );
	await expect( table( page ) ).toContainText( 'Reviewer 2' );

	await page.goto( fixture.url );
	const widget = page.locator( '[data-vitrine-reviews]' );
	await expect( widget ).toContainText( 'Reviewer 1' );
	await expect( widget ).toContainText( 'Reviewer 3' );
	await expect( widget ).not.toContainText( 'Reviewer 2' );

	await openReviews( page );
	await page
		.getByLabel( 'Source', { exact: true } )
		.selectOption( String( fixture.source_id ) );
	await table( page )
		.getByRole( 'button', { name: 'Show the review by Reviewer 2' } )
		.click();
	await expect( status( page ) ).toHaveText(
		'The review by Reviewer 2 is shown.'
	);
	await page.goto( fixture.url );
	await expect( page.locator( '[data-vitrine-reviews]' ) ).toContainText(
		'Reviewer 2'
	);
	expect( errors ).toEqual( [] );
} );

test( 'a review added by hand is listed, and the search finds it', async ( {
	page,
} ) => {
	const author = `Hand ${ Date.now() }`;
	await openReviews( page );
	await page.getByRole( 'button', { name: 'Add a review' } ).click();
	const form = page.getByRole( 'form', { name: 'Add a review' } );
	await form.getByLabel( 'Reviewer’s name' ).fill( author );
	await form.getByLabel( 'Rating' ).selectOption( '4' );
	await form
		.getByLabel( 'Review', { exact: true } )
		.fill( 'Written by hand.' );
	await form.getByLabel( 'Date' ).fill( '2026-01-10' );
	await expectNoAxeViolations( page, '#vitrine-reviews-root' );
	await form.getByRole( 'button', { name: 'Add the review' } ).click();

	await expect( status( page ) ).toHaveText(
		`The review by ${ author } was added.`
	);
	await page
		.getByRole( 'searchbox', { name: 'Search reviews' } )
		.fill( author );
	const row = table( page ).getByRole( 'row', {
		name: new RegExp( author ),
	} );
	await expect( row ).toContainText( '4 / 5' );
	await expect( row ).toContainText( 'Written by hand.' );
	await expect( row ).toContainText( 'Added by hand or imported' );
	await expect( table( page ).locator( 'tbody tr' ) ).toHaveCount( 1 );

	// A review added by hand can be deleted (others are only hidden).
	await row
		.getByRole( 'button', { name: `Delete the review by ${ author }` } )
		.click();
	await expect( status( page ) ).toHaveText(
		`The review by ${ author } was deleted.`
	);
	await expect( table( page ) ).toContainText( 'No review matches.' );
} );

test( 'a review without a name is refused with the message next to the field', async ( {
	page,
} ) => {
	await openReviews( page );
	await page.getByRole( 'button', { name: 'Add a review' } ).click();
	const form = page.getByRole( 'form', { name: 'Add a review' } );
	await form.getByRole( 'button', { name: 'Add the review' } ).click();
	await expect( form.locator( '.components-notice.is-error' ) ).toBeVisible();
	await expect( form.getByLabel( 'Reviewer’s name' ) ).toHaveAttribute(
		'aria-invalid',
		'true'
	);
} );

test( 'an import with a bad row is refused with each line’s message; a good one is imported', async ( {
	page,
} ) => {
	const tag = Date.now();
	await openReviews( page );
	await page.getByRole( 'button', { name: 'Import' } ).click();
	const form = page.getByRole( 'form', { name: 'Import reviews' } );

	await form.getByLabel( 'File' ).setInputFiles( {
		name: 'reviews.csv',
		mimeType: 'text/csv',
		buffer: Buffer.from(
			[
				'author_name,rating,text,time',
				`Imported A ${ tag },5,Great.,2026-01-02`,
				`Imported B ${ tag },9,Too many stars.,2026-01-03`,
				`,4,No name.,2026-01-04`,
			].join( '\n' )
		),
	} );
	await form.getByRole( 'button', { name: 'Import the file' } ).click();
	const alert = form.getByRole( 'alert' );
	await expect( alert ).toBeFocused();
	await expect( alert ).toContainText( 'Line 3:' );
	await expect( alert ).toContainText( 'Line 4:' );
	await expect( alert ).not.toContainText( 'Line 2:' );
	await expectNoAxeViolations( page, '#vitrine-reviews-root' );

	// Nothing of the refused file was stored.
	await page
		.getByRole( 'searchbox', { name: 'Search reviews' } )
		.fill( `Imported A ${ tag }` );
	await expect( table( page ) ).toContainText( 'No review matches.' );

	await form.getByLabel( 'File' ).setInputFiles( {
		name: 'reviews.json',
		mimeType: 'application/json',
		buffer: Buffer.from(
			JSON.stringify( [
				{
					author_name: `Imported A ${ tag }`,
					rating: 5,
					text: 'Great.',
					time: '2026-01-02',
				},
				{
					author_name: `Imported C ${ tag }`,
					rating: 3,
					text: 'Fine.',
					time: '2026-01-05',
				},
			] )
		),
	} );
	await form.getByRole( 'button', { name: 'Import the file' } ).click();
	await expect( form ).toContainText( 'Imported 2, updated 0.' );
	await expect( alert ).toHaveCount( 0 );
	await page
		.getByRole( 'searchbox', { name: 'Search reviews' } )
		.fill( String( tag ) );
	await expect( table( page ).locator( 'tbody tr' ) ).toHaveCount( 2 );
} );

test( 'the reviews section pages through the reviews and has no accessibility violations', async ( {
	page,
} ) => {
	await reviewsPage( 25 );
	await openReviews( page );
	await expect( page.getByText( /Page 1 of \d+/ ) ).toBeVisible();
	const next = page.getByRole( 'button', { name: 'Next page' } );
	await next.click();
	await expect( page.getByText( /Page 2 of \d+/ ) ).toBeVisible();
	await expectNoAxeViolations( page, '#vitrine-reviews-root' );
} );
