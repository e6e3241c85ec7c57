/**
 * Field labels as messages name them; apart from the checkout form so that a gateway's bundle can
 * name the checkout's fields without carrying the form.
 */

/**
 * The field's name as messages use it: what its label says without its marks, the required
 * asterisk and the "(optional)" note, shown or not ("Phone", never "Phone (optional)").
 *
 * @param label The field's label.
 */
export function labelText( label: Element | null ): string {
	if ( ! label ) {
		return '';
	}
	const copy = label.cloneNode( true ) as Element;
	copy.querySelectorAll(
		'[aria-hidden="true"], [hidden], .vitrine-optional, .vitrine-required'
	).forEach( ( mark ) => mark.remove() );
	return ( copy.textContent ?? '' ).replace( /\s+/g, ' ' ).trim();
}
