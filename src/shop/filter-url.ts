/**
 * The address of a filtered listing, built as the server builds it (Vitrine\Shop\Filters\
 * FilterBlock::url): parameters in name order, each list's values joined by commas in order,
 * empty values left out, so that one choice is one address (one page-cache entry).
 */

/** A form's list fields are name[]; the address says name=a,b. */
const LIST_SUFFIX = '[]';

/** Parameters never carried to a new filtered address: the page number starts again. */
const DROPPED = [ 'paged', 'product-page' ];

/**
 * The listing's address for the given fields.
 *
 * @param action  The listing's first page, without a query string.
 * @param entries The fields (a form's FormData, an address's search params).
 */
export function filterUrl(
	action: string,
	entries: Iterable< [ string, FormDataEntryValue ] >
): string {
	const values = new Map< string, Set< string > >();
	for ( const [ rawName, rawValue ] of entries ) {
		if ( typeof rawValue !== 'string' ) {
			continue;
		}
		const name = rawName.endsWith( LIST_SUFFIX )
			? rawName.slice( 0, -LIST_SUFFIX.length )
			: rawName;
		if ( DROPPED.includes( name ) ) {
			continue;
		}
		const set = values.get( name ) ?? new Set< string >();
		for ( const part of rawValue.split( ',' ) ) {
			const value = normalise( name, part.trim() );
			if ( value !== '' ) {
				set.add( value );
			}
		}
		values.set( name, set );
	}
	const params = new URLSearchParams();
	[ ...values.keys() ].sort().forEach( ( name ) => {
		const list = [ ...( values.get( name ) ?? [] ) ].sort();
		// An attribute's query type means nothing without its terms.
		const typed = name.startsWith( 'query_type_' )
			? values.get( 'filter_' + name.slice( 'query_type_'.length ) )
			: undefined;
		if (
			list.length &&
			( ! name.startsWith( 'query_type_' ) || typed?.size )
		) {
			params.set( name, list.join( ',' ) );
		}
	} );
	const query = params.toString();
	return query
		? `${ action.split( '?' )[ 0 ] }?${ query }`
		: action.split( '?' )[ 0 ];
}

/**
 * Prices as the server writes them back (10, not 10.00).
 *
 * @param name  The parameter.
 * @param value The value.
 */
function normalise( name: string, value: string ): string {
	if ( ( name === 'min_price' || name === 'max_price' ) && value !== '' ) {
		const number = Number( value );
		return Number.isFinite( number ) && number >= 0 ? String( number ) : '';
	}
	return value;
}
