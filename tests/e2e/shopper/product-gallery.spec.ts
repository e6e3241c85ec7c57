/**
 * The product gallery (docs/spec/storefront-and-reviews.md, "Product gallery", sections 8 and 9;
 * issue 3, section 3): the slider for more than one image, the zoom, the lightbox with counter,
 * zoom, fullscreen and share panel, by mouse and by keyboard, one image preloaded on each side,
 * and images that fail to load.
 */
import { test, expect, type Page } from '../support/fixtures';
import {
	collectPageErrors,
	createProduct,
	expectNoAxeViolations,
	updateSettings,
} from '../support/wordpress';
import {
	requestedScripts,
	switchTheme,
	tabTo,
	THEMES,
	unique,
} from './product-helpers';

const GALLERY_NAME = unique( 'Gallery vase' );
const FIVE_NAME = unique( 'Five views' );
const SMALL_NAME = unique( 'Small print' );

let gallery: { permalink: string };
let five: { permalink: string };
let small: { permalink: string };

test.beforeAll( async () => {
	gallery = await createProduct( {
		name: GALLERY_NAME,
		regular_price: '30.00',
		images: 3,
		image_width: 1600,
		image_height: 1200,
	} );
	five = await createProduct( {
		name: FIVE_NAME,
		regular_price: '30.00',
		images: 5,
		image_width: 1400,
		image_height: 1000,
	} );
	small = await createProduct( {
		name: SMALL_NAME,
		regular_price: '5.00',
		images: 1,
		image_width: 320,
		image_height: 320,
	} );
} );

const lightbox = ( page: Page ) => page.locator( '.pswp' );
/**
 * Waits until the lightbox is open and listens to the keyboard.
 *
 * @param page The page.
 */
const lightboxReady = ( page: Page ) =>
	expect( page.locator( '.pswp.vitrine-lightbox--open' ) ).toHaveCount( 1 );
const slide = ( page: Page, n: number ) =>
	page.locator( '.vitrine-product-gallery__slide' ).nth( n - 1 );

/**
 * The full image's address of slide n.
 *
 * @param page The page.
 * @param n    1-based.
 */
function largeImage( page: Page, n: number ): Promise< string > {
	return slide( page, n )
		.locator( 'img.vitrine-product-gallery__img' )
		.evaluate(
			( img ) => ( img as HTMLImageElement ).dataset.large_image ?? ''
		);
}

test.describe( 'slider', () => {
	test( 'several images slide with buttons and thumbnails, by mouse', async ( {
		page,
	} ) => {
		const errors = collectPageErrors( page );
		await page.goto( gallery.permalink );
		const root = page.locator( '.vitrine-product-gallery' );
		await expect( root ).toHaveClass( /is-slider/ );
		const carousel = page.getByRole( 'region', { name: 'Product images' } );
		await expect( carousel ).toHaveAttribute(
			'aria-roledescription',
			'carousel'
		);

		const thumbs = page.getByRole( 'button', {
			name: /^Show image \d of 3$/,
		} );
		await expect( thumbs ).toHaveCount( 3 );
		await expect( thumbs.nth( 0 ) ).toHaveAttribute(
			'aria-current',
			'true'
		);
		await expect(
			page.getByRole( 'button', { name: 'Previous image' } )
		).toHaveAttribute( 'aria-disabled', 'true' );

		await page.getByRole( 'button', { name: 'Next image' } ).click();
		await expect( slide( page, 2 ) ).toHaveClass( /is-active/ );
		await expect( thumbs.nth( 1 ) ).toHaveAttribute(
			'aria-current',
			'true'
		);
		await expect( slide( page, 1 ) ).toHaveJSProperty( 'inert', true );

		await thumbs.nth( 2 ).click();
		await expect( slide( page, 3 ) ).toHaveClass( /is-active/ );
		await expect(
			page.getByRole( 'button', { name: 'Next image' } )
		).toHaveAttribute( 'aria-disabled', 'true' );
		await expect( slide( page, 3 ) ).toBeInViewport();
		expect( errors ).toEqual( [] );
	} );

	test( 'several images slide by keyboard', async ( { page } ) => {
		await page.goto( gallery.permalink );
		await expect( page.locator( '.vitrine-product-gallery' ) ).toHaveClass(
			/is-slider/
		);

		await tabTo( page, page.getByRole( 'button', { name: 'Next image' } ) );
		await page.keyboard.press( 'Enter' );
		await expect( slide( page, 2 ) ).toHaveClass( /is-active/ );

		await tabTo(
			page,
			page.getByRole( 'button', { name: 'Show image 3 of 3' } )
		);
		await page.keyboard.press( 'Space' );
		await expect( slide( page, 3 ) ).toHaveClass( /is-active/ );

		// Arrow keys inside the carousel move the slides and the focus along.
		await slide( page, 3 ).locator( 'a' ).focus();
		await page.keyboard.press( 'ArrowLeft' );
		await expect( slide( page, 2 ) ).toHaveClass( /is-active/ );
		await expect( slide( page, 2 ).locator( 'a' ) ).toBeFocused();
		await page.keyboard.press( 'Home' );
		await expect( slide( page, 1 ) ).toHaveClass( /is-active/ );
		await expect( slide( page, 1 ).locator( 'a' ) ).toBeFocused();
	} );

	test( 'one image gets no slider, no thumbnails and no swiper', async ( {
		page,
	} ) => {
		const scripts = requestedScripts( page );
		await page.goto( small.permalink );

		await expect(
			page.locator( '.vitrine-product-gallery__trigger' )
		).toBeVisible();
		await expect(
			page.locator( '.vitrine-product-gallery' )
		).not.toHaveClass( /is-slider/ );
		await expect(
			page.locator( '.vitrine-product-gallery__thumbs' )
		).toHaveCount( 0 );
		expect( scripts.filter( ( url ) => url.includes( 'swiper' ) ) ).toEqual(
			[]
		);
	} );
} );

