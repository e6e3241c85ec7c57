import { errorNotice } from './notices';

test( 'an error notice is an alert holding a list, so that its items stay list items to assistive technology', () => {
	document.body.innerHTML = errorNotice( document, 'BLIK Code is invalid' );
	const alert = document.querySelector( '[role="alert"]' )!;
	expect( alert.tagName ).toBe( 'DIV' );
	expect( alert.className ).toBe( 'vitrine-notice vitrine-notice--error' );
	const items = alert.querySelectorAll( ':scope > ul > li' );
	expect( Array.from( items, ( item ) => item.textContent ) ).toEqual( [
		'BLIK Code is invalid',
	] );
} );
