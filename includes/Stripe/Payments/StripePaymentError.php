<?php
/**
 * Why a Stripe payment, refund or capture was refused before or after Stripe was asked.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Payments;

use Vitrine\Core\Errors\DomainError;

/**
 * The shop's own refusals around Stripe's calls (an order paid for already, a payment method that
 * is not the customer's, an order being paid by another request): a vitrine_stripe_* code, a
 * translated message, a kind. Stripe's own refusals are the API's StripeApiError.
 */
final class StripePaymentError extends DomainError {
}
