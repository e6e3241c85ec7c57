import { buildAppearance, fontSources, readThemeStyles } from './appearance';
import { brightness, parseColor, shiftLightness } from './colors';

const styles = {
	background: 'rgb(255, 255, 255)',
	input: {
		color: 'rgb(17, 17, 17)',
		backgroundColor: 'rgb(240, 240, 240)',
		borderColor: 'rgb(200, 200, 200)',
		fontSize: '16px',
		notAllowed: 'x',
	},
	invalidInput: { borderColor: 'rgb(204, 0, 0)' },
	label: {
		color: 'rgb(34, 34, 34)',
		fontFamily: 'Inter, sans-serif',
		fontSize: '15px',
	},
};

test( 'colours are read from computed and hex values', () => {
	expect( parseColor( 'rgba(0, 0, 0, 0)' ) ).toEqual( {
		r: 0,
		g: 0,
		b: 0,
		a: 0,
	} );
	expect( parseColor( '#fff' ) ).toEqual( { r: 255, g: 255, b: 255, a: 1 } );
	expect( brightness( { r: 255, g: 255, b: 255, a: 1 } ) ).toBe( 255 );
	expect( shiftLightness( { r: 255, g: 255, b: 255, a: 1 }, -7 ) ).toBe(
		'#ededed'
	);
	expect( shiftLightness( { r: 0, g: 0, b: 0, a: 1 }, 7 ) ).toBe( '#121212' );
	// A hue keeps its hue: hsl(0, 100%, 50%) -> hsl(0, 100%, 43%).
	expect( shiftLightness( { r: 255, g: 0, b: 0, a: 1 }, -7 ) ).toBe(
		'#db0000'
	);
} );

test( 'a light background gives the light theme, the label’s text and font, and only allowed properties', () => {
	const appearance = buildAppearance( styles, false );

	expect( appearance.theme ).toBe( 'stripe' );
	expect( appearance.variables ).toEqual( {
		colorBackground: 'rgb(255, 255, 255)',
		colorText: 'rgb(34, 34, 34)',
		fontFamily: 'Inter, sans-serif',
		fontSizeBase: '15px',
	} );
	expect( appearance.rules?.[ '.Input' ] ).toEqual( {
		color: 'rgb(17, 17, 17)',
		backgroundColor: 'rgb(240, 240, 240)',
		borderColor: 'rgb(200, 200, 200)',
		fontSize: '16px',
	} );
	expect( appearance.rules?.[ '.Input--invalid' ] ).toEqual( {
		borderColor: 'rgb(204, 0, 0)',
	} );
} );

test( 'tab hover colours are 7 points darker on a bright background, lighter on a dark one', () => {
	expect( buildAppearance( styles, false ).rules?.[ '.Tab:hover' ] ).toEqual(
		{
			color: '#000000',
			backgroundColor: '#dedede',
		}
	);
	const dark = buildAppearance(
		{ ...styles, background: 'rgb(20, 20, 20)' },
		false
	);
	expect( dark.theme ).toBe( 'night' );
	expect( dark.rules?.[ '.Tab:hover' ]?.backgroundColor ).toBe( '#ffffff' );
	expect( dark.rules?.[ '.Tab:hover' ]?.color ).toBe( '#232323' );
} );

test( 'no painted background means #ffffff; the one-column layout adds 2 px', () => {
	const appearance = buildAppearance(
		{ ...styles, background: 'rgba(0, 0, 0, 0)' },
		true
	);
	expect( appearance.variables?.colorBackground ).toBe( '#ffffff' );
	expect( appearance.theme ).toBe( 'stripe' );
	expect( appearance.variables?.fontSizeBase ).toBe( '17px' );
} );

test( 'fonts come only from the allowed hosts, over https', () => {
	document.head.innerHTML = `
		<link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Inter">
		<link rel="stylesheet" href="https://use.typekit.net/abc.css">
		<link rel="stylesheet" href="https://evil.example/fonts.css">
		<link rel="stylesheet" href="http://fonts.googleapis.com/css2?family=Plain">
		<link rel="preload" href="https://fonts.gstatic.com/x.woff2">`;

	expect( fontSources( document ) ).toEqual( [
		{ cssSrc: 'https://fonts.googleapis.com/css2?family=Inter' },
		{ cssSrc: 'https://use.typekit.net/abc.css' },
	] );
} );

test( 'the theme is read from a probe inside the form, removed afterwards', () => {
	document.body.innerHTML =
		'<div style="background-color: rgb(10, 20, 30)"><form><style>.vitrine-input { color: rgb(1, 2, 3); } .vitrine-field--invalid .vitrine-input { border-color: rgb(200, 0, 0); }</style></form></div>';
	const form = document.querySelector( 'form' ) as HTMLFormElement;

	const read = readThemeStyles( form );

	expect( read.background ).toBe( 'rgb(10, 20, 30)' );
	expect( read.input.color ).toBe( 'rgb(1, 2, 3)' );
	expect( read.invalidInput.borderColor ).toBe( 'rgb(200, 0, 0)' );
	expect( form.children ).toHaveLength( 1 );
} );
