/**
 * A review's time as the widgets show it (spec, section 9 "Relative review times"): a phrase
 * such as "3 hours ago" on steps that keep the wording stable for a while, or, when the editor
 * set the `time_format` option, the date written in that pattern.
 */

import { sharedFormatter } from './locale';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The spec counts months as 30 days and years as 365 days. */
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/** The phrases Intl.RelativeTimeFormat does not have; translated by the caller. */
export interface RelativeTimeStrings {
	/** Under 45 s. Intl's "now" is not the spec's "just now". */
	justNow: string;
}

export const DEFAULT_RELATIVE_TIME_STRINGS: RelativeTimeStrings = {
	justNow: 'just now',
};

interface Step {
	value: number;
	unit: Intl.RelativeTimeFormatUnit;
}

/**
 * The count of `unit`s in `elapsed` seconds, rounded to the nearest, but kept within
 * [first, last]: a count that rounds up to the next step's boundary ("45 minutes" at 44 min
 * 59 s, when 45 minutes already reads "1 hour") stays on the last value of its own unit.
 *
 * @param elapsed Seconds.
 * @param unit    Seconds per unit.
 * @param first   The smallest count the step shows.
 * @param last    The largest count the step shows: one below the next step's boundary.
 */
function count(
	elapsed: number,
	unit: number,
	first: number,
	last: number
): number {
	return Math.min( last, Math.max( first, Math.round( elapsed / unit ) ) );
}

/**
 * The unit and count for a time that lies `elapsed` seconds back, or null for "just now".
 * The limits are the spec's; counts are rounded (44 min 20 s reads "44 minutes ago"), never
 * up to the boundary where the next unit takes over: 44 min 59 s is "44 minutes ago", 45 min
 * "1 hour ago". A 30-day month makes 365 days a little over 12 months, so months stop at 11:
 * "12 months ago" would be the boundary ("1 year ago") told in the smaller unit.
 *
 * @param elapsed Seconds since the review, not negative.
 */
function step( elapsed: number ): Step | null {
	if ( elapsed < 45 ) {
		return null;
	}
	if ( elapsed < 90 ) {
		return { value: 1, unit: 'minute' };
	}
	if ( elapsed < 45 * MINUTE ) {
		return { value: count( elapsed, MINUTE, 2, 44 ), unit: 'minute' };
	}
	if ( elapsed < 90 * MINUTE ) {
		return { value: 1, unit: 'hour' };
	}
	if ( elapsed < 24 * HOUR ) {
		return { value: count( elapsed, HOUR, 2, 23 ), unit: 'hour' };
	}
	if ( elapsed < 48 * HOUR ) {
		return { value: 1, unit: 'day' };
	}
	if ( elapsed < 30 * DAY ) {
		return { value: count( elapsed, DAY, 2, 29 ), unit: 'day' };
	}
	if ( elapsed < 60 * DAY ) {
		return { value: 1, unit: 'month' };
	}
	if ( elapsed < 365 * DAY ) {
		return { value: count( elapsed, MONTH, 2, 11 ), unit: 'month' };
	}
	return {
		value: count( elapsed, YEAR, 1, Number.MAX_SAFE_INTEGER ),
		unit: 'year',
	};
}

/**
 * How long ago a review was written, in the site's language ("vor 3 Stunden").
 *
 * @param seconds The review's time, epoch seconds (the review's `time` field).
 * @param locale  The site's locale; one the runtime does not know falls back to en.
 * @param now     The current time, epoch seconds like `seconds`; the clock by default.
 * @param strings The translated phrase for "just now".
 * @return The phrase, or '' when the review has no usable time.
 */
export function relativeTime(
	seconds: number,
	locale: string,
	now: number = Date.now() / 1000,
	strings: RelativeTimeStrings = DEFAULT_RELATIVE_TIME_STRINGS
): string {
	if ( ! Number.isFinite( seconds ) || ! Number.isFinite( now ) ) {
		return '';
	}
	// A review stamped a little ahead of the browser's clock is a fresh one, not a future one.
	const found = step( Math.max( 0, now - seconds ) );
	if ( found === null ) {
		return strings.justNow;
	}
	// 'always' keeps "1 day ago": the steps measure durations, and 'auto' would turn a
	// 40-hour-old review into "yesterday" even when it was written two calendar days back.
	const format = sharedFormatter( Intl.RelativeTimeFormat, locale, {
		numeric: 'always',
	} );
	return format.format( -found.value, found.unit );
}

/** The tokens of a `time_format` pattern; longest first so that yyyy is not read as yy yy. */
const TOKENS = /yyyy|yy|MM|dd|HH|mm|ss/g;

function pad( value: number ): string {
	return String( value ).padStart( 2, '0' );
}

/**
 * A review's time in the `time_format` option's pattern, in the browser's time zone. The
 * pattern knows yyyy, yy, MM (month), dd, HH (0–23), mm (minutes) and ss, as in the spec's
 * "dd.MM HH:mm"; any other character is kept as it is. An empty pattern gives the locale's
 * own medium date and short time.
 *
 * @param seconds The review's time, epoch seconds.
 * @param format  The pattern, such as "yyyy.MM.dd HH:mm", or ''.
 * @param locale  The site's locale, for the default pattern only.
 * @return The date, or '' when the review has no usable time.
 */
export function absoluteTime(
	seconds: number,
	format: string,
	locale: string
): string {
	if ( ! Number.isFinite( seconds ) ) {
		return '';
	}
	const date = new Date( seconds * 1000 );
	if ( Number.isNaN( date.getTime() ) ) {
		return '';
	}
	if ( format.trim() === '' ) {
		return sharedFormatter( Intl.DateTimeFormat, locale, {
			dateStyle: 'medium',
			timeStyle: 'short',
		} ).format( date );
	}
	return format.replace( TOKENS, ( token ) => {
		switch ( token ) {
			case 'yyyy':
				return String( date.getFullYear() );
			case 'yy':
				return pad( date.getFullYear() % 100 );
			case 'MM':
				return pad( date.getMonth() + 1 );
			case 'dd':
				return pad( date.getDate() );
			case 'HH':
				return pad( date.getHours() );
			case 'mm':
				return pad( date.getMinutes() );
			default:
				return pad( date.getSeconds() );
		}
	} );
}
