<?php
/**
 * The database refused a statement.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Database;

/**
 * The failure of a read or a write. Each module's store exception extends it (CartStoreException,
 * OrderStoreException, ...), so that Transaction knows a database failure from any other and can
 * run the transaction again when the failure says so. The message carries the database's words,
 * for the log, never for visitors.
 *
 * Made to be extended: the modules' own exceptions are its subclasses.
 */
class DatabaseException extends \RuntimeException {

	/**
	 * @param string          $message   What failed, with the database's words.
	 * @param bool            $retryable Whether running the whole transaction again may succeed
	 *                                   (a deadlock, a lock wait timeout; a module may add its own
	 *                                   cases, such as a row a parallel request inserted first).
	 * @param \Throwable|null $previous  The failure this one reports, if any.
	 */
	public function __construct( string $message, public readonly bool $retryable = false, ?\Throwable $previous = null ) {
		parent::__construct( $message, 0, $previous );
	}

	/**
	 * Whether a database error is worth running the transaction again for: a deadlock (1213: the
	 * database has rolled the whole transaction back) or a lock wait timeout (1205).
	 *
	 * @param string $error The error, as in $wpdb->last_error.
	 */
	public static function is_retryable( string $error ): bool {
		return str_contains( $error, 'Deadlock found' ) || str_contains( $error, 'Lock wait timeout' );
	}
}
