/**
 * The document of the widget preview frame.
 */
import { previewDocument } from './preview';

describe( 'previewDocument', () => {
	it( 'links each stylesheet, escaped, and keeps the widget HTML as it is', () => {
		const html = previewDocument(
			'<section class="vitrine-reviews">Hi</section>',
			[ 'https://shop.test/build/reviews.css?ver=1&x="y"' ],
			'rtl',
			'ar'
		);

		expect( html ).toContain(
			'<link rel="stylesheet" href="https://shop.test/build/reviews.css?ver=1&amp;x=&quot;y&quot;">'
		);
		expect( html ).toContain( '<html lang="ar" dir="rtl">' );
		expect( html ).toContain(
			'<main><section class="vitrine-reviews">Hi</section></main>'
		);
	} );

	it( 'has no script', () => {
		expect(
			previewDocument( '<p>x</p>', [ 'a.css' ], 'ltr', 'en' )
		).not.toContain( '<script' );
	} );
} );
