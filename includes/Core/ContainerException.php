<?php
/**
 * A service the container cannot build.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core;

/**
 * A programming error in includes/Services.php: an unknown service, a cycle, a factory that
 * builds the wrong class. Never caught: it must fail the tests, not a shopper's request.
 */
final class ContainerException extends \LogicException {
}
