/**
 * Test helpers (imported by *.test.ts only): window.fetch stubbed for one test, as the storefront
 * scripts call fetch itself (jsdom has none). Importing this module takes the stub away again
 * after each test of the importing file.
 */

type Fetch = ( url: string, init: RequestInit ) => Promise< Response >;

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

const original = window.fetch;

afterEach( () => {
	window.fetch = original;
} );

/**
 * Makes the given function window.fetch until the end of the test.
 *
 * @param fetcher The stand-in (a jest.fn, say), answering what the test needs of a Response.
 * @return The stand-in.
 */
export function stubFetch< F extends ( ...args: never[] ) => unknown >(
	fetcher: F
): F {
	window.fetch = fetcher as unknown as typeof window.fetch;
	return fetcher;
}

/**
 * A response as fetch would give it (jsdom has no Response).
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
 * Stubs window.fetch (until the end of the test) with a stand-in that answers queued responses
 * and records the requests.
 *
 * @param answers One answer per request, in order.
 */
export function fakeFetch( ...answers: FakeAnswer[] ): Fetch & {
	requests: RecordedRequest[];
} {
	const requests: RecordedRequest[] = [];
	const fetcher = async ( url: string, init: RequestInit = {} ) => {
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
	return stubFetch( Object.assign( fetcher, { requests } ) );
}
