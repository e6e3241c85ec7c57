<?php
/**
 * The database refused an order change.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Orders;

/**
 * Thrown by OrderRepository when a statement fails; nothing of the change is kept. The message
 * carries the database's words, for the log, never for shoppers.
 */
final class OrderStoreException extends \RuntimeException {

	public function __construct( string $message, public readonly bool $retryable = false ) {
		parent::__construct( $message );
	}

	/**
	 * Whether a database error is worth running the transaction again for.
	 */
	public static function is_retryable( string $error ): bool {
		return str_contains( $error, 'Deadlock found' ) || str_contains( $error, 'Lock wait timeout' );
	}
}
