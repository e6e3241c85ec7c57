<?php
/**
 * Why settings were not saved.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Settings;

use Vitrine\Core\Errors\DomainError;

/**
 * A refusal of the settings: an empty or invalid submission, with data.params (setting => message).
 * Nothing was saved.
 */
final class SettingsError extends DomainError {
}
