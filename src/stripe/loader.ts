/**
 * Stripe.js, loaded once and only when a page first needs it (a Stripe method chosen, a hash to
 * confirm): @stripe/stripe-js's pure entry, which adds the script on the first loadStripe() call
 * rather than when the bundle runs.
 */
import { loadStripe } from '@stripe/stripe-js/pure';
import type { StripeClient } from './stripe-client';
import type { StripeSettings } from './settings';

let loading: Promise< StripeClient > | null = null;

/**
 * The Stripe client of the page.
 *
 * @param settings The key, locale and API version.
 * @return Rejects when Stripe.js could not be loaded (loadStripe tries twice).
 */
export function getStripe( settings: StripeSettings ): Promise< StripeClient > {
	loading ??= loadStripe( settings.key, {
		locale: settings.locale as 'auto',
		apiVersion: settings.apiVersion,
	} ).then( ( stripe ) => {
		if ( ! stripe ) {
			throw new Error( 'Stripe.js is not available.' );
		}
		// The calls this code makes, some of which (handleCardPayment) Stripe.js keeps for
		// older integrations without typing them.
		return stripe as unknown as StripeClient;
	} );
	// A failed load may be tried again later (a flaky connection).
	loading.catch( () => {
		loading = null;
	} );
	return loading;
}
