/**
 * The gallery against the markup Vitrine\ProductPage\SingleProduct::gallery() prints; swiper and
 * PhotoSwipe (the lazily loaded chunks) are replaced by test doubles.
 */
import { initGallery } from './gallery';
import { VARIATION_IMAGE_EVENT } from '../variations';
import type { GallerySettings } from '../settings';
import { installProductStrings } from '../test-strings';

const mockSlider = {
	slideTo: jest.fn(),
	index: jest.fn( () => 0 ),
	updateHeight: jest.fn(),
	setPlaying: jest.fn( () => false ),
	destroy: jest.fn(),
};
const mockCreateSlider = jest.fn( () => mockSlider );
jest.mock( './slider', () => ( {
	createSlider: ( ...args: unknown[] ) =>
		mockCreateSlider( ...( args as [] ) ),
} ) );

const mockPswp = { on: jest.fn(), currIndex: 0 };
const mockOpenLightbox = jest.fn( () => mockPswp );
jest.mock( './lightbox', () => ( {
	openLightbox: ( ...args: unknown[] ) =>
		mockOpenLightbox( ...( args as [] ) ),
} ) );

const SETTINGS: GallerySettings = {
	zoom: true,
	zoomOn: 'hover',
	lightbox: true,
	slider: true,
	autoplay: false,
	slideshowSpeed: 7000,
	animationSpeed: 600,
	preload: [ 1, 1 ],
	shareWindow: { width: 550, height: 420 },
};

function renderGallery( count: number ): HTMLElement {
	const slides = Array.from( { length: count }, ( _, i ) => {
		const n = i + 1;
		return `<div class="vitrine-product-gallery__slide" data-index="${ i }" data-thumb="/t${ n }.jpg"><a class="vitrine-product-gallery__link" href="/full${ n }.jpg"><img class="vitrine-product-gallery__img" src="/m${ n }.jpg" width="1024" height="1024" alt="Image ${ n }" title="Title ${ n }" data-large_image="/full${ n }.jpg" data-large_image_width="1200" data-large_image_height="1200" data-caption="Caption ${ n }" data-alt="Image ${ n }" data-title="Title ${ n }"></a></div>`;
	} ).join( '' );
	const thumbs = Array.from(
		{ length: count },
		( _, i ) =>
			`<li><button type="button" class="vitrine-product-gallery__thumb-button" data-index="${ i }"${
				i === 0 ? ' aria-current="true"' : ''
			}><img src="/t${ i + 1 }.jpg" alt=""><span class="screen-reader-text">Show image ${
				i + 1
			} of ${ count }</span></button></li>`
	).join( '' );
	document.body.innerHTML = `<div class="vitrine-product-gallery" data-vitrine-gallery data-product_id="10" data-image-count="${ count }"><div class="vitrine-product-gallery__stage"><button type="button" class="vitrine-product-gallery__trigger" aria-haspopup="dialog" hidden><span class="screen-reader-text">View full-screen image gallery</span></button><div class="vitrine-product-gallery__viewport"><div class="vitrine-product-gallery__slides">${ slides }</div></div></div>${
		count > 1
			? `<ol class="vitrine-product-gallery__thumbs" hidden>${ thumbs }</ol>`
			: ''
	}</div>`;
	return document.querySelector< HTMLElement >( '[data-vitrine-gallery]' )!;
}

const img = ( n: number ) =>
	document.querySelectorAll< HTMLImageElement >(
		'img.vitrine-product-gallery__img'
	)[ n - 1 ];

beforeAll( installProductStrings );

beforeEach( () => {
	jest.clearAllMocks();
} );

afterEach( () => {
	document.body.innerHTML = '';
} );

