<?php
/**
 * Why a checkout step other than placing the order was refused.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Checkout;

use Vitrine\Core\Errors\DomainError;

/**
 * A refusal of the checkout services that has no field messages of its own (a coupon that is not
 * applied); placing an order refuses with CheckoutRefused. Nothing was changed.
 */
final class CheckoutError extends DomainError {
}
