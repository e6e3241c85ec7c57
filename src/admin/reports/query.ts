/**
 * The report's ranges, and the addresses of its data and its CSV: pure functions of the
 * screen's choices.
 */
import type { ReportQuery } from './types';

export type Preset =
	| 'last7'
	| 'last30'
	| 'last90'
	| 'thisMonth'
	| 'lastMonth'
	| 'thisYear'
	| 'custom';

/**
 * A date of YYYY-MM-DD moved by a number of days (calendar arithmetic, no time zone).
 *
 * @param day  The date.
 * @param days Days to add (negative to go back).
 */
export function addDays( day: string, days: number ): string {
	const [ year, month, date ] = day.split( '-' ).map( Number );
	const moved = new Date( Date.UTC( year, month - 1, date + days ) );
	return moved.toISOString().slice( 0, 10 );
}

/**
 * The range of a preset, both ends included, counted from today (the site's).
 *
 * @param preset The preset.
 * @param today  Today, YYYY-MM-DD.
 */
export function presetRange(
	preset: Exclude< Preset, 'custom' >,
	today: string
): { after: string; before: string } {
	const monthStart = `${ today.slice( 0, 7 ) }-01`;
	switch ( preset ) {
		case 'last7':
			return { after: addDays( today, -6 ), before: today };
		case 'last30':
			return { after: addDays( today, -29 ), before: today };
		case 'last90':
			return { after: addDays( today, -89 ), before: today };
		case 'thisMonth':
			return { after: monthStart, before: today };
		case 'lastMonth': {
			const lastDay = addDays( monthStart, -1 );
			return { after: `${ lastDay.slice( 0, 7 ) }-01`, before: lastDay };
		}
		case 'thisYear':
			return { after: `${ today.slice( 0, 4 ) }-01-01`, before: today };
	}
}

/**
 * Whether a string is a real date of YYYY-MM-DD.
 *
 * @param day The string.
 */
export function isDay( day: string ): boolean {
	return /^\d{4}-\d{2}-\d{2}$/.test( day ) && addDays( day, 0 ) === day;
}

/**
 * The query string of a query, in a fixed order (also the store's key for it).
 *
 * @param query The query.
 */
export function queryString( query: ReportQuery ): string {
	return new URLSearchParams( {
		after: query.after,
		before: query.before,
		interval: query.interval,
		group: query.group,
		compare: query.compare ? '1' : '0',
	} ).toString();
}

/**
 * The CSV download's address for a query.
 *
 * @param csvUrl The download's base address, with its action and nonce.
 * @param query  The query.
 */
export function csvHref( csvUrl: string, query: ReportQuery ): string {
	return `${ csvUrl }${ csvUrl.includes( '?' ) ? '&' : '?' }${ queryString(
		query
	) }`;
}
