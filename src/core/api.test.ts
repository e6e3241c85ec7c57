/* @jest-environment node */

/**
 * The fresh-nonce middleware, fed real fetch Responses (Node's own: jsdom has no Response) through
 * a `next` that behaves like @wordpress/api-fetch's fetch handler with parse: false.
 */
import type { APIFetchOptions } from '@wordpress/api-fetch';
import { isVitrineError } from './api';
import { jsonResponse } from '../test-support/responses';

type ApiModule = typeof import( './api' );
type ApiFetch = typeof import( '@wordpress/api-fetch' ).default;

/**
 * A fresh copy of the module (its nonce lives in module state) and of api-fetch.
 */
function load(): ApiModule & { apiFetch: ApiFetch } {
	let api!: ApiModule;
	let apiFetch!: ApiFetch;
	jest.isolateModules( () => {
		api = require( './api' );
		apiFetch = require( '@wordpress/api-fetch' ).default;
	} );
	return { ...api, apiFetch };
}

/**
 * A `next` that answers with the given responses in turn, throwing the non-ok ones as api-fetch
 * does when asked for parse: false, and records the options it was called with.
 *
 * @param responses One response per call.
 */
function fetchHandler( ...responses: Response[] ) {
	return jest.fn< Promise< Response >, [ APIFetchOptions ] >( async () => {
		const response = responses.shift();
		if ( ! response ) {
			throw new Error( 'Unexpected request' );
		}
		if ( ! response.ok ) {
			throw response;
		}
		return response;
	} );
}

