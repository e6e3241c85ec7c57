/**
 * The one transport between the storefront's scripts and our server: plain fetch (the storefront
 * loads no api-fetch), a caller's abort signal and an optional timeout, failures sorted into
 * timeout, abort and other, and the body kept as text beside its JSON so that a caller can repair
 * it. The ?vitrine-ajax= endpoints (core/ajax.ts) and the vitrine/v1 routes (core/rest.ts) are
 * built on it; see docs/decisions.md, "One browser client".
 */

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
	 * Aborts the request: failure 'abort', or 'timeout' when its reason is a TimeoutError (a
	 * withTimeout signal whose time ran out).
	 */
	signal?: AbortSignal;
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
 * @param data    The value to send.
 * @param headers Other headers to send with it (X-Vitrine-Nonce, say).
 */
export function jsonBody(
	data: unknown,
	headers?: Record< string, string >
): {
	body: string;
	headers: Record< string, string >;
} {
	return {
		body: JSON.stringify( data ),
		headers: { 'Content-Type': 'application/json', ...headers },
	};
}

/**
 * A signal that aborts after the given time (reason: a TimeoutError, which send() reports as
 * failure 'timeout'), or as soon as the caller's own signal aborts (with its reason). A separate
 * helper, rather than a send() option, so that the scripts that need no timeout do not carry it.
 *
 * @param ms     Milliseconds before giving up.
 * @param signal The caller's signal.
 */
export function withTimeout( ms: number, signal?: AbortSignal ): AbortSignal {
	const timeout = AbortSignal.timeout( ms );
	return signal ? AbortSignal.any( [ signal, timeout ] ) : timeout;
}

/**
 * Sends one request, JSON accepted, with the page's cookies (fetch's default credentials,
 * same-origin). Never throws: a request that did not reach the server, or whose answer could not
 * be read, answers status 0 with the reason. Tests stub window.fetch (src/test-support/fetch.ts).
 *
 * @param url  The address.
 * @param init Method (fetch sends a GET without one), headers, body, abort signal.
 */
export async function send< T = unknown >(
	url: string,
	init: SendOptions = {}
): Promise< Answer< T > > {
	try {
		const response = await fetch( url, {
			...init,
			headers: { Accept: 'application/json', ...init.headers },
		} );
		const text = await response.text();
		return {
			status: response.status,
			body: readJson< T >( text ),
			text,
			headers: response.headers,
		};
	} catch {
		const signal = init.signal;
		return {
			status: 0,
			body: null,
			text: '',
			// eslint-disable-next-line no-nested-ternary -- in every storefront bundle: the shortest form (a let costs 9 bytes gzip).
			failure: signal?.aborted
				? ( signal.reason as Error | undefined )?.name ===
					'TimeoutError'
					? 'timeout'
					: 'abort'
				: 'network',
		};
	}
}

/**
 * Sends a call that carries a nonce; when the server refuses the nonce (403 with the given code:
 * a page served from a cache for too long), renews the nonce and sends once more.
 *
 * @param attempt The call, reading the current nonce each time.
 * @param code    The refusal's error code.
 * @param renew   Fetches a fresh nonce and keeps it for this and later calls; whether it got one.
 */
export async function retryOnRefusedNonce< T >(
	attempt: () => Promise< Answer< T > >,
	code: string,
	renew: () => Promise< boolean >
): Promise< Answer< T > > {
	const first = await attempt();
	return first.status === 403 &&
		( first.body as { code?: unknown } | null )?.code === code &&
		( await renew() )
		? attempt()
		: first;
}

/**
 * A body's JSON, repaired when something was printed around it (a PHP notice, a plugin's stray
 * output): the expected object is cut out and read. The checkout's answer
 * is read this way (listings-checkout-attribution-builder spec's error catalogue, mirrored in
 * docs/decisions.md).
 *
 * @param text    The raw body.
 * @param pattern The expected object, from its first key to the last closing brace (greedy, across
 *                lines): /{"result.*}/s.
 * @param accept  Whether a value is of the expected shape (null is not).
 * @param log     Where a repaired or unreadable body is reported.
 * @return The value, or null when none of the expected shape could be read.
 */
export function readRepairedJson< T >(
	text: string,
	pattern: RegExp,
	accept: ( value: unknown ) => value is T,
	log: ( ...args: unknown[] ) => void
): T | null {
	try {
		const value: unknown = JSON.parse( text );
		return accept( value ) ? value : null;
	} catch {
		// Fall through to the repair.
	}
	const found = text.match( pattern );
	const repaired = found && readJson< unknown >( found[ 0 ] );
	if ( accept( repaired ) ) {
		log( 'Fixed malformed JSON. Original:', text );
		return repaired;
	}
	log( 'Unable to fix malformed JSON', text );
	return null;
}
