/**
 * Applies a listing answer to the page (spec §7): the items appended, the fragments put in place
 * of the elements their selectors name, and the scripts and styles the items need that the page
 * lacks added once (by handle: WordPress's ids, "<handle>-css" and "<handle>-js").
 */
import type { ListingData } from './state';

/**
 * Applies the answer; returns the items added.
 *
 * @param list The listing's item list.
 * @param data The answer's data.
 */
export function applyAnswer( list: Element, data: ListingData ): Element[] {
	const before = list.children.length;
	list.insertAdjacentHTML( 'beforeend', data.html );
	for ( const [ selector, html ] of Object.entries( data.fragments ?? {} ) ) {
		document.querySelectorAll( selector ).forEach( ( element ) => {
			element.outerHTML = html;
		} );
	}
	for ( const [ handle, href ] of Object.entries( data.styles ?? {} ) ) {
		if ( ! document.getElementById( `${ handle }-css` ) ) {
			const link = document.createElement( 'link' );
			link.id = `${ handle }-css`;
			link.rel = 'stylesheet';
			link.href = href;
			document.head.append( link );
		}
	}
	for ( const [ handle, src ] of Object.entries( data.scripts ?? {} ) ) {
		if ( ! document.getElementById( `${ handle }-js` ) ) {
			const script = document.createElement( 'script' );
			script.id = `${ handle }-js`;
			script.src = src;
			script.async = false;
			document.body.append( script );
		}
	}
	return Array.from( list.children ).slice( before );
}
