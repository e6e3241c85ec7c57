import { fakeStripe } from '../test-support/fake-stripe';
import { fakeFetch } from '../test-support/fetch';
import { stripeSettings } from '../test-support/stripe-settings';
import { startPageFlows } from './page-flows';
import type { StripeClient } from './stripe-client';

let stop: () => void = () => {};

afterEach( () => stop() );

const flush = (): Promise< void > =>
	new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

beforeEach( () => {
	Element.prototype.scrollIntoView = jest.fn();
	document.body.innerHTML = `
		<div data-vitrine-checkout>
			<div class="vitrine-checkout__notices"></div>
			<form class="vitrine-checkout__form"></form>
		</div>`;
	window.history.replaceState( null, '', '/checkout/' );
} );

test( 'a hash on load runs its flow and leaves the address without it; a refusal shows in the checkout’s notices', async () => {
	fakeFetch( { body: { success: true, data: {} } } );
	const stripe = fakeStripe();
	stripe.retrievePaymentIntent.mockResolvedValue( {
		paymentIntent: { id: 'pi_1', status: 'requires_action' },
	} );
	stripe.handleNextAction.mockResolvedValue( {
		error: { type: 'card_error', message: 'Your card was declined.' },
	} );
	window.history.replaceState(
		null,
		'',
		'/checkout/?a=1#vitrine-stripe-confirm-pi:12:pi_1_secret_a:n1'
	);

	stop = startPageFlows(
		stripeSettings(),
		async () => stripe as unknown as StripeClient,
		jest.fn()
	);
	await flush();
	await flush();

	expect( window.location.hash ).toBe( '' );
	expect( window.location.search ).toBe( '?a=1' );
	expect( stripe.handleNextAction ).toHaveBeenCalled();
	const notices = document.querySelector(
		'.vitrine-checkout__notices'
	) as HTMLElement;
	expect( notices.textContent ).toBe( 'Your card was declined.' );
	expect( notices.querySelector( '[role="alert"]' ) ).not.toBeNull();
	expect(
		document.querySelector( 'form' )?.classList.contains( 'is-processing' )
	).toBe( false );
} );

test( 'a hash set later (the checkout’s answer) runs its flow; other hashes do nothing', async () => {
	const stripe = fakeStripe();
	const loads = jest.fn( async () => stripe as unknown as StripeClient );
	const navigate = jest.fn();
	stop = startPageFlows( stripeSettings(), loads, navigate );

	window.history.pushState( null, '', '#reviews' );
	window.dispatchEvent( new HashChangeEvent( 'hashchange' ) );
	await flush();
	expect( loads ).not.toHaveBeenCalled();

	// As the browser does when only the hash changes.
	window.history.pushState(
		null,
		'',
		'#vitrine-stripe-voucher-7:oxxo:pi_2_secret_b:%2Fdone'
	);
	window.dispatchEvent( new HashChangeEvent( 'hashchange' ) );
	await flush();
	await flush();

	expect( stripe.confirmOxxoPayment ).toHaveBeenCalledWith(
		'pi_2_secret_b',
		{},
		{ handleActions: true }
	);
	expect( navigate ).toHaveBeenCalledWith( 'http://localhost/done' );
} );

test( 'on the pay-for-order page, a hash for another order is refused above the form', async () => {
	document.body.innerHTML =
		'<div class="vitrine-pay-for-order-page"><form data-vitrine-pay-for-order></form></div>';
	const stripe = fakeStripe();
	window.history.replaceState(
		null,
		'',
		'/checkout/order-pay/13/?key=k#vitrine-stripe-confirm-pi:12:pi_1_secret_a:n1'
	);

	stop = startPageFlows(
		stripeSettings( { isOrderPay: true, orderId: 13 } ),
		async () => stripe as unknown as StripeClient,
		jest.fn()
	);
	await flush();

	expect( stripe.retrievePaymentIntent ).not.toHaveBeenCalled();
	const form = document.querySelector( 'form' ) as HTMLFormElement;
	expect( form.previousElementSibling?.textContent ).toBe(
		'There was a problem processing the order.'
	);
} );
