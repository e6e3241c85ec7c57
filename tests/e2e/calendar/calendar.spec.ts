/**
 * The calendar block (issue 16, section 3) on the demo's Events page (bin/wp/demo/Events.php):
 * a weekly tasting from this month's first Thursday, a fair from the 10th to the 13th. Month
 * navigation by mouse and by keyboard (the WAI-ARIA grid), the links without JavaScript, the
 * list view of narrow screens, axe, and right to left.
 */
import { test, expect, type Page } from '../support/fixtures';
import {
	collectPageErrors,
	expectNoAxeViolations,
	loadedAssets,
} from '../support/wordpress';

const TASTING = 'Wine tasting evening';
const FAIR = 'Summer fair';

function calendar( page: Page ) {
	return page.locator( '.vitrine-calendar' );
}

function shift( month: string, by: number ): string {
	const [ year, number ] = month.split( '-' ).map( Number );
	return new Date( Date.UTC( year, number - 1 + by, 1 ) )
		.toISOString()
		.slice( 0, 7 );
}

/**
 * The Thursdays of a month, Y-m-d.
 * @param month
 */
function thursdays( month: string ): string[] {
	const days: string[] = [];
	const date = new Date( `${ month }-01T00:00:00Z` );
	while ( date.toISOString().startsWith( month ) ) {
		if ( date.getUTCDay() === 4 ) {
			days.push( date.toISOString().slice( 0, 10 ) );
		}
		date.setUTCDate( date.getUTCDate() + 1 );
	}
	return days;
}

/**
 * The days of the grid that show an event.
 * @param page
 * @param title
 */
async function daysWith( page: Page, title: string ): Promise< string[] > {
	return calendar( page )
		.locator( '.vitrine-calendar__grid td[data-date]' )
		.filter( { has: page.getByRole( 'link', { name: title } ) } )
		.evaluateAll( ( cells ) =>
			cells.map( ( cell ) => ( cell as HTMLElement ).dataset.date ?? '' )
		);
}

async function shownMonth( page: Page ): Promise< string > {
	return ( await calendar( page ).getAttribute( 'data-month' ) ) ?? '';
}

