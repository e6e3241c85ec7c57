/**
 * The store's changes: each asks the server once and records its answer in one state change
 * (no list is loaded again for it). A change that alters another list the store may hold
 * invalidates that list's resolution instead: it loads again only when a screen shows it.
 * Each change resolves with the server's answer, or records its error under its request's key
 * and throws what the server answered, so that a form can show each field's message.
 */
import type { VitrineError } from '../../../core/api';
import type {
	NewReview,
	RefreshAnswer,
	Source,
	WidgetOptionValues,
} from '../types';
import {
	receiveError,
	receiveReview,
	receiveSource,
	receiveWidget,
	removeSource,
	removeWidget,
	requestDone,
	type ReviewsAction,
} from './actions';
import type { ReviewsClient } from './client';
import { requestError } from './errors';
import { requestKey } from './keys';
import type { Thunk, ThunkApi } from './resolvers';

/**
 * Runs one change: its error is recorded under its key and thrown again.
 *
 * @param request      The request's key.
 * @param api          The thunk's arguments.
 * @param api.dispatch
 * @param call         The call to the server.
 */
async function change< Answer >(
	request: string,
	{ dispatch }: ThunkApi,
	call: () => Promise< Answer >
): Promise< Answer > {
	try {
		return await call();
	} catch ( thrown ) {
		dispatch( receiveError( request, requestError( thrown ) ) );
		throw thrown;
	}
}

/**
 * Reviews were added, changed or removed: the pages and the sources' counts are out of date.
 * @param root0
 * @param root0.dispatch
 */
function reviewsChanged( { dispatch }: ThunkApi ): void {
	dispatch.invalidateResolutionForStoreSelector( 'getReviewPage' );
	dispatch.invalidateResolutionForStoreSelector( 'getSources' );
}

/**
 * A source fetched or dropped reviews: the pages are out of date.
 * @param root0
 * @param root0.dispatch
 */
function pagesChanged( { dispatch }: ThunkApi ): void {
	dispatch.invalidateResolutionForStoreSelector( 'getReviewPage' );
}

type SourceFields = Parameters< ReviewsClient[ 'sources' ][ 'update' ] >[ 1 ];
type NewSource = Parameters< ReviewsClient[ 'sources' ][ 'connect' ] >[ 0 ];

