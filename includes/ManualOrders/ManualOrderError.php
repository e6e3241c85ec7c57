<?php
/**
 * A manual order refused.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\ManualOrders;

use Vitrine\Core\Errors\DomainError;

/**
 * Codes: vitrine_manual_order_invalid (the lines, coupons, shipping or addresses; data
 * `messages` lists every problem and `fields` the address fields' messages),
 * vitrine_manual_order_empty, vitrine_manual_order_not_editable (a paid order),
 * vitrine_manual_order_no_email (a payment link for an order without an email address).
 */
final class ManualOrderError extends DomainError {
}
