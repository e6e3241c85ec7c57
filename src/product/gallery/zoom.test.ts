/**
 * The gallery zoom: where the full image goes, and when an image zooms at all.
 */
import { attachZoom, canZoom, zoomOffset } from './zoom';

describe( 'zoomOffset', () => {
	it( 'keeps the point under the pointer under it', () => {
		// A 1200 px image in a 400 px frame: 800 px to travel each way.
		expect( zoomOffset( 0, 0, 400, 400, 1200, 1200 ) ).toEqual( {
			x: -0,
			y: -0,
		} );
		expect( zoomOffset( 200, 100, 400, 400, 1200, 1200 ) ).toEqual( {
			x: -400,
			y: -200,
		} );
		expect( zoomOffset( 400, 400, 400, 400, 1200, 1200 ) ).toEqual( {
			x: -800,
			y: -800,
		} );
	} );

	it( 'stays inside the image when the pointer leaves the frame', () => {
		expect( zoomOffset( -50, 500, 400, 400, 1200, 1000 ) ).toEqual( {
			x: -0,
			y: -600,
		} );
	} );

	it( 'does not move an image smaller than the frame', () => {
		expect( zoomOffset( 300, 300, 400, 400, 300, 300 ) ).toEqual( {
			x: -0,
			y: -0,
		} );
	} );
} );

describe( 'canZoom', () => {
	it( 'zooms only a full image wider than the gallery', () => {
		expect( canZoom( 1200, 500 ) ).toBe( true );
		expect( canZoom( 500, 500 ) ).toBe( false );
		expect( canZoom( 300, 500 ) ).toBe( false );
		expect( canZoom( 1200, 0 ) ).toBe( false );
	} );
} );

describe( 'attachZoom', () => {
	function slide( largeWidth: number ): HTMLElement {
		document.body.innerHTML = `<div class="vitrine-product-gallery__slide"><a class="vitrine-product-gallery__link" href="/full.jpg"><img class="vitrine-product-gallery__img" src="/medium.jpg" alt="Tee" data-large_image="/full.jpg" data-large_image_width="${ largeWidth }" data-large_image_height="${ largeWidth }"></a></div>`;
		const frame = document.querySelector< HTMLElement >(
			'.vitrine-product-gallery__slide'
		)!;
		frame.getBoundingClientRect = () =>
			( {
				left: 0,
				top: 0,
				width: 400,
				height: 400,
				right: 400,
				bottom: 400,
				x: 0,
				y: 0,
				toJSON: () => ( {} ),
			} ) as DOMRect;
		return frame;
	}

	function pointer( type: string, x = 100, y = 100 ): Event {
		const event = new MouseEvent( type, { clientX: x, clientY: y } );
		Object.defineProperty( event, 'pointerType', { value: 'mouse' } );
		return event;
	}

	afterEach( () => {
		document.body.innerHTML = '';
	} );

	it( 'shows the full image under a mouse pointer, and hides it when the pointer leaves', () => {
		const frame = slide( 1200 );
		const zoom = attachZoom( frame, 'hover' );

		frame.dispatchEvent( pointer( 'pointermove', 200, 200 ) );

		const zoomed = frame.querySelector< HTMLImageElement >(
			'.vitrine-zoom-image'
		);
		expect( zoom.active() ).toBe( true );
		expect( zoomed?.getAttribute( 'src' ) ).toBe( '/full.jpg' );
		expect( zoomed?.getAttribute( 'aria-hidden' ) ).toBe( 'true' );
		expect( zoomed?.alt ).toBe( '' );
		expect( zoomed?.style.transform ).toBe( 'translate(-400px, -400px)' );

		frame.dispatchEvent( new Event( 'pointerleave' ) );
		expect( frame.querySelector( '.vitrine-zoom-image' ) ).toBeNull();
		expect( zoom.active() ).toBe( false );
	} );

	it( 'does not zoom an image no wider than the gallery', () => {
		const frame = slide( 400 );
		const zoom = attachZoom( frame, 'hover' );

		frame.dispatchEvent( pointer( 'pointermove' ) );

		expect( zoom.active() ).toBe( false );
		expect( frame.querySelector( '.vitrine-zoom-image' ) ).toBeNull();
	} );

	it( 'in click mode, a click shows and a second click hides it', () => {
		const frame = slide( 1200 );
		const zoom = attachZoom( frame, 'click' );

		frame.dispatchEvent( pointer( 'pointermove' ) );
		expect( zoom.active() ).toBe( false );

		expect( zoom.toggle( new MouseEvent( 'click' ) ) ).toBe( true );
		expect( zoom.active() ).toBe( true );
		expect( zoom.toggle( new MouseEvent( 'click' ) ) ).toBe( true );
		expect( zoom.active() ).toBe( false );
	} );
} );
