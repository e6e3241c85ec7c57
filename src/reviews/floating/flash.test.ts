import { DISMISSAL_PREFIX } from '../session-dismissal';
import { initFlashWidget } from './flash';
import { fakeStorage, flashMarkup } from './test-markup';

function setup( storage = fakeStorage() ) {
	jest.useFakeTimers( { now: 0 } );
	document.body.innerHTML = flashMarkup();
	const root = document.querySelector< HTMLElement >( '.vitrine-flash' )!;
	const timer = initFlashWidget( root, storage );
	return { root, timer, storage };
}

function at( ms: number ): void {
	jest.advanceTimersByTime( ms - Date.now() );
}

function shownStory( root: HTMLElement ): string | undefined {
	return Array.from(
		root.querySelectorAll< HTMLElement >( '.vitrine-flash__story' )
	)
		.filter( ( story ) => ! story.hidden )
		.map( ( story ) => story.dataset.index )
		.join( ',' );
}

beforeEach( () => {
	Element.prototype.scrollIntoView = jest.fn();
} );

afterEach( () => {
	jest.useRealTimers();
	document.body.innerHTML = '';
} );

test( 'hidden, visible after 3 s, hidden 5 s later, visible with the next review 5 s after', () => {
	const { root } = setup();
	expect( root.hidden ).toBe( true );
	at( 2999 );
	expect( root.hidden ).toBe( true );
	at( 3000 );
	expect( root.hidden ).toBe( false );
	expect( shownStory( root ) ).toBe( '0' );
	at( 7999 );
	expect( root.hidden ).toBe( false );
	at( 8000 );
	expect( root.hidden ).toBe( true );
	at( 13000 );
	expect( root.hidden ).toBe( false );
	expect( shownStory( root ) ).toBe( '1' );
	at( 23000 );
	expect( shownStory( root ) ).toBe( '2' );
	at( 33000 );
	// Wraps to the first review.
	expect( shownStory( root ) ).toBe( '0' );
} );

test( 'the durations come from the data attributes', () => {
	jest.useFakeTimers( { now: 0 } );
	document.body.innerHTML = flashMarkup();
	const root = document.querySelector< HTMLElement >( '.vitrine-flash' )!;
	root.dataset.start = '1000';
	root.dataset.visible = '2000';
	initFlashWidget( root, fakeStorage() );
	at( 1000 );
	expect( root.hidden ).toBe( false );
	at( 3000 );
	expect( root.hidden ).toBe( true );
} );

test( 'does not hide while the pointer is over it, and hides once it leaves', () => {
	const { root } = setup();
	at( 4000 );
	root.dispatchEvent( new Event( 'pointerenter' ) );
	at( 20000 );
	expect( root.hidden ).toBe( false );
	root.dispatchEvent( new Event( 'pointerleave' ) );
	expect( root.hidden ).toBe( true );
} );

test( 'does not hide while focus is inside it', () => {
	const { root } = setup();
	at( 4000 );
	root.querySelector< HTMLElement >( '.vitrine-flash__story' )!.focus();
	at( 20000 );
	expect( root.hidden ).toBe( false );
	( root.ownerDocument.activeElement as HTMLElement ).blur();
	expect( root.hidden ).toBe( true );
} );

test( 'a click on the story expands it, highlights and scrolls to the review, and pauses', () => {
	const { root } = setup();
	at( 14000 ); // The second showing (from 13 s): review 1, 4 s left.
	const story = root.querySelector< HTMLElement >(
		'.vitrine-flash__story[data-index="1"]'
	)!;
	story.click();
	expect( story.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
	const panel = root.querySelector< HTMLElement >(
		'.vitrine-flash__reviews'
	)!;
	expect( panel.hidden ).toBe( false );
	const highlighted = root.querySelectorAll( '.is-highlighted' );
	expect( highlighted ).toHaveLength( 1 );
	expect( ( highlighted[ 0 ] as HTMLElement ).dataset.index ).toBe( '1' );
	expect( highlighted[ 0 ].getAttribute( 'aria-current' ) ).toBe( 'true' );
	expect( highlighted[ 0 ].scrollIntoView ).toHaveBeenCalled();

	// Paused: an hour later it still shows.
	at( 3600000 );
	expect( root.hidden ).toBe( false );

	// Collapsing (Escape) resumes the 4 s that were left.
	root.dispatchEvent(
		new KeyboardEvent( 'keydown', { key: 'Escape', bubbles: true } )
	);
	expect( panel.hidden ).toBe( true );
	expect( story.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
	expect( root.querySelectorAll( '.is-highlighted' ) ).toHaveLength( 0 );
	// Focus went back to the story, so the card waits for it to leave.
	( root.ownerDocument.activeElement as HTMLElement ).blur();
	at( 3600000 + 3999 );
	expect( root.hidden ).toBe( false );
	at( 3600000 + 4000 );
	expect( root.hidden ).toBe( true );
} );

test( 'closed, it hides for good and remembers it for the session', () => {
	const { root, storage } = setup();
	at( 3000 );
	root.querySelector< HTMLElement >( '.vitrine-flash__close' )!.click();
	expect( root.hidden ).toBe( true );
	expect( storage.items.get( DISMISSAL_PREFIX + 'flash:7' ) ).toBe( '1' );
	at( 60000 );
	expect( root.hidden ).toBe( true );
} );

test( 'closing gives focus back where it came from, not to <main> (issue 11)', () => {
	const { root } = setup();
	const before = document.createElement( 'a' );
	before.href = '#before';
	before.textContent = 'Before';
	document.querySelector( 'main' )!.append( before );
	at( 3000 );
	before.focus();
	const close = root.querySelector< HTMLElement >( '.vitrine-flash__close' )!;
	close.focus();
	close.click();
	expect( root.ownerDocument.activeElement ).toBe( before );
} );

test( 'closing without an origin gives focus to the next control after the card', () => {
	const { root } = setup();
	const after = document.createElement( 'button' );
	after.textContent = 'After';
	document.body.append( after );
	at( 3000 );
	const close = root.querySelector< HTMLElement >( '.vitrine-flash__close' )!;
	close.focus();
	close.click();
	expect( root.ownerDocument.activeElement ).toBe( after );
} );

test( 'closing by mouse, with focus elsewhere, leaves focus alone', () => {
	const { root } = setup();
	const after = document.createElement( 'button' );
	document.body.append( after );
	at( 3000 );
	root.querySelector< HTMLElement >( '.vitrine-flash__close' )!.click();
	expect( root.ownerDocument.activeElement ).toBe( document.body );
} );

test( 'closed earlier in the session, it never starts', () => {
	const storage = fakeStorage();
	storage.setItem( DISMISSAL_PREFIX + 'flash:7', '1' );
	const { root, timer } = setup( storage );
	expect( timer ).toBeNull();
	at( 60000 );
	expect( root.hidden ).toBe( true );
} );
