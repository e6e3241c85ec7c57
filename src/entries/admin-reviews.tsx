/**
 * wp-admin: Vitrine > Reviews (see docs/reviews.md, "Admin"): sources, reviews and widgets with
 * a live preview.
 */
import { createRoot } from '@wordpress/element';
import '../admin/reviews/reviews-admin.scss';
import '../admin/reviews/types';
import { ReviewsScreen } from '../admin/reviews/ReviewsScreen';

const root = document.getElementById( 'vitrine-reviews-root' );
if ( root ) {
	createRoot( root ).render( <ReviewsScreen /> );
}