describe( 'freshNonceMiddleware', () => {
	it( 'asks the next handler for the raw response, then parses its JSON', async () => {
		const { freshNonceMiddleware } = load();
		const next = fetchHandler( jsonResponse( { saved: true } ) );

		const result = await freshNonceMiddleware(
			{ path: '/vitrine/v1/settings', method: 'POST', data: { a: 1 } },
			next
		);

		expect( result ).toEqual( { saved: true } );
		expect( next ).toHaveBeenCalledTimes( 1 );
		expect( next.mock.calls[ 0 ][ 0 ] ).toEqual( {
			path: '/vitrine/v1/settings',
			method: 'POST',
			data: { a: 1 },
			parse: false,
		} );
	} );

	it( 'sends no nonce of its own before a response carried one', async () => {
		const { freshNonceMiddleware, latestNonce } = load();
		const next = fetchHandler( jsonResponse( {} ) );

		await freshNonceMiddleware(
			{ path: '/vitrine/v1/x', headers: { A: 'b' } },
			next
		);

		expect( latestNonce() ).toBeNull();
		expect( next.mock.calls[ 0 ][ 0 ].headers ).toEqual( { A: 'b' } );
	} );

	it( 'takes up X-WP-Nonce from a successful response and sends it on the next call', async () => {
		const { freshNonceMiddleware, latestNonce } = load();
		const next = fetchHandler(
			jsonResponse( { ok: 1 }, 200, { 'X-WP-Nonce': 'nonce-1' } ),
			jsonResponse( { ok: 2 }, 200, { 'X-WP-Nonce': 'nonce-2' } ),
			jsonResponse( { ok: 3 } )
		);

		await freshNonceMiddleware( { path: '/vitrine/v1/first' }, next );
		expect( latestNonce() ).toBe( 'nonce-1' );

		await freshNonceMiddleware(
			{
				path: '/vitrine/v1/second',
				headers: { Accept: 'application/json' },
			},
			next
		);
		expect( next.mock.calls[ 1 ][ 0 ].headers ).toEqual( {
			Accept: 'application/json',
			'X-WP-Nonce': 'nonce-1',
		} );
		expect( latestNonce() ).toBe( 'nonce-2' );

		await freshNonceMiddleware( { path: '/vitrine/v1/third' }, next );
		expect( next.mock.calls[ 2 ][ 0 ].headers ).toEqual( {
			'X-WP-Nonce': 'nonce-2',
		} );
	} );

	it( 'keeps the last nonce when a response carries none', async () => {
		const { freshNonceMiddleware, latestNonce } = load();
		const next = fetchHandler(
			jsonResponse( {}, 200, { 'X-WP-Nonce': 'nonce-1' } ),
			jsonResponse( {} ),
			jsonResponse( {} )
		);

		await freshNonceMiddleware( { path: '/vitrine/v1/a' }, next );
		await freshNonceMiddleware( { path: '/vitrine/v1/b' }, next );
		await freshNonceMiddleware( { path: '/vitrine/v1/c' }, next );

		expect( latestNonce() ).toBe( 'nonce-1' );
		expect( next.mock.calls[ 2 ][ 0 ].headers ).toEqual( {
			'X-WP-Nonce': 'nonce-1',
		} );
	} );

	it( 'throws the parsed error body of an error status, and takes up its nonce', async () => {
		const { freshNonceMiddleware, latestNonce } = load();
		const errorBody = {
			code: 'rest_forbidden',
			message: 'Sorry, you are not allowed to do that.',
			data: { status: 403 },
		};
		const next = fetchHandler(
			jsonResponse( errorBody, 403, { 'X-WP-Nonce': 'after-error' } ),
			jsonResponse( {} )
		);

		await expect(
			freshNonceMiddleware( { path: '/vitrine/v1/a' }, next )
		).rejects.toEqual( errorBody );
		expect( latestNonce() ).toBe( 'after-error' );

		await freshNonceMiddleware( { path: '/vitrine/v1/b' }, next );
		expect( next.mock.calls[ 1 ][ 0 ].headers ).toEqual( {
			'X-WP-Nonce': 'after-error',
		} );
	} );

	it( 'returns the raw response, nonce taken up, when parse is false', async () => {
		const { freshNonceMiddleware, latestNonce } = load();
		const response = jsonResponse( [ 1, 2 ], 200, {
			'X-WP-Nonce': 'raw-nonce',
			'X-WP-Total': '2',
		} );
		const next = fetchHandler( response );

		const result = await freshNonceMiddleware(
			{ path: '/vitrine/v1/a', parse: false },
			next
		);

		expect( result ).toBe( response );
		// Left unread for the caller.
		expect( response.bodyUsed ).toBe( false );
		expect( next.mock.calls[ 0 ][ 0 ].parse ).toBe( false );
		expect( latestNonce() ).toBe( 'raw-nonce' );
	} );

	it( 'rethrows the raw error response, nonce taken up, when parse is false', async () => {
		const { freshNonceMiddleware, latestNonce } = load();
		const response = jsonResponse( { code: 'x', message: 'y' }, 500, {
			'X-WP-Nonce': 'raw-error-nonce',
		} );
		const next = fetchHandler( response );

		const thrown = await freshNonceMiddleware(
			{ path: '/vitrine/v1/a', parse: false },
			next
		).catch( ( error: unknown ) => error );

		expect( thrown ).toBe( response );
		expect( response.bodyUsed ).toBe( false );
		expect( latestNonce() ).toBe( 'raw-error-nonce' );
	} );

	it( 'resolves to null for 204 No Content', async () => {
		const { freshNonceMiddleware, latestNonce } = load();
		const next = fetchHandler(
			new Response( null, {
				status: 204,
				headers: { 'X-WP-Nonce': 'n204' },
			} )
		);

		await expect(
			freshNonceMiddleware(
				{ path: '/vitrine/v1/a', method: 'DELETE' },
				next
			)
		).resolves.toBeNull();
		expect( latestNonce() ).toBe( 'n204' );
	} );

	it( 'resolves to null for a successful response with an empty body', async () => {
		const { freshNonceMiddleware } = load();
		const next = fetchHandler( new Response( '', { status: 200 } ) );

		await expect(
			freshNonceMiddleware( { path: '/vitrine/v1/a' }, next )
		).resolves.toBeNull();
	} );

	it( 'throws an error with the status for an error status whose body is not JSON', async () => {
		const { freshNonceMiddleware } = load();
		const next = fetchHandler(
			new Response( '<html>Bad gateway</html>', { status: 502 } )
		);

		await expect(
			freshNonceMiddleware( { path: '/vitrine/v1/a' }, next )
		).rejects.toEqual( {
			code: 'invalid_json',
			message:
				'The server could not complete the request. Please try again.',
			data: { status: 502 },
		} );
	} );

	it( 'throws an error, not null, for an error status with an empty body', async () => {
		const { freshNonceMiddleware } = load();
		const next = fetchHandler( new Response( '', { status: 500 } ) );

		const thrown = await freshNonceMiddleware(
			{ path: '/vitrine/v1/a' },
			next
		).catch( ( error: unknown ) => error );

		expect( isVitrineError( thrown ) ).toBe( true );
		expect( thrown ).toMatchObject( {
			code: 'empty_response',
			data: { status: 500 },
		} );
	} );

	it( 'rejects a successful response whose body is not JSON, as api-fetch does', async () => {
		const { freshNonceMiddleware } = load();
		const next = fetchHandler(
			new Response( 'Notice: oops {"a":1}', { status: 200 } )
		);

		await expect(
			freshNonceMiddleware( { path: '/vitrine/v1/a' }, next )
		).rejects.toEqual( {
			code: 'invalid_json',
			message: 'The response is not a valid JSON response.',
		} );
	} );

	it( 'leaves requests to other namespaces untouched', async () => {
		const { freshNonceMiddleware, latestNonce } = load();
		const response = jsonResponse( [ 1 ], 200, { 'X-WP-Nonce': 'other' } );
		const next = jest.fn( async () => response );
		const options = { path: '/wp/v2/posts?per_page=-1' };

		const result = await freshNonceMiddleware( options, next );

		expect( next ).toHaveBeenCalledWith( options );
		expect( result ).toBe( response );
		expect( latestNonce() ).toBeNull();
	} );

	it( 'rethrows, untouched, what the next handler throws that is not a Response', async () => {
		const { freshNonceMiddleware, latestNonce } = load();
		const offline = { code: 'fetch_error', message: 'No network.' };
		const next = jest.fn( async () => {
			throw offline;
		} );

		const thrown = await freshNonceMiddleware(
			{ path: '/vitrine/v1/a' },
			next
		).catch( ( error: unknown ) => error );

		expect( thrown ).toBe( offline );
		expect( latestNonce() ).toBeNull();
	} );

	it( 'hands the fresh nonce to core’s nonce middleware when there is one', async () => {
		const { freshNonceMiddleware, apiFetch } = load();
		apiFetch.nonceMiddleware = apiFetch.createNonceMiddleware( 'stale' );
		const next = fetchHandler(
			jsonResponse( {}, 200, { 'X-WP-Nonce': 'fresh' } )
		);

		await freshNonceMiddleware( { path: '/vitrine/v1/a' }, next );

		expect( apiFetch.nonceMiddleware.nonce ).toBe( 'fresh' );
	} );
} );

