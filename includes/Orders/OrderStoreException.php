<?php
/**
 * The database refused an order change.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Orders;

use Vitrine\Core\Database\DatabaseException;
use Vitrine\Core\Database\TransactionException;

/**
 * Thrown by the order storage (Storage/) when a statement fails; nothing of the change is kept. The message
 * carries the database's words, for the log, never for shoppers. Retryable failures (a deadlock,
 * a lock wait timeout) are retried by the transaction that started it (see Transaction).
 */
final class OrderStoreException extends DatabaseException {

	/**
	 * The order module's words for a failed transaction statement, so that callers catch one
	 * exception for every database failure of an order change.
	 */
	public static function from( TransactionException $e ): self {
		return new self( $e->getMessage(), $e->retryable, $e );
	}
}
