<?php
/**
 * A failed query on the carts table.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Cart;

use Vitrine\Core\Database\DatabaseException;
use Vitrine\Core\Database\TransactionException;

/**
 * Thrown by CartStore when the database refuses a statement. Retryable failures (a deadlock,
 * a lock wait timeout, a row created by a parallel request) are retried by the transaction
 * that started it (see Transaction).
 */
final class CartStoreException extends DatabaseException {

	/**
	 * The cart's words for a failed transaction statement, so that callers catch one exception
	 * for every database failure of a cart change.
	 */
	public static function from( TransactionException $e ): self {
		return new self( $e->getMessage(), $e->retryable, $e );
	}
}
