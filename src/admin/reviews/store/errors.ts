/**
 * What the store records of a failed request: the server's error answer as it came (api-fetch
 * gives the network's failures the same shape), or, for anything else thrown, the screens'
 * generic message.
 */
import { isVitrineError, type VitrineError } from '../../../core/api';
import { errorMessage } from '../options';

export function requestError( thrown: unknown ): VitrineError {
	return isVitrineError( thrown )
		? thrown
		: { code: 'vitrine_request_failed', message: errorMessage( thrown ) };
}
