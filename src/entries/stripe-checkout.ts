/**
 * Stripe on the checkout, pay-for-order and add-payment-method pages (after the checkout bundle,
 * whose place-order hook it uses): the Payment Element of each Stripe method, made when the
 * method is first chosen, the submit flow, and the confirmations the address's hash asks for.
 * Stripe.js itself loads only then (@stripe/stripe-js/pure). No React, no jQuery.
 */
import '../checkout/settings';
import '../stripe/settings';
import { onReady } from '../core/dom';
import { getSettings } from '../core/settings';
import { getStripe } from '../stripe/loader';
import { startPageFlows } from '../stripe/page-flows';
import { startStripeForm } from '../stripe/payment-form';

onReady( () => {
	const settings = getSettings( 'stripe' );
	const stripe = () => getStripe( settings );
	document
		.querySelectorAll< HTMLFormElement >(
			'form.vitrine-checkout__form, form[data-vitrine-pay-for-order], form#add_payment_method'
		)
		.forEach( ( form ) => startStripeForm( form, settings, stripe ) );
	startPageFlows( settings, stripe );
} );
