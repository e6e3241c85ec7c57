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

/** Options of a REST call. */
type RestOptions = Pick< SendOptions, 'signal' >;

/** The vitrine/v1 routes, with the one nonce holder (see restClient()). */
export interface RestClient {
	/**
	 * GET a route.
	 *
	 * @param path    Route below vitrine/v1.
	 * @param options Abort signal (withTimeout for a timeout).
	 */
	get: < T = unknown >(
		path: string,
		options?: RestOptions
	) => Promise< Answer< T > >;
	/**
	 * POST a route; a refused nonce is replaced once.
	 *
	 * @param path    Route below vitrine/v1.
	 * @param data    JSON body.
	 * @param options Abort signal (withTimeout for a timeout).
	 */
	post: < T = unknown >(
		path: string,
		data: Record< string, unknown >,
		options?: RestOptions
	) => Promise< Answer< T > >;
}

/**
 * A client of the vitrine/v1 routes: the current nonce in X-WP-Nonce, the nonce of every answer
 * taken up, a refused nonce renewed once. A closure, like ajaxClient().
 *
 * @param baseUrl The vitrine/v1 base URL, ending in a slash.
 * @param nonce   The page's wp_rest nonce.
 * @param renew   When the server refuses the nonce: fetches a fresh one
 *                (?vitrine-ajax=refresh_nonce) and keeps it (keepRestNonce); whether it got one.
 */
export function restClient(
	baseUrl: string,
	nonce: string,
	renew: () => Promise< boolean >
): RestClient {
	keepRestNonce( nonce );
	const call = async < T >(
		path: string,
		options: SendOptions = {}
	): Promise< Answer< T > > => {
		const answer = await send< T >( baseUrl + path, {
			...options,
			headers: { 'X-WP-Nonce': currentNonce ?? '', ...options.headers },
		} );
		takeUpRestNonce( answer.headers );
		return answer;
	};
	return {
		get: call,
		post: < T >(
			path: string,
			data: Record< string, unknown >,
			options?: RestOptions
		) =>
			retryOnRefusedNonce(
				() =>
					call< T >( path, {
						...options,
						method: 'POST',
						...jsonBody( data ),
					} ),
				'vitrine_rest_invalid_nonce',
				renew
			),
	};
}
