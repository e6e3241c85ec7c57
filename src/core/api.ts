/**
 * The admin's and the editor's REST client, where React and so api-fetch load anyway: WordPress's
 * api-fetch, plus a middleware that takes up the fresh nonce each vitrine/v1 response
 * carries in X-WP-Nonce, so that a page left open for hours keeps working. The nonce is kept in
 * the storefront client's holder (core/rest.ts), not in a second copy.
 */
import apiFetch, { type APIFetchMiddleware } from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';
import { restNonce, takeUpRestNonce } from './rest';

type NonceHolder = { nonce: string };

/**
 * The latest nonce the server handed out, or null before the first response.
 */
export const latestNonce = restNonce;

/**
 * Records the nonce of a response, and hands it to core's nonce middleware.
 *
 * @param response A fetch response.
 */
export function takeUpNonce( response: Response ): void {
	const nonce = takeUpRestNonce( response.headers );
	if ( ! nonce ) {
		return;
	}
	const coreMiddleware = ( apiFetch as { nonceMiddleware?: NonceHolder } )
		.nonceMiddleware;
	if ( coreMiddleware ) {
		coreMiddleware.nonce = nonce;
	}
}

const NAMESPACE = 'vitrine/v1';

function isOurRoute( options: { path?: string; url?: string } ): boolean {
	return `${ options.path ?? '' }${ options.url ?? '' }`.includes(
		NAMESPACE
	);
}

function invalidJson(): VitrineError {
	return {
		code: 'invalid_json',
		message: __( 'The response is not a valid JSON response.', 'vitrine' ),
	};
}

/**
 * The body of a successful response: null when empty, the parsed JSON, or a thrown
 * invalid_json error (a PHP notice printed before the JSON, say), as api-fetch does.
 *
 * @param response A 2xx response.
 */
async function parseSuccess( response: Response ): Promise< unknown > {
	const text = await response.text();
	if ( text === '' ) {
		return null;
	}
	try {
		return JSON.parse( text );
	} catch {
		throw invalidJson();
	}
}

/**
 * The error a failed response stands for: its JSON body when it is one of our error objects,
 * otherwise a generic error carrying the status.
 *
 * @param response A non-2xx response.
 */
async function parseFailure( response: Response ): Promise< VitrineError > {
	const text = await response.text();
	try {
		const body: unknown = JSON.parse( text );
		if ( isVitrineError( body ) ) {
			return body;
		}
	} catch {
		// Not JSON: an HTML error page or an empty body; described below.
	}
	return {
		code: text === '' ? 'empty_response' : 'invalid_json',
		message: __(
			'The server could not complete the request. Please try again.',
			'vitrine'
		),
		data: { status: response.status },
	};
}

/**
 * The middleware: for vitrine/v1 requests, asks for the raw response, takes up its nonce, then
 * parses it as api-fetch would have (an error status throws the parsed error body). Requests
 * to other namespaces pass through untouched, so other scripts' api-fetch behaviour (fetching
 * all pages of per_page=-1, for one) does not change.
 *
 * @param options The request options.
 * @param next    The next middleware.
 */
export const freshNonceMiddleware: APIFetchMiddleware = async (
	options,
	next
) => {
	if ( ! isOurRoute( options ) ) {
		return next( options );
	}
	const wantsParsed = options.parse !== false;
	const nonce = restNonce();
	const withNonce = nonce
		? {
				...options,
				headers: { ...options.headers, 'X-WP-Nonce': nonce },
			}
		: options;
	let response: Response;
	try {
		response = ( await next( {
			...withNonce,
			parse: false,
		} ) ) as Response;
	} catch ( error ) {
		if ( error instanceof Response ) {
			takeUpNonce( error );
			if ( ! wantsParsed ) {
				throw error;
			}
			throw await parseFailure( error );
		}
		throw error;
	}
	takeUpNonce( response );
	return wantsParsed ? parseSuccess( response ) : response;
};

let installed = false;

/**
 * The api-fetch client with the fresh-nonce middleware installed once.
 */
export function restClient(): typeof apiFetch {
	if ( ! installed ) {
		apiFetch.use( freshNonceMiddleware );
		installed = true;
	}
	return apiFetch;
}

/**
 * The shape of every error our REST routes and ajax endpoints answer with.
 */
export interface VitrineError {
	code: string;
	message: string;
	data?: { status?: number; params?: Record< string, string > };
}

/**
 * Whether a thrown value is an error answer from our server.
 *
 * @param error What a request threw.
 */
export function isVitrineError( error: unknown ): error is VitrineError {
	return (
		typeof error === 'object' &&
		error !== null &&
		typeof ( error as VitrineError ).code === 'string' &&
		typeof ( error as VitrineError ).message === 'string'
	);
}
