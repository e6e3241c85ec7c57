import { IMAGE_RETRIES, IMAGE_RETRY_DELAY, loadImage } from './images';

beforeEach( () => jest.useFakeTimers() );
afterEach( () => jest.useRealTimers() );

test( 'a failing image is tried again 10 times at 200 ms, then left alone', () => {
	const image = document.createElement( 'img' );
	const sets: string[] = [];
	const descriptor = Object.getOwnPropertyDescriptor(
		HTMLImageElement.prototype,
		'src'
	)!;
	Object.defineProperty( image, 'src', {
		get: () => descriptor.get!.call( image ),
		set: ( value: string ) => {
			sets.push( value );
			descriptor.set!.call( image, value );
		},
	} );

	loadImage( image, 'https://shop.example/a.jpg' );
	expect( sets ).toHaveLength( 1 );
	for ( let failure = 1; failure <= IMAGE_RETRIES; failure++ ) {
		image.dispatchEvent( new Event( 'error' ) );
		jest.advanceTimersByTime( IMAGE_RETRY_DELAY - 1 );
		expect( sets ).toHaveLength( failure );
		jest.advanceTimersByTime( 1 );
		expect( sets ).toHaveLength( failure + 1 );
	}
	image.dispatchEvent( new Event( 'error' ) );
	jest.advanceTimersByTime( 10 * IMAGE_RETRY_DELAY );
	expect( sets ).toHaveLength( IMAGE_RETRIES + 1 );
	expect( new Set( sets ) ).toEqual(
		new Set( [ 'https://shop.example/a.jpg' ] )
	);
} );

test( 'an image that loads is not tried again', () => {
	const image = document.createElement( 'img' );
	loadImage( image, 'https://shop.example/b.jpg' );
	image.dispatchEvent( new Event( 'load' ) );
	image.removeAttribute( 'src' );
	image.dispatchEvent( new Event( 'error' ) );
	jest.advanceTimersByTime( IMAGE_RETRY_DELAY );
	expect( image.getAttribute( 'src' ) ).toBeNull();
} );
