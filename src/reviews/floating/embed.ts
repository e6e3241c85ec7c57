/**
 * The reviews_embed call (docs/reviews.md, "The two calls"): the HTML of a badge's popup or a
 * tag's sidebar. Only a status-200 answer holding a string is used; anything else (a 4xx, a
 * 500, a network failure, a body of another shape) resolves to null, and the caller shows
 * nothing, as the spec asks for review calls.
 */

export type EmbedViewMode = 'popup' | 'sidebar';

/** fetch, or a stand-in for tests. */
export type FetchLike = (
	url: string,
	init: RequestInit
) => Promise< Pick< Response, 'status' | 'json' > >;

/**
 * The address of one reviews_embed call.
 *
 * @param urlTemplate The ajax URL with %%endpoint%%.
 * @param widgetId    The widget's id.
 * @param viewMode    popup (badge) or sidebar (tag).
 */
export function embedUrl(
	urlTemplate: string,
	widgetId: number,
	viewMode: EmbedViewMode
): string {
	const url = urlTemplate.replace( '%%endpoint%%', 'reviews_embed' );
	const separator = url.includes( '?' ) ? '&' : '?';
	return `${ url }${ separator }id=${ encodeURIComponent(
		String( widgetId )
	) }&view_mode=${ encodeURIComponent( viewMode ) }`;
}

/**
 * Fetches the popup or sidebar HTML.
 *
 * @param urlTemplate The ajax URL with %%endpoint%%.
 * @param widgetId    The widget's id.
 * @param viewMode    popup or sidebar.
 * @param fetcher     fetch by default.
 * @return The HTML, or null when the answer is not a usable 200.
 */
export async function fetchEmbed(
	urlTemplate: string,
	widgetId: number,
	viewMode: EmbedViewMode,
	fetcher: FetchLike = ( url, init ) => window.fetch( url, init )
): Promise< string | null > {
	try {
		const response = await fetcher(
			embedUrl( urlTemplate, widgetId, viewMode ),
			{
				method: 'POST',
				credentials: 'same-origin',
				headers: { Accept: 'application/json' },
			}
		);
		if ( response.status !== 200 ) {
			return null;
		}
		const body: unknown = await response.json();
		if (
			typeof body === 'object' &&
			body !== null &&
			typeof ( body as { data?: unknown } ).data === 'string'
		) {
			return ( body as { data: string } ).data;
		}
		return null;
	} catch {
		// A network failure or a body that is not JSON: ignored, as the spec asks.
		return null;
	}
}
