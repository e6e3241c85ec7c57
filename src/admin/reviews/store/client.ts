/**
 * What the store asks the server, as one object handed to the store's factory: the admin REST
 * calls of ../api.ts in the running screen and editor, a fake in the store's tests (no network).
 */
import { reviewsApi, sourcesApi, widgetsApi } from '../api';

export interface ReviewsClient {
	sources: Pick<
		typeof sourcesApi,
		'list' | 'connect' | 'update' | 'remove' | 'refresh'
	>;
	reviews: Pick<
		typeof reviewsApi,
		'list' | 'add' | 'setHidden' | 'remove' | 'import'
	>;
	widgets: Pick<
		typeof widgetsApi,
		'schema' | 'list' | 'get' | 'create' | 'update' | 'remove'
	>;
}

export const restReviewsClient: ReviewsClient = {
	sources: sourcesApi,
	reviews: reviewsApi,
	widgets: widgetsApi,
};
