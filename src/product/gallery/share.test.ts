/**
 * The lightbox's share links and share window.
 */
import { shareLinks, shareWindowFeatures } from './share';
import { installProductStrings } from '../test-strings';

beforeAll( installProductStrings );

describe( 'shareLinks', () => {
	it( 'shares the page on Facebook, Twitter and Pinterest, and downloads the image', () => {
		const links = shareLinks(
			'https://shop.test/product/tee/?a=1&b=2',
			'https://shop.test/uploads/tee red.jpg',
			'Tee & co'
		);

		expect( links.map( ( link ) => link.id ) ).toEqual( [
			'facebook',
			'twitter',
			'pinterest',
			'download',
		] );
		expect( links[ 0 ].href ).toBe(
			'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fshop.test%2Fproduct%2Ftee%2F%3Fa%3D1%26b%3D2'
		);
		expect( links[ 1 ].href ).toBe(
			'https://twitter.com/intent/tweet?text=Tee%20%26%20co&url=https%3A%2F%2Fshop.test%2Fproduct%2Ftee%2F%3Fa%3D1%26b%3D2'
		);
		expect( links[ 2 ].href ).toBe(
			'https://www.pinterest.com/pin/create/button/?url=https%3A%2F%2Fshop.test%2Fproduct%2Ftee%2F%3Fa%3D1%26b%3D2&media=https%3A%2F%2Fshop.test%2Fuploads%2Ftee%20red.jpg&description=Tee%20%26%20co'
		);
		expect( links[ 3 ] ).toMatchObject( {
			href: 'https://shop.test/uploads/tee red.jpg',
			popup: false,
			label: 'Download image',
		} );
		expect( links.slice( 0, 3 ).every( ( link ) => link.popup ) ).toBe(
			true
		);
	} );
} );

describe( 'shareWindowFeatures', () => {
	it( 'opens 550 x 420, 100 px from the top, centred on the screen', () => {
		expect( shareWindowFeatures( 550, 420, 1920 ) ).toBe(
			'scrollbars=yes,resizable=yes,toolbar=no,location=yes,width=550,height=420,top=100,left=685'
		);
	} );

	it( 'opens 100 px from the left when the screen width is unknown', () => {
		expect( shareWindowFeatures( 550, 420 ) ).toContain(
			'width=550,height=420,top=100,left=100'
		);
	} );
} );
