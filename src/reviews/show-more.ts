/**
 * "Show more" (spec, section 4): the reviews after the first batch are in the page, hidden;
 * each press reveals the next batch, focus goes to the first review it revealed, and the button
 * is removed once none remain.
 */

/**
 * Wires the show-more button of a list or grid widget, and reveals it.
 *
 * @param root  The widget.
 * @param batch How many reviews a press reveals (the widget's `pagination`).
 */
export function initShowMore( root: HTMLElement, batch: number ): void {
	const button = root.querySelector< HTMLButtonElement >(
		'.vitrine-reviews__more'
	);
	if ( ! button || batch < 1 ) {
		return;
	}
	button.hidden = false;
	button.addEventListener( 'click', () => {
		const hidden = Array.from(
			root.querySelectorAll< HTMLElement >(
				'.vitrine-reviews__item[hidden]'
			)
		);
		const shown = hidden.slice( 0, batch );
		shown.forEach( ( item ) => ( item.hidden = false ) );
		if ( hidden.length <= batch ) {
			button.remove();
		}
		const first = shown[ 0 ];
		if ( first ) {
			// The button may be gone: focus must not fall back to the page's top.
			first.tabIndex = -1;
			first.focus();
		}
	} );
}
