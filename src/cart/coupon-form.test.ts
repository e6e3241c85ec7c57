import { CouponForm, type CouponFormDeps } from './coupon-form';
import type { Answer } from '../core/http';
import type { CartJson } from './rest';
import { cartWithTotals, totalsBoxHtml } from './test-totals';

function setUp( answer: Answer< unknown > ) {
	document.body.innerHTML = totalsBoxHtml();
	const box = document.querySelector< HTMLElement >(
		'[data-vitrine-cart-totals]'
	)!;
	const send = jest.fn( async () => answer as Answer< CartJson > );
	const show = jest.fn();
	const deps: CouponFormDeps = {
		send,
		show,
		i18n: {
			applied: 'Coupon code applied successfully.',
			removed: 'Coupon has been removed.',
			enterCoupon: 'Please enter a coupon code.',
			error: 'Sorry.',
		},
	};
	new CouponForm( box, deps ).listen();
	const input = box.querySelector< HTMLInputElement >(
		'.vitrine-cart-coupon__input'
	)!;
	const message = box.querySelector< HTMLElement >(
		'.vitrine-cart-coupon__message'
	)!;
	const submit = () =>
		box
			.querySelector< HTMLFormElement >( '.vitrine-cart-coupon' )!
			.dispatchEvent( new Event( 'submit', { cancelable: true } ) );
	return { box, send, show, input, message, submit };
}

const flush = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
const ok = ( body: unknown ): Answer< unknown > =>
	( {
		status: 200,
		body,
		text: '',
		headers: new Headers(),
	} ) as Answer< unknown >;

describe( 'CouponForm', () => {
	it( 'applies the code without a reload and draws the answer', async () => {
		const cart = cartWithTotals();
		const { send, show, input, message, submit } = setUp( ok( cart ) );
		input.value = ' welcome10 ';
		submit();
		await flush();

		expect( send ).toHaveBeenCalledWith( 'cart/apply-coupon', {
			code: 'welcome10',
		} );
		expect( show ).toHaveBeenCalledWith( cart );
		expect( input.value ).toBe( '' );
		expect( message.textContent ).toBe(
			'Coupon code applied successfully.'
		);
		expect( input.getAttribute( 'aria-invalid' ) ).toBe( 'false' );
	} );

	it( "shows the coupon's own refusal in the field's alert", async () => {
		const { show, input, message, submit } = setUp( {
			status: 400,
			body: {
				code: 'vitrine_coupon_expired',
				message: 'This coupon has expired.',
			},
			text: '',
			headers: new Headers(),
		} as Answer< unknown > );
		input.value = 'EXPIRED';
		submit();
		await flush();

		expect( show ).not.toHaveBeenCalled();
		expect( message.textContent ).toBe( 'This coupon has expired.' );
		expect( message.getAttribute( 'role' ) ).toBe( 'alert' );
		expect( message.classList.contains( 'is-error' ) ).toBe( true );
		expect( input.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
		expect( input.value ).toBe( 'EXPIRED' );
	} );

	it( 'asks for a code before sending an empty one', async () => {
		const { send, message, submit } = setUp( ok( cartWithTotals() ) );
		submit();
		await flush();
		expect( send ).not.toHaveBeenCalled();
		expect( message.textContent ).toBe( 'Please enter a coupon code.' );
	} );

	it( 'removes a coupon from its button and moves focus to the field', async () => {
		const { box, send, input, message } = setUp(
			ok( cartWithTotals( { coupons: [] } ) )
		);
		box.querySelector< HTMLButtonElement >(
			'.vitrine-cart__remove-coupon'
		)!.click();
		await flush();

		expect( send ).toHaveBeenCalledWith( 'cart/remove-coupon', {
			code: 'old',
		} );
		expect( message.textContent ).toBe( 'Coupon has been removed.' );
		expect( document.body.ownerDocument.activeElement ).toBe( input );
	} );
} );
