/**
 * When the buttons start (and Stripe.js loads): never before the first paint, then as soon as
 * the area comes near the viewport or the browser is idle, whichever comes first. A Scheduler of
 * the widget registry (core/widgets.ts).
 */
import { NEAR_VIEWPORT, type Scheduler } from '../core/widgets';

/** The wait standing in for requestIdleCallback where the browser has none (Safari). */
export const IDLE_FALLBACK_MS = 1000;

/**
 * Calls back after the next paint: a frame, then a task after it.
 *
 * @param view     The window.
 * @param callback What to run.
 */
function afterPaint( view: Window, callback: () => void ): void {
	view.requestAnimationFrame( () => view.setTimeout( callback, 0 ) );
}

/**
 * Calls back when the browser is idle (requestIdleCallback), or after IDLE_FALLBACK_MS.
 *
 * @param view     The window.
 * @param callback What to run.
 * @return What cancels the wait.
 */
function whenIdle( view: Window, callback: () => void ): () => void {
	if ( typeof view.requestIdleCallback === 'function' ) {
		const id = view.requestIdleCallback( callback, {
			timeout: IDLE_FALLBACK_MS * 3,
		} );
		return () => view.cancelIdleCallback( id );
	}
	const id = view.setTimeout( callback, IDLE_FALLBACK_MS );
	return () => view.clearTimeout( id );
}

/**
 * Starts the widget after the first paint, once near the viewport or once the browser is idle.
 *
 * @param view The window (a stand-in in tests).
 */
export function nearOrIdle( view: Window = window ): Scheduler {
	return ( element, start ) => {
		let done = false;
		let stopIdle = (): void => {};
		let observer: IntersectionObserver | undefined;
		const stop = (): void => {
			done = true;
			stopIdle();
			observer?.disconnect();
		};
		const run = (): void => {
			if ( ! done ) {
				stop();
				start();
			}
		};
		afterPaint( view, () => {
			if ( done ) {
				return;
			}
			stopIdle = whenIdle( view, run );
			if ( typeof IntersectionObserver === 'function' ) {
				observer = new IntersectionObserver(
					( entries ) =>
						entries.some( ( entry ) => entry.isIntersecting ) &&
						run(),
					{ rootMargin: NEAR_VIEWPORT }
				);
				observer.observe( element );
			}
		} );
		return stop;
	};
}
