/**
 * The bundle's entry: nothing of Stripe before the first paint, then the area started (Stripe.js
 * loaded, its elements made) once the browser is idle.
 */
import { getStripe } from '../stripe/loader';
import { expressSettings } from './test-settings';

jest.mock( '../stripe/loader', () => ( { getStripe: jest.fn() } ) );

const load = getStripe as unknown as jest.Mock;

// webpack's run-time public path, which the entry sets from the settings (core/chunks.ts).
const runtime = globalThis as unknown as { __webpack_public_path__: string };
runtime.__webpack_public_path__ = '';

test( 'Stripe.js loads after the first paint, when idle, with the settings’ key', async () => {
	jest.useFakeTimers();
	delete ( window as Partial< Window > ).requestIdleCallback;
	window.IntersectionObserver = jest.fn( () => ( {
		observe: jest.fn(),
		disconnect: jest.fn(),
	} ) ) as unknown as typeof IntersectionObserver;
	const elements = jest.fn( () => ( {
		create: () => ( {
			mount: jest.fn(),
			on: jest.fn(),
			destroy: jest.fn(),
		} ),
		update: jest.fn(),
	} ) );
	load.mockResolvedValue( { elements } );
	window.vitrineSettings = { stripeExpress: expressSettings() };
	document.body.innerHTML = `
		<div class="vitrine-express-checkout" data-vitrine-widget="stripe-express">
			<div class="vitrine-express-checkout__buttons"></div>
		</div>`;

	await import( '../entries/stripe-express' );
	// The buttons' chunk loads from where PHP says the build is.
	expect( runtime.__webpack_public_path__ ).toBe( '/build/' );
	await jest.advanceTimersByTimeAsync( 0 );
	expect( load ).not.toHaveBeenCalled();
	await jest.advanceTimersByTimeAsync( 20 );
	expect( load ).not.toHaveBeenCalled();
	await jest.advanceTimersByTimeAsync( 1000 );
	expect( load ).toHaveBeenCalledWith( {
		key: 'pk_test_abc',
		locale: 'en',
		apiVersion: '2026-09-30.endive',
	} );
	expect( elements ).toHaveBeenCalledTimes( 3 );
	expect(
		document.querySelectorAll( '.vitrine-express-checkout__method' )
	).toHaveLength( 3 );
	jest.useRealTimers();
} );
