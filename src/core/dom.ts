/**
 * Small DOM helpers shared by the storefront scripts.
 */

/**
 * Runs the callback once the document is parsed (at once if it already is).
 *
 * @param callback What to run.
 */
export function onReady( callback: () => void ): void {
	if ( document.readyState === 'loading' ) {
		document.addEventListener( 'DOMContentLoaded', callback, {
			once: true,
		} );
	} else {
		callback();
	}
}

/**
 * Moves focus to the page's main landmark, for when the focused element disappears.
 */
export function focusMainContent(): void {
	const main = document.querySelector< HTMLElement >( 'main, [role="main"]' );
	if ( ! main ) {
		return;
	}
	if ( ! main.hasAttribute( 'tabindex' ) ) {
		main.setAttribute( 'tabindex', '-1' );
	}
	main.focus( { preventScroll: true } );
}
