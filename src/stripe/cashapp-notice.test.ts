import { stripeSettings } from '../test-support/stripe-settings';
import { CASH_APP_NOTICE_OVER, updateCashAppNotice } from './cashapp-notice';

const settings = stripeSettings( {
	paymentMethodsConfig: {
		card: {
			isReusable: true,
			supportsDeferredIntent: true,
			countries: [],
			title: 'Card',
			gatewayId: 'stripe',
		},
		cashapp: {
			isReusable: false,
			supportsDeferredIntent: true,
			countries: [ 'US' ],
			title: 'Cash App Pay',
			gatewayId: 'stripe_cashapp',
		},
	},
} );

function form(): HTMLFormElement {
	document.body.innerHTML = `
		<form><ul>
			<li><input type="radio" name="payment_method" value="stripe" checked>
				<div class="vitrine-payment-box" data-method="stripe"></div></li>
			<li><input type="radio" name="payment_method" value="stripe_cashapp">
				<div class="vitrine-payment-box" data-method="stripe_cashapp"><div class="vitrine-stripe-element"></div></div></li>
		</ul></form>`;
	return document.querySelector( 'form' ) as HTMLFormElement;
}

const notices = () =>
	Array.from(
		document.querySelectorAll( '.vitrine-stripe-cashapp-notice' )
	).map( ( notice ) => [
		( notice.closest( '.vitrine-payment-box' ) as HTMLElement ).dataset
			.method,
		notice.textContent,
	] );

test( 'over 200000 (the amount as it is), Cash App Pay says it may refuse the payment; at it or under, nothing', () => {
	const payment = form();
	updateCashAppNotice( payment, settings, CASH_APP_NOTICE_OVER );
	expect( notices() ).toEqual( [] );

	updateCashAppNotice( payment, settings, CASH_APP_NOTICE_OVER + 1 );
	expect( notices() ).toEqual( [
		[
			'stripe_cashapp',
			'Cash App Pay may refuse a payment of this amount.',
		],
	] );
} );

test( 'the notice follows the amount through checkout refreshes, once', () => {
	const payment = form();
	updateCashAppNotice( payment, settings, 250000 );
	updateCashAppNotice( payment, settings, 260000 );
	expect( notices() ).toHaveLength( 1 );

	updateCashAppNotice( payment, settings, 199999 );
	expect( notices() ).toEqual( [] );
} );

test( 'nothing when Cash App Pay is not offered', () => {
	const payment = form();
	updateCashAppNotice(
		payment,
		stripeSettings( {
			paymentMethodsConfig: {
				card: settings.paymentMethodsConfig.card,
			},
		} ),
		999999
	);
	expect( notices() ).toEqual( [] );
} );
