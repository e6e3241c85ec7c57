/**
 * Stripe.js, loaded once a page and only when the page first needs it (a Stripe method chosen, a
 * hash to confirm, express buttons coming into view): @stripe/stripe-js's pure entry, which adds
 * the script on the first loadStripe() call rather than when the bundle runs.
 *
 * Every bundle that pays (the checkout's methods, the express buttons) carries its own copy of
 * this module and of @stripe/stripe-js, and a page may run two of them. So the load is kept on
 * the window, one per key, for every copy to share: a copy that found another's Stripe.js tag
 * after that tag had failed would otherwise wait on it for ever (@stripe/stripe-js listens for a
 * load or error event that has already fired), and the shopper would never see the failure.
 */
import { loadStripe } from '@stripe/stripe-js/pure';
import type { StripeClient } from './stripe-client';
import type { StripeSettings } from './settings';

declare global {
	interface Window {
		/** The page's Stripe.js loads, by key, locale and API version. */
		vitrineStripeLoads?: Record< string, Promise< StripeClient > >;
	}
}

/** Stripe.js's own script tags. */
const STRIPE_SCRIPTS = 'script[src^="https://js.stripe.com/"]';

/**
 * The Stripe client of the page.
 *
 * @param settings The key, locale and API version.
 * @return Rejects when Stripe.js could not be loaded (loadStripe tries twice).
 */
export function getStripe( settings: StripeSettings ): Promise< StripeClient > {
	const loads = ( window.vitrineStripeLoads ??= {} );
	const id = [ settings.key, settings.locale, settings.apiVersion ].join(
		'|'
	);
	loads[ id ] ??= loadStripe( settings.key, {
		locale: settings.locale as 'auto',
		apiVersion: settings.apiVersion,
	} ).then(
		( stripe ) => {
			if ( ! stripe ) {
				throw new Error( 'Stripe.js is not available.' );
			}
			// The calls this code makes, some of which (handleCardPayment) Stripe.js keeps
			// for older integrations without typing them.
			return stripe as unknown as StripeClient;
		},
		( error: unknown ) => {
			forgetFailedLoad( id );
			throw error;
		}
	);
	return loads[ id ];
}

/**
 * A failed load may be tried again later (a flaky connection): by whichever copy asks next, which
 * then adds a fresh tag rather than waiting on the failed one.
 *
 * @param id The load.
 */
function forgetFailedLoad( id: string ): void {
	delete window.vitrineStripeLoads?.[ id ];
	if ( ! ( 'Stripe' in window ) ) {
		document
			.querySelectorAll( STRIPE_SCRIPTS )
			.forEach( ( script ) => script.remove() );
	}
}
