/**
 * The REST client: @wordpress/api-fetch, plus a middleware that takes up the fresh nonce each
 * vitrine/v1 response carries in X-WP-Nonce, so that a page left open for hours keeps working.
 */
import apiFetch, { type APIFetchMiddleware } from '@wordpress/api-fetch';

type NonceHolder = { nonce: string };

let currentNonce: string | null = null;

/**
 * The latest nonce the server handed out, or null before the first response.
 */
export function latestNonce(): string | null {
	return currentNonce;
}

/**
 * Records the nonce of a response, and hands it to core's nonce middleware.
 *
 * @param response A fetch response.
 */
export function takeUpNonce( response: Response ): void {
	const nonce = response.headers.get( 'X-WP-Nonce' );
	if ( ! nonce ) {
		return;
	}
	currentNonce = nonce;
	const coreMiddleware = ( apiFetch as { nonceMiddleware?: NonceHolder } )
		.nonceMiddleware;
	if ( coreMiddleware ) {
		coreMiddleware.nonce = nonce;
	}
}

async function readJson( response: Response ): Promise< unknown > {
	if ( response.status === 204 ) {
		return null;
	}
	const text = await response.text();
	if ( text === '' ) {
		return null;
	}
	try {
		return JSON.parse( text );
	} catch {
		return {
			code: 'invalid_json',
			message: 'The response is not a valid JSON response.',
		};
	}
}

/**
 * The middleware: asks for the raw response, takes up its nonce, then parses it as api-fetch
 * would have (an error status throws the parsed error body).
 *
 * @param options The request options.
 * @param next    The next middleware.
 */
export const freshNonceMiddleware: APIFetchMiddleware = async (
	options,
	next
) => {
	const wantsParsed = options.parse !== false;
	const withNonce = currentNonce
		? {
				...options,
				headers: { ...options.headers, 'X-WP-Nonce': currentNonce },
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
			throw await readJson( error );
		}
		throw error;
	}
	takeUpNonce( response );
	return wantsParsed ? readJson( response ) : response;
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
