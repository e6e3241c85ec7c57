<?php
/**
 * The migration's refusals.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Migration;

use Vitrine\Core\Errors\DomainError;
use Vitrine\Core\Errors\ErrorKind;

/**
 * NOT_FOUND when there is nothing to copy or no migration to resume; CONFLICT when a copy is
 * under way.
 */
final class MigrationError extends DomainError {

	public static function not_found( string $code, string $message ): self {
		return new self( $code, $message, ErrorKind::NOT_FOUND );
	}

	public static function conflict( string $code, string $message ): self {
		return new self( $code, $message, ErrorKind::CONFLICT );
	}
}
