import { fakeFetch } from '../test-support/fetch';
import { enhanceGrid, initCalendar, monthUrl } from './calendar';
import type { CalendarBundleSettings } from './settings';

const SETTINGS: CalendarBundleSettings = {
	ajaxUrl: '/?vitrine-ajax=%%endpoint%%',
	i18n: { loading: 'Loading the month…', failed: 'Failed.' },
};

/**
 * A month's markup as CalendarRenderer writes it, weeks from Monday.
 *
 * @param month  YYYY-MM.
 * @param events Days with an event link.
 */
function monthHtml( month: string, events: string[] = [] ): string {
	const first = new Date( `${ month }-01T00:00:00Z` );
	const length = new Date(
		Date.UTC( first.getUTCFullYear(), first.getUTCMonth() + 1, 0 )
	).getUTCDate();
	const lead = ( first.getUTCDay() + 6 ) % 7;
	const cells: string[] = Array( lead ).fill( '<td></td>' );
	for ( let day = 1; day <= length; day++ ) {
		const date = `${ month }-${ String( day ).padStart( 2, '0' ) }`;
		const links = events.includes( date )
			? `<ul><li><a href="/event-${ date }">Event ${ date }</a></li><li><a href="/other-${ date }">Other</a></li></ul>`
			: '';
		cells.push( `<td data-date="${ date }">${ day }${ links }</td>` );
	}
	while ( cells.length % 7 ) {
		cells.push( '<td></td>' );
	}
	const rows: string[] = [];
	for ( let i = 0; i < cells.length; i += 7 ) {
		rows.push( `<tr>${ cells.slice( i, i + 7 ).join( '' ) }</tr>` );
	}
	const [ y, m ] = month.split( '-' ).map( Number );
	const prev = new Date( Date.UTC( y, m - 2, 1 ) )
		.toISOString()
		.slice( 0, 7 );
	const next = new Date( Date.UTC( y, m, 1 ) ).toISOString().slice( 0, 7 );
	return `<div class="vitrine-calendar__header"><a class="vitrine-calendar__nav vitrine-calendar__nav--prev" href="?vitrine_month=${ prev }" data-month="${ prev }">Prev</a><h2 class="vitrine-calendar__title">Title ${ month }</h2><a class="vitrine-calendar__nav vitrine-calendar__nav--next" href="?vitrine_month=${ next }" data-month="${ next }">Next</a></div><table class="vitrine-calendar__grid"><tbody>${ rows.join( '' ) }</tbody></table>`;
}

function mount(
	month: string,
	settings = '{"cacheTimeout":3600,"maxCache":12,"sig":"x"}'
) {
	document.body.innerHTML = `<div class="vitrine-calendar" data-settings='${ settings }' data-post="7" data-param="vitrine_month_2" data-month="${ month }"><div class="vitrine-calendar__month">${ monthHtml( month, [ '2026-11-27' ] ) }</div><p class="vitrine-calendar__status" role="status"></p></div>`;
	const root = document.querySelector< HTMLElement >( '.vitrine-calendar' )!;
	return { root, widget: initCalendar( root, SETTINGS ) };
}

const cell = ( date: string ) =>
	document.querySelector< HTMLElement >( `td[data-date="${ date }"]` )!;

function press(
	target: HTMLElement,
	key: string,
	init: KeyboardEventInit = {}
) {
	target.dispatchEvent(
		new KeyboardEvent( 'keydown', {
			key,
			bubbles: true,
			cancelable: true,
			...init,
		} )
	);
}

/** Lets the fake fetch's promises settle. */
const settle = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

beforeEach( () => {
	window.history.replaceState( null, '', '/events/?lang=en' );
} );

