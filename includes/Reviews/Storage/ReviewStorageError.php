<?php
/**
 * A review write the database refused.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Storage;

use Vitrine\Core\Database\DatabaseException;
use Vitrine\Core\Database\TransactionException;

/**
 * Thrown by ReviewRepository when the database refuses a write, so that a caller holding a
 * transaction (the import) rolls back instead of keeping the rows written before it.
 */
final class ReviewStorageError extends DatabaseException {

	/**
	 * The reviews' words for a failed transaction statement, so that the import catches one
	 * exception for every database failure.
	 */
	public static function from( TransactionException $e ): self {
		return new self( $e->getMessage(), $e->retryable, $e );
	}
}
