/**
 * The reviews_embed call (docs/reviews.md, "The two calls"): the HTML of a badge's popup or a
 * tag's sidebar. Only a status-200 answer holding a string is used; anything else (a 4xx, a
 * 500, a network failure, a body of another shape) resolves to null, and the caller shows
 * nothing, as the spec asks for review calls.
 */
import { callAjax, withQuery } from '../../core/ajax';

export type EmbedViewMode = 'popup' | 'sidebar';

/**
 * Fetches the popup or sidebar HTML.
 *
 * @param urlTemplate The ajax URL with %%endpoint%%.
 * @param widgetId    The widget's id.
 * @param viewMode    popup (badge) or sidebar (tag).
 * @return The HTML, or null when the answer is not a usable 200.
 */
export async function fetchEmbed(
	urlTemplate: string,
	widgetId: number,
	viewMode: EmbedViewMode
): Promise< string | null > {
	// A network failure or a body that is not JSON gives a null body: ignored, as the spec asks.
	const answer = await callAjax< { data?: unknown } >(
		withQuery( urlTemplate, { id: widgetId, view_mode: viewMode } ),
		'reviews_embed',
		{ method: 'POST' }
	);
	const data = answer.status === 200 ? answer.body?.data : undefined;
	return typeof data === 'string' ? data : null;
}
