import { loadStripe } from '@stripe/stripe-js/pure';
import { stripeSettings } from '../test-support/stripe-settings';
import { getStripe } from './loader';

jest.mock( '@stripe/stripe-js/pure', () => ( { loadStripe: jest.fn() } ) );

const load = loadStripe as unknown as jest.Mock;

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
