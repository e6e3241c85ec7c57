<?php
/**
 * Why an account change was refused or failed.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Account;

use Vitrine\Core\Errors\DomainError;

/**
 * A refusal of the account services (registration, details, addresses, saved payment methods,
 * the customer's orders): a code, a translated message, a kind, and data.fields (input name =>
 * message) when the form shows them inline. Nothing was changed.
 */
final class AccountError extends DomainError {
}
