/**
 * The settings screen's preview of the express checkout buttons: the storefront's mapping of the
 * settings (options.ts) read back for the values being edited.
 */
import {
	previewButtons,
	previewButtonSettings,
	previewMethods,
} from './express-preview';

const key = ( name: string ) => `payment_stripe_express_${ name }`;

test( 'the defaults: Apple Pay, Google Pay and Link, plain, black, 48 px, 4 px corners', () => {
	expect( previewButtons( {} ) ).toEqual( [
		{
			method: 'applePay',
			type: 'plain',
			theme: 'black',
			height: 48,
			borderRadius: '4px',
		},
		{
			method: 'googlePay',
			type: 'plain',
			theme: 'black',
			height: 48,
			borderRadius: '4px',
		},
		{
			method: 'link',
			type: 'plain',
			theme: 'link',
			height: 48,
			borderRadius: '4px',
		},
	] );
} );

test( 'the type, the theme per wallet (Google Pay has no outline), the height clamped 40–55, the radius', () => {
	const buttons = previewButtons( {
		[ key( 'button_type' ) ]: 'buy',
		[ key( 'button_theme' ) ]: 'light-outline',
		[ key( 'button_height' ) ]: 70,
		[ key( 'button_radius' ) ]: 12,
		[ key( 'amazon_pay' ) ]: true,
	} );
	expect(
		buttons.map( ( b ) => [ b.method, b.type, b.theme, b.height ] )
	).toEqual( [
		[ 'applePay', 'buy', 'white-outline', 55 ],
		[ 'googlePay', 'buy', 'white', 55 ],
		[ 'amazonPay', 'plain', 'amazon', 55 ],
		[ 'link', 'plain', 'link', 55 ],
	] );
	expect( new Set( buttons.map( ( b ) => b.borderRadius ) ) ).toEqual(
		new Set( [ '12px' ] )
	);
	expect(
		previewButtons( {
			[ key( 'button_theme' ) ]: 'light',
			[ key( 'button_height' ) ]: 12,
		} )[ 0 ]
	).toMatchObject( { theme: 'white', height: 40 } );
} );

test( 'a number being typed (text, empty) or a value the settings do not know falls back to the default', () => {
	expect(
		previewButtonSettings( {
			[ key( 'button_type' ) ]: 'subscribe',
			[ key( 'button_theme' ) ]: 'pink',
			[ key( 'button_height' ) ]: '',
			[ key( 'button_radius' ) ]: 'abc',
		} )
	).toEqual( { type: 'default', theme: 'dark', height: 48, radius: 4 } );
	expect(
		previewButtonSettings( {
			[ key( 'button_height' ) ]: '52',
			[ key( 'button_radius' ) ]: -3,
		} )
	).toMatchObject( { height: 52, radius: 0 } );
} );

test( 'the methods follow the toggles: express checkout off leaves Link and Amazon Pay; all off, none', () => {
	expect(
		previewMethods( {
			[ key( 'checkout' ) ]: false,
			[ key( 'amazon_pay' ) ]: true,
		} )
	).toEqual( [ 'amazonPay', 'link' ] );
	expect(
		previewMethods( {
			[ key( 'checkout' ) ]: false,
			[ key( 'link' ) ]: false,
		} )
	).toEqual( [] );
} );
