/**
 * Loads for the selectors, once each per arguments (wp-data keeps track); a change that makes a
 * loaded list out of date invalidates its resolution (changes.ts), and it loads again the next
 * time a screen asks for it. A failure is recorded under the request's key, not thrown: the
 * resolution then ends like a success, and the screens read getError().
 */
import type { ReviewFilters } from '../types';
import {
	receiveError,
	receiveReviewPage,
	receiveSources,
	receiveWidget,
	receiveWidgetSchema,
	receiveWidgets,
	type ReviewsAction,
} from './actions';
import type { ReviewsClient } from './client';
import { requestError } from './errors';
import { requestKey, reviewPageKey } from './keys';
import type { ReviewsState } from './reducer';

/**
 * What the store's thunks use of wp-data's thunk arguments.
 */
export interface ThunkApi {
	dispatch: ( ( action: ReviewsAction ) => unknown ) & {
		invalidateResolutionForStoreSelector: ( selector: string ) => unknown;
	};
	resolveSelect: {
		getSources: () => Promise< unknown >;
	};
}

export type Thunk< Result = void > = ( api: ThunkApi ) => Promise< Result >;

/**
 * Runs one load, and records its answer or its error under its request's key.
 *
 * @param request The request's key.
 * @param call    The call to the server.
 * @param receive The action that records the answer.
 */
function load< Answer >(
	request: string,
	call: () => Promise< Answer >,
	receive: ( answer: Answer ) => ReviewsAction
): Thunk {
	return async ( { dispatch } ) => {
		let answer: Answer;
		try {
			answer = await call();
		} catch ( thrown ) {
			dispatch( receiveError( request, requestError( thrown ) ) );
			return;
		}
		dispatch( receive( answer ) );
	};
}

export function createResolvers( client: ReviewsClient ) {
	return {
		getSources: (): Thunk => {
			const request = requestKey( 'getSources' );
			return load(
				request,
				() => client.sources.list(),
				( sources ) => receiveSources( request, sources )
			);
		},
		// A source is one of the list: the list is loaded once for all of them.
		getSource:
			(): Thunk =>
			async ( { resolveSelect } ) => {
				await resolveSelect.getSources();
			},
		getReviewPage: ( filters: ReviewFilters ): Thunk => {
			const request = requestKey( 'getReviewPage', [ filters ] );
			return load(
				request,
				() => client.reviews.list( filters ),
				( page ) =>
					receiveReviewPage( request, reviewPageKey( filters ), page )
			);
		},
		getWidgets: (): Thunk => {
			const request = requestKey( 'getWidgets' );
			return load(
				request,
				() => client.widgets.list(),
				( widgets ) => receiveWidgets( request, widgets )
			);
		},
		getWidget: Object.assign(
			( id: number ): Thunk => {
				const request = requestKey( 'getWidget', [ id ] );
				return load(
					request,
					() => client.widgets.get( id ),
					( widget ) => receiveWidget( request, widget )
				);
			},
			{
				// A widget just created or saved here is already whole.
				isFulfilled: ( state: ReviewsState, id: number ) =>
					id in state.widget,
			}
		),
		getWidgetSchema: (): Thunk => {
			const request = requestKey( 'getWidgetSchema' );
			return load(
				request,
				() => client.widgets.schema(),
				( schema ) => receiveWidgetSchema( request, schema )
			);
		},
	};
}
