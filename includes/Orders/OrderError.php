<?php
/**
 * Why an order change was refused or failed.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Orders;

use Vitrine\Core\Errors\DomainError;

/**
 * A refusal of the order services (a transition the status does not allow, a refund larger than
 * what is left, a duplicate) or their failure to save; data says more when a caller needs it
 * (allowed, remaining, order_id). Nothing was changed.
 */
final class OrderError extends DomainError {
}
