/**
 * Images of the cards that arrive later, with lazy_load_img (spec, section 9): an image gets its
 * address when it comes within 100 px of the view (the slider's row or the window), and one
 * that fails to load is tried again, 10 times at 200 ms, before it is left alone (an avatar
 * then shows the browser's empty image; the card stays readable). The cards the page came with
 * use the browser's own loading="lazy".
 */
import { browserTimers, type Timers } from '../timers';

/** How near the view an image starts loading, px (spec: 100). */
export const LAZY_OFFSET = 100;

/** Attempts after the first failure, and the wait before each, ms (spec: 10 at 200). */
export const IMAGE_RETRIES = 10;
export const IMAGE_RETRY_DELAY = 200;

/**
 * Loads `image` from `url`, trying again after a failure.
 *
 * @param image  The image.
 * @param url    Its address.
 * @param timers The clock.
 */
export function loadImage(
	image: HTMLImageElement,
	url: string,
	timers: Pick< Timers, 'setTimeout' > = browserTimers
): void {
	let failures = 0;
	const onError = () => {
		failures++;
		if ( failures > IMAGE_RETRIES ) {
			image.removeEventListener( 'error', onError );
			return;
		}
		timers.setTimeout( () => {
			// Setting the same address again does not reload it: clear it first.
			image.removeAttribute( 'src' );
			image.src = url;
		}, IMAGE_RETRY_DELAY );
	};
	image.addEventListener( 'error', onError );
	image.addEventListener(
		'load',
		() => image.removeEventListener( 'error', onError ),
		{ once: true }
	);
	image.src = url;
}

/**
 * Starts loading the images marked data-vitrine-src under `root` as they near the view.
 *
 * @param root     The cards just added.
 * @param viewport The row they scroll in (the observer's root).
 */
export function observeLazyImages( root: ParentNode, viewport: Element ): void {
	const images = Array.from(
		root.querySelectorAll< HTMLImageElement >( 'img[data-vitrine-src]' )
	);
	if ( images.length === 0 ) {
		return;
	}
	const start = ( image: HTMLImageElement ) => {
		const url = image.dataset.vitrineSrc ?? '';
		delete image.dataset.vitrineSrc;
		loadImage( image, url );
	};
	const observer = new IntersectionObserver(
		( entries ) =>
			entries.forEach( ( entry ) => {
				if ( entry.isIntersecting ) {
					observer.unobserve( entry.target );
					start( entry.target as HTMLImageElement );
				}
			} ),
		{ root: viewport, rootMargin: `${ LAZY_OFFSET }px` }
	);
	images.forEach( ( image ) => observer.observe( image ) );
}
