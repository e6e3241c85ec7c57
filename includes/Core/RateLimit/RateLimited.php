<?php
/**
 * A client that asked too often.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\RateLimit;

use Vitrine\Core\Errors\DomainError;
use Vitrine\Core\Errors\ErrorKind;

/**
 * TOO_MANY_REQUESTS (429), code vitrine_rate_limited, data.retry_after (seconds, also the
 * Retry-After header: ErrorMapper::headers()) and data.limit (which limit).
 */
final class RateLimited extends DomainError {

	public const CODE = 'vitrine_rate_limited';

	public function __construct( public readonly Limit $limit, public readonly int $retry_after ) {
		parent::__construct(
			self::CODE,
			$limit->refusal . ' ' . sprintf(
				/* translators: %s: a duration such as "5 mins". */
				__( 'Please try again in %s.', 'vitrine' ),
				human_time_diff( 0, max( 1, $retry_after ) )
			),
			ErrorKind::TOO_MANY_REQUESTS,
			array(
				'retry_after' => $retry_after,
				'limit'       => $limit->name,
			)
		);
	}
}
