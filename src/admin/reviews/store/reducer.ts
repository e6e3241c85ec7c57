/**
 * The store's state: each list as the server sent it (null until loaded), single widgets by id,
 * pages of reviews by their filters, and the error of each request that failed.
 */
import type { VitrineError } from '../../../core/api';
import type {
	ReviewPage,
	Source,
	Widget,
	WidgetSchema,
	WidgetSummary,
} from '../types';
import type { ReviewsAction } from './actions';

export interface ReviewsState {
	sources: Source[] | null;
	widgets: WidgetSummary[] | null;
	/** Widgets with every option, by id. */
	widget: Record< number, Widget >;
	widgetSchema: WidgetSchema | null;
	/** Pages of the reviews table, by reviewPageKey(). */
	reviewPages: Record< string, ReviewPage >;
	/** The last failure of each request, by requestKey(); removed when it works. */
	errors: Record< string, VitrineError >;
}

export const initialState: ReviewsState = {
	sources: null,
	widgets: null,
	widget: {},
	widgetSchema: null,
	reviewPages: {},
	errors: {},
};

/**
 * The line of the widgets list a full widget stands for.
 *
 * @param widget A widget with its options.
 */
export function widgetSummary( widget: Widget ): WidgetSummary {
	return {
		id: widget.id,
		title: widget.title,
		layout: String( widget.options.layout ?? '' ),
		shortcode: widget.shortcode,
		modified: widget.modified ?? '',
	};
}

function sources(
	state: ReviewsState[ 'sources' ],
	action: ReviewsAction
): ReviewsState[ 'sources' ] {
	switch ( action.type ) {
		case 'RECEIVE_SOURCES':
			return action.sources;
		case 'RECEIVE_SOURCE': {
			// A list not loaded yet stays so: its resolver brings the whole list.
			if ( state === null ) {
				return state;
			}
			const { source } = action;
			return state.some( ( item ) => item.id === source.id )
				? state.map( ( item ) =>
						item.id === source.id ? source : item
					)
				: [ ...state, source ];
		}
		case 'REMOVE_SOURCE':
			return state === null
				? state
				: state.filter( ( item ) => item.id !== action.id );
	}
	return state;
}

function widgets(
	state: ReviewsState[ 'widgets' ],
	action: ReviewsAction
): ReviewsState[ 'widgets' ] {
	switch ( action.type ) {
		case 'RECEIVE_WIDGETS':
			return action.widgets;
		case 'RECEIVE_WIDGET': {
			if ( state === null ) {
				return state;
			}
			const summary = widgetSummary( action.widget );
			// The server lists the newest first.
			return state.some( ( item ) => item.id === summary.id )
				? state.map( ( item ) =>
						item.id === summary.id ? summary : item
					)
				: [ summary, ...state ];
		}
		case 'REMOVE_WIDGET':
			return state === null
				? state
				: state.filter( ( item ) => item.id !== action.id );
	}
	return state;
}

function wholeWidgets(
	state: ReviewsState[ 'widget' ],
	action: ReviewsAction
): ReviewsState[ 'widget' ] {
	switch ( action.type ) {
		case 'RECEIVE_WIDGET':
			return { ...state, [ action.widget.id ]: action.widget };
		case 'REMOVE_WIDGET': {
			if ( ! ( action.id in state ) ) {
				return state;
			}
			const { [ action.id ]: removed, ...rest } = state;
			return rest;
		}
	}
	return state;
}

function reviewPages(
	state: ReviewsState[ 'reviewPages' ],
	action: ReviewsAction
): ReviewsState[ 'reviewPages' ] {
	switch ( action.type ) {
		case 'RECEIVE_REVIEW_PAGE':
			return { ...state, [ action.key ]: action.page };
		case 'RECEIVE_REVIEW': {
			// The review changes in every page that shows it; other pages keep their identity.
			const { review } = action;
			let changed = false;
			const next: ReviewsState[ 'reviewPages' ] = {};
			for ( const [ key, page ] of Object.entries( state ) ) {
				if ( page.reviews.some( ( item ) => item.id === review.id ) ) {
					changed = true;
					next[ key ] = {
						...page,
						reviews: page.reviews.map( ( item ) =>
							item.id === review.id
								? { ...item, ...review }
								: item
						),
					};
				} else {
					next[ key ] = page;
				}
			}
			return changed ? next : state;
		}
	}
	return state;
}

function errors(
	state: ReviewsState[ 'errors' ],
	action: ReviewsAction
): ReviewsState[ 'errors' ] {
	if ( action.type === 'RECEIVE_ERROR' ) {
		return { ...state, [ action.request ]: action.error };
	}
	if ( action.request !== undefined && action.request in state ) {
		const { [ action.request ]: cleared, ...rest } = state;
		return rest;
	}
	return state;
}

export function reducer(
	state: ReviewsState = initialState,
	action: ReviewsAction
): ReviewsState {
	const next: ReviewsState = {
		sources: sources( state.sources, action ),
		widgets: widgets( state.widgets, action ),
		widget: wholeWidgets( state.widget, action ),
		widgetSchema:
			action.type === 'RECEIVE_WIDGET_SCHEMA'
				? action.schema
				: state.widgetSchema,
		reviewPages: reviewPages( state.reviewPages, action ),
		errors: errors( state.errors, action ),
	};
	// Unchanged slices give back the same state, so that subscribers are not woken.
	return ( Object.keys( next ) as Array< keyof ReviewsState > ).every(
		( key ) => next[ key ] === state[ key ]
	)
		? state
		: next;
}
