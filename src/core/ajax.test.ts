import { ajaxClient, callAjax, renewNonce, withQuery } from './ajax';
import { jsonBody } from './http';
import { fakeFetch, stubFetch } from '../test-support/fetch';

const TEMPLATE = '/?vitrine-ajax=%%endpoint%%';

describe( 'ajaxClient', () => {
	it( 'builds URLs from the %%endpoint%% template', async () => {
		const fetcher = fakeFetch( { body: {} } );
		const client = ajaxClient(
			'/shop/?vitrine-ajax=%%endpoint%%&lang=fr',
			'n'
		);
		await client.get( 'add_to_cart' );
		expect( fetcher.requests[ 0 ].url ).toBe(
			'/shop/?vitrine-ajax=add_to_cart&lang=fr'
		);
	} );

	it( 'posts form-encoded fields with the nonce in X-Vitrine-Nonce', async () => {
		const fetcher = fakeFetch( {
			body: { fragments: {}, cart_hash: 'h', cart_count: 1 },
		} );
		const client = ajaxClient( TEMPLATE, 'nonce-1' );

		const result = await client.post( 'add_to_cart', {
			product_id: '12',
			quantity: '2',
		} );

		expect( result ).toMatchObject( {
			status: 200,
			body: { fragments: {}, cart_hash: 'h', cart_count: 1 },
		} );
		expect( result.failure ).toBeUndefined();
		expect( fetcher.requests ).toEqual( [
			{
				url: '/?vitrine-ajax=add_to_cart',
				method: 'POST',
				headers: {
					Accept: 'application/json',
					'X-Vitrine-Nonce': 'nonce-1',
				},
				body: 'product_id=12&quantity=2',
			},
		] );
	} );

	it( 'sends read-only calls without a nonce', async () => {
		const fetcher = fakeFetch( { body: { fragments: {} } } );
		await ajaxClient( TEMPLATE, 'nonce-1' ).get(
			'get_refreshed_fragments'
		);

		expect( fetcher.requests[ 0 ].method ).toBe( 'GET' );
		expect( fetcher.requests[ 0 ].headers ).not.toHaveProperty(
			'X-Vitrine-Nonce'
		);
	} );

	it( 'fetches a fresh nonce once when the server refuses it, then retries with it', async () => {
		const refused = {
			status: 403,
			body: { code: 'vitrine_ajax_invalid_nonce', message: 'Expired.' },
		};
		const fetcher = fakeFetch(
			refused,
			{ body: { nonce: 'fresh' } },
			{ body: { fragments: { a: 'b' }, cart_hash: 'h2' } },
			{ body: { fragments: {} } }
		);
		const client = ajaxClient( TEMPLATE, 'stale' );

		const result = await client.post( 'remove_from_cart', {
			cart_item_key: 'k',
		} );
		await client.post( 'remove_from_cart', { cart_item_key: 'k2' } );

		expect( result.status ).toBe( 200 );
		expect(
			fetcher.requests.map( ( r ) => [
				r.url,
				r.headers[ 'X-Vitrine-Nonce' ],
			] )
		).toEqual( [
			[ '/?vitrine-ajax=remove_from_cart', 'stale' ],
			[ '/?vitrine-ajax=refresh_cart_nonce', undefined ],
			[ '/?vitrine-ajax=remove_from_cart', 'fresh' ],
			[ '/?vitrine-ajax=remove_from_cart', 'fresh' ],
		] );
	} );

	it( 'retries only once, and not for other 403s', async () => {
		const refused = {
			status: 403,
			body: { code: 'vitrine_ajax_invalid_nonce', message: 'Expired.' },
		};
		const fetcher = fakeFetch(
			refused,
			{ body: { nonce: 'fresh' } },
			refused,
			{
				status: 403,
				body: { code: 'vitrine_forbidden', message: 'No.' },
			}
		);
		const client = ajaxClient( TEMPLATE, 'stale' );

		const first = await client.post( 'add_to_cart', { product_id: '1' } );
		const second = await client.post( 'add_to_cart', { product_id: '1' } );

		expect( first.status ).toBe( 403 );
		expect( second.body ).toEqual( {
			code: 'vitrine_forbidden',
			message: 'No.',
		} );
		expect( fetcher.requests ).toHaveLength( 4 );
	} );

	it( 'answers status 0 on a network failure and a null body for a non-JSON answer', async () => {
		fakeFetch( { networkError: true }, { status: 502 } );
		const client = ajaxClient( TEMPLATE, 'n' );

		await expect(
			client.post( 'add_to_cart', { product_id: '1' } )
		).resolves.toEqual( {
			status: 0,
			body: null,
			text: '',
			failure: 'network',
		} );
		await expect(
			client.get( 'get_refreshed_fragments' )
		).resolves.toMatchObject( {
			status: 502,
			body: null,
			text: '',
		} );
	} );
} );

