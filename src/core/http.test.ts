import {
	hasCode,
	readJson,
	readRepairedJson,
	retryOnRefusedNonce,
	send,
	jsonBody,
	withTimeout,
	type Answer,
	type FetchLike,
} from './http';
import { fakeFetch } from '../cart/fake-fetch';

/**
 * A fetch that answers only when its signal aborts, rejecting as fetch does.
 */
function hangingFetch(): jest.Mock<
	Promise< Response >,
	Parameters< FetchLike >
> {
	return jest.fn(
		( _url: string, init: RequestInit ) =>
			new Promise< Response >( ( _resolve, reject ) => {
				init.signal?.addEventListener( 'abort', () =>
					reject( new DOMException( 'Aborted', 'AbortError' ) )
				);
			} )
	);
}

describe( 'send', () => {
	it( 'sends same-origin, accepts JSON, and reads status, text, JSON and headers', async () => {
		const fetcher = fakeFetch( {
			status: 201,
			body: { id: 4 },
			headers: { 'X-WP-Nonce': 'n' },
		} );
		const answer = await send( '/x', {
			method: 'POST',
			headers: { 'X-A': 'b' },
			body: 'raw',
			fetcher,
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

	it( 'passes credentials and the caller’s signal as they are', async () => {
		const fetcher = jest.fn().mockResolvedValue( {
			status: 200,
			text: () => Promise.resolve( '' ),
		} );
		await send( '/x', { fetcher } );
		const init = fetcher.mock.calls[ 0 ][ 1 ];
		expect( init.credentials ).toBe( 'same-origin' );
		// No method: fetch sends a GET.
		expect( init.method ).toBeUndefined();
		expect( init.signal ).toBeUndefined();

		const controller = new AbortController();
		await send( '/x', { signal: controller.signal, fetcher } );
		expect( fetcher.mock.calls[ 1 ][ 1 ].signal ).toBe( controller.signal );
	} );

	it( 'keeps error statuses with their JSON body, and null for a body that is not JSON', async () => {
		const fetcher = fakeFetch(
			{ status: 403, body: { code: 'x', message: 'No.' } },
			{ status: 500 }
		);
		await expect( send( '/a', { fetcher } ) ).resolves.toMatchObject( {
			status: 403,
			body: { code: 'x', message: 'No.' },
		} );
		const empty = await send( '/b', { fetcher } );
		expect( empty ).toMatchObject( { status: 500, body: null, text: '' } );
		expect( empty.failure ).toBeUndefined();
	} );

	it( 'answers status 0, failure network, when fetch fails', async () => {
		const fetcher = fakeFetch( { networkError: true } );
		await expect( send( '/x', { fetcher } ) ).resolves.toEqual( {
			status: 0,
			body: null,
			text: '',
			failure: 'network',
		} );
	} );

	it( 'answers failure network when the body cannot be read', async () => {
		const fetcher = jest.fn().mockResolvedValue( {
			status: 200,
			text: () => Promise.reject( new TypeError( 'network error' ) ),
		} );
		await expect( send( '/x', { fetcher } ) ).resolves.toMatchObject( {
			status: 0,
			failure: 'network',
		} );
	} );

	it( 'gives up after the timeout, failure timeout', async () => {
		const fetcher = hangingFetch();
		const answer = await send( '/x', {
			signal: withTimeout( 10 ),
			fetcher,
		} );
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
			const fetcher = hangingFetch();
			const pending = send( '/x', {
				signal: timed
					? withTimeout( 10_000, controller.signal )
					: controller.signal,
				fetcher,
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

	it( 'follows the caller’s signal, at once when it had aborted already, and drops its timer', () => {
		const before = new AbortController();
		before.abort();
		expect( withTimeout( 1000, before.signal ).aborted ).toBe( true );

		const controller = new AbortController();
		const signal = withTimeout( 1000, controller.signal );
		controller.abort();
		expect( signal.aborted ).toBe( true );
		expect( ( signal.reason as Error ).name ).toBe( 'AbortError' );
		expect( jest.getTimerCount() ).toBe( 0 );
	} );
} );

describe( 'jsonBody', () => {
	it( 'serialises with the JSON content type', () => {
		expect( jsonBody( { a: [ 1 ] } ) ).toEqual( {
			body: '{"a":[1]}',
			headers: { 'Content-Type': 'application/json' },
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

describe( 'hasCode', () => {
	it( 'checks an error body’s code', () => {
		expect( hasCode( { code: 'x' }, 'x' ) ).toBe( true );
		expect( hasCode( { code: 'y' }, 'x' ) ).toBe( false );
		expect( hasCode( null, 'x' ) ).toBe( false );
		expect( hasCode( 'x', 'x' ) ).toBe( false );
	} );
} );

describe( 'retryOnRefusedNonce', () => {
	const refused: Answer = {
		status: 403,
		body: { code: 'bad_nonce' },
		text: '',
	};
	const ok: Answer = { status: 200, body: {}, text: '{}' };

	it( 'refreshes, keeps the fresh nonce and sends once more', async () => {
		const attempt = jest
			.fn()
			.mockResolvedValueOnce( refused )
			.mockResolvedValueOnce( ok );
		const keep = jest.fn();
		await expect(
			retryOnRefusedNonce(
				attempt,
				'bad_nonce',
				async () => 'fresh',
				keep
			)
		).resolves.toBe( ok );
		expect( keep ).toHaveBeenCalledWith( 'fresh' );
		expect( attempt ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'gives the first answer when no fresh nonce came, or for another refusal', async () => {
		const keep = jest.fn();
		const attempt = jest.fn().mockResolvedValue( refused );
		await expect(
			retryOnRefusedNonce( attempt, 'bad_nonce', async () => null, keep )
		).resolves.toBe( refused );
		const refresh = jest.fn();
		await expect(
			retryOnRefusedNonce( attempt, 'other_code', refresh, keep )
		).resolves.toBe( refused );
		expect( refresh ).not.toHaveBeenCalled();
		expect( keep ).not.toHaveBeenCalled();
	} );
} );

describe( 'readRepairedJson', () => {
	const isResult = ( value: unknown ): value is { result: string } =>
		typeof ( value as { result?: unknown } | null )?.result === 'string';

	it( 'reads well-formed JSON without a word', () => {
		const log = jest.fn();
		expect(
			readRepairedJson( '{"result":"ok"}', 'result', isResult, log )
		).toEqual( { result: 'ok' } );
		expect(
			readRepairedJson( '{"other":1}', 'result', isResult, log )
		).toBeNull();
		expect( log ).not.toHaveBeenCalled();
	} );

	it( 'cuts the object out of what was printed around it, and says so', () => {
		const log = jest.fn();
		const text =
			'Warning: x in y.php<br>{"result":"ok","n":{"a":1}}\n<!-- cache -->';
		expect( readRepairedJson( text, 'result', isResult, log ) ).toEqual( {
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
				readRepairedJson( text, 'result', isResult, log )
			).toBeNull();
			expect( log ).toHaveBeenLastCalledWith(
				'Unable to fix malformed JSON',
				text
			);
		}
	} );
} );
