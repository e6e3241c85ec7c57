<?php
/**
 * What went wrong, in the shop's terms.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Errors;

/**
 * The kinds of failure a service reports. A service says what went wrong; ErrorMapper alone
 * decides how an HTTP caller hears it (the status), so services never name a status.
 */
enum ErrorKind: string {

	/** The input is wrong or incomplete: a field, a quantity, a file's content. */
	case INVALID = 'invalid';

	/** The payment was declined; the caller may retry with another method. */
	case PAYMENT_REFUSED = 'payment_refused';

	/** The caller may not do this: registration closed, someone else's order. */
	case FORBIDDEN = 'forbidden';

	/** The thing asked for does not exist, or is not the caller's to see. */
	case NOT_FOUND = 'not_found';

	/** The thing exists but its state does not allow this now: an empty cart, a paid order. */
	case CONFLICT = 'conflict';

	/** The input is larger than the shop accepts (an import file). */
	case TOO_LARGE = 'too_large';

	/** The input is not of a type the shop reads (an import that is not CSV or JSON). */
	case UNSUPPORTED_TYPE = 'unsupported_type';

	/** The caller asked too often; it may try again later. */
	case TOO_MANY_REQUESTS = 'too_many_requests';

	/** The shop failed to do it (WordPress refused a write); retrying may not help. */
	case FAILED = 'failed';

	/** A provider the shop depends on (a reviews site) failed or refused. */
	case PROVIDER_FAILED = 'provider_failed';

	/** A passing failure (the database was busy): nothing was changed, try again. */
	case UNAVAILABLE = 'unavailable';
}
