<?php
/**
 * Why the shop's setup was refused or failed.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Setup;

use Vitrine\Core\Errors\DomainError;

/**
 * A refused choice (data.params: country or currency => message, kind invalid) or a page that
 * could not be created (kind failed). Either way nothing was saved and no page was left behind.
 */
final class SetupError extends DomainError {
}
