<?php
/**
 * A review write the database refused.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Storage;

/**
 * Thrown by ReviewRepository when the database refuses a write, so that a caller holding a
 * transaction (the import) rolls back instead of keeping the rows written before it.
 */
final class ReviewStorageError extends \RuntimeException {
}
