/**
 * The store's plain actions: what the server answered, recorded in one state change each. Only
 * the store's own thunks (changes.ts, resolvers.ts) dispatch them; screens call the changes.
 */
import type { VitrineError } from '../../../core/api';
import type {
	Review,
	ReviewPage,
	Source,
	Widget,
	WidgetSchema,
	WidgetSummary,
} from '../types';

/**
 * Every action names the request it answers: its error is then recorded, or cleared on
 * success, in the same state change.
 */
interface Answer {
	request: string;
}

export type ReviewsAction =
	| ( Answer & { type: 'RECEIVE_SOURCES'; sources: Source[] } )
	| ( Answer & { type: 'RECEIVE_SOURCE'; source: Source } )
	| ( Answer & { type: 'REMOVE_SOURCE'; id: number } )
	| ( Answer & {
			type: 'RECEIVE_REVIEW_PAGE';
			key: string;
			page: ReviewPage;
	  } )
	| ( Answer & { type: 'RECEIVE_REVIEW'; review: Review } )
	| ( Answer & { type: 'RECEIVE_WIDGETS'; widgets: WidgetSummary[] } )
	| ( Answer & { type: 'RECEIVE_WIDGET'; widget: Widget } )
	| ( Answer & { type: 'REMOVE_WIDGET'; id: number } )
	| ( Answer & { type: 'RECEIVE_WIDGET_SCHEMA'; schema: WidgetSchema } )
	| ( Answer & { type: 'RECEIVE_ERROR'; error: VitrineError } )
	| ( Answer & { type: 'REQUEST_DONE' } );

export const receiveSources = (
	request: string,
	sources: Source[]
): ReviewsAction => ( { type: 'RECEIVE_SOURCES', request, sources } );

export const receiveSource = (
	request: string,
	source: Source
): ReviewsAction => ( { type: 'RECEIVE_SOURCE', request, source } );

export const removeSource = (
	request: string,
	id: number
): ReviewsAction => ( {
	type: 'REMOVE_SOURCE',
	request,
	id,
} );

export const receiveReviewPage = (
	request: string,
	key: string,
	page: ReviewPage
): ReviewsAction => ( { type: 'RECEIVE_REVIEW_PAGE', request, key, page } );

export const receiveReview = (
	request: string,
	review: Review
): ReviewsAction => ( { type: 'RECEIVE_REVIEW', request, review } );

export const receiveWidgets = (
	request: string,
	widgets: WidgetSummary[]
): ReviewsAction => ( { type: 'RECEIVE_WIDGETS', request, widgets } );

export const receiveWidget = (
	request: string,
	widget: Widget
): ReviewsAction => ( { type: 'RECEIVE_WIDGET', request, widget } );

export const removeWidget = (
	request: string,
	id: number
): ReviewsAction => ( {
	type: 'REMOVE_WIDGET',
	request,
	id,
} );

export const receiveWidgetSchema = (
	request: string,
	schema: WidgetSchema
): ReviewsAction => ( { type: 'RECEIVE_WIDGET_SCHEMA', request, schema } );

export const receiveError = (
	request: string,
	error: VitrineError
): ReviewsAction => ( { type: 'RECEIVE_ERROR', request, error } );

/**
 * A change that worked and leaves nothing to record but the end of its error.
 * @param request
 */
export const requestDone = ( request: string ): ReviewsAction => ( {
	type: 'REQUEST_DONE',
	request,
} );
