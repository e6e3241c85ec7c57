import { fakeFetch } from '../test-support/fetch';
import { keepRestNonce, restClient, restNonce, takeUpRestNonce } from './rest';

const BASE = '/wp-json/vitrine/v1/';

describe( 'the nonce holder', () => {
	it( 'takes up X-WP-Nonce, and keeps the last one when an answer has none', () => {
		keepRestNonce( 'page' );
		expect(
			takeUpRestNonce( new Headers( { 'X-WP-Nonce': 'fresh' } ) )
		).toBe( 'fresh' );
		expect( takeUpRestNonce( new Headers() ) ).toBeNull();
		expect( takeUpRestNonce( undefined ) ).toBeNull();
		expect( restNonce() ).toBe( 'fresh' );
	} );
} );

describe( 'restClient', () => {
	it( 'GETs with the page’s nonce and takes up the nonce of every answer', async () => {
		const fetcher = fakeFetch(
			{ body: { items: [] }, headers: { 'X-WP-Nonce': 'next' } },
			{
				status: 400,
				body: { code: 'x' },
				headers: { 'X-WP-Nonce': 'n3' },
			},
			{ body: {} }
		);
		const client = restClient( BASE, 'page', jest.fn() );

		await expect( client.get( 'cart' ) ).resolves.toMatchObject( {
			status: 200,
			body: { items: [] },
		} );
		expect( restNonce() ).toBe( 'next' );
		await client.post( 'cart/update-item', { key: 'k', quantity: 2 } );
		await client.get( 'cart' );

		expect( fetcher.requests ).toEqual( [
			{
				url: BASE + 'cart',
				method: 'GET',
				headers: { Accept: 'application/json', 'X-WP-Nonce': 'page' },
				body: '',
			},
			{
				url: BASE + 'cart/update-item',
				method: 'POST',
				headers: {
					Accept: 'application/json',
					'X-WP-Nonce': 'next',
					'Content-Type': 'application/json',
				},
				body: '{"key":"k","quantity":2}',
			},
			{
				url: BASE + 'cart',
				method: 'GET',
				headers: { Accept: 'application/json', 'X-WP-Nonce': 'n3' },
				body: '',
			},
		] );
	} );

	it( 'replaces a refused nonce once, then sends again', async () => {
		const refused = {
			status: 403,
			body: { code: 'vitrine_rest_invalid_nonce', message: 'Expired.' },
		};
		const fetcher = fakeFetch( refused, { body: { ok: true } }, refused );
		const renew = jest
			.fn()
			.mockImplementationOnce( async () => {
				keepRestNonce( 'fresh' );
				return true;
			} )
			.mockResolvedValueOnce( false );
		const client = restClient( BASE, 'stale', renew );

		await expect(
			client.post( 'cart/remove-item', { key: 'k' } )
		).resolves.toMatchObject( { status: 200, body: { ok: true } } );
		expect(
			fetcher.requests.map( ( r ) => r.headers[ 'X-WP-Nonce' ] )
		).toEqual( [ 'stale', 'fresh' ] );

		// No fresh nonce to be had: the refusal is the answer.
		await expect(
			client.post( 'cart/remove-item', { key: 'k' } )
		).resolves.toMatchObject( { status: 403 } );
		expect( renew ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'answers status 0 with the failure when the request did not reach the server', async () => {
		fakeFetch( { networkError: true } );
		const client = restClient( BASE, 'n', jest.fn() );
		await expect( client.get( 'cart' ) ).resolves.toEqual( {
			status: 0,
			body: null,
			text: '',
			failure: 'network',
		} );
		expect( restNonce() ).toBe( 'n' );
	} );
} );
