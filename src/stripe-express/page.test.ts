import { blockPage, noticesArea, SCROLL_MS, showError } from './page';

beforeEach( () => {
	jest.useFakeTimers();
	document.body.innerHTML =
		'<div class="summary"><div class="vitrine-express-checkout"></div></div>';
} );

afterEach( () => {
	jest.useRealTimers();
} );

const wrapper = () =>
	document.querySelector< HTMLElement >( '.vitrine-express-checkout' )!;

test( 'the page’s notices area when it has one (checkout, cart)', () => {
	document.body.insertAdjacentHTML(
		'afterbegin',
		'<div class="vitrine-cart__notices"></div>'
	);
	expect( noticesArea( wrapper() ).className ).toBe(
		'vitrine-cart__notices'
	);
} );

test( 'a product page gets one area above the buttons, made once', () => {
	const area = noticesArea( wrapper() );
	expect( area.className ).toBe( 'vitrine-express-checkout__notices' );
	expect( area.nextElementSibling ).toBe( wrapper() );
	expect( noticesArea( wrapper() ) ).toBe( area );
} );

test( 'an error is a note with the error class and role alert, replacing the last one, scrolled to over 600 ms', () => {
	const scrollTo = jest.fn();
	window.scrollTo = scrollTo;
	showError( wrapper(), 'First' );
	showError( wrapper(), 'Line one\nLine two' );
	const notes = document.querySelectorAll(
		'.vitrine-express-checkout__error'
	);
	expect( notes ).toHaveLength( 1 );
	expect( notes[ 0 ].className ).toContain( 'vitrine-notice--error' );
	expect( notes[ 0 ].getAttribute( 'role' ) ).toBe( 'alert' );
	expect( notes[ 0 ].textContent ).toBe( 'Line one\nLine two' );
	scrollTo.mockClear();
	jest.advanceTimersByTime( SCROLL_MS / 2 );
	const midway = scrollTo.mock.calls.length;
	expect( midway ).toBeGreaterThan( 0 );
	jest.advanceTimersByTime( SCROLL_MS );
	const total = scrollTo.mock.calls.length;
	// Steps stop once the 600 ms are over.
	jest.advanceTimersByTime( SCROLL_MS );
	expect( scrollTo.mock.calls.length ).toBe( total );
	expect( total ).toBeGreaterThan( midway );
} );

test( 'the page is blocked by one overlay, then unblocked', () => {
	blockPage( document, true );
	blockPage( document, true );
	expect(
		document.querySelectorAll( '.vitrine-express-checkout__overlay' )
	).toHaveLength( 1 );
	expect( document.body.getAttribute( 'aria-busy' ) ).toBe( 'true' );
	blockPage( document, false );
	expect(
		document.querySelector( '.vitrine-express-checkout__overlay' )
	).toBeNull();
	expect( document.body.hasAttribute( 'aria-busy' ) ).toBe( false );
} );
