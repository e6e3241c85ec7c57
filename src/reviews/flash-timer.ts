/**
 * The flash card's cycle (spec, section 4 "Flash card"): hidden, shown after the start delay,
 * hidden after the visible time, shown again after the invisible time, and so on. A card
 * under the pointer is being read, so it does not hide until the pointer leaves; an expanded
 * card is being read too, so its countdown pauses. Closed, it stays hidden: the caller stores
 * that for the session (see session-dismissal.ts) and does not start the cycle again.
 */

import type { Timers } from './timers';
import { browserTimers } from './timers';

/** Delay before the card first shows, in ms (spec: 3 s). */
export const FLASH_START = 3000;
/** How long the card shows, in ms (spec: 5 s). */
export const FLASH_VISIBLE = 5000;
/** How long the card hides between two showings, in ms (spec: 5 s). */
export const FLASH_INVISIBLE = 5000;

export type FlashState = 'hidden' | 'visible' | 'closed';

export interface FlashTimerOptions {
	/** The flash_start option, in ms. */
	start?: number;
	/** The flash_visible option, in ms. */
	visible?: number;
	/** The flash_invisible option, in ms. */
	invisible?: number;
	/** Called on every change of state; 'closed' comes once, when the visitor closes it. */
	onChange?: ( state: FlashState ) => void;
}

export interface FlashTimer {
	state: () => FlashState;
	/** The pointer entered (true) or left (false) the card. */
	hover: ( over: boolean ) => void;
	/** The card was expanded (true) or collapsed (false). */
	expand: ( expanded: boolean ) => void;
	/** The visitor closed the card: hidden for good. */
	close: () => void;
	/** Stops the cycle without a change of state, for a widget that is removed. */
	stop: () => void;
}

/**
 * A duration option, or its default when missing, negative or not a number (an option
 * left empty in the editor).
 *
 * @param value    The option.
 * @param fallback The spec's default.
 */
function duration( value: number | undefined, fallback: number ): number {
	return typeof value === 'number' && Number.isFinite( value ) && value >= 0
		? value
		: fallback;
}

/**
 * Starts the cycle at once: the card is hidden and shows after `start` ms.
 *
 * @param options Durations in ms and the change callback.
 * @param timers  The clock; the browser's by default.
 */
export function createFlashTimer(
	options: FlashTimerOptions = {},
	timers: Timers = browserTimers
): FlashTimer {
	const start = duration( options.start, FLASH_START );
	const visible = duration( options.visible, FLASH_VISIBLE );
	const invisible = duration( options.invisible, FLASH_INVISIBLE );

	let state: FlashState = 'hidden';
	let stopped = false;
	let hovered = false;
	let expanded = false;
	/** The visible time ran out while the card was hovered or expanded. */
	let overdue = false;
	let timer: number | null = null;
	let deadline = 0;
	/** What was left of the countdown when expanding paused it. */
	let remaining: number | null = null;

	const change = ( next: FlashState ) => {
		state = next;
		options.onChange?.( next );
	};

	const clear = () => {
		if ( timer !== null ) {
			timers.clearTimeout( timer );
			timer = null;
		}
	};

	const schedule = ( ms: number ) => {
		clear();
		if ( expanded ) {
			remaining = ms;
			return;
		}
		deadline = timers.now() + ms;
		timer = timers.setTimeout( () => {
			timer = null;
			elapse();
		}, ms );
	};

	const hide = () => {
		overdue = false;
		change( 'hidden' );
		schedule( invisible );
	};

	function elapse(): void {
		if ( state === 'hidden' ) {
			change( 'visible' );
			schedule( visible );
		} else if ( hovered || expanded ) {
			overdue = true;
		} else {
			hide();
		}
	}

	const active = () => ! stopped && state !== 'closed';

	schedule( start );

	return {
		state: () => state,
		hover( over ) {
			hovered = over;
			if ( active() && ! over && overdue && ! expanded ) {
				hide();
			}
		},
		expand( next ) {
			if ( ! active() || next === expanded ) {
				return;
			}
			expanded = next;
			if ( next ) {
				if ( timer !== null ) {
					remaining = Math.max( 0, deadline - timers.now() );
					clear();
				}
				return;
			}
			if ( overdue && ! hovered ) {
				hide();
			} else if ( remaining !== null ) {
				const rest = remaining;
				remaining = null;
				schedule( rest );
			}
		},
		close() {
			if ( ! active() ) {
				return;
			}
			clear();
			change( 'closed' );
		},
		stop() {
			stopped = true;
			clear();
		},
	};
}
