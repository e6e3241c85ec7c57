<?php
/**
 * Receives a Stripe event: checks its signature, records it once, has it processed.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Webhooks;

use Vitrine\Core\Errors\ErrorKind;
use Vitrine\Stripe\Api\InvalidWebhookSignature;
use Vitrine\Stripe\Api\WebhookSignature;
use Vitrine\Stripe\Settings\StripeSettings;

/**
 * The steps of one delivery:
 *
 * 1. The Stripe-Signature header is checked with the webhook secret of the current mode (HMAC-
 *    SHA256 over "timestamp.payload", 5 minutes of tolerance, any of several v1 signatures). A
 *    call that fails is refused (400) and nothing is stored: it may not come from Stripe.
 * 2. The event is claimed in the EventStore by its unique id. A replay of an event processed
 *    before is answered 200 at once (duplicate); one another request is processing is answered
 *    409, so that Stripe tries again later.
 * 3. An event of the other mode, or of a type no handler takes, is recorded as ignored and
 *    answered 200: Stripe stops sending it.
 * 4. Its handler processes it. A failure is recorded (failed, with the error, for the webhook
 *    health) and answered 500: Stripe sends it again, and the next delivery claims it again.
 */
final class WebhookReceiver {

	/** Outcomes answered to Stripe. */
	public const PROCESSED = 'processed';
	public const IGNORED   = 'ignored';
	public const DUPLICATE = 'duplicate';

	/** @var array<string, EventHandler> Event type to its handler. */
	private array $handlers = array();

	/**
	 * @param StripeSettings         $settings The mode and its webhook secret.
	 * @param EventStore             $events   Records each event once.
	 * @param list<EventHandler>     $handlers The handlers of the event types we act on.
	 * @param (\Closure(): int)|null $clock    The time signatures are checked at (tests); time() by default.
	 */
	public function __construct(
		private readonly StripeSettings $settings,
		private readonly EventStore $events,
		array $handlers,
		private readonly ?\Closure $clock = null,
	) {
		foreach ( $handlers as $handler ) {
			foreach ( $handler->types() as $type ) {
				$this->handlers[ $type ] = $handler;
			}
		}
	}

	/**
	 * The event types handled.
	 *
	 * @return list<string>
	 */
	public function types(): array {
		return array_keys( $this->handlers );
	}

	/**
	 * Receives one delivery.
	 *
	 * @param string $payload The request body, exactly as sent.
	 * @param string $header  The Stripe-Signature header.
	 * @return array{event_id: string, type: string, status: string} status: processed, ignored or duplicate.
	 * @throws WebhookError INVALID for a call that is not a signed event of ours, CONFLICT while
	 *                      another request processes it, FAILED when processing failed.
	 */
	public function receive( string $payload, string $header ): array {
		$secret = $this->settings->webhook_secret();
		if ( '' === $secret ) {
			throw new WebhookError(
				'vitrine_stripe_webhook_not_configured',
				__( 'The Stripe webhook secret of this mode is not set in Vitrine’s settings, so no event can be trusted.', 'vitrine' ),
				ErrorKind::INVALID
			);
		}
		try {
			WebhookSignature::verify( $payload, $header, $secret, WebhookSignature::DEFAULT_TOLERANCE, null === $this->clock ? null : ( $this->clock )() );
		} catch ( InvalidWebhookSignature $e ) {
			throw new WebhookError( 'vitrine_stripe_webhook_bad_signature', __( 'The Stripe signature of this event is missing, wrong or too old.', 'vitrine' ), ErrorKind::INVALID, array(), $e );
		}
		$event = json_decode( $payload, true );
		if ( ! is_array( $event ) || ! is_string( $event['id'] ?? null ) || ! str_starts_with( $event['id'], 'evt_' ) || ! is_string( $event['type'] ?? null ) || ! is_array( $event['data']['object'] ?? null ) ) {
			throw new WebhookError( 'vitrine_stripe_webhook_not_an_event', __( 'The body is not a Stripe event.', 'vitrine' ), ErrorKind::INVALID );
		}
		$id   = $event['id'];
		$type = $event['type'];

		try {
			$claim = $this->events->claim( $event );
		} catch ( \RuntimeException $e ) {
			error_log( 'Vitrine Stripe webhook: ' . $e->getMessage() ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log
			throw $this->failed();
		}
		if ( EventStore::DONE === $claim ) {
			return self::answer( $id, $type, self::DUPLICATE );
		}
		if ( EventStore::BUSY === $claim ) {
			throw new WebhookError( 'vitrine_stripe_webhook_busy', __( 'This event is being processed by another request.', 'vitrine' ), ErrorKind::CONFLICT );
		}

		$handler = $this->handlers[ $type ] ?? null;
		if ( null === $handler || (bool) ( $event['livemode'] ?? false ) === $this->settings->test_mode() ) {
			$this->events->finish( $id, EventStore::IGNORED );
			return self::answer( $id, $type, self::IGNORED );
		}
		try {
			$acted = $handler->handle( $event );
		} catch ( \Throwable $e ) {
			error_log( 'Vitrine Stripe webhook ' . $id . ' (' . $type . '): ' . $e->getMessage() ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log
			$this->events->finish( $id, EventStore::FAILED, $e->getMessage() );
			throw $this->failed( $e );
		}
		$status = $acted ? self::PROCESSED : self::IGNORED;
		$this->events->finish( $id, $acted ? EventStore::PROCESSED : EventStore::IGNORED );
		return self::answer( $id, $type, $status );
	}

	private function failed( ?\Throwable $previous = null ): WebhookError {
		return new WebhookError( 'vitrine_stripe_webhook_failed', __( 'The event could not be processed; Stripe will send it again.', 'vitrine' ), ErrorKind::FAILED, array(), $previous );
	}

	/**
	 * @return array{event_id: string, type: string, status: string}
	 */
	private static function answer( string $id, string $type, string $status ): array {
		return array(
			'event_id' => $id,
			'type'     => $type,
			'status'   => $status,
		);
	}
}
