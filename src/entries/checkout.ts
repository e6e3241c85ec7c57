/**
 * Checkout page context: the checkout form (address rules per country, order review updates,
 * coupons, placing the order) and the pay-for-order page. No React, no api-fetch: plain fetch
 * to ?vitrine-ajax=…, so the checkout's own script stays small before any payment provider's.
 * The pay-for-order and add-payment-method forms run the chosen gateway's place-order handler.
 */
import '../checkout/checkout.scss';
import { enhanceAddressFieldsets } from '../address';
import { initCheckout } from '../checkout/checkout-form';
import { startPaymentForms } from '../checkout/payment-forms';
import { onReady } from '../core/dom';
import { getSettings } from '../core/settings';
import '../checkout/settings';

onReady( () => {
	const settings = getSettings( 'checkout' );
	enhanceAddressFieldsets( document );
	initCheckout( settings );
	startPaymentForms( document, settings.i18n.checkoutError );
} );
