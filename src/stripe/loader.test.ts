import { loadStripe } from '@stripe/stripe-js/pure';
import { stripeSettings } from '../test-support/stripe-settings';
import { getStripe } from './loader';

jest.mock( '@stripe/stripe-js/pure', () => ( { loadStripe: jest.fn() } ) );

const load = loadStripe as unknown as jest.Mock;

beforeEach( () => {
	load.mockReset();
	delete window.vitrineStripeLoads;
	document.head.innerHTML = '';
} );

/**
 * Another bundle's copy of the loader, with its own module state, as a second entry on the page
 * has.
 */
function otherBundlesGetStripe(): typeof getStripe {
	let other: typeof getStripe = getStripe;
	jest.isolateModules( () => {
		other = require( './loader' ).getStripe;
	} );
	return other;
}

test( 'Stripe.js is loaded once, with the key, locale and API version; a failed load is tried again', async () => {
	const settings = stripeSettings();
	load.mockRejectedValueOnce( new Error( 'Failed to load Stripe.js' ) );
	await expect( getStripe( settings ) ).rejects.toThrow();

	const client = { elements: jest.fn() };
	load.mockResolvedValue( client );
	const [ first, second ] = await Promise.all( [
		getStripe( settings ),
		getStripe( settings ),
	] );

	expect( first ).toBe( client );
	expect( second ).toBe( client );
	expect( load ).toHaveBeenCalledTimes( 2 );
	expect( load ).toHaveBeenLastCalledWith( 'pk_test_abc', {
		locale: 'en',
		apiVersion: '2026-09-30.endive',
	} );
} );

test( 'two bundles on one page share one load and one client', async () => {
	const client = { elements: jest.fn() };
	load.mockResolvedValue( client );
	const other = otherBundlesGetStripe();
	expect( other ).not.toBe( getStripe );

	const [ mine, theirs ] = await Promise.all( [
		getStripe( stripeSettings() ),
		other( stripeSettings() ),
	] );

	expect( theirs ).toBe( mine );
	expect( load ).toHaveBeenCalledTimes( 1 );
} );

test( "a failed load removes Stripe.js's tag, so that the next bundle to ask adds a fresh one instead of waiting on it", async () => {
	load.mockImplementationOnce( () => {
		const script = document.createElement( 'script' );
		script.src = 'https://js.stripe.com/v3';
		document.head.append( script );
		return Promise.reject( new Error( 'Failed to load Stripe.js' ) );
	} );
	const mine = document.createElement( 'script' );
	mine.src =
		'https://example.org/wp-content/plugins/vitrine/build/stripe-express.js';
	document.head.append( mine );

	await expect( getStripe( stripeSettings() ) ).rejects.toThrow(
		'Failed to load Stripe.js'
	);
	expect( document.querySelectorAll( 'script' ) ).toHaveLength( 1 );
	expect( document.querySelector( 'script' ) ).toBe( mine );

	const client = { elements: jest.fn() };
	load.mockResolvedValue( client );
	await expect( otherBundlesGetStripe()( stripeSettings() ) ).resolves.toBe(
		client
	);
	expect( load ).toHaveBeenCalledTimes( 2 );
} );
