/**
 * The reviews slider's arithmetic, without the DOM: where a step, a button or a dot leads, when
 * autoplay wraps to the start, which dot is current, when to load more reviews and how many
 * placeholders stand in for them (spec, section 4 "Slider").
 *
 * A position is the index of the first visible card ("start"); `count` is how many cards the
 * row holds (loaded ones and placeholders), `columns` how many show at once.
 */

/**
 * The last start that still fills the row: the row never scrolls past its last card.
 * @param count
 * @param columns
 */
export function maxStart( count: number, columns: number ): number {
	return Math.max( 0, count - Math.max( 1, columns ) );
}

/**
 * A start kept between 0 and maxStart().
 * @param start
 * @param count
 * @param columns
 */
export function clampStart(
	start: number,
	count: number,
	columns: number
): number {
	return Math.min(
		Math.max( 0, Math.round( start ) ),
		maxStart( count, columns )
	);
}

/**
 * How many cards one move covers: autoplay and, unless `perButton`, the buttons move by
 * `step` (swipe_step); with `perButton` (swipe_per_btn) a button moves a whole page.
 *
 * @param kind      What moves the slider.
 * @param step      swipe_step.
 * @param perButton swipe_per_btn.
 * @param columns   The cards shown at once.
 */
export function stepSize(
	kind: 'autoplay' | 'button',
	step: number,
	perButton: boolean,
	columns: number
): number {
	if ( kind === 'button' && perButton ) {
		return Math.max( 1, columns );
	}
	return Math.max( 1, Math.floor( step ) || 1 );
}

export interface Extent {
	/** Cards in the row, placeholders included. */
	count: number;
	columns: number;
	/** Every review of the widget is in the row: the end is the real end. */
	complete: boolean;
}

/**
 * The start after moving forward by `step`. At the end of a complete row it wraps to the
 * start (the spec's autoplay; the next button does the same, so it never goes dead); a move
 * that would pass the end stops at the end first, so the last cards are shown before the wrap.
 * At the end of an incomplete row it stays: more cards are on their way.
 *
 * @param start  The current start.
 * @param step   Cards per move.
 * @param extent The row.
 */
export function nextStart(
	start: number,
	step: number,
	extent: Extent
): number {
	const last = maxStart( extent.count, extent.columns );
	if ( start >= last ) {
		return extent.complete ? 0 : last;
	}
	return Math.min( start + step, last );
}

/**
 * The start after moving back by `step`: from the very start it wraps to the end of a
 * complete row, and stays at 0 while the row is still loading.
 *
 * @param start  The current start.
 * @param step   Cards per move.
 * @param extent The row.
 */
export function previousStart(
	start: number,
	step: number,
	extent: Extent
): number {
	if ( start <= 0 ) {
		return extent.complete ? maxStart( extent.count, extent.columns ) : 0;
	}
	return Math.max( 0, start - step );
}

/**
 * The start each dot leads to: one dot per possible start, or with `perPage`
 * (swipe_per_dot) one per page of `columns` cards, the last page ending on the last card.
 *
 * @param count   Cards in the row.
 * @param columns The cards shown at once.
 * @param perPage swipe_per_dot.
 */
export function dotStarts(
	count: number,
	columns: number,
	perPage: boolean
): number[] {
	const last = maxStart( count, columns );
	const stride = perPage ? Math.max( 1, columns ) : 1;
	const starts: number[] = [];
	for ( let start = 0; start < last; start += stride ) {
		starts.push( start );
	}
	starts.push( last );
	return starts;
}

/**
 * The dots of a row that may still be loading: one set for every review the widget has
 * (`total`, which the server prints), not only for the cards loaded so far, so that the count
 * is right from the start and does not grow as the visitor moves on.
 *
 * @param loaded  Cards in the row (placeholders included).
 * @param total   Reviews the widget has in all.
 * @param columns The cards shown at once.
 * @param perPage swipe_per_dot.
 */
export function sliderDots(
	loaded: number,
	total: number,
	columns: number,
	perPage: boolean
): number[] {
	return dotStarts( Math.max( loaded, total ), columns, perPage );
}

/**
 * The current dot: the last one whose start is not after `start`.
 *
 * @param starts What dotStarts() gave.
 * @param start  The current start.
 */
export function activeDot( starts: readonly number[], start: number ): number {
	let active = 0;
	starts.forEach( ( dot, index ) => {
		if ( dot <= start ) {
			active = index;
		}
	} );
	return active;
}

/**
 * The start the row's scroll position shows: scrolled by hand (touch, trackpad, keys) it may
 * rest between two cards, and the nearer one counts.
 *
 * @param scrolled How far the row is scrolled from its start, px (positive, also right to left).
 * @param pitch    A card's width plus the gap, px.
 */
export function startFromScroll( scrolled: number, pitch: number ): number {
	if ( ! ( pitch > 0 ) ) {
		return 0;
	}
	return Math.max( 0, Math.round( Math.abs( scrolled ) / pitch ) );
}

/**
 * Whether to ask for more reviews: the visitor is within one move (`lookahead` cards) of the
 * last card in the row, more exist, and no call is running.
 *
 * @param start     The current start (or the one being moved to).
 * @param columns   The cards shown at once.
 * @param lookahead Cards ahead that count as "near the end": the larger of the moves.
 * @param loaded    Cards in the row (placeholders included).
 * @param total     Reviews the widget has in all.
 * @param busy      A call is running.
 */
export function shouldLoadMore(
	start: number,
	columns: number,
	lookahead: number,
	loaded: number,
	total: number,
	busy: boolean
): boolean {
	return ! busy && loaded < total && start + columns + lookahead >= loaded;
}

/**
 * How many placeholders to show, and the `size` of the get_reviews call: a batch, or what is
 * left, never more than the call allows (50).
 *
 * @param loaded Reviews in the row.
 * @param total  Reviews the widget has in all.
 * @param batch  Reviews per call.
 */
export function placeholderCount(
	loaded: number,
	total: number,
	batch: number
): number {
	return Math.max( 0, Math.min( batch, 50, total - loaded ) );
}

/**
 * Whether autoplay runs now: it is on, the visitor has not stopped it (the pause button, or a
 * click with clickstop), the pointer is not over it (with mousestop), focus is not inside it
 * (the WAI-ARIA carousel pattern), and it can be seen.
 */
export interface AutoplayState {
	/** The autoplay option, and the visitor's play/pause choice. */
	playing: boolean;
	hovered: boolean;
	mousestop: boolean;
	focused: boolean;
	visible: boolean;
}

export function autoplayRuns( state: AutoplayState ): boolean {
	return (
		state.playing &&
		! ( state.mousestop && state.hovered ) &&
		! state.focused &&
		state.visible
	);
}
