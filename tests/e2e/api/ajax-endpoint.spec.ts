/**
 * The light ajax endpoint ?vitrine-ajax=%%endpoint%%, over real HTTP.
 */
import { test, expect } from '../support/fixtures';

test( 'an unknown endpoint answers a 404 JSON error', async ( { request } ) => {
	const response = await request.post( '/?vitrine-ajax=no_such_endpoint' );

	expect( response.status() ).toBe( 404 );
	expect( response.headers()[ 'content-type' ] ).toContain(
		'application/json'
	);
	const body = await response.json();
	expect( body.code ).toBe( 'vitrine_ajax_unknown_endpoint' );
	expect( body.message ).toBeTruthy();
} );

test( 'a wrong method answers 405 with Allow', async ( { request } ) => {
	const response = await request.post( '/?vitrine-ajax=refresh_nonce' );

	expect( response.status() ).toBe( 405 );
	expect( response.headers().allow ).toBe( 'GET' );
	expect( ( await response.json() ).code ).toBe(
		'vitrine_ajax_method_not_allowed'
	);
} );

test( 'it answers before the theme renders, and is never cached', async ( {
	request,
} ) => {
	const response = await request.get( '/?vitrine-ajax=refresh_nonce' );

	expect( response.status() ).toBe( 200 );
	expect( response.headers()[ 'cache-control' ] ).toContain( 'no-store' );
	const text = await response.text();
	expect( text ).not.toContain( '<html' );
	expect( JSON.parse( text ).nonce ).toMatch( /^[a-f0-9]{10}$/ );
} );
