<?php
/**
 * Why a reviews action was refused or failed.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews;

use Vitrine\Core\Errors\DomainError;

/**
 * A refusal or failure of the reviews services (sources and their providers, the library and its
 * imports, widgets), with data.params (field => message) when a field is wrong. Nothing was changed.
 */
final class ReviewsError extends DomainError {
}
