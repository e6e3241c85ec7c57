/**
 * The admin REST routes of the reviews screens, through the project's client (api-fetch with
 * the fresh-nonce middleware). Every call throws what the server answered (a VitrineError).
 * Screens do not call them: the vitrine/reviews store (./store) does, except the preview,
 * which is a render, not data to keep.
 */
import { restClient } from '../../core/api';
import { getSettings } from '../../core/settings';
import type {
	ImportAnswer,
	NewReview,
	RefreshAnswer,
	Review,
	ReviewFilters,
	ReviewPage,
	Source,
	Widget,
	WidgetOptionValues,
	WidgetSchema,
	WidgetSummary,
} from './types';
import './types';

/** Reviews per page of the reviews table. */
export const PER_PAGE = 20;

/** The namespace's path where no settings are printed: the block editor. */
const REST_BASE = '/vitrine/v1';

function path( route: string ): string {
	const base =
		window.vitrineSettings?.adminReviews === undefined
			? REST_BASE
			: getSettings( 'adminReviews' ).restBase;
	return `${ base }${ route }`;
}

function query( params: Record< string, string | number | null > ): string {
	const search = new URLSearchParams();
	for ( const [ key, value ] of Object.entries( params ) ) {
		if ( value !== null && value !== '' ) {
			search.set( key, String( value ) );
		}
	}
	const text = search.toString();
	return text === '' ? '' : `?${ text }`;
}

export const sourcesApi = {
	list: () => restClient()< Source[] >( { path: path( '/review-sources' ) } ),
	connect: ( data: {
		provider: string;
		name?: string;
		external_ref: string;
		credentials: Record< string, string >;
	} ) =>
		restClient()< Source >( {
			path: path( '/review-sources' ),
			method: 'POST',
			data,
		} ),
	update: (
		id: number,
		data: {
			name?: string;
			external_ref?: string;
			credentials?: Record< string, string >;
		}
	) =>
		restClient()< Source >( {
			path: path( `/review-sources/${ id }` ),
			method: 'PUT',
			data,
		} ),
	remove: ( id: number, deleteReviews: boolean ) =>
		restClient()< unknown >( {
			path: path(
				`/review-sources/${ id }${ query( {
					delete_reviews: deleteReviews ? 1 : null,
				} ) }`
			),
			method: 'DELETE',
		} ),
	refresh: ( id: number ) =>
		restClient()< RefreshAnswer >( {
			path: path( `/review-sources/${ id }/refresh` ),
			method: 'POST',
		} ),
};

export const reviewsApi = {
	list: ( filters: ReviewFilters ) =>
		restClient()< ReviewPage >( {
			path: path(
				`/reviews${ query( {
					source: filters.source,
					provider: filters.provider,
					hidden: filters.hidden,
					search: filters.search.trim(),
					page: filters.page,
					per_page: PER_PAGE,
				} ) }`
			),
		} ),
	add: ( review: NewReview ) =>
		restClient()< Review >( {
			path: path( '/reviews' ),
			method: 'POST',
			data: review,
		} ),
	setHidden: ( id: number, hidden: boolean ) =>
		restClient()< Review >( {
			path: path( `/reviews/${ id }` ),
			method: 'PATCH',
			data: { hidden },
		} ),
	remove: ( id: number ) =>
		restClient()< unknown >( {
			path: path( `/reviews/${ id }` ),
			method: 'DELETE',
		} ),
	import: ( file: File, sourceId: number | null ) => {
		const body = new FormData();
		body.append( 'file', file );
		if ( sourceId !== null ) {
			body.append( 'source_id', String( sourceId ) );
		}
		return restClient()< ImportAnswer >( {
			path: path( '/reviews/import' ),
			method: 'POST',
			body,
		} );
	},
};

export const widgetsApi = {
	schema: () =>
		restClient()< WidgetSchema >( {
			path: path( '/review-widgets/schema' ),
		} ),
	list: () =>
		restClient()< WidgetSummary[] >( { path: path( '/review-widgets' ) } ),
	get: ( id: number ) =>
		restClient()< Widget >( { path: path( `/review-widgets/${ id }` ) } ),
	create: ( title: string, options: WidgetOptionValues ) =>
		restClient()< Widget >( {
			path: path( '/review-widgets' ),
			method: 'POST',
			data: { title, options },
		} ),
	update: ( id: number, title: string, options: WidgetOptionValues ) =>
		restClient()< Widget >( {
			path: path( `/review-widgets/${ id }` ),
			method: 'PUT',
			data: { title, options },
		} ),
	remove: ( id: number ) =>
		restClient()< unknown >( {
			path: path( `/review-widgets/${ id }` ),
			method: 'DELETE',
		} ),
	preview: ( options: WidgetOptionValues, signal: AbortSignal ) =>
		restClient()< { html: string } >( {
			path: path( '/review-widgets/preview' ),
			method: 'POST',
			data: { options },
			signal,
		} ),
};
