<?php
/**
 * A webhook whose Stripe-Signature does not prove it came from Stripe now.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Api;

use Vitrine\Core\Errors\DomainError;
use Vitrine\Core\Errors\ErrorKind;

/**
 * Thrown by WebhookSignature::verify(); the webhook route answers it 400, as Stripe expects of an
 * event it should not have sent. $reason says which check failed (for the log, never answered).
 */
final class InvalidWebhookSignature extends DomainError {

	public const CODE = 'vitrine_stripe_webhook_signature';

	public function __construct( public readonly string $reason ) {
		parent::__construct( self::CODE, __( 'The webhook signature could not be verified.', 'vitrine' ), ErrorKind::INVALID );
	}
}