describe( 'initGallery', () => {
	it( 'loads the slider only for more than one image', async () => {
		const single = initGallery( renderGallery( 1 ), SETTINGS );
		await single.ready;
		expect( mockCreateSlider ).not.toHaveBeenCalled();

		const root = renderGallery( 3 );
		const gallery = initGallery( root, SETTINGS );
		await gallery.ready;

		expect( mockCreateSlider ).toHaveBeenCalledTimes( 1 );
		expect( mockCreateSlider.mock.calls[ 0 ] ).toEqual( [
			root.querySelector( '.vitrine-product-gallery__viewport' ),
			expect.objectContaining( { speed: 600, autoplayDelay: 0 } ),
		] );
		expect( root.classList.contains( 'is-slider' ) ).toBe( true );
		expect(
			root.querySelector< HTMLElement >(
				'.vitrine-product-gallery__thumbs'
			)!.hidden
		).toBe( false );
	} );

	it( 'plays by itself every 7000 ms only when autoplay is on, with a pause button', async () => {
		const root = renderGallery( 2 );
		await initGallery( root, { ...SETTINGS, autoplay: true } ).ready;

		expect( mockCreateSlider.mock.calls[ 0 ] ).toEqual( [
			expect.anything(),
			expect.objectContaining( { autoplayDelay: 7000 } ),
		] );
		const pause = root.querySelector< HTMLButtonElement >(
			'.vitrine-product-gallery__play'
		)!;
		expect( pause.textContent ).toBe( 'Pause slideshow' );
		pause.click();
		expect( pause.getAttribute( 'aria-pressed' ) ).toBe( 'true' );
		expect( mockSlider.setPlaying ).toHaveBeenCalledWith( false );
	} );

	it( 'gives the slider carousel semantics, inert hidden slides and labelled buttons', async () => {
		const root = renderGallery( 3 );
		const gallery = await initGallery( root, SETTINGS ).ready.then( () =>
			root.querySelector( '.vitrine-product-gallery__viewport' )
		);

		expect( gallery?.getAttribute( 'role' ) ).toBe( 'region' );
		expect( gallery?.getAttribute( 'aria-roledescription' ) ).toBe(
			'carousel'
		);
		const slides = root.querySelectorAll< HTMLElement >(
			'.vitrine-product-gallery__slide'
		);
		expect( slides[ 1 ].getAttribute( 'aria-label' ) ).toBe( '2 of 3' );
		expect( Array.from( slides ).map( ( s ) => s.inert ) ).toEqual( [
			false,
			true,
			true,
		] );
		const next = root.querySelector< HTMLButtonElement >(
			'.vitrine-product-gallery__nav--next'
		)!;
		const prev = root.querySelector< HTMLButtonElement >(
			'.vitrine-product-gallery__nav--prev'
		)!;
		expect( next.getAttribute( 'aria-label' ) ).toBe( 'Next image' );
		expect( prev.getAttribute( 'aria-disabled' ) ).toBe( 'true' );

		next.click();
		expect( mockSlider.slideTo ).toHaveBeenLastCalledWith( 1 );
		expect( Array.from( slides ).map( ( s ) => s.inert ) ).toEqual( [
			true,
			false,
			true,
		] );
		expect(
			root
				.querySelectorAll(
					'.vitrine-product-gallery__thumb-button'
				)[ 1 ]
				.getAttribute( 'aria-current' )
		).toBe( 'true' );

		root.querySelectorAll< HTMLButtonElement >(
			'.vitrine-product-gallery__thumb-button'
		)[ 2 ].click();
		expect( mockSlider.slideTo ).toHaveBeenLastCalledWith( 2 );
		expect( next.getAttribute( 'aria-disabled' ) ).toBe( 'true' );

		slides[ 2 ]
			.querySelector( 'a' )!
			.dispatchEvent(
				new KeyboardEvent( 'keydown', { key: 'Home', bubbles: true } )
			);
		expect( mockSlider.slideTo ).toHaveBeenLastCalledWith( 0 );
		expect( document.querySelector( ':focus' ) ).toBe(
			slides[ 0 ].querySelector( 'a' )
		);
	} );

	it( 'shows the images one under the other when the slider is off', async () => {
		const root = renderGallery( 3 );
		await initGallery( root, { ...SETTINGS, slider: false } ).ready;

		expect( mockCreateSlider ).not.toHaveBeenCalled();
		expect(
			root.classList.contains( 'vitrine-product-gallery--grid' )
		).toBe( true );
	} );

	it( 'opens the lightbox from the magnifier and from an image, with the media library data', async () => {
		const root = renderGallery( 3 );
		const gallery = initGallery( root, SETTINGS );
		await gallery.ready;
		const trigger = root.querySelector< HTMLButtonElement >(
			'.vitrine-product-gallery__trigger'
		)!;
		expect( trigger.hidden ).toBe( false );

		trigger.click();
		await new Promise( process.nextTick );
		expect( mockOpenLightbox ).toHaveBeenCalledTimes( 1 );
		const [ images, index, options ] = mockOpenLightbox.mock
			.calls[ 0 ] as unknown as [
			{
				largeImage: string;
				largeWidth: number;
				caption: string;
				alt: string;
				title: string;
			}[],
			number,
			{ preload: number[]; shareWindow: unknown },
		];
		expect( index ).toBe( 0 );
		expect( images ).toHaveLength( 3 );
		expect( images[ 1 ] ).toMatchObject( {
			largeImage: '/full2.jpg',
			largeWidth: 1200,
			caption: 'Caption 2',
			alt: 'Image 2',
			title: 'Title 2',
		} );
		expect( options ).toMatchObject( {
			preload: [ 1, 1 ],
			shareWindow: { width: 550, height: 420 },
		} );

		const click = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		img( 3 ).dispatchEvent( click );
		await new Promise( process.nextTick );
		expect( click.defaultPrevented ).toBe( true );
		expect( mockOpenLightbox.mock.calls[ 1 ][ 1 as never ] ).toBe( 2 );
	} );

	it( 'leaves image links alone and hides the magnifier when the lightbox is off', async () => {
		const root = renderGallery( 2 );
		await initGallery( root, { ...SETTINGS, lightbox: false } ).ready;

		const click = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );
		img( 1 ).dispatchEvent( click );

		expect( click.defaultPrevented ).toBe( false );
		expect(
			root.querySelector< HTMLButtonElement >(
				'.vitrine-product-gallery__trigger'
			)!.hidden
		).toBe( true );
	} );

	it( 'says when an image could not be loaded, with a link to it', () => {
		const root = renderGallery( 2 );
		initGallery( root, SETTINGS );

		img( 2 ).dispatchEvent( new Event( 'error' ) );

		const message = root.querySelector( '.vitrine-image-error' );
		expect( message?.textContent ).toContain(
			'The image could not be loaded.'
		);
		expect( message?.querySelector( 'a' )?.getAttribute( 'href' ) ).toBe(
			'/full2.jpg'
		);
	} );

	it( 'puts the message in the failed image’s place and fits the slider to it', async () => {
		const root = renderGallery( 2 );
		await initGallery( root, SETTINGS ).ready;
		mockSlider.updateHeight.mockClear();

		img( 2 ).dispatchEvent( new Event( 'error' ) );

		const slide = img( 2 ).closest( '.vitrine-product-gallery__slide' );
		// The stylesheet hides the image of a slide .has-error: the message is all it shows.
		expect( slide?.classList.contains( 'has-error' ) ).toBe( true );
		expect( mockSlider.updateHeight ).toHaveBeenCalledTimes( 1 );

		// Loaded after all (a retry, a variation's image): the image is back.
		img( 2 ).dispatchEvent( new Event( 'load' ) );
		expect( slide?.classList.contains( 'has-error' ) ).toBe( false );
		expect( slide?.querySelector( '.vitrine-image-error' ) ).toBeNull();
		expect( mockSlider.updateHeight ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'swaps the main image for the chosen variation’s and puts it back', async () => {
		const root = renderGallery( 2 );
		await initGallery( root, SETTINGS ).ready;
		const dispatch = ( image: unknown ) =>
			document.dispatchEvent(
				new CustomEvent( VARIATION_IMAGE_EVENT, {
					detail: { productId: 10, image },
				} )
			);

		dispatch( {
			src: '/red-m.jpg',
			width: 800,
			height: 800,
			srcset: '',
			sizes: '',
			alt: 'Red',
			title: 'Red title',
			caption: 'Red caption',
			large_image: '/red.jpg',
			large_image_width: 1600,
			large_image_height: 1600,
			thumb: '/red-t.jpg',
		} );

		expect( img( 1 ).getAttribute( 'src' ) ).toBe( '/red-m.jpg' );
		expect( img( 1 ).alt ).toBe( 'Red' );
		expect( img( 1 ).dataset.large_image ).toBe( '/red.jpg' );
		expect( img( 1 ).dataset.large_image_width ).toBe( '1600' );
		expect( img( 1 ).closest( 'a' )!.getAttribute( 'href' ) ).toBe(
			'/red.jpg'
		);
		expect(
			root
				.querySelector( '.vitrine-product-gallery__thumb-button img' )!
				.getAttribute( 'src' )
		).toBe( '/red-t.jpg' );
		expect( mockSlider.slideTo ).toHaveBeenLastCalledWith( 0 );

		dispatch( null );

		expect( img( 1 ).getAttribute( 'src' ) ).toBe( '/m1.jpg' );
		expect( img( 1 ).alt ).toBe( 'Image 1' );
		expect( img( 1 ).dataset.large_image ).toBe( '/full1.jpg' );
		expect( img( 1 ).closest( 'a' )!.getAttribute( 'href' ) ).toBe(
			'/full1.jpg'
		);
	} );

	it( 'ignores another product’s variation', async () => {
		const root = renderGallery( 2 );
		await initGallery( root, SETTINGS ).ready;

		document.dispatchEvent(
			new CustomEvent( VARIATION_IMAGE_EVENT, {
				detail: { productId: 99, image: { src: '/x.jpg' } },
			} )
		);

		expect( img( 1 ).getAttribute( 'src' ) ).toBe( '/m1.jpg' );
	} );

	it( 'destroyed, it stops its slider and no longer follows the variation image', async () => {
		const root = renderGallery( 2 );
		const gallery = initGallery( root, SETTINGS );
		await gallery.ready;
		mockSlider.destroy.mockClear();

		gallery.destroy();
		document.dispatchEvent(
			new CustomEvent( VARIATION_IMAGE_EVENT, {
				detail: { productId: 10, image: { src: '/x.jpg' } },
			} )
		);

		expect( mockSlider.destroy ).toHaveBeenCalledTimes( 1 );
		expect( img( 1 ).getAttribute( 'src' ) ).toBe( '/m1.jpg' );
	} );

	it( 'destroyed before swiper arrives, it makes no slider', async () => {
		const root = renderGallery( 2 );
		mockCreateSlider.mockClear();
		const gallery = initGallery( root, SETTINGS );
		gallery.destroy();
		await gallery.ready;

		expect( mockCreateSlider ).not.toHaveBeenCalled();
		expect( root.classList.contains( 'is-slider' ) ).toBe( false );
	} );
} );
