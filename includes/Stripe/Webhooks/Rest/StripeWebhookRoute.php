<?php
/**
 * POST /vitrine/v1/stripe/webhook.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Webhooks\Rest;

use Vitrine\Core\Rest\AbstractRoute;
use Vitrine\Core\Rest\Schema;
use Vitrine\Stripe\Webhooks\WebhookReceiver;
use WP_REST_Request;
use WP_REST_Server;

/**
 * Where Stripe sends its events (the URL to give Stripe's dashboard). Public: Stripe's servers
 * have no cookie or nonce; each call is authenticated by its Stripe-Signature instead, which
 * only the holder of the webhook secret can compute (WebhookReceiver). For the same reason it is
 * exempt from the cross-site guard (signed_by_sender()): the route never acts as the visitor.
 *
 * Answers 200 with what was done (processed, ignored, duplicate); 400 for a call that is not a
 * signed Stripe event; 409 while another request processes the same event; 500 when processing
 * failed, so that Stripe retries.
 */
final class StripeWebhookRoute extends AbstractRoute {

	public function __construct( private readonly WebhookReceiver $receiver ) {
	}

	public function get_path(): string {
		return '/stripe/webhook';
	}

	public function signed_by_sender(): bool {
		return true;
	}

	protected function get_endpoints(): array {
		return array(
			array(
				'methods'    => WP_REST_Server::CREATABLE,
				'handler'    => fn ( WP_REST_Request $request ): array => $this->receive( $request ),
				'permission' => '__return_true',
			),
		);
	}

	/**
	 * @return array{received: bool, event_id: string, type: string, status: string}
	 */
	private function receive( WP_REST_Request $request ): array {
		$result = $this->receiver->receive( (string) $request->get_body(), (string) $request->get_header( 'stripe_signature' ) );
		return array( 'received' => true ) + $result;
	}

	protected function get_response_schema(): array {
		return Schema::titled(
			'StripeWebhookReceipt',
			Schema::object(
				array(
					'received' => Schema::boolean(),
					'event_id' => Schema::string(),
					'type'     => Schema::string(),
					'status'   => Schema::string( array( WebhookReceiver::PROCESSED, WebhookReceiver::IGNORED, WebhookReceiver::DUPLICATE ) ),
				)
			)
		);
	}
}
