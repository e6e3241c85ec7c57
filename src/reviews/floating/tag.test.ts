import { stubFetch } from '../../test-support/fetch';
import { initTagWidget } from './tag';
import { resetEmbeds } from './open-embed';
import { tagMarkup } from './test-markup';
import { windowFeatures } from './popup-window';

const context = {
	ajaxUrl: '/?vitrine-ajax=%%endpoint%%',
	locale: 'en_US',
	strings: { justNow: 'just now' },
};

function setup(
	delay: number,
	click: 'sidebar' | 'link',
	fetcher = jest.fn()
) {
	jest.useFakeTimers( { now: 0 } );
	document.body.innerHTML = tagMarkup( delay, click );
	const root = document.querySelector< HTMLElement >( '.vitrine-tag' )!;
	initTagWidget( root, context );
	return { root, fetcher: stubFetch( fetcher ) };
}

afterEach( () => {
	jest.useRealTimers();
	jest.restoreAllMocks();
	resetEmbeds();
	document.body.innerHTML = '';
} );

test( 'pops up after tag_popup seconds', () => {
	const { root } = setup( 4, 'sidebar' );
	expect( root.hidden ).toBe( true );
	jest.advanceTimersByTime( 3999 );
	expect( root.hidden ).toBe( true );
	jest.advanceTimersByTime( 1 );
	expect( root.hidden ).toBe( false );
} );

test( 'with tag_popup 0 it is there at once', () => {
	const { root } = setup( 0, 'sidebar' );
	expect( root.hidden ).toBe( false );
} );

test( 'tag_click link opens the provider page in an 800 x 600 window', () => {
	const open = jest.spyOn( window, 'open' ).mockReturnValue( null );
	const { root } = setup( 0, 'link' );
	const link = root.querySelector< HTMLAnchorElement >( 'a' )!;
	const event = new MouseEvent( 'click', {
		bubbles: true,
		cancelable: true,
	} );
	link.dispatchEvent( event );
	expect( event.defaultPrevented ).toBe( true );
	expect( open ).toHaveBeenCalledWith(
		'https://maps.example/place',
		'_blank',
		expect.stringContaining( 'width=800,height=600' )
	);
} );

test( 'tag_click sidebar asks reviews_embed for the sidebar', async () => {
	const fetcher = jest.fn().mockResolvedValue( {
		status: 404,
		text: () => Promise.resolve( '{}' ),
	} );
	const { root } = setup( 0, 'sidebar', fetcher );
	jest.useRealTimers();
	root.querySelector< HTMLElement >( 'button' )!.click();
	await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
	expect( fetcher ).toHaveBeenCalledWith(
		'/?vitrine-ajax=reviews_embed&id=7&view_mode=sidebar',
		expect.objectContaining( { method: 'POST' } )
	);
} );

test( 'the window is centred on the current one', () => {
	expect(
		windowFeatures( 800, 600, {
			left: 100,
			top: 50,
			width: 1800,
			height: 1000,
		} )
	).toBe(
		'popup=yes,width=800,height=600,left=600,top=250,noopener,noreferrer'
	);
	// Never off the screen's start.
	expect(
		windowFeatures( 800, 600, { left: 0, top: 0, width: 400, height: 300 } )
	).toContain( 'left=0,top=0' );
} );
