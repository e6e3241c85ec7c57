/**
 * vitrine/reviews: the admin's data store of sources, reviews and widgets (docs/architecture.md,
 * "Admin data"), shared by Vitrine > Reviews and the reviews block's editor. Screens read it
 * with useSelect( ( select ) => select( reviewsStore ).getSources() ), which loads the list the
 * first time any of them asks; they change it with useDispatch( reviewsStore ).
 * Admin and editor only: it needs wp-data, which no storefront page loads.
 */
import { createReduxStore, register } from '@wordpress/data';
import { restReviewsClient } from './client';
import { reviewsStoreConfig, STORE_NAME } from './config';

export const reviewsStore = createReduxStore(
	STORE_NAME,
	reviewsStoreConfig( restReviewsClient )
);

register( reviewsStore );
