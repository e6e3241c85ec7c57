/**
 * The words for a request that did not reach the server (payments spec's error catalogue:
 * timeout, abort, anything else), in one place for every script that shows them. Kept apart
 * from core/http.ts so that the storefront bundles that show none of them load no wp-i18n.
 */
import { __ } from '@wordpress/i18n';
import type { TransportFailure } from './http';

/**
 * The message of a transport failure.
 *
 * @param failure What went wrong (an Answer's failure).
 */
export function transportMessage( failure: TransportFailure ): string {
	switch ( failure ) {
		case 'timeout':
			return __(
				'A timeout occurred while connecting to the server. Please try again.',
				'vitrine'
			);
		case 'abort':
			return __(
				'The connection to the server was aborted. Please try again.',
				'vitrine'
			);
		default:
			return __(
				'An error occurred while connecting to the server. Please try again.',
				'vitrine'
			);
	}
}
