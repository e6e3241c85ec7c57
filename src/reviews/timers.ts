/**
 * The clock the review widgets' timed behaviour runs on (the flash card's cycle, the resize
 * debounce). It is a parameter so that tests drive it with jest's fake timers or their own,
 * and so that a widget torn down mid-cycle can be reasoned about without a browser.
 */

export interface Timers {
	setTimeout: ( callback: () => void, ms: number ) => number;
	clearTimeout: ( id: number ) => void;
	/** The current time in ms, used to resume a paused countdown where it stopped. */
	now: () => number;
}

/**
 * The browser's timers. Each call looks the global up anew, so fake timers installed after
 * this module loaded are still the ones used.
 */
export const browserTimers: Timers = {
	setTimeout: ( callback, ms ) => window.setTimeout( callback, ms ),
	clearTimeout: ( id ) => window.clearTimeout( id ),
	now: () => Date.now(),
};