describe( 'restClient', () => {
	it( 'returns api-fetch with the middleware installed once', () => {
		const { restClient, freshNonceMiddleware, apiFetch } = load();
		const use = jest.spyOn( apiFetch, 'use' );

		expect( restClient() ).toBe( apiFetch );
		expect( restClient() ).toBe( apiFetch );

		expect( use ).toHaveBeenCalledTimes( 1 );
		expect( use ).toHaveBeenCalledWith( freshNonceMiddleware );
	} );

	it( 'sends the nonce of one api-fetch response with the next request', async () => {
		const { restClient } = load();
		const fetchMock = jest
			.fn()
			.mockResolvedValueOnce(
				jsonResponse( { first: true }, 200, {
					'X-WP-Nonce': 'from-server',
				} )
			)
			.mockResolvedValueOnce( jsonResponse( { second: true } ) );
		const realFetch = globalThis.fetch;
		globalThis.fetch = fetchMock;
		try {
			await expect(
				restClient()( {
					url: 'https://shop.example/wp-json/vitrine/v1/a',
				} )
			).resolves.toEqual( { first: true } );
			await expect(
				restClient()( {
					url: 'https://shop.example/wp-json/vitrine/v1/b',
				} )
			).resolves.toEqual( { second: true } );
		} finally {
			globalThis.fetch = realFetch;
		}

		expect( fetchMock.mock.calls[ 0 ][ 1 ].headers ).not.toHaveProperty(
			'X-WP-Nonce'
		);
		expect( fetchMock.mock.calls[ 1 ][ 1 ].headers ).toMatchObject( {
			'X-WP-Nonce': 'from-server',
		} );
	} );
} );

describe( 'isVitrineError', () => {
	it.each( [
		[ { code: 'rest_forbidden', message: 'No.' } ],
		[
			{
				code: 'rest_invalid_param',
				message: 'Invalid parameter(s): items_per_page',
				data: { status: 400, params: { items_per_page: 'Too big.' } },
			},
		],
		[ Object.assign( new Error( 'Boom' ), { code: 'boom' } ) ],
	] )( 'accepts %p', ( value ) => {
		expect( isVitrineError( value ) ).toBe( true );
	} );

	it.each( [
		[ null ],
		[ undefined ],
		[ 'rest_forbidden' ],
		[ 403 ],
		[ new Error( 'Network down' ) ],
		[ { code: 'rest_forbidden' } ],
		[ { message: 'No.' } ],
		[ { code: 403, message: 'No.' } ],
		[ { code: 'rest_forbidden', message: null } ],
	] )( 'rejects %p', ( value ) => {
		expect( isVitrineError( value ) ).toBe( false );
	} );
} );
