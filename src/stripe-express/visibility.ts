/**
 * When the buttons show (docs/spec/payments.md section 4): once Stripe reports a method available
 * and no variation is left unchosen; hidden when Stripe failed to load, a variation is unchosen,
 * the total is zero (no free trial) or the product's data could not be read. Hidden means the
 * wrapper and the separator get `hidden`, which also releases the reserved height. For
 * administrators, a note says why nothing shows.
 */
import { message, type StripeExpressSettings } from './settings';

export interface VisibilityState {
	/** Some method's ready event reported it available. */
	available: boolean;
	/** Every element has reported ready (or failed). */
	settled: boolean;
	loadError: boolean;
	variationUnchosen: boolean;
	zeroTotal: boolean;
	productDataError: boolean;
}

export const initialState = (): VisibilityState => ( {
	available: false,
	settled: false,
	loadError: false,
	variationUnchosen: false,
	zeroTotal: false,
	productDataError: false,
} );

/**
 * Whether the buttons show.
 *
 * @param state The state.
 */
export function isShown( state: VisibilityState ): boolean {
	return (
		state.available &&
		! state.loadError &&
		! state.variationUnchosen &&
		! state.zeroTotal &&
		! state.productDataError
	);
}

/**
 * Why nothing shows, for the administrators' note: the server's reasons, then the page's.
 *
 * @param state    The state.
 * @param settings The settings.
 */
export function adminReasons(
	state: VisibilityState,
	settings: StripeExpressSettings
): string[] {
	const reasons = [ ...( settings.admin_reasons ?? [] ) ];
	if ( state.variationUnchosen ) {
		reasons.push( message( settings, 'adminVariation' ) );
	}
	if ( state.zeroTotal ) {
		reasons.push( message( settings, 'adminZeroTotal' ) );
	}
	if ( state.settled && ! state.available && ! state.loadError ) {
		reasons.push( message( settings, 'adminNoWallet' ) );
	}
	return reasons;
}

/**
 * Shows or hides the area as the state says.
 *
 * @param wrapper  The .vitrine-express-checkout wrapper.
 * @param state    The state.
 * @param settings The settings.
 */
export function applyVisibility(
	wrapper: HTMLElement,
	state: VisibilityState,
	settings: StripeExpressSettings
): void {
	const shown = isShown( state );
	const doc = wrapper.ownerDocument;
	const separator = doc.getElementById(
		'vitrine-express-checkout-separator'
	);
	const note = wrapper.querySelector< HTMLElement >(
		'.vitrine-express-checkout__admin-note'
	);
	const reasons =
		note && settings.admin_reasons !== null && ! shown
			? adminReasons( state, settings )
			: [];
	// Until Stripe answers, the reserved height stays (nothing shifts when the buttons come);
	// a hidden state releases it at once.
	const waiting =
		! state.settled &&
		! shown &&
		! state.loadError &&
		! state.variationUnchosen &&
		! state.zeroTotal &&
		! state.productDataError;
	// Administrators keep the wrapper for the note.
	wrapper.hidden = ! shown && ! waiting && ! reasons.length;
	wrapper.classList.toggle( 'is-shown', shown );
	wrapper.classList.toggle( 'is-waiting', waiting );
	if ( separator ) {
		separator.hidden = ! shown;
	}
	if ( note ) {
		note.hidden = ! reasons.length;
		note.textContent = reasons.length
			? `${ message( settings, 'adminNotShown' ) } ${ reasons.join( ' ' ) }`
			: '';
	}
}
