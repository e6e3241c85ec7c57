import {
	readJson,
	readRepairedJson,
	retryOnRefusedNonce,
	send,
	jsonBody,
	withTimeout,
	type Answer,
} from './http';
import { fakeFetch, stubFetch } from '../test-support/fetch';

/**
 * Stubs window.fetch with one that answers only when its signal aborts, rejecting as fetch does.
 */
function hangingFetch(): jest.Mock<
	Promise< Response >,
	[ string, RequestInit ]
> {
	return stubFetch(
		jest.fn(
			( _url: string, init: RequestInit ) =>
				new Promise< Response >( ( _resolve, reject ) => {
					init.signal?.addEventListener( 'abort', () =>
						reject( new DOMException( 'Aborted', 'AbortError' ) )
					);
				} )
		)
	);
}

describe( 'send', () => {
	it( 'sends through window.fetch, accepts JSON, and reads status, text, JSON and headers', async () => {
		const fetcher = fakeFetch( {
			status: 201,
			body: { id: 4 },
			headers: { 'X-WP-Nonce': 'n' },
		} );
		const answer = await send( '/x', {
			method: 'POST',
			headers: { 'X-A': 'b' },
			body: 'raw',
		} );
		expect( answer.status ).toBe( 201 );
		expect( answer.body ).toEqual( { id: 4 } );
		expect( answer.text ).toBe( '{"id":4}' );
		expect( answer.headers?.get( 'x-wp-nonce' ) ).toBe( 'n' );
		expect( answer.failure ).toBeUndefined();
		expect( fetcher.requests ).toEqual( [
			{
				url: '/x',
				method: 'POST',
				headers: { Accept: 'application/json', 'X-A': 'b' },
				body: 'raw',
			},
		] );
	} );

	it( 'leaves credentials to fetch’s default, and passes the caller’s signal as it is', async () => {
		const fetcher = stubFetch(
			jest.fn().mockResolvedValue( {
				status: 200,
				text: () => Promise.resolve( '' ),
			} )
		);
		await send( '/x' );
		const init = fetcher.mock.calls[ 0 ][ 1 ];
		// fetch's default: same-origin, the page's cookies to our own server.
		expect( init.credentials ).toBeUndefined();
		// No method: fetch sends a GET.
		expect( init.method ).toBeUndefined();
		expect( init.signal ).toBeUndefined();

		const controller = new AbortController();
		await send( '/x', { signal: controller.signal } );
		expect( fetcher.mock.calls[ 1 ][ 1 ].signal ).toBe( controller.signal );
	} );

	it( 'keeps error statuses with their JSON body, and null for a body that is not JSON', async () => {
		fakeFetch(
			{ status: 403, body: { code: 'x', message: 'No.' } },
			{ status: 500 }
		);
		await expect( send( '/a' ) ).resolves.toMatchObject( {
			status: 403,
			body: { code: 'x', message: 'No.' },
		} );
		const empty = await send( '/b' );
		expect( empty ).toMatchObject( { status: 500, body: null, text: '' } );
		expect( empty.failure ).toBeUndefined();
	} );

	it( 'answers status 0, failure network, when fetch fails', async () => {
		fakeFetch( { networkError: true } );
		await expect( send( '/x' ) ).resolves.toEqual( {
			status: 0,
			body: null,
			text: '',
			failure: 'network',
		} );
	} );

	it( 'answers failure network when the body cannot be read', async () => {
		stubFetch(
			jest.fn().mockResolvedValue( {
				status: 200,
				text: () => Promise.reject( new TypeError( 'network error' ) ),
			} )
		);
		await expect( send( '/x' ) ).resolves.toMatchObject( {
			status: 0,
			failure: 'network',
		} );
	} );

	it( 'gives up after the timeout, failure timeout', async () => {
		const fetcher = hangingFetch();
		const answer = await send( '/x', { signal: withTimeout( 10 ) } );
		expect( answer ).toEqual( {
			status: 0,
			body: null,
			text: '',
			failure: 'timeout',
		} );
		expect( fetcher.mock.calls[ 0 ][ 1 ].signal?.aborted ).toBe( true );
	} );

	it( 'stops when the caller aborts, failure abort, with or without a timeout', async () => {
		for ( const timed of [ false, true ] ) {
			const controller = new AbortController();
			hangingFetch();
			const pending = send( '/x', {
				signal: timed
					? withTimeout( 10_000, controller.signal )
					: controller.signal,
			} );
			controller.abort();
			await expect( pending ).resolves.toMatchObject( {
				status: 0,
				failure: 'abort',
			} );
		}
	} );
} );