test.describe( 'zoom', () => {
	test( 'pointing at an image larger than the gallery shows it magnified', async ( {
		page,
	} ) => {
		await page.goto( gallery.permalink );
		const first = slide( page, 1 );
		await expect( page.locator( '.vitrine-product-gallery' ) ).toHaveClass(
			/is-slider/
		);

		await first.hover( { position: { x: 20, y: 20 } } );
		const zoomed = first.locator( '.vitrine-zoom-image' );
		await expect( zoomed ).toHaveAttribute(
			'src',
			await largeImage( page, 1 )
		);
		await expect( zoomed ).toHaveAttribute( 'aria-hidden', 'true' );
		await expect
			.poll( () =>
				zoomed.evaluate(
					( img ) => ( img as HTMLImageElement ).naturalWidth
				)
			)
			.toBe( 1600 );
		const start = await zoomed.evaluate(
			( img ) => ( img as HTMLElement ).style.transform
		);

		const box = await first.boundingBox();
		await page.mouse.move(
			box!.x + box!.width - 10,
			box!.y + box!.height - 10
		);
		await expect
			.poll( () =>
				zoomed.evaluate(
					( img ) => ( img as HTMLElement ).style.transform
				)
			)
			.not.toBe( start );

		await page.mouse.move( 0, 0 );
		await expect( first.locator( '.vitrine-zoom-image' ) ).toHaveCount( 0 );
	} );

	test( 'an image no wider than the gallery does not zoom', async ( {
		page,
	} ) => {
		await page.goto( small.permalink );
		await page.locator( '.vitrine-product-gallery__slide' ).hover();

		await page.waitForTimeout( 200 );
		await expect( page.locator( '.vitrine-zoom-image' ) ).toHaveCount( 0 );
	} );
} );

