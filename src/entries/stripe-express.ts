/**
 * Express checkout (Apple Pay, Google Pay, Link, Amazon Pay) on the product, cart, checkout and
 * pay-for-order pages: the area PHP prints (its height reserved) starts after the first paint,
 * when it nears the viewport or the browser is idle. Only then do the buttons' code (the chunk
 * chunks/stripe-express-buttons.js) and Stripe.js (@stripe/stripe-js/pure) load, side by side:
 * what a page runs before its first paint is the scheduler alone. No React, no jQuery, no
 * api-fetch, no wp-i18n (the texts come with the settings).
 */
import '../stripe-express/express.scss';
import '../stripe-express/settings';
import { loadChunksFrom } from '../core/chunks';
import { onReady } from '../core/dom';
import { getSettings } from '../core/settings';
import { createWidgetRegistry } from '../core/widgets';
import { getStripe } from '../stripe/loader';
import type { StripeSettings } from '../stripe/settings';
import { nearOrIdle } from '../stripe-express/schedule';
import type { ExpressStripe } from '../stripe-express/stripe-types';

onReady( () => {
	const settings = getSettings( 'stripeExpress' );
	loadChunksFrom( settings );
	const {
		publishable_key: key,
		locale,
		api_version: apiVersion,
	} = settings.stripe;
	// getStripe() reads only the key, the locale and the API version of the gateway's settings.
	const loaderSettings = { key, locale, apiVersion } as StripeSettings;
	createWidgetRegistry()
		.define( {
			'stripe-express': {
				start: nearOrIdle(),
				load: () => {
					// Stripe.js starts loading with the chunk, not after it; a failure is the
					// buttons' to show (their load error), once they ask for it.
					const stripe = getStripe( loaderSettings );
					stripe.catch( () => undefined );
					return import(
						/* webpackChunkName: "stripe-express-buttons" */ '../stripe-express/express'
					).then( ( { startExpress } ) => ( element ) => {
						let widget: { destroy: () => void } | null = null;
						let gone = false;
						void startExpress( element, {
							settings,
							// The same Stripe.js client; its express calls typed in stripe-types.ts.
							stripe: () =>
								stripe as unknown as Promise< ExpressStripe >,
							navigate: ( url ) => window.location.assign( url ),
							// The spec's login prompt is the browser's own confirm.
							// eslint-disable-next-line no-alert
							confirm: ( text ) => window.confirm( text ),
						} ).then( ( started ) => {
							widget = started;
							if ( gone ) {
								started.destroy();
							}
						} );
						return {
							destroy: () => {
								gone = true;
								widget?.destroy();
							},
						};
					} );
				},
			},
		} )
		.start();
} );
