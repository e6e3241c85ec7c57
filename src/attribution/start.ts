/**
 * The bundle's behaviour: capture now when consent allows, again when it is granted, forget
 * everything when it is withdrawn, and keep the checkout's hidden inputs in step.
 */
import { onReady } from '../core/dom';
import { capture, orderFields } from './capture';
import { hasConsent, onConsentChange } from './consent';
import { expireAll } from './cookies';
import { fillInputs } from './inputs';
import type { AttributionSettings } from './settings';

declare global {
	interface Window {
		/** What other bundles read of the attribution (the express checkout's order). */
		vitrineAttribution?: { orderFields: () => Record< string, string > };
	}
}

export function startAttribution( settings: AttributionSettings ): void {
	// The express checkout sends these with its order (payments.md section 3).
	window.vitrineAttribution = { orderFields };
	const run = (): void => {
		if ( hasConsent( settings.consentCategory ) ) {
			capture( settings, {
				url: new URL( window.location.href ),
				referrer: document.referrer,
				agent: window.navigator.userAgent,
				now: Date.now(),
				random: Math.random,
			} );
		}
		onReady( () => fillInputs( orderFields() ) );
	};
	onConsentChange( settings.consentCategory, ( granted ) => {
		if ( granted ) {
			run();
		} else {
			expireAll();
			fillInputs( orderFields() );
		}
	} );
	run();
}
