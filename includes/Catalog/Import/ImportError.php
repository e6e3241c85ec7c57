<?php
/**
 * A refused import call.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Catalog\Import;

use Vitrine\Core\Errors\DomainError;
use Vitrine\Core\Errors\ErrorKind;

/**
 * An import that is not there, a file that is not a CSV, a mapping that names unknown fields.
 */
final class ImportError extends DomainError {

	/**
	 * @param array<string, string> $params Field to message.
	 */
	public static function invalid( string $code, string $message, array $params = array() ): self {
		return new self( $code, $message, ErrorKind::INVALID, array() === $params ? array() : array( 'params' => $params ) );
	}

	public static function not_found( string $code, string $message ): self {
		return new self( $code, $message, ErrorKind::NOT_FOUND );
	}

	public static function conflict( string $code, string $message ): self {
		return new self( $code, $message, ErrorKind::CONFLICT );
	}
}
