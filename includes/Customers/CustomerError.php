<?php
/**
 * The customers' failures.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Customers;

use Vitrine\Core\Errors\DomainError;
use Vitrine\Core\Errors\ErrorKind;

/**
 * A refused note or an unknown customer.
 */
final class CustomerError extends DomainError {

	public static function empty_note(): self {
		return new self( 'vitrine_customer_note_empty', __( 'Write the note before adding it.', 'vitrine' ), ErrorKind::INVALID );
	}

	public static function note_too_long( int $max ): self {
		/* translators: %d: the most characters a note may have. */
		return new self( 'vitrine_customer_note_too_long', sprintf( __( 'A note has at most %d characters.', 'vitrine' ), $max ), ErrorKind::INVALID );
	}

	public static function note_not_found(): self {
		return new self( 'vitrine_customer_note_not_found', __( 'This note no longer exists.', 'vitrine' ), ErrorKind::NOT_FOUND );
	}

	public static function not_found(): self {
		return new self( 'vitrine_customer_not_found', __( 'This customer has no orders.', 'vitrine' ), ErrorKind::NOT_FOUND );
	}
}
