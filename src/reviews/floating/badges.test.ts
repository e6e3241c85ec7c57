import { DISMISSAL_PREFIX } from '../session-dismissal';
import { stubFetch } from '../../test-support/fetch';
import { initBadgeWidget } from './badges';
import { resetEmbeds } from './open-embed';
import { badgeMarkup, fakeStorage } from './test-markup';

const context = {
	ajaxUrl: '/?vitrine-ajax=%%endpoint%%',
	locale: 'en_US',
	strings: { justNow: 'just now' },
};

function setup( storage = fakeStorage(), fetcher = jest.fn() ) {
	document.body.innerHTML = badgeMarkup();
	const root = document.querySelector< HTMLElement >( '.vitrine-badges' )!;
	const visible = initBadgeWidget( root, context, storage );
	return { root, visible, storage, fetcher: stubFetch( fetcher ) };
}

function badge( provider: string ): HTMLElement {
	return document.querySelector< HTMLElement >(
		`.vitrine-badge[data-provider="${ provider }"]`
	)!;
}

afterEach( () => {
	resetEmbeds();
	document.body.innerHTML = '';
} );

test( 'a badge closed earlier in the session stays hidden; the others show', () => {
	const storage = fakeStorage();
	storage.setItem( DISMISSAL_PREFIX + 'badge:7:yelp', '1' );
	const { root, visible } = setup( storage );
	expect( visible.map( ( b ) => b.dataset.provider ) ).toEqual( [
		'google',
	] );
	expect( badge( 'yelp' ).hidden ).toBe( true );
	expect( badge( 'google' ).hidden ).toBe( false );
	expect( root.hidden ).toBe( false );
} );

test( 'the close button hides its badge only, stored per provider', () => {
	const { root, storage } = setup();
	badge( 'google' )
		.querySelector< HTMLElement >( '.vitrine-badge__close' )!
		.click();
	expect( badge( 'google' ).hidden ).toBe( true );
	expect( badge( 'yelp' ).hidden ).toBe( false );
	expect( [ ...storage.items.keys() ] ).toEqual( [
		DISMISSAL_PREFIX + 'badge:7:google',
	] );
	expect( root.hidden ).toBe( false );
} );

test( 'closing a badge gives focus back where it came from, not to the body (issue 11)', () => {
	const { root } = setup();
	const before = document.createElement( 'a' );
	before.href = '#before';
	root.before( before );
	before.focus();
	const close = badge( 'google' ).querySelector< HTMLElement >(
		'.vitrine-badge__close'
	)!;
	close.focus();
	close.click();
	expect( root.ownerDocument.activeElement ).toBe( before );
} );

test( 'closing a badge without an origin gives focus to the next control (the next badge)', () => {
	const { root } = setup();
	const close = badge( 'google' ).querySelector< HTMLElement >(
		'.vitrine-badge__close'
	)!;
	close.focus();
	close.click();
	expect( badge( 'yelp' ).contains( root.ownerDocument.activeElement ) ).toBe(
		true
	);
	// The last badge: the control before it, as none follows.
	const last = badge( 'yelp' ).querySelector< HTMLElement >(
		'.vitrine-badge__close'
	)!;
	const before = document.createElement( 'button' );
	document.body.prepend( before );
	last.focus();
	last.click();
	expect( root.ownerDocument.activeElement ).toBe( before );
} );

test( 'with every badge closed the floating box goes too', () => {
	const { root } = setup();
	root.querySelectorAll< HTMLElement >( '.vitrine-badge__close' ).forEach(
		( button ) => button.click()
	);
	expect( root.hidden ).toBe( true );
} );

test( 'the badge button asks reviews_embed for the popup; a failed answer changes nothing', async () => {
	const fetcher = jest.fn().mockResolvedValue( {
		status: 500,
		text: () => Promise.resolve( '{}' ),
	} );
	setup( fakeStorage(), fetcher );
	const open = badge( 'google' ).querySelector< HTMLElement >(
		'.vitrine-badge__open'
	)!;
	open.click();
	await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
	await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
	expect( fetcher ).toHaveBeenCalledWith(
		'/?vitrine-ajax=reviews_embed&id=7&view_mode=popup',
		expect.objectContaining( { method: 'POST' } )
	);
	expect( document.querySelector( 'dialog' ) ).toBeNull();
	expect( open.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
	expect( open.hasAttribute( 'aria-busy' ) ).toBe( false );
} );
