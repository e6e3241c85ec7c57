/**
 * The size class a reviews widget carries for its own width (spec, section 9 "Widget width
 * classes"). The class follows the widget's box, not the window, because one widget may sit
 * in a narrow sidebar of a wide page; it is recomputed on resize, at most once per pause.
 */

import type { Timers } from './timers';
import { browserTimers } from './timers';

export type WidthClass = 'xs' | 'x' | 's' | 'm' | 'l' | 'xl';

/** Quiet time after the last resize before the class is recomputed, in ms (spec: 150). */
export const RESIZE_DEBOUNCE = 150;

/** Each class's upper limit in px, exclusive (spec: 510, 750, 1100, 1450, 1800). */
const LIMITS: ReadonlyArray< [ number, WidthClass ] > = [
	[ 510, 'xs' ],
	[ 750, 'x' ],
	[ 1100, 's' ],
	[ 1450, 'm' ],
	[ 1800, 'l' ],
];

/**
 * The class for a widget `width` px wide. A width that is not a number (a widget not laid
 * out yet) counts as the smallest.
 *
 * @param width The widget's width in px.
 */
export function widthClass( width: number ): WidthClass {
	if ( Number.isNaN( width ) ) {
		return 'xs';
	}
	for ( const [ limit, name ] of LIMITS ) {
		if ( width < limit ) {
			return name;
		}
	}
	return 'xl';
}

export interface Debounced< Args extends unknown[] > {
	( ...args: Args ): void;
	/** Drops a pending call, for a widget that is removed. */
	cancel: () => void;
}

/**
 * Runs `fn` once calls have stopped for `ms`, with the last call's arguments.
 *
 * @param fn     The work, such as recomputing the width class.
 * @param ms     The quiet time; RESIZE_DEBOUNCE by default.
 * @param timers The clock; the browser's by default.
 */
export function debounce< Args extends unknown[] >(
	fn: ( ...args: Args ) => void,
	ms: number = RESIZE_DEBOUNCE,
	timers: Pick< Timers, 'setTimeout' | 'clearTimeout' > = browserTimers
): Debounced< Args > {
	let timer: number | null = null;
	const cancel = () => {
		if ( timer !== null ) {
			timers.clearTimeout( timer );
			timer = null;
		}
	};
	const debounced = ( ...args: Args ) => {
		cancel();
		timer = timers.setTimeout( () => {
			timer = null;
			fn( ...args );
		}, ms );
	};
	return Object.assign( debounced, { cancel } );
}