export function createChanges( client: ReviewsClient ) {
	const record = ( api: ThunkApi, action: ReviewsAction ) =>
		api.dispatch( action );

	return {
		/**
		 * Connects a source (its reviews are fetched on the way) and adds it to the list.
		 *
		 * @param data The provider, name, reference and credentials.
		 */
		connectSource:
			( data: NewSource ): Thunk< Source > =>
			async ( api ) => {
				const request = requestKey( 'connectSource' );
				const source = await change( request, api, () =>
					client.sources.connect( data )
				);
				record( api, receiveSource( request, source ) );
				pagesChanged( api );
				return source;
			},

		/**
		 * Saves a source's name, reference or credentials.
		 *
		 * @param id   The source's id.
		 * @param data What changes.
		 */
		updateSource:
			( id: number, data: SourceFields ): Thunk< Source > =>
			async ( api ) => {
				const request = requestKey( 'updateSource', [ id ] );
				const source = await change( request, api, () =>
					client.sources.update( id, data )
				);
				record( api, receiveSource( request, source ) );
				pagesChanged( api );
				return source;
			},

		/**
		 * Fetches a source's reviews now. On failure the server records the error on the
		 * source and sends it back with its answer: the list shows it too.
		 *
		 * @param id The source's id.
		 */
		refreshSource:
			( id: number ): Thunk< RefreshAnswer > =>
			async ( api ) => {
				const request = requestKey( 'refreshSource', [ id ] );
				let answer: RefreshAnswer;
				try {
					answer = await client.sources.refresh( id );
				} catch ( thrown ) {
					const recorded = (
						( thrown as VitrineError | undefined )?.data as
							{ source?: Source } | undefined
					 )?.source;
					if ( recorded ) {
						record( api, receiveSource( request, recorded ) );
					}
					record(
						api,
						receiveError( request, requestError( thrown ) )
					);
					throw thrown;
				}
				record( api, receiveSource( request, answer.source ) );
				pagesChanged( api );
				return answer;
			},

		/**
		 * Deletes a source, and its reviews when asked.
		 *
		 * @param id            The source's id.
		 * @param deleteReviews Whether its stored reviews go too.
		 */
		deleteSource:
			( id: number, deleteReviews: boolean ): Thunk =>
			async ( api ) => {
				const request = requestKey( 'deleteSource', [ id ] );
				await change( request, api, () =>
					client.sources.remove( id, deleteReviews )
				);
				record( api, removeSource( request, id ) );
				pagesChanged( api );
			},

		/**
		 * Adds a review by hand.
		 *
		 * @param review The review.
		 */
		addReview:
			(
				review: NewReview
			): Thunk<
				Awaited< ReturnType< ReviewsClient[ 'reviews' ][ 'add' ] > >
			> =>
			async ( api ) => {
				const request = requestKey( 'addReview' );
				const added = await change( request, api, () =>
					client.reviews.add( review )
				);
				record( api, requestDone( request ) );
				reviewsChanged( api );
				return added;
			},

		/**
		 * Hides a review from the widgets, or shows it again; every page holding it follows.
		 *
		 * @param id     The review's id.
		 * @param hidden Whether it is hidden.
		 */
		setReviewHidden:
			(
				id: number,
				hidden: boolean
			): Thunk<
				Awaited<
					ReturnType< ReviewsClient[ 'reviews' ][ 'setHidden' ] >
				>
			> =>
			async ( api ) => {
				const request = requestKey( 'setReviewHidden', [ id ] );
				const saved = await change( request, api, () =>
					client.reviews.setHidden( id, hidden )
				);
				record( api, receiveReview( request, saved ) );
				return saved;
			},

		/**
		 * Deletes a review added by hand.
		 *
		 * @param id The review's id.
		 */
		deleteReview:
			( id: number ): Thunk =>
			async ( api ) => {
				const request = requestKey( 'deleteReview', [ id ] );
				await change( request, api, () => client.reviews.remove( id ) );
				record( api, requestDone( request ) );
				reviewsChanged( api );
			},

		/**
		 * Imports a CSV or JSON file of reviews.
		 *
		 * @param file     The file.
		 * @param sourceId The manual source it goes to; null for the default list.
		 */
		importReviews:
			(
				file: File,
				sourceId: number | null
			): Thunk<
				Awaited< ReturnType< ReviewsClient[ 'reviews' ][ 'import' ] > >
			> =>
			async ( api ) => {
				const request = requestKey( 'importReviews' );
				const answer = await change( request, api, () =>
					client.reviews.import( file, sourceId )
				);
				record( api, requestDone( request ) );
				reviewsChanged( api );
				return answer;
			},

		/**
		 * Creates a widget, or saves one; the list and the widget follow.
		 *
		 * @param id      The widget's id; null for a new one.
		 * @param title   Its title.
		 * @param options Its options.
		 */
		saveWidget:
			(
				id: number | null,
				title: string,
				options: WidgetOptionValues
			): Thunk<
				Awaited< ReturnType< ReviewsClient[ 'widgets' ][ 'create' ] > >
			> =>
			async ( api ) => {
				const request = requestKey( 'saveWidget', [ id ] );
				const widget = await change( request, api, () =>
					id === null
						? client.widgets.create( title, options )
						: client.widgets.update( id, title, options )
				);
				record( api, receiveWidget( request, widget ) );
				return widget;
			},

		/**
		 * Deletes a widget.
		 *
		 * @param id The widget's id.
		 */
		deleteWidget:
			( id: number ): Thunk =>
			async ( api ) => {
				const request = requestKey( 'deleteWidget', [ id ] );
				await change( request, api, () => client.widgets.remove( id ) );
				record( api, removeWidget( request, id ) );
			},
	};
}
