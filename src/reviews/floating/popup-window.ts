/**
 * The spec's sized windows (section 2): the tag's star popup opens the provider's page in an
 * 800 x 600 window, centred on the current one.
 */

/** The tag star popup's size (spec, section 2). */
export const TAG_WINDOW = { width: 800, height: 600 } as const;

/**
 * The features string of a centred window of the given size.
 *
 * @param width         Window width, px.
 * @param height        Window height, px.
 * @param screen        Where the current window sits: its position and outer size.
 * @param screen.left   Its left edge, px.
 * @param screen.top    Its top edge, px.
 * @param screen.width  Its outer width, px.
 * @param screen.height Its outer height, px.
 */
export function windowFeatures(
	width: number,
	height: number,
	screen: { left: number; top: number; width: number; height: number }
): string {
	const left = Math.max(
		0,
		Math.round( screen.left + ( screen.width - width ) / 2 )
	);
	const top = Math.max(
		0,
		Math.round( screen.top + ( screen.height - height ) / 2 )
	);
	return `popup=yes,width=${ width },height=${ height },left=${ left },top=${ top },noopener,noreferrer`;
}

/**
 * Opens a URL in a sized window. With noopener the browser returns null even when the window
 * opened, so the caller cannot tell a blocked popup apart; it lets the link's own target
 * handle nothing more and accepts that a popup blocker may swallow the click.
 *
 * @param url    The address.
 * @param width  Window width, px.
 * @param height Window height, px.
 */
export function openSizedWindow(
	url: string,
	width: number,
	height: number
): void {
	window.open(
		url,
		'_blank',
		windowFeatures( width, height, {
			left: window.screenX,
			top: window.screenY,
			width: window.outerWidth,
			height: window.outerHeight,
		} )
	);
}
