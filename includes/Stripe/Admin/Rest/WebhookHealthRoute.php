<?php
/**
 * GET /vitrine/v1/stripe/webhook-health.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Admin\Rest;

use Vitrine\Core\Rest\AbstractRoute;
use Vitrine\Core\Rest\Permissions;
use Vitrine\Core\Rest\RestApi;
use Vitrine\Core\Rest\Schema;
use Vitrine\Stripe\Webhooks\EventStore;
use Vitrine\Stripe\Webhooks\WebhookHealth;
use WP_REST_Server;

/**
 * Whether Stripe's events reach the shop, for the "Webhook health" block of the Stripe section:
 * the URL to give Stripe, the last event received (its type, when, and how long ago in words),
 * the events that failed to process and were not processed since (how many, the latest
 * FAILED_SHOWN with their error and their page in the Stripe dashboard, where they can be seen
 * and sent again), and WebhookHealth's warning when none arrived while payments were taken.
 * Asked by the screen when it shows the block, rather than printed on every admin page.
 */
final class WebhookHealthRoute extends AbstractRoute {

	/** Most failed events listed. */
	public const FAILED_SHOWN = 20;

	/** @var \Closure(): int */
	private \Closure $clock;

	/**
	 * @param EventStore             $events The events received.
	 * @param WebhookHealth          $health The counts and the warning.
	 * @param (\Closure(): int)|null $clock  Unix time; time() by default.
	 */
	public function __construct( private readonly EventStore $events, private readonly WebhookHealth $health, ?\Closure $clock = null ) {
		$this->clock = $clock ?? static fn (): int => time();
	}

	public function get_path(): string {
		return '/stripe/webhook-health';
	}

	protected function get_endpoints(): array {
		return array(
			array(
				'methods'    => WP_REST_Server::READABLE,
				'handler'    => array( $this, 'show' ),
				'permission' => Permissions::nonce_and_capability( 'manage_options' ),
				'args'       => array(),
			),
		);
	}

	protected function get_response_schema(): array {
		return Schema::titled(
			'StripeWebhookHealth',
			Schema::object(
				array(
					'webhook_url' => Schema::string(),
					'last_event'  => Schema::nullable(
						Schema::object(
							array(
								'type'        => Schema::string(),
								'received_at' => Schema::integer(),
								'ago'         => Schema::string(),
							)
						)
					),
					'failed'      => Schema::object(
						array(
							'count'  => Schema::integer(),
							'events' => Schema::list_of(
								Schema::object(
									array(
										'event_id'    => Schema::string(),
										'type'        => Schema::string(),
										'received_at' => Schema::integer(),
										'attempts'    => Schema::integer(),
										'error'       => Schema::string(),
										'url'         => Schema::string(),
									)
								)
							),
						)
					),
					'warning'     => Schema::nullable( Schema::string() ),
				)
			)
		);
	}

	/**
	 * @return array{webhook_url: string, last_event: array{type: string, received_at: int, ago: string}|null, failed: array{count: int, events: list<array<string, mixed>>}, warning: string|null}
	 */
	public function show(): array {
		$summary = $this->health->summary();
		$last    = null === $summary['last_event_at'] ? null : array(
			'type'        => (string) $summary['last_event_type'],
			'received_at' => $summary['last_event_at'],
			'ago'         => sprintf(
				/* translators: %s: how long ago, such as "5 mins". */
				__( '%s ago', 'vitrine' ),
				human_time_diff( $summary['last_event_at'], max( $summary['last_event_at'], ( $this->clock )() ) )
			),
		);
		return array(
			'webhook_url' => RestApi::url( '/stripe/webhook' ),
			'last_event'  => $last,
			'failed'      => array(
				'count'  => $summary['failed'],
				'events' => array_map(
					static fn ( array $event ): array => array(
						'event_id'    => $event['event_id'],
						'type'        => $event['type'],
						'received_at' => $event['processed_at'] ?? $event['received_at'],
						'attempts'    => $event['attempts'],
						'error'       => $event['error'],
						'url'         => self::dashboard_url( $event['event_id'], $event['livemode'] ),
					),
					$this->events->failed( self::FAILED_SHOWN )
				),
			),
			'warning'     => $summary['warning'],
		);
	}

	/**
	 * The event's page in the Stripe dashboard, where its deliveries are listed and it can be
	 * sent again.
	 */
	private static function dashboard_url( string $event_id, bool $livemode ): string {
		return 'https://dashboard.stripe.com/' . ( $livemode ? '' : 'test/' ) . 'events/' . rawurlencode( $event_id );
	}
}
