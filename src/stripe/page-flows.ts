/**
 * Runs the confirmation flow of the address's hash (confirm-flows.ts) on page load and when the
 * hash changes (the checkout's answer sends the browser to the same page with a new hash, which
 * reloads nothing).
 */
import { errorNotice, showNotices } from '../checkout/notices';
import { getPaymentContext } from '../checkout/payment-context';
import { parseHash, runFlow } from './confirm-flows';
import type { StripeSettings } from './settings';
import type { StripeClient } from './stripe-client';

/**
 * The form the flow belongs to, for its notices and its busy state.
 *
 * @param doc The document.
 */
function pageForm( doc: Document ): HTMLFormElement | null {
	return doc.querySelector< HTMLFormElement >(
		'form.vitrine-checkout__form, form[data-vitrine-pay-for-order], form#add_payment_method'
	);
}

/**
 * Shows a flow's error where the page shows its notices.
 *
 * @param doc     The document.
 * @param message The message.
 */
function showFlowError( doc: Document, message: string ): void {
	const form = pageForm( doc );
	let area =
		doc.querySelector< HTMLElement >( '.vitrine-checkout__notices' ) ??
		doc.querySelector< HTMLElement >( '.vitrine-payment-form__notices' );
	if ( ! area ) {
		area = doc.createElement( 'div' );
		area.className = 'vitrine-payment-form__notices';
		if ( form ) {
			form.before( area );
		} else {
			( doc.querySelector( 'main' ) ?? doc.body ).prepend( area );
		}
	}
	showNotices(
		area,
		errorNotice( doc, message ),
		form ?? doc.createElement( 'form' )
	);
}

/**
 * Starts the flows of the page.
 *
 * @param settings The Stripe settings.
 * @param stripe   Loads Stripe.js (once).
 * @param navigate Where the browser goes (tests observe it).
 * @return Stops listening to the hash.
 */
export function startPageFlows(
	settings: StripeSettings,
	stripe: () => Promise< StripeClient >,
	navigate: ( url: string ) => void = ( url ) => window.location.assign( url )
): () => void {
	const run = (): void => {
		const flow = parseHash( window.location.hash );
		if ( ! flow ) {
			return;
		}
		let currentOrderId: number | null = null;
		if ( settings.isOrderPay ) {
			try {
				currentOrderId =
					getPaymentContext().order?.id ?? settings.orderId ?? null;
			} catch {
				currentOrderId = settings.orderId ?? null;
			}
		}
		void runFlow( flow, {
			settings,
			stripe,
			href: window.location.href,
			currentOrderId,
			navigate,
			clearHash: () =>
				window.history.replaceState(
					null,
					'',
					window.location.pathname + window.location.search
				),
			showError: ( message ) => showFlowError( document, message ),
			busy: ( on ) => {
				const form = pageForm( document );
				form?.classList.toggle( 'is-processing', on );
				form?.setAttribute( 'aria-busy', String( on ) );
			},
		} );
	};
	window.addEventListener( 'hashchange', run );
	run();
	return () => window.removeEventListener( 'hashchange', run );
}
