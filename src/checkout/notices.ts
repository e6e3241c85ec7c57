/**
 * Shows the server's notices: focused and scrolled into view, and each message about a field
 * (an item with data-id) also shown by that field, marked invalid for assistive technology.
 */

/**
 * Puts a message under a field (or clears it with null).
 *
 * @param field   The input, select or textarea.
 * @param message The message, or null to clear.
 */
export function setFieldError(
	field: HTMLElement,
	message: string | null
): void {
	const doc = field.ownerDocument;
	const errorId = `${ field.id }_error`;
	let error = doc.getElementById( errorId );
	const wrapper = doc.getElementById( `${ field.id }_field` );
	if ( message === null ) {
		field.removeAttribute( 'aria-invalid' );
		wrapper?.classList.remove( 'vitrine-field--invalid' );
		if ( error ) {
			error.hidden = true;
			error.textContent = '';
		}
		return;
	}
	if ( ! error ) {
		error = doc.createElement( 'span' );
		error.id = errorId;
		error.className = 'vitrine-field__error';
		( wrapper ?? field.parentElement ?? field ).appendChild( error );
	}
	error.textContent = message;
	error.hidden = false;
	field.setAttribute( 'aria-invalid', 'true' );
	const described = ( field.getAttribute( 'aria-describedby' ) ?? '' )
		.split( /\s+/ )
		.filter( Boolean );
	if ( ! described.includes( errorId ) ) {
		field.setAttribute(
			'aria-describedby',
			[ ...described, errorId ].join( ' ' )
		);
	}
	wrapper?.classList.add( 'vitrine-field--invalid' );
}

/**
 * Replaces the notices area's content with the server's markup, shows each field's message by
 * its field, then moves focus to the notices and scrolls them into view.
 *
 * @param area The notices area.
 * @param html The server's notices markup (escaped by the server).
 * @param form The form whose fields the messages may name.
 */
export function showNotices(
	area: HTMLElement,
	html: string,
	form: HTMLFormElement
): void {
	area.innerHTML = html;
	area.querySelectorAll< HTMLElement >( '[data-id]' ).forEach( ( item ) => {
		const id = item.dataset.id ?? '';
		const field = form.querySelector< HTMLElement >(
			`#${ CSS.escape( id ) }`
		);
		if ( field ) {
			setFieldError( field, item.textContent?.trim() ?? '' );
		}
	} );
	const first = area.firstElementChild as HTMLElement | null;
	if ( ! first ) {
		return;
	}
	if ( ! first.hasAttribute( 'tabindex' ) ) {
		first.setAttribute( 'tabindex', '-1' );
	}
	first.focus( { preventScroll: true } );
	first.scrollIntoView?.( { behavior: 'smooth', block: 'start' } );
}

/**
 * A notice of the generic kind, built here (for when the server sent none).
 *
 * @param doc     The document.
 * @param message The message.
 */
export function errorNotice( doc: Document, message: string ): string {
	// As the server's (CheckoutNotices::errors()): the list inside the alert, since a list given
	// role="alert" is no longer a list.
	const notice = doc.createElement( 'div' );
	notice.className = 'vitrine-notice vitrine-notice--error';
	notice.setAttribute( 'role', 'alert' );
	const list = doc.createElement( 'ul' );
	list.className = 'vitrine-notice__list';
	const item = doc.createElement( 'li' );
	item.textContent = message;
	list.appendChild( item );
	notice.appendChild( list );
	return notice.outerHTML;
}
