/**
 * Our vitrine/v1 REST routes from the storefront, without api-fetch: JSON bodies, X-WP-Nonce.
 * Every answer of vitrine/v1 carries a fresh nonce (docs/decisions.md, "Nonce before login"),
 * taken up into the one holder below, which the admin's api-fetch middleware (core/api.ts)
 * shares.
 */
import {
	jsonBody,
	retryOnRefusedNonce,
	send,
	type Answer,
	type FetchLike,
	type SendOptions,
} from './http';

let currentNonce: string | null = null;

/**
 * The wp_rest nonce to send: the latest the server handed out, or the page's; null before any.
 */
export function restNonce(): string | null {
	return currentNonce;
}

/**
 * Keeps a nonce (the page's, or a fresh one from refresh_nonce).
 *
 * @param nonce The nonce.
 */
export function keepRestNonce( nonce: string ): void {
	currentNonce = nonce;
}

/**
 * Takes up the nonce an answer carries in X-WP-Nonce.
 *
 * @param headers The answer's headers.
 * @return The nonce, or null when the answer carried none.
 */
export function takeUpRestNonce(
	headers: Pick< Headers, 'get' > | undefined
): string | null {
	const nonce = headers?.get( 'X-WP-Nonce' ) || null;
	if ( nonce ) {
		currentNonce = nonce;
	}
	return nonce;
}

export class RestClient {
	/**
	 * @param baseUrl The vitrine/v1 base URL, ending in a slash.
	 * @param nonce   The page's wp_rest nonce.
	 * @param refresh Fetches a fresh nonce when the server refuses it (?vitrine-ajax=refresh_nonce).
	 * @param fetcher fetch, or a stand-in for tests.
	 */
	constructor(
		private readonly baseUrl: string,
		nonce: string,
		private readonly refresh: () => Promise< string | null >,
		private readonly fetcher?: FetchLike
	) {
		keepRestNonce( nonce );
	}

	/**
	 * GET a route.
	 *
	 * @param path    Route below vitrine/v1.
	 * @param options Abort signal (withTimeout for a timeout).
	 */
	get< T = unknown >(
		path: string,
		options?: Pick< SendOptions, 'signal' >
	): Promise< Answer< T > > {
		return this.send< T >( path, 'GET', undefined, options );
	}

	/**
	 * POST a route; a refused nonce is replaced once.
	 *
	 * @param path    Route below vitrine/v1.
	 * @param data    JSON body.
	 * @param options Abort signal (withTimeout for a timeout).
	 */
	post< T = unknown >(
		path: string,
		data: Record< string, unknown >,
		options?: Pick< SendOptions, 'signal' >
	): Promise< Answer< T > > {
		return retryOnRefusedNonce(
			() => this.send< T >( path, 'POST', data, options ),
			'vitrine_rest_invalid_nonce',
			this.refresh,
			keepRestNonce
		);
	}

	private async send< T >(
		path: string,
		method: 'GET' | 'POST',
		data: Record< string, unknown > | undefined,
		options: Pick< SendOptions, 'signal' > = {}
	): Promise< Answer< T > > {
		const json = data && jsonBody( data );
		const answer = await send< T >( this.baseUrl + path, {
			...options,
			method,
			headers: { 'X-WP-Nonce': currentNonce ?? '', ...json?.headers },
			body: json?.body,
			fetcher: this.fetcher,
		} );
		takeUpRestNonce( answer.headers );
		return answer;
	}
}
