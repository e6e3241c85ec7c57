import { AjaxClient, hasCode } from './ajax';
import { fakeFetch } from './fake-fetch';

const TEMPLATE = '/?vitrine-ajax=%%endpoint%%';

describe( 'AjaxClient', () => {
	it( 'builds URLs from the %%endpoint%% template', () => {
		const client = new AjaxClient(
			'/shop/?vitrine-ajax=%%endpoint%%&lang=fr',
			'n',
			fakeFetch()
		);
		expect( client.url( 'add_to_cart' ) ).toBe(
			'/shop/?vitrine-ajax=add_to_cart&lang=fr'
		);
	} );

	it( 'posts form-encoded fields with the nonce in X-Vitrine-Nonce', async () => {
		const fetcher = fakeFetch( {
			body: { fragments: {}, cart_hash: 'h', cart_count: 1 },
		} );
		const client = new AjaxClient( TEMPLATE, 'nonce-1', fetcher );

		const result = await client.post( 'add_to_cart', {
			product_id: '12',
			quantity: '2',
		} );

		expect( result ).toEqual( {
			status: 200,
			body: { fragments: {}, cart_hash: 'h', cart_count: 1 },
		} );
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
		await new AjaxClient( TEMPLATE, 'nonce-1', fetcher ).get(
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
		const client = new AjaxClient( TEMPLATE, 'stale', fetcher );

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
			{ status: 403, body: { code: 'vitrine_forbidden', message: 'No.' } }
		);
		const client = new AjaxClient( TEMPLATE, 'stale', fetcher );

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
		const fetcher = fakeFetch( { networkError: true }, { status: 502 } );
		const client = new AjaxClient( TEMPLATE, 'n', fetcher );

		await expect(
			client.post( 'add_to_cart', { product_id: '1' } )
		).resolves.toEqual( { status: 0, body: null } );
		await expect(
			client.get( 'get_refreshed_fragments' )
		).resolves.toEqual( { status: 502, body: null } );
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