test.describe( 'zoom on click (Vitrine > Settings > Product page > Zoom on: click)', () => {
	test.beforeAll( async () => {
		await updateSettings( { product_gallery_zoom_on: 'click' } );
	} );

	test.afterAll( async () => {
		await updateSettings( { product_gallery_zoom_on: 'hover' } );
	} );

	test( 'pointing does not zoom; a click shows the magnified image, which follows the pointer, and another click hides it', async ( {
		page,
	} ) => {
		const errors = collectPageErrors( page );
		await page.goto( gallery.permalink );
		await expect( page.locator( '.vitrine-product-gallery' ) ).toHaveClass(
			/is-slider/
		);
		const first = slide( page, 1 );
		const zoomed = first.locator( '.vitrine-zoom-image' );

		await first.hover( { position: { x: 20, y: 20 } } );
		await page.mouse.move( 40, 40 );
		await first.hover( { position: { x: 30, y: 30 } } );
		// Nothing may appear: give a hover zoom the time it would need to show.
		await page.waitForTimeout( 300 );
		await expect( zoomed ).toHaveCount( 0 );

		await first.click( { position: { x: 20, y: 20 } } );
		await expect( zoomed ).toHaveAttribute(
			'src',
			await largeImage( page, 1 )
		);
		// The click zoomed: it neither opened the lightbox nor followed the link.
		await expect( lightbox( page ) ).toHaveCount( 0 );
		await expect( page ).toHaveURL( gallery.permalink );
		const start = await zoomed.evaluate(
			( img ) => ( img as HTMLElement ).style.transform
		);
		const box = await first.boundingBox();
		await page.mouse.move(
			box!.x + box!.width - 10,
			box!.y + box!.height - 10
		);
		await expect
			.poll( () =>
				zoomed.evaluate(
					( img ) => ( img as HTMLElement ).style.transform
				)
			)
			.not.toBe( start );

		await first.click( { position: { x: 30, y: 30 } } );
		await expect( zoomed ).toHaveCount( 0 );
		await expect( lightbox( page ) ).toHaveCount( 0 );

		// The magnifier still opens the lightbox.
		await page
			.getByRole( 'button', { name: 'View full-screen image gallery' } )
			.click();
		await lightboxReady( page );
		await expect( page.locator( '.pswp__counter' ) ).toHaveText( '1 / 3' );
		expect( errors ).toEqual( [] );
	} );

	test( 'a click on an image too small to zoom opens the lightbox', async ( {
		page,
	} ) => {
		await page.goto( small.permalink );

		await page.locator( '.vitrine-product-gallery__slide' ).click();

		await lightboxReady( page );
		await expect( page.locator( '.vitrine-zoom-image' ) ).toHaveCount( 0 );
	} );
} );

