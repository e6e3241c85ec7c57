import { stubFetch } from '../../test-support/fetch';
import { fetchReviews } from './load';

const TEMPLATE = '/?vitrine-ajax=%%endpoint%%';
const REVIEW = {
	id: 7,
	author_name: 'Ann',
	author_avatar: '',
	author_url: '',
	time: 1768000000,
	rating: 4.5,
	provider: 'google',
	text: 'Good.',
	media: [],
	reply: '',
};

function answer( status: number, body: unknown ) {
	return jest.fn().mockResolvedValue( {
		status,
		text: () => Promise.resolve( JSON.stringify( body ) ),
	} );
}

test( 'builds the address with id, offset and size', async () => {
	const fetcher = stubFetch( answer( 200, { reviews: [] } ) );
	await fetchReviews( '/?vitrine-ajax=%%endpoint%%&lang=fr', 3, 0, 1 );
	expect( fetcher.mock.calls[ 0 ][ 0 ] ).toBe(
		'/?vitrine-ajax=get_reviews&lang=fr&id=3&offset=0&size=1'
	);
} );

test( 'a 200 answer gives its reviews; the call is a JSON POST with no body', async () => {
	const fetcher = stubFetch(
		answer( 200, { reviews: [ REVIEW ], total: 9 } )
	);
	await expect( fetchReviews( TEMPLATE, 12, 6, 6 ) ).resolves.toEqual( [
		REVIEW,
	] );
	const [ url, init ] = fetcher.mock.calls[ 0 ];
	expect( url ).toBe( '/?vitrine-ajax=get_reviews&id=12&offset=6&size=6' );
	expect( init.method ).toBe( 'POST' );
	expect( init.headers[ 'Content-Type' ] ).toBe( 'application/json' );
	expect( init.body ).toBeUndefined();
} );

test( 'entries of another shape are left out', async () => {
	stubFetch(
		answer( 200, {
			reviews: [ REVIEW, { id: 'x' }, null, { ...REVIEW, media: 'no' } ],
		} )
	);
	await expect( fetchReviews( TEMPLATE, 1, 0, 4 ) ).resolves.toEqual( [
		REVIEW,
	] );
} );

test.each( [
	[ 'a 404', answer( 404, { code: 'vitrine_reviews_unknown_widget' } ) ],
	[ 'a 400', answer( 400, { code: 'rest_invalid_param' } ) ],
	[ 'a 500', answer( 500, {} ) ],
	[ 'a 201', answer( 201, { reviews: [ REVIEW ] } ) ],
	[ 'a 200 without reviews', answer( 200, { data: [] } ) ],
	[
		'a 200 that is not JSON',
		jest.fn().mockResolvedValue( {
			status: 200,
			text: () => Promise.resolve( '<p>Fatal error</p>' ),
		} ),
	],
	[
		'a network failure',
		jest.fn().mockRejectedValue( new TypeError( 'Failed to fetch' ) ),
	],
] )( '%s is ignored: null, no throw', async ( _name, fetcher ) => {
	stubFetch( fetcher );
	await expect( fetchReviews( TEMPLATE, 1, 0, 6 ) ).resolves.toBeNull();
} );
