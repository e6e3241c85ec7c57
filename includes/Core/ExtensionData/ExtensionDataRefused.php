<?php
/**
 * Why extension data sent with an order was refused.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\ExtensionData;

use Vitrine\Core\Errors\DomainError;

/**
 * An unknown namespace, a value of the wrong shape, or too much data; data.params names the
 * offending path (extensions[namespace]). Nothing was stored.
 */
final class ExtensionDataRefused extends DomainError {
}