describe( 'withQuery', () => {
	it( 'appends form-encoded arguments to the template, whose endpoint callAjax fills in', async () => {
		const fetcher = fakeFetch( { body: {} } );
		await callAjax(
			withQuery( TEMPLATE, { id: 12, size: 6 } ),
			'get_reviews'
		);
		expect( fetcher.requests[ 0 ].url ).toBe(
			'/?vitrine-ajax=get_reviews&id=12&size=6'
		);
		expect( withQuery( TEMPLATE, { id: 3, q: 'a b&c' } ) ).toBe(
			'/?vitrine-ajax=%%endpoint%%&id=3&q=a+b%26c'
		);
	} );
} );

describe( 'renewNonce', () => {
	it( 'keeps the nonce the refresh endpoint hands out', async () => {
		const fetcher = fakeFetch( { body: { nonce: 'fresh' } } );
		const keep = jest.fn();
		await expect(
			renewNonce( TEMPLATE, 'refresh_nonce', keep )
		).resolves.toBe( true );
		expect( keep ).toHaveBeenCalledWith( 'fresh' );
		expect( fetcher.requests ).toEqual( [
			{
				url: '/?vitrine-ajax=refresh_nonce',
				method: 'GET',
				headers: { Accept: 'application/json' },
				body: '',
			},
		] );
	} );

	it.each( [
		[ 'an error', { status: 403, body: { nonce: 'x', code: 'y' } } ],
		[ 'no nonce', { body: { other: 'x' } } ],
		[ 'a nonce that is not a string', { body: { nonce: 5 } } ],
		[ 'a network failure', { networkError: true } ],
	] )( 'keeps nothing on %s', async ( _name, answer ) => {
		fakeFetch( answer );
		const keep = jest.fn();
		await expect(
			renewNonce( TEMPLATE, 'refresh_cart_nonce', keep )
		).resolves.toBe( false );
		expect( keep ).not.toHaveBeenCalled();
	} );
} );

describe( 'callAjax', () => {
	it( 'sends a GET without nonce or body by default', async () => {
		const fetcher = fakeFetch( { body: { ok: 1 } } );
		const answer = await callAjax( TEMPLATE, 'get_refreshed_fragments' );
		expect( answer.body ).toEqual( { ok: 1 } );
		expect( fetcher.requests ).toEqual( [
			{
				url: '/?vitrine-ajax=get_refreshed_fragments',
				method: 'GET',
				headers: { Accept: 'application/json' },
				body: '',
			},
		] );
	} );

	it( 'sends a form body with the nonce header', async () => {
		const fetcher = fakeFetch( { body: {} } );
		await callAjax( TEMPLATE, 'apply_coupon', {
			method: 'POST',
			headers: { 'X-Vitrine-Nonce': 'n1' },
			body: new URLSearchParams( { coupon_code: 'SAVE 10' } ),
		} );
		expect( fetcher.requests[ 0 ] ).toEqual( {
			url: '/?vitrine-ajax=apply_coupon',
			method: 'POST',
			headers: {
				Accept: 'application/json',
				'X-Vitrine-Nonce': 'n1',
			},
			body: 'coupon_code=SAVE+10',
		} );
	} );

	it( 'passes a FormData body as it is (the security field inside)', async () => {
		const fetcher = stubFetch(
			jest.fn().mockResolvedValue( {
				status: 200,
				text: () => Promise.resolve( '{}' ),
			} )
		);
		const form = new FormData();
		form.append( 'security', 'n2' );
		await callAjax( TEMPLATE, 'checkout', {
			method: 'POST',
			body: form,
		} );
		expect( fetcher.mock.calls[ 0 ][ 1 ].body ).toBe( form );
		expect( fetcher.mock.calls[ 0 ][ 1 ].headers ).toEqual( {
			Accept: 'application/json',
		} );
	} );

	it( 'sends a JSON body with its content type, and the nonce beside it', async () => {
		const fetcher = fakeFetch( { body: {} } );
		await callAjax( TEMPLATE, 'save', {
			method: 'POST',
			...jsonBody( { a: [ 1, 'b' ] }, { 'X-Vitrine-Nonce': 'n3' } ),
		} );
		expect( fetcher.requests[ 0 ] ).toEqual( {
			url: '/?vitrine-ajax=save',
			method: 'POST',
			headers: {
				Accept: 'application/json',
				'X-Vitrine-Nonce': 'n3',
				'Content-Type': 'application/json',
			},
			body: '{"a":[1,"b"]}',
		} );
	} );
} );
