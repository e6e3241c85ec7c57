/**
 * Vitrine > Reviews loads each list once per visit of the screen (the vitrine/reviews store,
 * src/admin/reviews/store): going back and forth between the sections and the widget editor
 * reads what is already loaded instead of asking the server again.
 */
import { test, expect, type Page } from '../support/fixtures';
import { ADMIN_STATE, adminApi } from '../support/wordpress';

test.use( { storageState: ADMIN_STATE } );

/**
 * Counts the GET requests to our REST routes by route, ids replaced by ID; the live preview
 * of the widget editor is left out (it asks again whenever the options change).
 *
 * @param page The page.
 */
function countReads( page: Page ): Record< string, number > {
	const counts: Record< string, number > = {};
	page.on( 'request', ( request ) => {
		if ( request.method() !== 'GET' ) {
			return;
		}
		const route = /vitrine\/v1(\/[a-z-]+(?:\/[a-z0-9-]+)?)/.exec(
			decodeURIComponent( request.url() )
		)?.[ 1 ];
		if ( route === undefined || route.includes( 'preview' ) ) {
			return;
		}
		const key = route.replace( /\/\d+$/, '/ID' );
		counts[ key ] = ( counts[ key ] ?? 0 ) + 1;
	} );
	return counts;
}

test( 'each list is loaded once however often its section is shown', async ( {
	page,
} ) => {
	const { api, nonce } = await adminApi();
	const created = await api.post( '/wp-json/vitrine/v1/review-widgets', {
		data: { title: `Reads ${ Date.now() }`, options: { layout: 'grid' } },
		headers: { 'X-WP-Nonce': nonce },
	} );
	expect( created.status(), await created.text() ).toBe( 201 );
	const widget = ( await created.json() ) as { id: number };
	await api.dispose();

	const reads = countReads( page );
	const nav = page.getByRole( 'navigation', { name: 'Reviews sections' } );
	const reviewsTable = page.locator( '.vitrine-reviews-list__table' );
	const widgetRow = page.locator( `tr[data-widget-id="${ widget.id }"]` );
	const saveButton = page.getByRole( 'button', { name: 'Save widget' } );
	const connectHeading = page.getByRole( 'heading', {
		name: 'Connect a source',
	} );

	await page.goto( '/wp-admin/admin.php?page=vitrine-reviews#/sources' );
	await expect( connectHeading ).toBeVisible();
	await nav.getByRole( 'link', { name: 'Reviews' } ).click();
	await expect( reviewsTable ).toBeVisible();
	await nav.getByRole( 'link', { name: 'Widgets' } ).click();
	await expect( widgetRow ).toBeVisible();
	await widgetRow.locator( 'th a' ).click();
	await expect( saveButton ).toBeVisible();
	await page.getByRole( 'link', { name: '← All widgets' } ).click();
	await expect( widgetRow ).toBeVisible();
	await page.getByRole( 'link', { name: 'Add a widget' } ).click();
	await expect( saveButton ).toBeVisible();
	await nav.getByRole( 'link', { name: 'Sources' } ).click();
	await expect( connectHeading ).toBeVisible();
	await nav.getByRole( 'link', { name: 'Reviews' } ).click();
	await expect( reviewsTable ).toBeVisible();
	// The page shown has finished loading: no read of this walk is still to come.
	await expect( reviewsTable ).toHaveAttribute( 'aria-busy', 'false' );

	expect( reads ).toEqual( {
		'/review-sources': 1,
		'/reviews': 1,
		'/review-widgets': 1,
		'/review-widgets/schema': 1,
		'/review-widgets/ID': 1,
	} );
} );
