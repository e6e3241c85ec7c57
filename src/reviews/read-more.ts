/**
 * "Read more" on a cut review text (spec, section 4): the rest of the text is in the page,
 * hidden; the button shows or hides it and says which it will do next.
 */

export interface ReadMoreStrings {
	readMore: string;
	readLess: string;
}

/**
 * Toggles the text of the card holding `button`.
 *
 * @param button  The card's read-more button.
 * @param strings The button's two labels.
 */
export function toggleReadMore(
	button: HTMLButtonElement,
	strings: ReadMoreStrings
): void {
	const text = button.closest( '.vitrine-review__text' );
	const rest = text?.querySelector< HTMLElement >( '.vitrine-review__rest' );
	if ( ! rest ) {
		return;
	}
	const expand = button.getAttribute( 'aria-expanded' ) !== 'true';
	rest.hidden = ! expand;
	text?.querySelector< HTMLElement >(
		'.vitrine-review__ellipsis'
	)?.toggleAttribute( 'hidden', expand );
	button.setAttribute( 'aria-expanded', String( expand ) );
	button.textContent = expand ? strings.readLess : strings.readMore;
}
