import {
	buttonHeight,
	elementOptions,
	elementsOptions,
	enabledMethods,
} from './options';
import { expressSettings } from './test-settings';

test( 'each method is turned on by its setting, Apple Pay and Google Pay together', () => {
	const stripe = expressSettings().stripe;
	expect( enabledMethods( stripe ) ).toEqual( [
		'applePay',
		'googlePay',
		'link',
	] );
	expect(
		enabledMethods( {
			...stripe,
			is_payment_request_enabled: false,
			is_amazon_pay_enabled: true,
			is_link_enabled: false,
		} )
	).toEqual( [ 'amazonPay' ] );
} );

test( 'the height is clamped to 40–55, 48 when not a number', () => {
	expect( buttonHeight( 20 ) ).toBe( 40 );
	expect( buttonHeight( 60 ) ).toBe( 55 );
	expect( buttonHeight( 50 ) ).toBe( 50 );
	expect( buttonHeight( NaN ) ).toBe( 48 );
} );

test( 'one method shown per element, its visibility from the spec, overflow never', () => {
	const button = expressSettings().button;
	expect( elementOptions( button, 'googlePay' ) ).toEqual( {
		buttonType: { applePay: 'plain', googlePay: 'plain' },
		buttonTheme: { applePay: 'black', googlePay: 'black' },
		buttonHeight: 48,
		paymentMethods: {
			applePay: 'never',
			googlePay: 'always',
			amazonPay: 'never',
			link: 'never',
			paypal: 'never',
			klarna: 'never',
		},
		layout: { overflow: 'never' },
	} );
	expect( elementOptions( button, 'applePay' ).paymentMethods ).toMatchObject(
		{ applePay: 'always', googlePay: 'never' }
	);
	expect( elementOptions( button, 'link' ).paymentMethods ).toMatchObject( {
		link: 'auto',
		applePay: 'never',
	} );
	expect(
		elementOptions( button, 'amazonPay' ).paymentMethods
	).toMatchObject( { amazonPay: 'auto', link: 'never' } );
} );

test( 'types and themes map to Stripe’s; Google Pay is white for both light themes', () => {
	const light = elementOptions(
		{ type: 'buy', theme: 'light', height: 70, radius: 4 },
		'applePay'
	);
	expect( light.buttonType ).toEqual( { applePay: 'buy', googlePay: 'buy' } );
	expect( light.buttonTheme ).toEqual( {
		applePay: 'white',
		googlePay: 'white',
	} );
	expect( light.buttonHeight ).toBe( 55 );
	const outline = elementOptions(
		{ type: 'donate', theme: 'light-outline', height: 40, radius: 4 },
		'applePay'
	);
	expect( outline.buttonType ).toEqual( {
		applePay: 'donate',
		googlePay: 'donate',
	} );
	expect( outline.buttonTheme ).toEqual( {
		applePay: 'white-outline',
		googlePay: 'white',
	} );
} );

test( 'the elements: payment mode, lowercase currency, manual payment method, the radius, the 6 px spacing unit', () => {
	const settings = expressSettings( {
		button: { type: 'default', theme: 'dark', height: 48, radius: 10 },
	} );
	expect( elementsOptions( settings, 2500 ) ).toEqual( {
		mode: 'payment',
		amount: 2500,
		currency: 'eur',
		paymentMethodCreation: 'manual',
		locale: 'en',
		appearance: {
			variables: { borderRadius: '10px', spacingUnit: '6px' },
		},
	} );
} );
