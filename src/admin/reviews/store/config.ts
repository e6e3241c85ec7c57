/**
 * The definition of the vitrine/reviews store, apart from its registration (index.ts), so that
 * the tests can register it in a registry of their own with a fake client.
 */
import * as actions from './actions';
import { createChanges } from './changes';
import type { ReviewsClient } from './client';
import { reducer } from './reducer';
import { createResolvers } from './resolvers';
import * as selectors from './selectors';

export const STORE_NAME = 'vitrine/reviews';

/**
 * The store's definition, asking the server through a client.
 *
 * @param client The calls to the server: the REST routes on the screens, a fake in the tests.
 */
export function reviewsStoreConfig( client: ReviewsClient ) {
	return {
		reducer,
		// The plain actions are for the store's own thunks; screens call the changes.
		actions: { ...actions, ...createChanges( client ) },
		selectors,
		resolvers: createResolvers( client ),
	};
}
