import { startPaymentForm, setHiddenField } from './payment-forms';
import { registerPlaceOrderHandler } from './place-order';

let submitted: jest.SpyInstance;

beforeAll( () => {
	if ( typeof globalThis.CSS?.escape !== 'function' ) {
		(
			globalThis as unknown as {
				CSS: { escape: ( s: string ) => string };
			}
		 ).CSS = {
			escape: ( value: string ) => value.replace( /[^\w-]/g, '\\$&' ),
		};
	}
} );

beforeEach( () => {
	// jsdom does not submit forms.
	submitted = jest
		.spyOn( HTMLFormElement.prototype, 'submit' )
		.mockImplementation( () => {} );
	Element.prototype.scrollIntoView = jest.fn();
	document.body.innerHTML = `
		<div class="vitrine-pay-for-order-page">
			<form method="post" data-vitrine-pay-for-order>
				<input type="hidden" name="security" value="n">
				<ul>
					<li><input type="radio" name="payment_method" value="bacs"><label>Bank</label></li>
					<li><input type="radio" name="payment_method" value="stripe" checked><label>Card</label>
						<div class="vitrine-payment-box" data-method="stripe">card</div></li>
				</ul>
				<button type="submit" name="vitrine_pay_for_order" value="1">Pay for order</button>
			</form>
		</div>`;
} );

afterEach( () => {
	delete window.vitrinePlaceOrderHandlers;
	submitted.mockRestore();
} );

const form = (): HTMLFormElement =>
	document.querySelector( 'form' ) as HTMLFormElement;

const flush = (): Promise< void > =>
	new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

function clickPay(): Event {
	const event = new Event( 'submit', { cancelable: true, bubbles: true } );
	Object.defineProperty( event, 'submitter', {
		value: document.querySelector( 'button' ),
	} );
	form().dispatchEvent( event );
	return event;
}

test( 'the handler’s fields and the clicked button go with the form as hidden fields', async () => {
	registerPlaceOrderHandler( 'stripe', async () => ( {
		'vitrine-stripe-payment-method': 'pm_1',
	} ) );
	startPaymentForm( form(), 'Generic.' );

	const event = clickPay();
	expect( event.defaultPrevented ).toBe( true );
	expect( form().classList.contains( 'is-processing' ) ).toBe( true );
	await flush();

	const data = new FormData( form() );
	expect( data.get( 'vitrine-stripe-payment-method' ) ).toBe( 'pm_1' );
	expect( data.get( 'vitrine_pay_for_order' ) ).toBe( '1' );
	expect( submitted ).toHaveBeenCalledTimes( 1 );
} );

test( 'a refusal is shown before the form, which stays and can be sent again', async () => {
	registerPlaceOrderHandler(
		'stripe',
		jest
			.fn()
			.mockResolvedValueOnce( { error: 'Your card was declined.' } )
			.mockResolvedValueOnce( {} )
	);
	startPaymentForm( form(), 'Generic.' );

	clickPay();
	await flush();

	expect( submitted ).not.toHaveBeenCalled();
	const notices = form().previousElementSibling as HTMLElement;
	expect( notices.className ).toBe( 'vitrine-payment-form__notices' );
	expect( notices.textContent ).toBe( 'Your card was declined.' );
	expect( form().classList.contains( 'is-processing' ) ).toBe( false );

	clickPay();
	await flush();
	expect( submitted ).toHaveBeenCalledTimes( 1 );
	// One notices area, not one per refusal.
	expect(
		document.querySelectorAll( '.vitrine-payment-form__notices' )
	).toHaveLength( 1 );
} );

test( 'a gateway without a handler posts the form natively', () => {
	registerPlaceOrderHandler( 'stripe', jest.fn() );
	( document.querySelector( '[value="bacs"]' ) as HTMLInputElement ).checked =
		true;
	startPaymentForm( form(), 'Generic.' );

	expect( clickPay().defaultPrevented ).toBe( false );
} );

test( 'only the chosen method’s box shows', () => {
	startPaymentForm( form(), 'Generic.' );
	const box = document.querySelector( '.vitrine-payment-box' ) as HTMLElement;
	expect( box.hidden ).toBe( false );

	const bank = document.querySelector( '[value="bacs"]' ) as HTMLInputElement;
	bank.checked = true;
	bank.dispatchEvent( new Event( 'change', { bubbles: true } ) );

	expect( box.hidden ).toBe( true );
} );

test( 'a hidden field is replaced, not added twice', () => {
	setHiddenField( form(), 'security', 'other' );
	expect( new FormData( form() ).getAll( 'security' ) ).toEqual( [
		'other',
	] );
} );
