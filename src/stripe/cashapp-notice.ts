/**
 * The Cash App Pay notice (docs/spec/payments.md section 9): over an amount of 200000 in Stripe's
 * units (2,000.00 dollars), the method's box tells the shopper that Cash App Pay may refuse the
 * payment, so that they can choose another method before trying. The spec compares the amount as
 * it is; so do we, with the amount the payment would be made for (the order's on the pay page,
 * the cart's, kept current by each checkout refresh).
 */
import { boxFor } from './boxes';
import type { StripeSettings } from './settings';

/** The amount, in Stripe's units, over which the notice shows. */
export const CASH_APP_NOTICE_OVER = 200000;

const NOTICE_CLASS = 'vitrine-stripe-cashapp-notice';

/**
 * Adds the notice to Cash App Pay's box, or removes it, for the amount to pay.
 *
 * @param form     The payment form.
 * @param settings The Stripe settings.
 * @param amount   The amount to pay, in Stripe's units.
 */
export function updateCashAppNotice(
	form: HTMLFormElement,
	settings: StripeSettings,
	amount: number
): void {
	const config = settings.paymentMethodsConfig.cashapp;
	const box = config ? boxFor( form, config.gatewayId ) : null;
	if ( ! box ) {
		return;
	}
	let notice = box.querySelector< HTMLElement >( `.${ NOTICE_CLASS }` );
	if ( amount <= CASH_APP_NOTICE_OVER ) {
		notice?.remove();
		return;
	}
	if ( ! notice ) {
		notice = form.ownerDocument.createElement( 'p' );
		notice.className = `vitrine-stripe-notice ${ NOTICE_CLASS }`;
		notice.textContent = settings.i18n.cashAppLimit;
		box.prepend( notice );
	}
}
