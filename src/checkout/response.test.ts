import { parseCheckoutResponse, safeRedirect } from './response';

test( 'a well-formed answer is read as it is', () => {
	const log = jest.fn();
	expect(
		parseCheckoutResponse(
			'{"result":"success","redirect":"https://shop.test/done"}',
			log
		)
	).toEqual( { result: 'success', redirect: 'https://shop.test/done' } );
	expect( log ).not.toHaveBeenCalled();
} );

test( 'output printed around the JSON is repaired by extracting the result object', () => {
	const log = jest.fn();
	const text =
		'<br /><b>Notice</b>: something<br />{"result":"failure","messages":"<ul><li>x</li></ul>","refresh":true}';
	expect( parseCheckoutResponse( text, log ) ).toEqual( {
		result: 'failure',
		messages: '<ul><li>x</li></ul>',
		refresh: true,
	} );
	expect( log ).toHaveBeenCalledWith(
		'Fixed malformed JSON. Original:',
		text
	);
} );

test( 'an answer that cannot be repaired is logged and gives null', () => {
	const log = jest.fn();
	expect(
		parseCheckoutResponse( '<html>Fatal error</html>', log )
	).toBeNull();
	expect( parseCheckoutResponse( '{"result":"success"', log ) ).toBeNull();
	expect( parseCheckoutResponse( '{"other":1}', log ) ).toBeNull();
	expect( log ).toHaveBeenCalledWith(
		'Unable to fix malformed JSON',
		'<html>Fatal error</html>'
	);
} );

test( 'redirects are followed only to http and https addresses', () => {
	const base = 'https://shop.test/checkout/';
	expect(
		safeRedirect( 'https://shop.test/order-received/5/?key=k', base )
	).toBe( 'https://shop.test/order-received/5/?key=k' );
	expect( safeRedirect( '/order-received/5/%3Fx', base ) ).toBe(
		'https://shop.test/order-received/5/%3Fx'
	);

	expect( safeRedirect( 'javascript:alert(1)', base ) ).toBeNull();
	expect( safeRedirect( '%E0%A4%A', base ) ).toBeNull();
} );
