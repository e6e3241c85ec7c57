<?php
/**
 * Why a report was refused.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reports;

use Vitrine\Core\Errors\DomainError;

/**
 * A report asked for with a range that is not one (a date that does not exist, an end before its
 * start, a span too long for its interval): data.params names the field.
 */
final class ReportError extends DomainError {
}
