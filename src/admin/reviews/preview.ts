/**
 * The document of the widget preview frame.
 *
 * The preview is the server's HTML of the widget (POST /review-widgets/preview) in an iframe
 * with srcdoc and sandbox="allow-same-origin" and without allow-scripts: the widget's own
 * stylesheets apply inside (and nothing of wp-admin's), no script of the preview runs (the
 * widgets are rendered complete by PHP, readable without JavaScript), and the admin screen can
 * still measure the frame's height. Links cannot navigate the admin.
 */

function escapeAttribute( value: string ): string {
	return value
		.replace( /&/g, '&amp;' )
		.replace( /"/g, '&quot;' )
		.replace( /</g, '&lt;' )
		.replace( />/g, '&gt;' );
}

/**
 * Without scripts, the badge, flash and tag stay as PHP printed them: the flash card and a
 * delayed tag are `hidden` until their script shows them. The preview shows them at once.
 */
const PREVIEW_CSS = `
body { margin: 16px; font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, sans-serif; color: #1e1e1e; background: #fff; }
[data-vitrine-floating][hidden] { display: block !important; }
`;

/**
 * The frame's whole document.
 *
 * @param html      The widget's HTML, from our server.
 * @param styles    The widgets' stylesheet URLs.
 * @param direction The site's direction.
 * @param language  The site's language tag.
 * @param title     The document's title.
 */
export function previewDocument(
	html: string,
	styles: string[],
	direction: 'ltr' | 'rtl',
	language: string,
	title = 'Preview'
): string {
	const links = styles
		.map(
			( href ) =>
				`<link rel="stylesheet" href="${ escapeAttribute( href ) }">`
		)
		.join( '' );
	return `<!DOCTYPE html><html lang="${ escapeAttribute(
		language
	) }" dir="${ direction }"><head><meta charset="utf-8"><title>${ escapeAttribute( title ) }</title>${ links }<style>${ PREVIEW_CSS }</style></head><body><main>${ html }</main></body></html>`;
}
