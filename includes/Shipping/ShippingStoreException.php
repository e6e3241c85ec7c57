<?php
/**
 * A failed read or write of the shipping tables.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Shipping;

use Vitrine\Core\Database\DatabaseException;
use Vitrine\Core\Database\TransactionException;

/**
 * The database refused a statement; whatever the operation had written is rolled back.
 */
final class ShippingStoreException extends DatabaseException {

	/**
	 * The shipping module's words for a failed transaction statement, so that the screens catch
	 * one exception for every database failure of a change.
	 */
	public static function from( TransactionException $e ): self {
		return new self( $e->getMessage(), $e->retryable, $e );
	}
}
