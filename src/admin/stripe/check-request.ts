/**
 * What the connection check sends for the settings being edited.
 */
import type { SectionExtraProps } from '../settings/section-extras';
import type { CheckRequest } from './types';

/**
 * What the check sends for the values being edited: the mode of the test-mode toggle and that
 * mode's keys (a masked or empty key stands for the saved one; the server knows).
 *
 * @param values The settings as edited.
 */
export function checkRequest(
	values: SectionExtraProps[ 'values' ]
): CheckRequest {
	const mode = values.payment_stripe_testmode === false ? 'live' : 'test';
	const text = ( key: string ) => {
		const value = values[ `payment_stripe_${ mode }_${ key }` ];
		return typeof value === 'string' ? value : '';
	};
	return {
		mode,
		secret_key: text( 'secret_key' ),
		publishable_key: text( 'publishable_key' ),
	};
}
