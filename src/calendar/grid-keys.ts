/**
 * The keys of the WAI-ARIA grid pattern on a month of days: where each one moves the focus.
 * Pure date arithmetic on Y-m-d strings (no time zones: days only).
 */

/** The row the focused day is in: its first and last days of the month. */
export interface Row {
	first: string;
	last: string;
}

/**
 * A Y-m-d day moved by days.
 *
 * @param day  Y-m-d.
 * @param days How many days, negative back.
 */
export function addDays( day: string, days: number ): string {
	const date = new Date( `${ day }T00:00:00Z` );
	date.setUTCDate( date.getUTCDate() + days );
	return date.toISOString().slice( 0, 10 );
}

/**
 * A Y-m-d day moved by months, kept within the month it lands in (31 January + 1 month is
 * 28 or 29 February).
 *
 * @param day    Y-m-d.
 * @param months How many months, negative back.
 */
export function addMonths( day: string, months: number ): string {
	const [ year, month, date ] = day.split( '-' ).map( Number );
	const first = new Date( Date.UTC( year, month - 1 + months, 1 ) );
	const length = new Date(
		Date.UTC( first.getUTCFullYear(), first.getUTCMonth() + 1, 0 )
	).getUTCDate();
	first.setUTCDate( Math.min( date, length ) );
	return first.toISOString().slice( 0, 10 );
}

/**
 * The month (YYYY-MM) of a day, or moved by months.
 *
 * @param month  YYYY-MM.
 * @param months How many months.
 */
export function shiftMonth( month: string, months: number ): string {
	return addMonths( `${ month }-01`, months ).slice( 0, 7 );
}

/**
 * The day a key moves the focus to, or null for a key the grid leaves alone. The day may be in
 * another month: the calendar then shows that month.
 *
 * @param day   The focused day.
 * @param key   KeyboardEvent.key.
 * @param row   The focused row's first and last days.
 * @param rtl   Whether the grid runs right to left (arrows then follow what is seen).
 * @param shift Whether Shift is held (Shift+PageUp: a year).
 */
export function targetDay(
	day: string,
	key: string,
	row: Row,
	rtl = false,
	shift = false
): string | null {
	switch ( key ) {
		case 'ArrowRight':
			return addDays( day, rtl ? -1 : 1 );
		case 'ArrowLeft':
			return addDays( day, rtl ? 1 : -1 );
		case 'ArrowDown':
			return addDays( day, 7 );
		case 'ArrowUp':
			return addDays( day, -7 );
		case 'Home':
			return row.first;
		case 'End':
			return row.last;
		case 'PageUp':
			return addMonths( day, shift ? -12 : -1 );
		case 'PageDown':
			return addMonths( day, shift ? 12 : 1 );
		default:
			return null;
	}
}
