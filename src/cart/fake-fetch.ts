/**
 * Test helper (imported by *.test.ts only): a fetch stand-in that answers queued responses and
 * records the requests, with response objects shaped like fetch's (jsdom has no Response).
 */
import type { FetchLike } from '../core/http';

export interface RecordedRequest {
	url: string;
	method: string;
	headers: Record< string, string >;
	body: string;
}

export interface FakeAnswer {
	status?: number;
	body?: unknown;
	headers?: Record< string, string >;
	/** Reject like a network failure. */
	networkError?: boolean;
}

/**
 * A response as fetch would give it.
 *
 * @param answer The answer.
 */
export function fakeResponse( answer: FakeAnswer ): Response {
	const headers = new Map(
		Object.entries( answer.headers ?? {} ).map( ( [ key, value ] ) => [
			key.toLowerCase(),
			value,
		] )
	);
	return {
		status: answer.status ?? 200,
		ok: ( answer.status ?? 200 ) < 400,
		headers: {
			get: ( name: string ) => headers.get( name.toLowerCase() ) ?? null,
		},
		text: async () =>
			answer.body === undefined ? '' : JSON.stringify( answer.body ),
		json: async () => {
			if ( answer.body === undefined ) {
				throw new SyntaxError( 'Unexpected end of JSON input' );
			}
			return answer.body;
		},
	} as unknown as Response;
}

/**
 * @param answers One answer per request, in order.
 */
export function fakeFetch( ...answers: FakeAnswer[] ): FetchLike & {
	requests: RecordedRequest[];
	/** Requests waiting for release() when created with hold(). */
} {
	const requests: RecordedRequest[] = [];
	const fetcher = async ( url: string, init: RequestInit ) => {
		requests.push( {
			url,
			method: init.method ?? 'GET',
			headers: { ...( init.headers as Record< string, string > ) },
			body:
				init.body === undefined || init.body === null
					? ''
					: String( init.body ),
		} );
		const answer = answers.shift();
		if ( ! answer ) {
			throw new Error( `Unexpected request to ${ url }` );
		}
		if ( answer.networkError ) {
			throw new TypeError( 'Failed to fetch' );
		}
		return fakeResponse( answer );
	};
	return Object.assign( fetcher, { requests } );
}