test.describe( 'the Events page’s calendar', () => {
	test( 'shows this month’s events: the weekly one each Thursday, the fair over its four days', async ( {
		page,
	} ) => {
		const errors = collectPageErrors( page );
		await page.goto( '/events/' );
		const month = await shownMonth( page );
		expect( month ).toMatch( /^\d{4}-\d{2}$/ );

		expect( await daysWith( page, FAIR ) ).toEqual(
			[ '10', '11', '12', '13' ].map( ( day ) => `${ month }-${ day }` )
		);
		expect( await daysWith( page, TASTING ) ).toEqual( thursdays( month ) );
		await expect( calendar( page ).getByRole( 'grid' ) ).toBeVisible();
		// The bundle of the calendar, and no React.
		const assets = await loadedAssets( page );
		expect(
			assets.some( ( url ) => url.includes( '/build/calendar.js' ) )
		).toBe( true );
		expect( assets.some( ( url ) => /react/.test( url ) ) ).toBe( false );
		await expectNoAxeViolations( page, '.vitrine-calendar' );
		expect( errors ).toEqual( [] );
	} );

	test( 'moves month to month by mouse, with a loading state, and keeps the month in the address', async ( {
		page,
	} ) => {
		await page.goto( '/events/' );
		const month = await shownMonth( page );
		const next = shift( month, 1 );

		let release: () => void = () => {};
		const held = new Promise< void >(
			( resolve ) => ( release = resolve )
		);
		await page.route(
			'**/?vitrine-ajax=calendar_month',
			async ( route ) => {
				await held;
				await route.continue();
			}
		);
		await calendar( page )
			.getByRole( 'link', { name: /Next month/ } )
			.click();
		await expect( calendar( page ) ).toHaveAttribute( 'aria-busy', 'true' );
		await expect( calendar( page ).getByRole( 'status' ) ).toHaveText(
			'Loading the month…'
		);
		release();

		await expect( calendar( page ) ).not.toHaveAttribute(
			'aria-busy',
			'true'
		);
		await expect( calendar( page ) ).toHaveAttribute( 'data-month', next );
		expect(
			new URL( page.url() ).searchParams.get( 'vitrine_month' )
		).toBe( next );
		// The weekly tasting repeats into next month; the fair does not.
		expect( await daysWith( page, TASTING ) ).toEqual( thursdays( next ) );
		expect( await daysWith( page, FAIR ) ).toEqual( [] );

		await page.unroute( '**/?vitrine-ajax=calendar_month' );
		await calendar( page )
			.getByRole( 'link', { name: /Previous month/ } )
			.click();
		await expect( calendar( page ) ).toHaveAttribute( 'data-month', month );
		await calendar( page )
			.getByRole( 'link', { name: /Previous month/ } )
			.click();
		await expect( calendar( page ) ).toHaveAttribute(
			'data-month',
			shift( month, -1 )
		);
		// Before the tasting's first Thursday: nothing.
		expect( await daysWith( page, TASTING ) ).toEqual( [] );

		// A reload shows the month of the address, rendered by the server.
		await page.reload();
		await expect( calendar( page ) ).toHaveAttribute(
			'data-month',
			shift( month, -1 )
		);
	} );

	test( 'follows the grid pattern by keyboard: arrows, Home, End, Page Down, and Enter into a day’s events', async ( {
		page,
	} ) => {
		await page.goto( '/events/' );
		const month = await shownMonth( page );
		const grid = calendar( page ).getByRole( 'grid' );
		await expect( grid.locator( '[tabindex="0"]' ) ).toHaveCount( 1 );

		// Tab from the "next month" link reaches the grid's one focusable day.
		await calendar( page )
			.getByRole( 'link', { name: /Next month/ } )
			.focus();
		await page.keyboard.press( 'Tab' );
		const start = grid.locator( '[tabindex="0"]' );
		await expect( start ).toBeFocused();

		await grid.locator( `td[data-date="${ month }-10"]` ).focus();
		await page.keyboard.press( 'ArrowRight' );
		await expect(
			grid.locator( `td[data-date="${ month }-11"]` )
		).toBeFocused();
		await page.keyboard.press( 'ArrowDown' );
		await expect(
			grid.locator( `td[data-date="${ month }-18"]` )
		).toBeFocused();
		await expect( grid.locator( '[tabindex="0"]' ) ).toHaveAttribute(
			'data-date',
			`${ month }-18`
		);

		const row = grid.locator(
			`tr:has(td[data-date="${ month }-18"]) td[data-date]`
		);
		await page.keyboard.press( 'End' );
		await expect( grid.locator( 'td:focus' ) ).toHaveAttribute(
			'data-date',
			( await row.last().getAttribute( 'data-date' ) )!
		);
		await page.keyboard.press( 'Home' );
		await expect( grid.locator( 'td:focus' ) ).toHaveAttribute(
			'data-date',
			( await row.first().getAttribute( 'data-date' ) )!
		);

		// Enter goes to the fair's link on the 11th; Escape back to the day.
		await grid.locator( `td[data-date="${ month }-11"]` ).focus();
		await page.keyboard.press( 'Enter' );
		await expect(
			grid
				.locator( `td[data-date="${ month }-11"]` )
				.getByRole( 'link', { name: FAIR } )
		).toBeFocused();
		await page.keyboard.press( 'Escape' );
		await expect(
			grid.locator( `td[data-date="${ month }-11"]` )
		).toBeFocused();

		// Page Down: the next month, the same day focused.
		await page.keyboard.press( 'PageDown' );
		const next = shift( month, 1 );
		await expect( calendar( page ) ).toHaveAttribute( 'data-month', next );
		await expect(
			grid.locator( `td[data-date="${ next }-11"]` )
		).toBeFocused();
		await page.keyboard.press( 'PageUp' );
		await expect( calendar( page ) ).toHaveAttribute( 'data-month', month );
		await expect(
			grid.locator( `td[data-date="${ month }-11"]` )
		).toBeFocused();

		// Left from the 1st: the last day of the month before.
		await grid.locator( `td[data-date="${ month }-01"]` ).focus();
		await page.keyboard.press( 'ArrowLeft' );
		const previous = shift( month, -1 );
		await expect( calendar( page ) ).toHaveAttribute(
			'data-month',
			previous
		);
		await expect( grid.locator( 'td[data-date]' ).last() ).toBeFocused();
		await expectNoAxeViolations( page, '.vitrine-calendar' );
	} );

	test( 'works without JavaScript: the month links load the page for that month', async ( {
		browser,
		baseURL,
	} ) => {
		const context = await browser.newContext( {
			javaScriptEnabled: false,
			baseURL,
		} );
		const page = await context.newPage();
		await page.goto( '/events/' );
		const month = await shownMonth( page );
		await calendar( page )
			.getByRole( 'link', { name: /Next month/ } )
			.click();
		await page.waitForURL( /vitrine_month=/ );
		expect(
			new URL( page.url() ).searchParams.get( 'vitrine_month' )
		).toBe( shift( month, 1 ) );
		await expect( calendar( page ) ).toHaveAttribute(
			'data-month',
			shift( month, 1 )
		);
		expect( await daysWith( page, TASTING ) ).toEqual(
			thursdays( shift( month, 1 ) )
		);
		// Without the script the events' links stay in the tab order.
		await expect(
			calendar( page ).locator( 'td a[tabindex]' )
		).toHaveCount( 0 );
		await context.close();
	} );

	test( 'lists the month’s days with events on a narrow screen', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 390, height: 844 } );
		await page.goto( '/events/' );
		const month = await shownMonth( page );
		await expect(
			calendar( page ).locator( '.vitrine-calendar__grid' )
		).toBeHidden();
		const list = calendar( page ).locator( '.vitrine-calendar__list' );
		await expect( list ).toBeVisible();
		await expect( list.getByRole( 'link', { name: FAIR } ) ).toHaveCount(
			4
		);
		await expect( list.getByRole( 'link', { name: TASTING } ) ).toHaveCount(
			thursdays( month ).length
		);
		const width = await page.evaluate(
			() => document.documentElement.scrollWidth
		);
		expect( width ).toBeLessThanOrEqual( 390 );
		await expectNoAxeViolations( page, '.vitrine-calendar' );
	} );

	test( 'right to left: the arrows follow what is seen', async ( {
		page,
		context,
		baseURL,
	} ) => {
		await context.addCookies( [
			{ name: 'vitrine_test_rtl', value: '1', url: baseURL! },
		] );
		await page.goto( '/events/' );
		await expect( page.locator( 'html' ) ).toHaveAttribute( 'dir', 'rtl' );
		const month = await shownMonth( page );
		const grid = calendar( page ).getByRole( 'grid' );
		await grid.locator( `td[data-date="${ month }-10"]` ).focus();
		await page.keyboard.press( 'ArrowLeft' );
		await expect(
			grid.locator( `td[data-date="${ month }-11"]` )
		).toBeFocused();
		await page.keyboard.press( 'ArrowRight' );
		await expect(
			grid.locator( `td[data-date="${ month }-10"]` )
		).toBeFocused();
		// The next-month link sits on the left.
		const next = await calendar( page )
			.getByRole( 'link', { name: /Next month/ } )
			.boundingBox();
		const previous = await calendar( page )
			.getByRole( 'link', { name: /Previous month/ } )
			.boundingBox();
		expect( next!.x ).toBeLessThan( previous!.x );
		await expectNoAxeViolations( page, '.vitrine-calendar' );
	} );

	test( 'answers 403 to settings changed in the browser', async ( {
		page,
		request,
	} ) => {
		await page.goto( '/events/' );
		const settings = JSON.parse(
			( await calendar( page ).getAttribute( 'data-settings' ) )!
		);
		settings.cacheTimeout = -1;
		const response = await request.post( '/?vitrine-ajax=calendar_month', {
			form: {
				month: '2026-01',
				settings: JSON.stringify( settings ),
				post: '0',
			},
		} );
		expect( response.status() ).toBe( 403 );
		expect( ( await response.json() ).code ).toBe(
			'vitrine_calendar_tampered_settings'
		);
	} );
} );
