<?php
/**
 * A failed read or write of the shipping tables.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Shipping;

/**
 * The database refused a statement; whatever the operation had written is rolled back.
 */
final class ShippingStoreException extends \RuntimeException {
}
