/**
 * The screen's hash routes: #/sources, #/reviews, #/widgets, #/widgets/new and #/widgets/ID
 * (the reviews block links to admin.php?page=vitrine-reviews#/widgets/ID).
 */

export type Section = 'sources' | 'reviews' | 'widgets';

export type Route =
	| { section: 'sources' }
	| { section: 'reviews' }
	| { section: 'widgets'; widget: null }
	| { section: 'widgets'; widget: number | 'new' };

/**
 * The route a location hash stands for; anything unknown is the sources section.
 *
 * @param hash location.hash, with or without its "#".
 */
export function parseRoute( hash: string ): Route {
	const parts = hash
		.replace( /^#/, '' )
		.split( '/' )
		.filter( ( part ) => part !== '' );
	switch ( parts[ 0 ] ) {
		case 'reviews':
			return { section: 'reviews' };
		case 'widgets': {
			const widget = parts[ 1 ];
			if ( widget === 'new' ) {
				return { section: 'widgets', widget: 'new' };
			}
			if ( widget !== undefined && /^[1-9]\d*$/.test( widget ) ) {
				return { section: 'widgets', widget: Number( widget ) };
			}
			return { section: 'widgets', widget: null };
		}
		default:
			return { section: 'sources' };
	}
}

/**
 * The hash of a route.
 *
 * @param route The route.
 */
export function routeHash( route: Route ): string {
	if ( route.section === 'widgets' && route.widget !== null ) {
		return `#/widgets/${ route.widget }`;
	}
	return `#/${ route.section }`;
}
