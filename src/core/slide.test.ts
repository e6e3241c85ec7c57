import { SLIDE_DURATION, slideDown, slideTo, slideUp } from './slide';

interface AnimateCall {
	keyframes: Keyframe[];
	options: KeyframeAnimationOptions;
}

/**
 * A panel whose animate() records its calls and finishes when the test says.
 *
 * @param hidden Whether it starts shut.
 */
function panel( hidden: boolean ): {
	element: HTMLElement;
	calls: AnimateCall[];
	finish: () => void;
} {
	const element = document.createElement( 'div' );
	element.hidden = hidden;
	Object.defineProperty( element, 'scrollHeight', { value: 120 } );
	const calls: AnimateCall[] = [];
	let finish = (): void => {};
	element.animate = ( keyframes, options ) => {
		calls.push( {
			keyframes: keyframes as Keyframe[],
			options: options as KeyframeAnimationOptions,
		} );
		const finished = new Promise< void >( ( resolve ) => {
			finish = resolve;
		} );
		return { finished } as unknown as Animation;
	};
	document.body.appendChild( element );
	return { element, calls, finish: () => finish() };
}

function reducedMotion( reduce: boolean ): void {
	window.matchMedia = ( query: string ) =>
		( {
			matches: reduce && query.includes( 'reduce' ),
			media: query,
		} ) as MediaQueryList;
}

beforeEach( () => reducedMotion( false ) );

test( 'the spec’s panels slide for 400 ms', () => {
	expect( SLIDE_DURATION ).toBe( 400 );
} );

test( 'sliding down shows the panel at once and animates its height from 0 over 400 ms', async () => {
	const { element, calls, finish } = panel( true );

	const done = slideDown( element );

	expect( element.hidden ).toBe( false );
	expect( calls ).toHaveLength( 1 );
	expect( calls[ 0 ].options.duration ).toBe( 400 );
	expect( calls[ 0 ].keyframes.map( ( frame ) => frame.height ) ).toEqual( [
		'0px',
		'120px',
	] );
	finish();
	await done;
} );

test( 'sliding up animates to 0 over 400 ms and hides the panel only when it ends', async () => {
	const { element, calls, finish } = panel( false );

	const done = slideUp( element );
	await Promise.resolve();

	expect( calls[ 0 ].options.duration ).toBe( 400 );
	expect( calls[ 0 ].keyframes.map( ( frame ) => frame.height ) ).toEqual( [
		'120px',
		'0px',
	] );
	expect( element.hidden ).toBe( false );
	finish();
	await done;
	expect( element.hidden ).toBe( true );
} );

test( 'slideTo does nothing when the panel is already as asked', async () => {
	const { element, calls } = panel( false );

	await slideTo( element, true );

	expect( calls ).toHaveLength( 0 );
	expect( element.hidden ).toBe( false );
} );

test( 'visitors who ask for reduced motion get the change without animation', async () => {
	reducedMotion( true );
	const { element, calls } = panel( false );

	await slideTo( element, false );

	expect( calls ).toHaveLength( 0 );
	expect( element.hidden ).toBe( true );
} );