test.describe( 'lightbox', () => {
	test( 'the magnifier opens it; counter, arrows, zoom, fullscreen and close, by mouse', async ( {
		page,
	} ) => {
		const errors = collectPageErrors( page );
		const scripts = requestedScripts( page );
		await page.goto( gallery.permalink );
		expect(
			scripts.filter( ( url ) => url.includes( 'photoswipe' ) )
		).toEqual( [] );

		await page
			.getByRole( 'button', { name: 'View full-screen image gallery' } )
			.click();
		await expect( lightbox( page ) ).toBeVisible();
		await lightboxReady( page );
		expect(
			scripts.some( ( url ) =>
				url.includes(
					'/wp-content/plugins/vitrine/build/chunks/photoswipe.js'
				)
			)
		).toBe( true );
		await expect( page.locator( '.pswp__counter' ) ).toHaveText( '1 / 3' );
		await expect( page.locator( '.vitrine-lightbox__caption' ) ).toHaveText(
			`${ GALLERY_NAME } 1 caption`
		);

		await page
			.getByRole( 'button', { name: 'Next (arrow right)' } )
			.click();
		await expect( page.locator( '.pswp__counter' ) ).toHaveText( '2 / 3' );
		await expect( page.locator( '.vitrine-lightbox__caption' ) ).toHaveText(
			`${ GALLERY_NAME } 2 caption`
		);

		const zoom = page.getByRole( 'button', { name: 'Zoom in/out' } );
		await expect( zoom ).toBeVisible();
		await zoom.click();
		await expect( lightbox( page ) ).toHaveClass( /pswp--zoomed-in/ );
		await zoom.click();
		await expect( lightbox( page ) ).not.toHaveClass( /pswp--zoomed-in/ );

		const fullscreen = page.getByRole( 'button', {
			name: 'Toggle fullscreen',
		} );
		await expect( fullscreen ).toHaveAttribute( 'aria-pressed', 'false' );
		await fullscreen.click();
		await expect( fullscreen ).toHaveAttribute( 'aria-pressed', 'true' );
		expect(
			await page.evaluate( () =>
				document.fullscreenElement?.classList.contains( 'pswp' )
			)
		).toBe( true );
		await fullscreen.click();
		await expect( fullscreen ).toHaveAttribute( 'aria-pressed', 'false' );

		await page.getByRole( 'button', { name: 'Close (Esc)' } ).click();
		await expect( lightbox( page ) ).toHaveCount( 0 );
		// Closed on the second image, the gallery shows it.
		await expect( slide( page, 2 ) ).toHaveClass( /is-active/ );
		expect( errors ).toEqual( [] );
	} );

	test( 'a click on an image opens it on that image', async ( { page } ) => {
		await page.goto( gallery.permalink );
		await page.getByRole( 'button', { name: 'Show image 3 of 3' } ).click();
		await expect( slide( page, 3 ) ).toHaveClass( /is-active/ );

		await slide( page, 3 ).click();

		await expect( page.locator( '.pswp__counter' ) ).toHaveText( '3 / 3' );
		await expect( page ).toHaveURL( gallery.permalink );
	} );

	test( 'by keyboard: opened from the magnifier, arrows move, Esc closes and focus comes back', async ( {
		page,
	} ) => {
		await page.goto( gallery.permalink );
		const trigger = page.getByRole( 'button', {
			name: 'View full-screen image gallery',
		} );

		await tabTo( page, trigger );
		await page.keyboard.press( 'Enter' );
		await expect( lightbox( page ) ).toBeVisible();
		await expect( page.getByRole( 'dialog' ) ).toBeVisible();
		await lightboxReady( page );
		await expect( page.locator( '.pswp__counter' ) ).toHaveText( '1 / 3' );

		await page.keyboard.press( 'ArrowRight' );
		await expect( page.locator( '.pswp__counter' ) ).toHaveText( '2 / 3' );
		await page.keyboard.press( 'ArrowLeft' );
		await page.keyboard.press( 'ArrowLeft' );
		await expect( page.locator( '.pswp__counter' ) ).toHaveText( '3 / 3' );

		// Focus stays inside the lightbox.
		for ( let i = 0; i < 8; i++ ) {
			await page.keyboard.press( 'Tab' );
			await expect(
				page
					.locator( '.pswp :focus' )
					.or( page.locator( '.pswp:focus' ) )
			).toHaveCount( 1 );
		}

		await page.keyboard.press( 'Escape' );
		await expect( lightbox( page ) ).toHaveCount( 0 );
		await expect( trigger ).toBeFocused();
	} );

	test( 'the share panel shares on Facebook, Twitter and Pinterest in a 550 x 420 window, and downloads', async ( {
		page,
	} ) => {
		await page.goto( gallery.permalink );
		await page.evaluate( () => {
			const calls: string[][] = [];
			( window as unknown as { shareCalls: string[][] } ).shareCalls =
				calls;
			window.open = ( ( url: string, name: string, features: string ) => {
				calls.push( [ url, name, features ] );
				return null;
			} ) as typeof window.open;
		} );
		await page
			.getByRole( 'button', { name: 'View full-screen image gallery' } )
			.click();
		await lightboxReady( page );

		const share = page.getByRole( 'button', {
			name: 'Share',
			exact: true,
		} );
		await expect( share ).toHaveAttribute( 'aria-expanded', 'false' );
		await share.click();
		await expect( share ).toHaveAttribute( 'aria-expanded', 'true' );
		const panel = page.getByRole( 'group', { name: 'Share' } );
		await expect( panel.getByRole( 'link' ) ).toHaveText( [
			'Share on Facebook',
			'Tweet',
			'Pin it',
			'Download image',
		] );
		const image = await largeImage( page, 1 );
		await expect(
			panel.getByRole( 'link', { name: 'Download image' } )
		).toHaveAttribute( 'href', image );
		await expect(
			panel.getByRole( 'link', { name: 'Download image' } )
		).toHaveAttribute( 'download', '' );
		await expect(
			panel.getByRole( 'link', { name: 'Pin it' } )
		).toHaveAttribute(
			'href',
			`https://www.pinterest.com/pin/create/button/?url=${ encodeURIComponent( gallery.permalink ) }&media=${ encodeURIComponent( image ) }&description=${ encodeURIComponent( `${ GALLERY_NAME } 1 caption` ) }`
		);

		await panel.getByRole( 'link', { name: 'Share on Facebook' } ).click();
		const calls = await page.evaluate(
			() => ( window as unknown as { shareCalls: string[][] } ).shareCalls
		);
		expect( calls ).toHaveLength( 1 );
		expect( calls[ 0 ][ 0 ] ).toBe(
			`https://www.facebook.com/sharer/sharer.php?u=${ encodeURIComponent( gallery.permalink ) }`
		);
		expect( calls[ 0 ][ 2 ] ).toMatch(
			/width=550,height=420,top=100,left=\d+/
		);
		await expect( panel ).toBeHidden();
		await expect( share ).toBeFocused();

		// By keyboard: Enter opens the panel on its first link, Esc closes it, a second Esc the lightbox.
		await page.keyboard.press( 'Enter' );
		await expect(
			panel.getByRole( 'link', { name: 'Share on Facebook' } )
		).toBeFocused();
		await page.keyboard.press( 'Tab' );
		await expect(
			panel.getByRole( 'link', { name: 'Tweet' } )
		).toBeFocused();
		await page.keyboard.press( 'Enter' );
		const afterTweet = await page.evaluate(
			() => ( window as unknown as { shareCalls: string[][] } ).shareCalls
		);
		expect( afterTweet[ 1 ][ 0 ] ).toContain(
			'https://twitter.com/intent/tweet?text='
		);
		await page.keyboard.press( 'Enter' );
		await expect( panel ).toBeVisible();
		await page.keyboard.press( 'Escape' );
		await expect( panel ).toBeHidden();
		await expect( lightbox( page ) ).toBeVisible();
		await page.keyboard.press( 'Escape' );
		await expect( lightbox( page ) ).toHaveCount( 0 );
	} );

	test( 'its controls stay visible when the pointer rests: no idle timer', async ( {
		page,
	} ) => {
		await page.goto( gallery.permalink );
		await page
			.getByRole( 'button', { name: 'View full-screen image gallery' } )
			.click();
		await lightboxReady( page );
		const topBar = page.locator( '.pswp__top-bar' );
		const opacity = () =>
			topBar.evaluate( ( bar ) => getComputedStyle( bar ).opacity );
		await expect.poll( opacity ).toBe( '1' );

		// The pointer moves over the image, then rests longer than an idle timer's 4000 ms.
		// The lightbox sets no timer (photoswipe 5 has none and we add none), so a real,
		// bounded wait is what shows that nothing hides the controls.
		const box = await page.locator( '.pswp__item' ).first().boundingBox();
		await page.mouse.move( box!.x + box!.width / 2, box!.y + 50 );
		await page.mouse.move( box!.x + box!.width / 2 + 40, box!.y + 90, {
			steps: 5,
		} );
		await page.waitForTimeout( 4500 );

		await expect( lightbox( page ) ).toHaveClass( /pswp--ui-visible/ );
		expect( await opacity() ).toBe( '1' );
		for ( const name of [
			'Close (Esc)',
			'Zoom in/out',
			'Toggle fullscreen',
			'Share',
			'Next (arrow right)',
		] ) {
			await expect( page.getByRole( 'button', { name } ) ).toBeVisible();
		}
		await expect( page.locator( '.pswp__counter' ) ).toBeVisible();
		await expect(
			page.getByRole( 'button', { name: 'Next (arrow right)' } )
		).toHaveCSS( 'opacity', '1' );
	} );

	test( 'one image is preloaded on each side, no more', async ( {
		page,
	} ) => {
		await page.goto( five.permalink );
		const fulls = await Promise.all(
			[ 1, 2, 3, 4, 5 ].map( ( n ) => largeImage( page, n ) )
		);
		const requested = new Set< string >();
		page.on( 'request', ( request ) => {
			if ( fulls.includes( request.url() ) ) {
				requested.add( request.url() );
			}
		} );

		await page.getByRole( 'button', { name: 'Show image 3 of 5' } ).click();
		await page
			.getByRole( 'button', { name: 'View full-screen image gallery' } )
			.click();
		await expect( page.locator( '.pswp__counter' ) ).toHaveText( '3 / 5' );
		await expect.poll( () => requested.size ).toBe( 3 );
		await page.waitForTimeout( 1000 );

		expect( [ ...requested ].sort() ).toEqual(
			[ fulls[ 1 ], fulls[ 2 ], fulls[ 3 ] ].sort()
		);
	} );

	test( 'an image that fails to load says so, with a link to it', async ( {
		page,
	} ) => {
		await page.goto( gallery.permalink );
		const broken = await largeImage( page, 2 );
		await page.route( broken, ( route ) => route.abort() );

		await page
			.getByRole( 'button', { name: 'View full-screen image gallery' } )
			.click();
		await lightboxReady( page );
		await page.keyboard.press( 'ArrowRight' );

		const message = page
			.locator( '.pswp__item' )
			.filter( { hasText: 'The image could not be loaded.' } );
		await expect( message ).toBeVisible();
		await expect(
			message.getByRole( 'link', { name: 'Open the image in a new tab' } )
		).toHaveAttribute( 'href', broken );
	} );
} );

