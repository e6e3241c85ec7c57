/**
 * The reviews slider's column count by width, from the editor's `slider_breakpoints` option
 * (spec, section 3: a comma list of width:columns such as "500:1, 750:2,1100:3"). The editor
 * types the list by hand, so a typo drops that one entry instead of breaking the slider.
 */

export interface SliderBreakpoint {
	/** The smallest slider width, in px, at which `columns` applies. */
	width: number;
	columns: number;
}

/** One entry: whole numbers, spaces allowed around each part. */
const ENTRY = /^(\d+)\s*:\s*(\d+)$/;

/**
 * The breakpoints of the option, narrowest first. Entries that are malformed ("750", "a:2",
 * "1.5:2") or not positive ("0:2", "500:0") are left out; for a width given twice, the later
 * entry wins, as it would for a later rule in CSS.
 *
 * @param text The option's value.
 */
export function parseSliderBreakpoints( text: string ): SliderBreakpoint[] {
	const byWidth = new Map< number, number >();
	// The option comes from the page's JSON, which may lack it despite the type.
	for ( const part of String( text ?? '' ).split( ',' ) ) {
		const match = ENTRY.exec( part.trim() );
		if ( match === null ) {
			continue;
		}
		const width = Number( match[ 1 ] );
		const columns = Number( match[ 2 ] );
		if ( width > 0 && columns > 0 ) {
			byWidth.set( width, columns );
		}
	}
	return Array.from( byWidth, ( [ width, columns ] ) => ( {
		width,
		columns,
	} ) ).sort( ( a, b ) => a.width - b.width );
}

/**
 * The columns for a slider `width` px wide: those of the widest breakpoint not above it, or
 * `fallback` when the slider is narrower than every breakpoint (or there are none).
 *
 * @param width       The slider's width in px.
 * @param breakpoints The parsed option, in any order.
 * @param fallback    The columns below the first breakpoint.
 */
export function columnsFor(
	width: number,
	breakpoints: readonly SliderBreakpoint[],
	fallback: number
): number {
	let best: SliderBreakpoint | null = null;
	for ( const breakpoint of breakpoints ) {
		if (
			breakpoint.width <= width &&
			( best === null || breakpoint.width > best.width )
		) {
			best = breakpoint;
		}
	}
	return best === null ? fallback : best.columns;
}