describe( 'the calendar widget', () => {
	it( 'makes the table a grid with one day in the tab order and its links out of it', () => {
		mount( '2026-11' );
		expect(
			document.querySelector( 'table' )!.getAttribute( 'role' )
		).toBe( 'grid' );
		const focusable = document.querySelectorAll( '[tabindex="0"]' );
		expect( focusable ).toHaveLength( 1 );
		expect( ( focusable[ 0 ] as HTMLElement ).dataset.date ).toBe(
			'2026-11-01'
		);
		document
			.querySelectorAll< HTMLAnchorElement >( 'td a' )
			.forEach( ( link ) => expect( link.tabIndex ).toBe( -1 ) );
	} );

	it( 'prefers today, then the day asked for', () => {
		mount( '2026-11' );
		const root =
			document.querySelector< HTMLElement >( '.vitrine-calendar' )!;
		cell( '2026-11-15' ).setAttribute( 'aria-current', 'date' );
		enhanceGrid( root );
		expect( cell( '2026-11-15' ).tabIndex ).toBe( 0 );
		enhanceGrid( root, '2026-11-20' );
		expect( cell( '2026-11-20' ).tabIndex ).toBe( 0 );
		expect( cell( '2026-11-15' ).tabIndex ).toBe( -1 );
	} );

	it( 'keeps the address’s other parameters in the month links', () => {
		mount( '2026-11' );
		const next = document.querySelector< HTMLAnchorElement >(
			'.vitrine-calendar__nav--next'
		)!;
		expect( next.href ).toBe(
			'http://localhost/events/?lang=en&vitrine_month_2=2026-12'
		);
		expect(
			monthUrl(
				'http://x.test/a?vitrine_month=2020-01',
				'vitrine_month',
				'2026-02'
			)
		).toBe( 'http://x.test/a?vitrine_month=2026-02' );
	} );

	it( 'moves the focus with the arrows, Home and End, keeping one day focusable', () => {
		mount( '2026-11' );
		cell( '2026-11-01' ).focus();
		press( cell( '2026-11-01' ), 'ArrowRight' );
		expect( document.body.ownerDocument.activeElement ).toBe(
			cell( '2026-11-02' )
		);
		press( cell( '2026-11-02' ), 'ArrowDown' );
		expect( document.body.ownerDocument.activeElement ).toBe(
			cell( '2026-11-09' )
		);
		press( cell( '2026-11-09' ), 'End' );
		expect( document.body.ownerDocument.activeElement ).toBe(
			cell( '2026-11-15' )
		);
		press( cell( '2026-11-15' ), 'Home' );
		expect( document.body.ownerDocument.activeElement ).toBe(
			cell( '2026-11-09' )
		);
		expect( document.querySelectorAll( '[tabindex="0"]' ) ).toHaveLength(
			1
		);
	} );

	it( 'enters a day’s events with Enter, moves between them, and leaves with Escape', () => {
		mount( '2026-11' );
		const day = cell( '2026-11-27' );
		day.focus();
		press( day, 'Enter' );
		const links = day.querySelectorAll< HTMLElement >( 'a' );
		expect( document.body.ownerDocument.activeElement ).toBe( links[ 0 ] );
		press( links[ 0 ], 'ArrowDown' );
		expect( document.body.ownerDocument.activeElement ).toBe( links[ 1 ] );
		press( links[ 1 ], 'Escape' );
		expect( document.body.ownerDocument.activeElement ).toBe( day );
	} );

	it( 'loads the next month with a loading state, then shows it and updates the address', async () => {
		const { root } = mount( '2026-11' );
		const fetch = fakeFetch( {
			body: { content: monthHtml( '2026-12' ), month: '2026-12' },
		} );
		document
			.querySelector< HTMLElement >( '.vitrine-calendar__nav--next' )!
			.click();
		expect( root.getAttribute( 'aria-busy' ) ).toBe( 'true' );
		expect( root.classList.contains( 'is-loading' ) ).toBe( true );
		expect( root.querySelector( '[role="status"]' )!.textContent ).toBe(
			'Loading the month…'
		);
		await settle();
		expect( root.hasAttribute( 'aria-busy' ) ).toBe( false );
		expect( root.querySelector( 'h2' )!.textContent ).toBe(
			'Title 2026-12'
		);
		expect( root.dataset.month ).toBe( '2026-12' );
		expect( window.location.search ).toBe(
			'?lang=en&vitrine_month_2=2026-12'
		);
		expect( root.querySelector( '[role="status"]' )!.textContent ).toBe(
			'Title 2026-12'
		);
		expect( fetch.requests ).toHaveLength( 1 );
		expect( fetch.requests[ 0 ].url ).toBe(
			'/?vitrine-ajax=calendar_month'
		);
		const body = new URLSearchParams( fetch.requests[ 0 ].body );
		expect( body.get( 'month' ) ).toBe( '2026-12' );
		expect( body.get( 'post' ) ).toBe( '7' );
		expect( body.get( 'instance' ) ).toBe( '2' );
		expect( JSON.parse( body.get( 'settings' )! ).sig ).toBe( 'x' );
	} );

	it( 'shows a month it has shown before without asking the server again', async () => {
		const { root, widget } = mount( '2026-11' );
		const fetch = fakeFetch( {
			body: { content: monthHtml( '2026-12' ) },
		} );
		await widget.show( '2026-12' );
		await widget.show( '2026-11' );
		await widget.show( '2026-12' );
		expect( fetch.requests ).toHaveLength( 1 );
		expect( root.querySelector( 'h2' )!.textContent ).toBe(
			'Title 2026-12'
		);
	} );

	it( 'asks the server every time when the cache timeout is 0', async () => {
		const { widget } = mount(
			'2026-11',
			'{"cacheTimeout":0,"maxCache":12,"sig":"x"}'
		);
		const fetch = fakeFetch(
			{ body: { content: monthHtml( '2026-12' ) } },
			{ body: { content: monthHtml( '2026-11' ) } }
		);
		await widget.show( '2026-12' );
		await widget.show( '2026-11' );
		expect( fetch.requests ).toHaveLength( 2 );
	} );

	it( 'keeps the month and says so when the server refuses', async () => {
		const { root, widget } = mount( '2026-11' );
		fakeFetch( {
			status: 403,
			body: { code: 'vitrine_calendar_tampered_settings' },
		} );
		expect( await widget.show( '2026-12' ) ).toBe( false );
		expect( root.querySelector( 'h2' )!.textContent ).toBe(
			'Title 2026-11'
		);
		expect( root.hasAttribute( 'aria-busy' ) ).toBe( false );
		expect( root.querySelector( '[role="status"]' )!.textContent ).toBe(
			'Failed.'
		);
	} );

	it( 'shows only the last month asked for when clicks overlap', async () => {
		const { root } = mount( '2026-11' );
		fakeFetch(
			{ body: { content: monthHtml( '2026-12' ) } },
			{ body: { content: monthHtml( '2026-10' ) } }
		);
		document
			.querySelector< HTMLElement >( '.vitrine-calendar__nav--next' )!
			.click();
		document
			.querySelector< HTMLElement >( '.vitrine-calendar__nav--prev' )!
			.click();
		await settle();
		expect( root.querySelector( 'h2' )!.textContent ).toBe(
			'Title 2026-10'
		);
	} );

	it( 'goes to the next month with Page Down and focuses the same day there', async () => {
		mount( '2026-11' );
		fakeFetch( { body: { content: monthHtml( '2026-12' ) } } );
		cell( '2026-11-30' ).focus();
		press( cell( '2026-11-30' ), 'PageDown' );
		await settle();
		expect( document.body.ownerDocument.activeElement ).toBe(
			cell( '2026-12-30' )
		);
		expect( cell( '2026-12-30' ).tabIndex ).toBe( 0 );
	} );

	it( 'crosses into the previous month with the left arrow on its first day', async () => {
		mount( '2026-11' );
		fakeFetch( { body: { content: monthHtml( '2026-10' ) } } );
		cell( '2026-11-01' ).focus();
		press( cell( '2026-11-01' ), 'ArrowLeft' );
		await settle();
		expect( document.body.ownerDocument.activeElement ).toBe(
			cell( '2026-10-31' )
		);
	} );
} );
