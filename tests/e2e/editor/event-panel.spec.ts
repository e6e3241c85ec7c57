/**
 * The post editor's "Event" panel (the event meta of Vitrine\Calendar\EventMeta): an editor gives
 * a post a start and a last day, publishes it, and the Events page's calendar shows it on each of
 * its days.
 */
import { test, expect } from '../support/fixtures';
import {
	failedOwnCalls,
	newEditorPage,
	openSidebar,
	publishFromEditor,
	realErrors,
} from '../support/editor';
import { ADMIN_STATE, collectPageErrors } from '../support/wordpress';

test.use( { storageState: ADMIN_STATE } );

test( 'an event made in the post editor shows on each of its days in the calendar', async ( {
	page,
} ) => {
	test.slow();
	const title = `Pottery workshop ${ Date.now() }`;
	// Next month: away from the demo's events of this month.
	const now = new Date();
	const month = new Date(
		Date.UTC( now.getUTCFullYear(), now.getUTCMonth() + 1, 1 )
	)
		.toISOString()
		.slice( 0, 7 );

	const errors = collectPageErrors( page );
	const failed = failedOwnCalls( page );
	await newEditorPage( page, title, 'core/paragraph', 'posts' );
	const sidebar = await openSidebar( page, 'document' );
	const toggle = sidebar.getByRole( 'button', {
		name: 'Event',
		exact: true,
	} );
	if ( ( await toggle.getAttribute( 'aria-expanded' ) ) !== 'true' ) {
		await toggle.click();
	}
	await sidebar.getByLabel( 'Starts' ).fill( `${ month }-03` );
	await sidebar.getByLabel( 'Ends (last day)' ).fill( `${ month }-05` );
	await publishFromEditor( page );
	expect( realErrors( errors ) ).toEqual( [] );
	expect( failed ).toEqual( [] );

	await page.goto( `/events/?vitrine_month=${ month }` );
	const days = await page
		.locator( '.vitrine-calendar__grid td[data-date]' )
		.filter( { has: page.getByRole( 'link', { name: title } ) } )
		.evaluateAll( ( cells ) =>
			cells.map( ( cell ) => ( cell as HTMLElement ).dataset.date ?? '' )
		);
	expect( days ).toEqual( [
		`${ month }-03`,
		`${ month }-04`,
		`${ month }-05`,
	] );
} );
