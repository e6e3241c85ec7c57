/**
 * Slides a panel open or shut by animating its height (the spec's coupon and login panels take
 * 400 ms). Shut panels are `hidden`, so they are out of the tab order and the accessibility tree.
 * Visitors who ask for reduced motion get the change at once.
 */

/** The spec's panel duration, in ms. */
export const SLIDE_DURATION = 400;

function reducedMotion(): boolean {
	return (
		typeof window.matchMedia === 'function' &&
		window.matchMedia( '(prefers-reduced-motion: reduce)' ).matches
	);
}

function animateHeight(
	element: HTMLElement,
	from: number,
	to: number,
	duration: number
): Promise< void > {
	if ( typeof element.animate !== 'function' || reducedMotion() ) {
		return Promise.resolve();
	}
	const animation = element.animate(
		[
			{ height: `${ from }px`, overflow: 'hidden' },
			{ height: `${ to }px`, overflow: 'hidden' },
		],
		{ duration, easing: 'ease' }
	);
	return animation.finished.then(
		() => undefined,
		() => undefined
	);
}

/**
 * Shows a hidden panel, sliding it open.
 *
 * @param element  The panel.
 * @param duration In ms.
 */
export async function slideDown(
	element: HTMLElement,
	duration = SLIDE_DURATION
): Promise< void > {
	element.hidden = false;
	await animateHeight( element, 0, element.scrollHeight, duration );
}

/**
 * Slides a panel shut, then hides it.
 *
 * @param element  The panel.
 * @param duration In ms.
 */
export async function slideUp(
	element: HTMLElement,
	duration = SLIDE_DURATION
): Promise< void > {
	await animateHeight( element, element.scrollHeight, 0, duration );
	element.hidden = true;
}

/**
 * Opens a shut panel or shuts an open one.
 *
 * @param element  The panel.
 * @param open     Whether it should end open.
 * @param duration In ms.
 */
export function slideTo(
	element: HTMLElement,
	open: boolean,
	duration = SLIDE_DURATION
): Promise< void > {
	if ( open === ! element.hidden ) {
		return Promise.resolve();
	}
	return open ? slideDown( element, duration ) : slideUp( element, duration );
}
