import { stubFetch } from '../../test-support/fetch';
import { fetchEmbed } from './embed';

const TEMPLATE = '/?vitrine-ajax=%%endpoint%%';

function answer( status: number, body: unknown ) {
	return jest.fn().mockResolvedValue( {
		status,
		text: () => Promise.resolve( JSON.stringify( body ) ),
	} );
}

test( 'builds the address from the template', async () => {
	const fetcher = stubFetch( answer( 200, { data: '' } ) );
	await fetchEmbed( TEMPLATE, 12, 'sidebar' );
	await fetchEmbed( '/fr/?vitrine-ajax=%%endpoint%%&lang=fr', 3, 'popup' );
	expect( fetcher.mock.calls.map( ( call ) => call[ 0 ] ) ).toEqual( [
		'/?vitrine-ajax=reviews_embed&id=12&view_mode=sidebar',
		'/fr/?vitrine-ajax=reviews_embed&lang=fr&id=3&view_mode=popup',
	] );
} );

test( 'a 200 answer gives its data, with a POST', async () => {
	const fetcher = stubFetch( answer( 200, { data: '<dialog></dialog>' } ) );
	await expect( fetchEmbed( TEMPLATE, 12, 'popup' ) ).resolves.toBe(
		'<dialog></dialog>'
	);
	expect( fetcher ).toHaveBeenCalledWith(
		'/?vitrine-ajax=reviews_embed&id=12&view_mode=popup',
		expect.objectContaining( { method: 'POST' } )
	);
} );

test.each( [
	[ 'a 404', answer( 404, { data: '<dialog></dialog>' } ) ],
	[ 'a 500', answer( 500, { code: 'x', message: 'y' } ) ],
	[ 'a 204', answer( 204, null ) ],
	[ 'a 200 of another shape', answer( 200, { html: '<dialog></dialog>' } ) ],
	[
		'a 200 that is not JSON',
		jest.fn().mockResolvedValue( {
			status: 200,
			text: () => Promise.resolve( 'bad' ),
		} ),
	],
	[
		'a network failure',
		jest.fn().mockRejectedValue( new TypeError( 'offline' ) ),
	],
] )( '%s is ignored', async ( _name, fetcher ) => {
	stubFetch( fetcher );
	await expect( fetchEmbed( TEMPLATE, 12, 'popup' ) ).resolves.toBeNull();
} );
