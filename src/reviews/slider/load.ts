/**
 * The get_reviews call (docs/reviews.md, "The two calls"): POST
 * ?vitrine-ajax=get_reviews&id=&offset=&size=, JSON content type, no body. Only a status-200
 * answer with a reviews list is used; anything else (a 4xx, a 500, a network failure, another
 * shape) resolves to null and the slider carries on with what it has, without a message, as
 * the spec asks (sections 5 and 8).
 */
import { callAjax, withQuery } from '../../core/ajax';
import { isClientReview, type ClientReview } from './card';

/**
 * Fetches a page of a widget's reviews.
 *
 * @param urlTemplate The ajax URL with %%endpoint%%.
 * @param widgetId    The widget.
 * @param offset      Reviews to skip.
 * @param size        Reviews to return (1–50).
 * @return The reviews (entries of another shape left out), or null when the answer is unusable.
 */
export async function fetchReviews(
	urlTemplate: string,
	widgetId: number,
	offset: number,
	size: number
): Promise< ClientReview[] | null > {
	// A network failure or a body that is not JSON gives a null body: ignored, as the spec asks.
	const answer = await callAjax< { reviews?: unknown } >(
		withQuery( urlTemplate, { id: widgetId, offset, size } ),
		'get_reviews',
		{
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
		}
	);
	const reviews = answer.status === 200 ? answer.body?.reviews : undefined;
	return Array.isArray( reviews ) ? reviews.filter( isClientReview ) : null;
}
