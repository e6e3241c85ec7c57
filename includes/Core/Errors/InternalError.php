<?php
/**
 * A fault of ours, answered without its details.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Errors;

/**
 * What ErrorMapper answers for anything thrown that is not a DomainError: a generic message,
 * the cause kept only as the previous exception (for the log), never in the answer.
 */
final class InternalError extends DomainError {

	public function __construct( \Throwable $cause ) {
		parent::__construct(
			ErrorMapper::INTERNAL_CODE,
			__( 'Something went wrong on our side. Please try again.', 'vitrine' ),
			ErrorKind::FAILED,
			array(),
			$cause
		);
	}
}
