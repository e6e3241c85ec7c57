/**
 * The key of one request, under which the store keeps its error: the selector's or action's
 * name and its arguments, objects with their keys sorted, so that equal arguments give the same
 * key whatever the order their properties were written in.
 */
import type { ReviewFilters } from '../types';

function canonical( value: unknown ): unknown {
	if ( Array.isArray( value ) ) {
		return value.map( canonical );
	}
	if ( typeof value === 'object' && value !== null ) {
		return Object.fromEntries(
			Object.keys( value )
				.sort()
				.map( ( key ) => [
					key,
					canonical( ( value as Record< string, unknown > )[ key ] ),
				] )
		);
	}
	return value;
}

/**
 * The key of a request.
 *
 * @param name The selector (for a load) or action (for a change) that made it.
 * @param args Its arguments.
 */
export function requestKey( name: string, args: unknown[] = [] ): string {
	return args.length === 0
		? name
		: `${ name }:${ JSON.stringify( canonical( args ) ) }`;
}

/**
 * The filters as the server reads them (the search trimmed), in one order: the key of a page.
 *
 * @param filters The reviews table's filters.
 */
export function reviewPageKey( filters: ReviewFilters ): string {
	return JSON.stringify( [
		filters.source,
		filters.provider,
		filters.hidden,
		filters.search.trim(),
		filters.page,
	] );
}