describe( 'withTimeout', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'aborts with a TimeoutError once the time is up, not before', () => {
		const signal = withTimeout( 1000 );
		jest.advanceTimersByTime( 999 );
		expect( signal.aborted ).toBe( false );
		jest.advanceTimersByTime( 1 );
		expect( signal.aborted ).toBe( true );
		expect( ( signal.reason as Error ).name ).toBe( 'TimeoutError' );
	} );

	it( 'follows the caller’s signal, at once when it had aborted already, with its reason', () => {
		const before = new AbortController();
		before.abort();
		expect( withTimeout( 1000, before.signal ).aborted ).toBe( true );

		const controller = new AbortController();
		const signal = withTimeout( 1000, controller.signal );
		controller.abort();
		expect( signal.aborted ).toBe( true );
		expect( ( signal.reason as Error ).name ).toBe( 'AbortError' );
		// The time running out later changes nothing: the request was aborted, not timed out.
		jest.advanceTimersByTime( 1000 );
		expect( ( signal.reason as Error ).name ).toBe( 'AbortError' );
	} );
} );

describe( 'jsonBody', () => {
	it( 'serialises with the JSON content type, and other headers beside it', () => {
		expect( jsonBody( { a: [ 1 ] } ) ).toEqual( {
			body: '{"a":[1]}',
			headers: { 'Content-Type': 'application/json' },
		} );
		expect( jsonBody( 1, { 'X-A': 'b' } ).headers ).toEqual( {
			'Content-Type': 'application/json',
			'X-A': 'b',
		} );
	} );
} );

describe( 'readJson', () => {
	it( 'reads JSON, null otherwise', () => {
		expect( readJson( '{"a":1}' ) ).toEqual( { a: 1 } );
		expect( readJson( '' ) ).toBeNull();
		expect( readJson( '<b>Notice</b>{"a":1}' ) ).toBeNull();
	} );
} );

describe( 'retryOnRefusedNonce', () => {
	const refused: Answer = {
		status: 403,
		body: { code: 'bad_nonce' },
		text: '',
	};
	const ok: Answer = { status: 200, body: {}, text: '{}' };

	it( 'renews the nonce and sends once more', async () => {
		const attempt = jest
			.fn()
			.mockResolvedValueOnce( refused )
			.mockResolvedValueOnce( ok );
		const renew = jest.fn().mockResolvedValue( true );
		await expect(
			retryOnRefusedNonce( attempt, 'bad_nonce', renew )
		).resolves.toBe( ok );
		expect( renew ).toHaveBeenCalledTimes( 1 );
		expect( attempt ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'gives the first answer when no fresh nonce came, or for another refusal', async () => {
		const attempt = jest.fn().mockResolvedValue( refused );
		await expect(
			retryOnRefusedNonce( attempt, 'bad_nonce', async () => false )
		).resolves.toBe( refused );
		expect( attempt ).toHaveBeenCalledTimes( 1 );
		const renew = jest.fn();
		await expect(
			retryOnRefusedNonce( attempt, 'other_code', renew )
		).resolves.toBe( refused );
		expect( renew ).not.toHaveBeenCalled();
	} );

	it( 'reads the code of error bodies only: not of another status, null or a string', async () => {
		const renew = jest.fn();
		for ( const answer of [
			{ status: 400, body: { code: 'bad_nonce' }, text: '' },
			{ status: 403, body: null, text: '' },
			{ status: 403, body: 'bad_nonce', text: '"bad_nonce"' },
			{ status: 403, body: { code: 'other' }, text: '' },
		] ) {
			await expect(
				retryOnRefusedNonce(
					jest.fn().mockResolvedValue( answer ),
					'bad_nonce',
					renew
				)
			).resolves.toBe( answer );
		}
		expect( renew ).not.toHaveBeenCalled();
	} );
} );

describe( 'readRepairedJson', () => {
	const isResult = ( value: unknown ): value is { result: string } =>
		typeof ( value as { result?: unknown } | null )?.result === 'string';

	it( 'reads well-formed JSON without a word', () => {
		const log = jest.fn();
		expect(
			readRepairedJson( '{"result":"ok"}', /{"result.*}/s, isResult, log )
		).toEqual( { result: 'ok' } );
		expect(
			readRepairedJson( '{"other":1}', /{"result.*}/s, isResult, log )
		).toBeNull();
		expect( log ).not.toHaveBeenCalled();
	} );

	it( 'cuts the object out of what was printed around it, and says so', () => {
		const log = jest.fn();
		const text =
			'Warning: x in y.php<br>{"result":"ok","n":{"a":1}}\n<!-- cache -->';
		expect(
			readRepairedJson( text, /{"result.*}/s, isResult, log )
		).toEqual( {
			result: 'ok',
			n: { a: 1 },
		} );
		expect( log ).toHaveBeenCalledWith(
			'Fixed malformed JSON. Original:',
			text
		);
	} );

	it( 'logs and gives null when it cannot be repaired', () => {
		const log = jest.fn();
		for ( const text of [
			'<html>Fatal</html>',
			'{"result":"ok"',
			'x{"result":1}',
		] ) {
			expect(
				readRepairedJson( text, /{"result.*}/s, isResult, log )
			).toBeNull();
			expect( log ).toHaveBeenLastCalledWith(
				'Unable to fix malformed JSON',
				text
			);
		}
	} );
} );
