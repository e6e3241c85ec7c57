<?php
/**
 * Why a Stripe webhook call was refused or failed.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Webhooks;

use Vitrine\Core\Errors\DomainError;

/**
 * INVALID (400) for a call that is not a signed Stripe event, nothing stored; CONFLICT (409)
 * for an event another request is processing now; FAILED (500) for an event whose processing
 * failed, recorded, so that Stripe sends it again.
 */
final class WebhookError extends DomainError {
}
