import {
	ShippingCalculator,
	type ShippingCalculatorDeps,
} from './shipping-calculator';
import type { Answer } from '../core/http';
import type { CartJson } from './rest';
import { cartWithTotals, totalsBoxHtml } from './test-totals';

const flush = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

function setUp( answer: Answer< unknown > ) {
	document.body.innerHTML = totalsBoxHtml();
	const box = document.querySelector< HTMLElement >(
		'[data-vitrine-cart-totals]'
	)!;
	const deps: ShippingCalculatorDeps = {
		send: jest.fn( async () => answer as Answer< CartJson > ),
		show: jest.fn(),
		say: jest.fn(),
		fail: jest.fn(),
		followCountry: jest.fn( async () => undefined ),
		i18n: {
			shippingDone: 'Shipping costs updated.',
			shippingTo: 'Shipping to %s.',
			error: 'Sorry.',
		},
	};
	const calculator = new ShippingCalculator( box, deps );
	calculator.listen();
	const toggle = box.querySelector< HTMLButtonElement >(
		'.vitrine-cart-shipping__toggle'
	)!;
	const form = box.querySelector< HTMLFormElement >(
		'.vitrine-cart-shipping__form'
	)!;
	return { box, deps, calculator, toggle, form };
}

const ok = ( body: unknown ) =>
	( {
		status: 200,
		body,
		text: '',
		headers: new Headers(),
	} ) as Answer< unknown >;

describe( 'ShippingCalculator', () => {
	it( 'collapses the form behind its button, which opens and closes it', () => {
		const { toggle, form } = setUp( ok( cartWithTotals() ) );
		expect( toggle.hidden ).toBe( false );
		expect( toggle.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		expect( form.hidden ).toBe( true );

		toggle.click();
		expect( toggle.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		expect( form.hidden ).toBe( false );
		expect(
			document.body.ownerDocument.activeElement?.getAttribute( 'name' )
		).toBe( 'calc_shipping_country' );

		toggle.click();
		expect( form.hidden ).toBe( true );
	} );

	it( 'sends the location as billing and shipping, then says where to and closes', async () => {
		const cart = cartWithTotals();
		const { deps, toggle, form, box, calculator } = setUp( ok( cart ) );
		toggle.click();
		(
			form.elements.namedItem(
				'calc_shipping_country'
			) as HTMLSelectElement
		 ).value = 'DE';
		(
			form.elements.namedItem(
				'calc_shipping_postcode'
			) as HTMLInputElement
		 ).value = '10115 ';
		form.dispatchEvent( new Event( 'submit', { cancelable: true } ) );
		await flush();

		const location = {
			country: 'DE',
			state: '',
			postcode: '10115',
			city: '',
		};
		expect( deps.send ).toHaveBeenCalledWith( 'cart/update-customer', {
			billing_address: location,
			shipping_address: location,
		} );
		expect( deps.show ).toHaveBeenCalledWith( cart );
		expect( deps.say ).toHaveBeenCalledWith( 'Shipping costs updated.' );
		expect(
			box.querySelector( '.vitrine-cart-shipping__destination' )
				?.textContent
		).toBe( 'Shipping to Germany, 10115.' );
		expect( form.hidden ).toBe( true );
		expect( document.body.ownerDocument.activeElement ).toBe( toggle );
		expect( calculator.located() ).toBe( true );
	} );

	it( 'hides the no-JS submit of the rates, since each choice is sent at once', () => {
		const { box } = setUp( ok( cartWithTotals() ) );
		expect(
			box.querySelector< HTMLElement >( '.vitrine-cart__rates-submit' )!
				.hidden
		).toBe( true );
	} );

	it( 'sends a chosen rate', async () => {
		const { deps, box } = setUp( ok( cartWithTotals() ) );
		box.querySelector( '.vitrine-cart__rates-options' )!.innerHTML =
			'<input type="radio" class="vitrine-cart__rate" name="vitrine_shipping_rate" value="local_pickup:2">';
		const radio = box.querySelector< HTMLInputElement >(
			'.vitrine-cart__rate'
		)!;
		radio.checked = true;
		radio.dispatchEvent( new Event( 'change', { bubbles: true } ) );
		await flush();
		expect( deps.send ).toHaveBeenCalledWith( 'cart/select-shipping-rate', {
			rate_id: 'local_pickup:2',
		} );
	} );

	it( 'shows a refusal', async () => {
		const { deps, form } = setUp( {
			status: 409,
			body: { message: 'Your cart is empty.' },
			text: '',
			headers: new Headers(),
		} as Answer< unknown > );
		form.dispatchEvent( new Event( 'submit', { cancelable: true } ) );
		await flush();
		expect( deps.fail ).toHaveBeenCalledWith( 'Your cart is empty.' );
		expect( deps.show ).not.toHaveBeenCalled();
	} );

	it( 'has the state field follow the chosen country', () => {
		const { deps, form } = setUp( ok( cartWithTotals() ) );
		const select = form.querySelector< HTMLSelectElement >(
			'select[name="calc_shipping_country"]'
		)!;
		select.value = 'FR';
		select.dispatchEvent( new Event( 'change', { bubbles: true } ) );
		expect( deps.followCountry ).toHaveBeenCalledWith(
			form.querySelector( '[data-vitrine-field="state"]' ),
			'FR'
		);
	} );
} );
