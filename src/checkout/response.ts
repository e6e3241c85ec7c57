import { readRepairedJson } from '../core/http';

/**
 * The answer to placing an order (the spec's checkout call): { result, redirect, reload,
 * refresh, messages }. A body with something printed around the JSON (a PHP notice, a plugin's
 * stray output) is repaired by extracting the result object; otherwise it is reported as
 * invalid.
 */

export interface CheckoutResponse {
	result: 'success' | 'failure';
	redirect?: string;
	reload?: boolean;
	refresh?: boolean;
	/** Notices markup; an item with data-id names the field it is about. */
	messages?: string;
	order_id?: number;
}

function isResponse( value: unknown ): value is CheckoutResponse {
	const result = ( value as { result?: unknown } | null )?.result;
	return result === 'success' || result === 'failure';
}

/**
 * Parses the body of the checkout call.
 *
 * @param text The raw body.
 * @param log  Where to report a repaired or unreadable body (console.log by default, as the spec's reference does).
 * @return The response, or null when none could be read.
 */
export function parseCheckoutResponse(
	text: string,
	// eslint-disable-next-line no-console -- the spec logs malformed answers.
	log: ( ...args: unknown[] ) => void = console.log
): CheckoutResponse | null {
	return readRepairedJson( text, /{"result.*}/s, isResponse, log );
}

/**
 * Where to send the browser after success: absolute http(s) addresses as they are, anything
 * else decoded (the server may encode the redirect). Other schemes are refused.
 *
 * @param redirect The redirect the server gave.
 * @param base     The page's address, to resolve relative redirects.
 * @return The address, or null when it is not one to follow.
 */
export function safeRedirect( redirect: string, base: string ): string | null {
	let url: URL;
	try {
		url = new URL(
			/^https?:\/\//i.test( redirect ) ? redirect : decodeURI( redirect ),
			base
		);
	} catch {
		return null;
	}
	return url.protocol === 'http:' || url.protocol === 'https:'
		? url.href
		: null;
}