test( 'a gallery image that fails to load on the page says so, with a link to it', async ( {
	page,
} ) => {
	const slug = GALLERY_NAME.toLowerCase().replace( /\s+/g, '-' );
	await page.route( new RegExp( `/${ slug }-2-[^/]*\\.jpg$` ), ( route ) =>
		route.abort()
	);
	await page.route(
		new RegExp( `/${ slug }-2-[^/]*-\\d+x\\d+\\.jpg$` ),
		( route ) => route.abort()
	);

	await page.goto( gallery.permalink );
	await page.getByRole( 'button', { name: 'Show image 2 of 3' } ).click();

	const message = slide( page, 2 ).locator( '.vitrine-image-error' );
	await expect( message ).toContainText( 'The image could not be loaded.' );
	await expect(
		message.getByRole( 'link', { name: 'Open the image in a new tab' } )
	).toHaveAttribute( 'href', await largeImage( page, 2 ) );
} );

for ( const theme of THEMES ) {
	test.describe( `a failed image in a ${ theme.kind } theme`, () => {
		let previous = '';

		test.beforeAll( async () => {
			previous = await switchTheme( theme.stylesheet );
		} );

		test.afterAll( async () => {
			await switchTheme( previous );
		} );

		test( "the message takes the image's place: no empty box, no arrows over a blank", async ( {
			page,
		} ) => {
			const slug = GALLERY_NAME.toLowerCase().replace( /\s+/g, '-' );
			await page.route(
				new RegExp( `/${ slug }-2-[^/]*\\.jpg$` ),
				( route ) => route.abort()
			);
			await page.goto( gallery.permalink );
			await page
				.getByRole( 'button', { name: 'Show image 2 of 3' } )
				.click();

			const broken = slide( page, 2 );
			const message = broken.locator( '.vitrine-image-error' );
			await expect( message ).toContainText(
				'The image could not be loaded.'
			);
			// The image's box is gone: the slide is the message, not 500 px of blank above it.
			await expect(
				broken.locator( 'img.vitrine-product-gallery__img' )
			).toBeHidden();
			const stage = page.locator( '.vitrine-product-gallery__stage' );
			await expect
				.poll( async () => {
					const [ stageBox, messageBox ] = await Promise.all( [
						stage.boundingBox(),
						message.boundingBox(),
					] );
					return Math.round(
						( stageBox?.height ?? 0 ) - ( messageBox?.height ?? 0 )
					);
				} )
				.toBeLessThanOrEqual( 2 );
			// The arrows sit on the message's sides, beside its text, not over a blank.
			const messageBox = ( await message.boundingBox() )!;
			const textBox = ( await message
				.locator( 'a' )
				.evaluate( ( link ) => {
					const range = link.ownerDocument.createRange();
					range.selectNodeContents( link.parentElement! );
					const box = range.getBoundingClientRect();
					return { x: box.x, width: box.width };
				} ) )!;
			for ( const name of [ 'Previous image', 'Next image' ] ) {
				const arrow = ( await page
					.getByRole( 'button', { name, exact: true } )
					.boundingBox() )!;
				expect( arrow.y ).toBeGreaterThanOrEqual( messageBox.y - 1 );
				expect( arrow.y + arrow.height ).toBeLessThanOrEqual(
					messageBox.y + messageBox.height + 1
				);
				const overlaps =
					arrow.x < textBox.x + textBox.width &&
					arrow.x + arrow.width > textBox.x;
				expect( overlaps, `${ name } over the message's text` ).toBe(
					false
				);
			}
			await expectNoAxeViolations( page, '.vitrine-product-gallery' );
		} );
	} );
}
