<?php
/**
 * A failed query on the carts table.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Cart;

/**
 * Thrown by CartStore when the database refuses a statement. Retryable failures (a deadlock,
 * a lock wait timeout, a row created by a parallel request) are retried by
 * CartStore::transaction() when it owns the transaction.
 */
final class CartStoreException extends \RuntimeException {

	public function __construct( string $message, public readonly bool $retryable = false ) {
		parent::__construct( $message );
	}
}
