import {
	getPaymentContext,
	onPaymentContextChange,
	PAYMENT_CONTEXT_EVENT,
	updatePaymentContext,
	type PaymentPageContext,
} from './payment-context';

function context(
	changes: Partial< PaymentPageContext > = {}
): PaymentPageContext {
	return {
		context: 'checkout',
		isCheckout: true,
		isOrderPay: false,
		isAddPaymentMethod: false,
		isMyAccount: false,
		isChangingPayment: false,
		total: 3558,
		currency: 'EUR',
		currencyDecimals: 2,
		country: 'DE',
		needsShipping: true,
		isLoggedIn: false,
		isSignupOnCheckoutAllowed: true,
		gateways: [ 'bacs', 'cod' ],
		genericErrorMessage: 'There was an error processing your order.',
		locale: 'en-US',
		api: {
			checkout: 'https://shop.test/wp-json/vitrine/v1/checkout',
			payForOrder: '',
			nonce: 'abc',
		},
		order: null,
		...changes,
	};
}

afterEach( () => {
	delete window.vitrineSettings;
} );

test( 'the context is read from the settings PHP printed, and is required', () => {
	expect( () => getPaymentContext() ).toThrow( /"payment" settings/ );

	window.vitrineSettings = { payment: context() };

	expect( getPaymentContext().total ).toBe( 3558 );
} );

test( 'a new context replaces the old one and reaches the listeners', () => {
	window.vitrineSettings = { payment: context() };
	const seen: number[] = [];
	const stop = onPaymentContextChange( ( next ) => seen.push( next.total ) );
	const raw = jest.fn();
	document.addEventListener( PAYMENT_CONTEXT_EVENT, raw );

	updatePaymentContext( context( { total: 1250, country: 'AT' } ) );
	stop();
	updatePaymentContext( context( { total: 99 } ) );

	expect( seen ).toEqual( [ 1250 ] );
	expect( raw ).toHaveBeenCalledTimes( 2 );
	expect( getPaymentContext().total ).toBe( 99 );
	document.removeEventListener( PAYMENT_CONTEXT_EVENT, raw );
} );
