/**
 * Link actions: parsing, click, hover after its delay, and the public registry.
 */
import { DEFAULT_HOVER_DELAY, bindActionLinks } from './links';
import { linkActions, parseAction } from './registry';

let unbind: () => void = () => {};

beforeEach( () => {
	jest.useFakeTimers();
	document.body.innerHTML = '';
	delete window.vitrine;
	unbind = bindActionLinks();
} );

afterEach( () => {
	unbind();
	jest.useRealTimers();
} );

function link( href: string ): HTMLAnchorElement {
	document.body.insertAdjacentHTML(
		'beforeend',
		`<a href="${ href }"><span>Go</span></a>`
	);
	return document.body.lastElementChild as HTMLAnchorElement;
}

it( 'parses the name and the settings', () => {
	expect(
		parseAction(
			'/page/#vitrine-action:add_to_store?store=favourites&post_id=12&event=hover'
		)
	).toEqual( {
		name: 'add_to_store',
		settings: { store: 'favourites', post_id: '12', event: 'hover' },
	} );
	expect( parseAction( '#vitrine-action:reload' ) ).toEqual( {
		name: 'reload',
		settings: {},
	} );
	expect( parseAction( '#other' ) ).toBeNull();
} );

it( 'runs a registered action on click, without navigating', () => {
	const handler = jest.fn();
	window.vitrine?.linkActions?.register( 'open_popup', handler );
	const anchor = link( '#vitrine-action:open_popup?id=7' );
	const click = new MouseEvent( 'click', {
		bubbles: true,
		cancelable: true,
	} );
	anchor.querySelector( 'span' )?.dispatchEvent( click );
	expect( click.defaultPrevented ).toBe( true );
	expect( handler ).toHaveBeenCalledWith(
		{ id: '7' },
		expect.objectContaining( { link: anchor } )
	);
} );

it( 'runs a hover action after its delay, not before, and not when the pointer left', () => {
	const handler = jest.fn();
	linkActions().register( 'peek', handler );
	const anchor = link( '#vitrine-action:peek?event=hover&delay=500' );
	anchor.dispatchEvent( new MouseEvent( 'mouseover', { bubbles: true } ) );
	jest.advanceTimersByTime( 499 );
	expect( handler ).not.toHaveBeenCalled();
	jest.advanceTimersByTime( 1 );
	expect( handler ).toHaveBeenCalledTimes( 1 );

	// Left before the delay: nothing.
	anchor.dispatchEvent( new MouseEvent( 'mouseout', { bubbles: true } ) );
	anchor.dispatchEvent( new MouseEvent( 'mouseover', { bubbles: true } ) );
	jest.advanceTimersByTime( 200 );
	anchor.dispatchEvent( new MouseEvent( 'mouseout', { bubbles: true } ) );
	jest.advanceTimersByTime( 1000 );
	expect( handler ).toHaveBeenCalledTimes( 1 );
} );

it( 'uses the default delay, runs on keyboard focus, and a click after the hover does not run it twice', () => {
	const handler = jest.fn();
	linkActions().register( 'peek', handler );
	const anchor = link( '#vitrine-action:peek?event=hover' );
	anchor.dispatchEvent( new FocusEvent( 'focusin', { bubbles: true } ) );
	jest.advanceTimersByTime( DEFAULT_HOVER_DELAY );
	expect( handler ).toHaveBeenCalledTimes( 1 );
	anchor.click();
	expect( handler ).toHaveBeenCalledTimes( 1 );
} );

it( 'keeps one registry for every script, and unregisters', () => {
	const handler = jest.fn();
	const unregister = linkActions().register( 'x', handler );
	expect( window.vitrine?.linkActions?.has( 'x' ) ).toBe( true );
	unregister();
	expect( linkActions().has( 'x' ) ).toBe( false );
	// An unknown action does nothing.
	link( '#vitrine-action:x' ).click();
	expect( handler ).not.toHaveBeenCalled();
} );
