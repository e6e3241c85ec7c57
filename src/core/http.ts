/**
 * The one transport between the storefront's scripts and our server: plain fetch (the storefront
 * loads no api-fetch), a caller's abort signal and an optional timeout, failures sorted into
 * timeout, abort and other, and the body kept as text beside its JSON so that a caller can repair
 * it. The ?vitrine-ajax= endpoints (core/ajax.ts) and the vitrine/v1 routes (core/rest.ts) are
 * built on it; see docs/decisions.md, "One browser client".
 */

/** fetch, or a stand-in for tests. */
export type FetchLike = (
	url: string,
	init: RequestInit
) => Promise< Response >;

/** Why a request did not reach the server, or its answer was not read. */
export type TransportFailure = 'timeout' | 'abort' | 'network';

export interface Answer< T = unknown > {
	/** HTTP status; 0 when the request did not reach the server (see failure). */
	status: number;
	/** The parsed JSON body; null when there was none or it was not JSON. */
	body: T | null;
	/** The raw body, '' when there was none. */
	text: string;
	/** The answer's headers; absent on a transport failure. */
	headers?: Pick< Headers, 'get' >;
	/** Set on status 0 only. */
	failure?: TransportFailure;
}

export interface SendOptions {
	method?: 'GET' | 'POST';
	headers?: Record< string, string >;
	/** A form body (URLSearchParams, FormData) or serialised JSON (see jsonBody). */
	body?: BodyInit;
	/**
	 * Aborts the request: failure 'abort', or 'timeout' when it is a withTimeout signal whose
	 * time ran out.
	 */
	signal?: AbortSignal;
	fetcher?: FetchLike;
}

/**
 * A body's JSON, or null.
 *
 * @param text The raw body.
 */
export function readJson< T >( text: string ): T | null {
	try {
		return JSON.parse( text ) as T;
	} catch {
		return null;
	}
}

/**
 * A JSON body with its content type, to spread into the options of send() or callAjax().
 *
 * @param data The value to send.
 */
export function jsonBody( data: unknown ): {
	body: string;
	headers: Record< string, string >;
} {
	return {
		body: JSON.stringify( data ),
		headers: { 'Content-Type': 'application/json' },
	};
}

/**
 * A signal that aborts after the given time (reason: a TimeoutError, which send() reports as
 * failure 'timeout'), or as soon as the caller's own signal aborts. A separate helper, rather
 * than a send() option, so that the scripts that need no timeout do not carry it
 * (AbortSignal.any and AbortSignal.timeout are too recent for the browsers we support).
 *
 * @param ms     Milliseconds before giving up.
 * @param signal The caller's signal.
 */
export function withTimeout( ms: number, signal?: AbortSignal ): AbortSignal {
	const controller = new AbortController();
	const timer = setTimeout(
		() =>
			controller.abort(
				new DOMException( 'The request timed out.', 'TimeoutError' )
			),
		ms
	);
	const stop = () => {
		clearTimeout( timer );
		controller.abort( signal?.reason );
	};
	if ( signal?.aborted ) {
		stop();
	}
	signal?.addEventListener( 'abort', stop );
	return controller.signal;
}

/**
 * Sends one request, same-origin credentials, JSON accepted. Never throws: a request that did not
 * reach the server, or whose answer could not be read, answers status 0 with the reason.
 *
 * @param url             The address.
 * @param options         Method, headers, body.
 * @param options.fetcher fetch, or a stand-in for tests.
 * @param options.signal  Aborts the request.
 */
export async function send< T = unknown >(
	url: string,
	{
		fetcher = ( u, i ) => window.fetch( u, i ),
		signal,
		...init
	}: SendOptions = {}
): Promise< Answer< T > > {
	try {
		// method and body as given: fetch sends a GET when there is no method.
		const response = await fetcher( url, {
			...init,
			credentials: 'same-origin',
			headers: { Accept: 'application/json', ...init.headers },
			signal,
		} );
		const text = await response.text();
		return {
			status: response.status,
			body: readJson< T >( text ),
			text,
			headers: response.headers,
		};
	} catch {
		let failure: TransportFailure = 'network';
		if ( signal?.aborted ) {
			failure =
				( signal.reason as Error | undefined )?.name === 'TimeoutError'
					? 'timeout'
					: 'abort';
		}
		return { status: 0, body: null, text: '', failure };
	}
}

/**
 * Whether a body is one of our error answers with the given code.
 *
 * @param body The body.
 * @param code The error code.
 */
export function hasCode( body: unknown, code: string ): boolean {
	return (
		typeof body === 'object' &&
		body !== null &&
		( body as { code?: unknown } ).code === code
	);
}

/**
 * Sends a call that carries a nonce; when the server refuses the nonce (403 with the given code:
 * a page served from a cache for too long), asks for a fresh one, keeps it, and sends once more.
 *
 * @param attempt The call, reading the current nonce each time.
 * @param code    The refusal's error code.
 * @param refresh Fetches a fresh nonce, null when it could not.
 * @param keep    Keeps the fresh nonce for this and later calls.
 */
export async function retryOnRefusedNonce< T >(
	attempt: () => Promise< Answer< T > >,
	code: string,
	refresh: () => Promise< string | null >,
	keep: ( nonce: string ) => void
): Promise< Answer< T > > {
	const first = await attempt();
	if ( first.status !== 403 || ! hasCode( first.body, code ) ) {
		return first;
	}
	const nonce = await refresh();
	if ( nonce === null ) {
		return first;
	}
	keep( nonce );
	return attempt();
}

/**
 * A body's JSON, repaired when something was printed around it (a PHP notice, a plugin's stray
 * output): the object that starts with the given key is cut out and read. The checkout's answer
 * is read this way (listings-checkout-attribution-builder spec's error catalogue, mirrored in
 * docs/decisions.md).
 *
 * @param text   The raw body.
 * @param key    The first key of the expected object: result.
 * @param accept Whether a value is of the expected shape.
 * @param log    Where a repaired or unreadable body is reported.
 * @return The value, or null when none of the expected shape could be read.
 */
export function readRepairedJson< T >(
	text: string,
	key: string,
	accept: ( value: unknown ) => value is T,
	log: ( ...args: unknown[] ) => void
): T | null {
	try {
		const value: unknown = JSON.parse( text );
		return accept( value ) ? value : null;
	} catch {
		// Fall through to the repair.
	}
	const start = text.indexOf( `{"${ key }` );
	const end = text.lastIndexOf( '}' );
	if ( start !== -1 && end > start ) {
		const repaired = readJson< unknown >( text.slice( start, end + 1 ) );
		if ( accept( repaired ) ) {
			log( 'Fixed malformed JSON. Original:', text );
			return repaired;
		}
	}
	log( 'Unable to fix malformed JSON', text );
	return null;
}
