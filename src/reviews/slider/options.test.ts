import { parseSliderOptions } from './options';

test( 'reads the options PHP prints', () => {
	const options = parseSliderOptions(
		JSON.stringify( {
			autoplay: true,
			speed: 3,
			effect: 'fade',
			mousestop: false,
			clickstop: true,
			wheelscroll: true,
			step: 2,
			perButton: true,
			perDot: true,
			shown: 6,
			total: 30,
			batch: 6,
			card: { textSize: 120, lazy: false, timeFormat: 'date' },
		} )
	);
	expect( options ).toMatchObject( {
		autoplay: true,
		speed: 3,
		effect: 'fade',
		mousestop: false,
		wheelscroll: true,
		step: 2,
		perButton: true,
		perDot: true,
		total: 30,
		batch: 6,
	} );
	expect( options.card ).toMatchObject( {
		textSize: 120,
		lazy: false,
		timeFormat: 'date',
	} );
} );

test( 'a missing, broken or mistyped value takes its default', () => {
	const defaults = parseSliderOptions( '{ not json' );
	expect( defaults ).toMatchObject( {
		autoplay: false,
		speed: 5,
		effect: 'slide',
		step: 1,
		total: 0,
		batch: 6,
	} );
	const odd = parseSliderOptions(
		JSON.stringify( {
			speed: '3',
			step: -4,
			effect: 'spin',
			batch: 500,
			shown: 8,
			total: 2,
		} )
	);
	expect( odd ).toMatchObject( {
		speed: 5,
		step: 1,
		effect: 'slide',
		batch: 50,
		shown: 8,
		total: 8,
	} );
} );
