<?php
/**
 * The database refused a transaction statement.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Database;

/**
 * Thrown by Transaction itself when START TRANSACTION, COMMIT, a SAVEPOINT statement or the read
 * of the transaction state fails. What the work throws passes through unchanged; a module that
 * promises its own exception (CartStore, OrderStore) maps this one to it where it calls
 * Transaction::run().
 */
final class TransactionException extends DatabaseException {
}
