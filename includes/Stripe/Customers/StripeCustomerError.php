<?php
/**
 * A Stripe customer that cannot be had.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Customers;

use Vitrine\Core\Errors\DomainError;

/**
 * vitrine_stripe_not_configured (INVALID): Stripe's keys of the mode are not set, so nothing that
 * needs a customer (saving a method) can be done; the request is refused before any call.
 */
final class StripeCustomerError extends DomainError {
}
