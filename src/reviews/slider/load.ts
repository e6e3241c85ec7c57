/**
 * The get_reviews call (docs/reviews.md, "The two calls"): POST
 * ?vitrine-ajax=get_reviews&id=&offset=&size=, JSON content type, no body. Only a status-200
 * answer with a reviews list is used; anything else (a 4xx, a 500, a network failure, another
 * shape) resolves to null and the slider carries on with what it has, without a message, as
 * the spec asks (sections 5 and 8).
 */
import { isClientReview, type ClientReview } from './card';

/** fetch, or a stand-in for tests. */
export type FetchLike = (
	url: string,
	init: RequestInit
) => Promise< Pick< Response, 'status' | 'json' > >;

/**
 * The address of one get_reviews call.
 *
 * @param urlTemplate The ajax URL with %%endpoint%%.
 * @param widgetId    The widget.
 * @param offset      Reviews to skip.
 * @param size        Reviews to return (1–50).
 */
export function reviewsUrl(
	urlTemplate: string,
	widgetId: number,
	offset: number,
	size: number
): string {
	const url = urlTemplate.replace( '%%endpoint%%', 'get_reviews' );
	const separator = url.includes( '?' ) ? '&' : '?';
	return `${ url }${ separator }id=${ encodeURIComponent(
		String( widgetId )
	) }&offset=${ offset }&size=${ size }`;
}

/**
 * Fetches a page of a widget's reviews.
 *
 * @param urlTemplate The ajax URL with %%endpoint%%.
 * @param widgetId    The widget.
 * @param offset      Reviews to skip.
 * @param size        Reviews to return.
 * @param fetcher     fetch by default.
 * @return The reviews (entries of another shape left out), or null when the answer is unusable.
 */
export async function fetchReviews(
	urlTemplate: string,
	widgetId: number,
	offset: number,
	size: number,
	fetcher: FetchLike = ( url, init ) => window.fetch( url, init )
): Promise< ClientReview[] | null > {
	try {
		const response = await fetcher(
			reviewsUrl( urlTemplate, widgetId, offset, size ),
			{
				method: 'POST',
				credentials: 'same-origin',
				headers: {
					'Content-Type': 'application/json',
					Accept: 'application/json',
				},
			}
		);
		if ( response.status !== 200 ) {
			return null;
		}
		const body: unknown = await response.json();
		const reviews =
			typeof body === 'object' && body !== null
				? ( body as { reviews?: unknown } ).reviews
				: undefined;
		return Array.isArray( reviews )
			? reviews.filter( isClientReview )
			: null;
	} catch {
		// A network failure or a body that is not JSON: ignored, as the spec asks.
		return null;
	}
}
