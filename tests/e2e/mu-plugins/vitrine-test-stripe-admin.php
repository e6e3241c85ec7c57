<?php
/**
 * Plugin Name: Vitrine test: Stripe admin
 * Description: Test site only. Answers Stripe's account and webhook-endpoint reads for the secret keys sk_test_e2e_… (the Check connection specs): sk_test_e2e_offline fails as with no network, sk_test_e2e_refused gets Stripe's 401, any other sk_test_e2e_ key an account "Vitrine E2E" (acct_e2e) whose one webhook endpoint points at the shop's route, enabled. Other keys go where they would. And a REST route under vitrine-test/v1 that records a refused payment attempt of the card-testing protection (administrators, REST nonce).
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

use Vitrine\Stripe\Fraud\BlockedAttempt;
use Vitrine\Stripe\Fraud\BlockedAttempts;
use Vitrine\Stripe\Webhooks\EventStore;

add_filter(
	'pre_http_request',
	/**
	 * @param false|array<string, mixed>|WP_Error $preempt What answers the request, false to send it.
	 * @param array<string, mixed>                $args    The request's arguments.
	 * @param string                              $url     Where it goes.
	 * @return false|array<string, mixed>|WP_Error
	 */
	static function ( $preempt, array $args, string $url ) {
		$headers = is_array( $args['headers'] ?? null ) ? $args['headers'] : array();
		$key     = (string) preg_replace( '/^Bearer /', '', (string) ( $headers['Authorization'] ?? '' ) );
		if ( ! str_starts_with( $key, 'sk_test_e2e_' ) ) {
			return $preempt;
		}
		if ( 'sk_test_e2e_offline' === $key ) {
			return new WP_Error( 'http_request_failed', 'cURL error 7: Failed to connect to api.stripe.com port 443' );
		}
		$path   = (string) wp_parse_url( $url, PHP_URL_PATH );
		$answer = static fn ( int $status, array $body ): array => array(
			'headers'  => array(
				'content-type' => 'application/json',
				'request-id'   => 'req_e2e',
			),
			'body'     => (string) wp_json_encode( $body ),
			'response' => array(
				'code'    => $status,
				'message' => 200 === $status ? 'OK' : 'Error',
			),
			'cookies'  => array(),
			'filename' => null,
		);
		if ( 'sk_test_e2e_refused' === $key ) {
			return $answer(
				401,
				array(
					'error' => array(
						'type'    => 'invalid_request_error',
						'message' => 'Invalid API Key provided: sk_test_****used',
					),
				)
			);
		}
		if ( str_ends_with( $path, '/v1/account' ) ) {
			return $answer(
				200,
				array(
					'id'              => 'acct_e2e',
					'object'          => 'account',
					'charges_enabled' => true,
					'country'         => 'DE',
					'email'           => 'shop@example.org',
					'settings'        => array( 'dashboard' => array( 'display_name' => 'Vitrine E2E' ) ),
				)
			);
		}
		if ( str_ends_with( $path, '/v1/webhook_endpoints' ) ) {
			return $answer(
				200,
				array(
					'object' => 'list',
					'data'   => array(
						array(
							'id'             => 'we_e2e',
							'url'            => rest_url( 'vitrine/v1/stripe/webhook' ),
							'status'         => 'enabled',
							'enabled_events' => array( '*' ),
						),
					),
				)
			);
		}
		return $answer(
			404,
			array(
				'error' => array(
					'type'    => 'invalid_request_error',
					'code'    => 'resource_missing',
					'message' => 'Unrecognized request URL.',
				),
			)
		);
	},
	10,
	3
);

add_action(
	'rest_api_init',
	static function (): void {
		register_rest_route(
			'vitrine-test/v1',
			'/stripe/blocked-attempt',
			array(
				'methods'             => 'POST',
				'permission_callback' => static fn (): bool => current_user_can( 'manage_options' ),
				/**
				 * Body: client, fingerprint, order_id, limit. Answers { total }.
				 */
				'callback'            => static function ( WP_REST_Request $request ): WP_REST_Response {
					$blocked = new BlockedAttempts();
					$blocked->add(
						new BlockedAttempt(
							time(),
							(string) $request->get_param( 'client' ),
							(string) $request->get_param( 'fingerprint' ),
							(int) $request->get_param( 'order_id' ),
							(string) ( $request->get_param( 'limit' ) ?? 'payment_failure' )
						)
					);
					return new WP_REST_Response( array( 'total' => $blocked->total() ) );
				},
			)
		);
		register_rest_route(
			'vitrine-test/v1',
			'/stripe/webhook-event',
			array(
				'methods'             => 'POST',
				'permission_callback' => static fn (): bool => current_user_can( 'manage_options' ),
				/**
				 * Records an event as the webhook would have. Body: event_id, type, status
				 * (processed or failed), error. Answers { status }.
				 */
				'callback'            => static function ( WP_REST_Request $request ): WP_REST_Response {
					$events = new EventStore();
					$id     = (string) $request->get_param( 'event_id' );
					$events->claim(
						array(
							'id'       => $id,
							'type'     => (string) $request->get_param( 'type' ),
							'livemode' => false,
							'created'  => time(),
							'data'     => array( 'object' => array( 'id' => 'obj_' . $id ) ),
						)
					);
					$events->finish( $id, (string) $request->get_param( 'status' ), (string) ( $request->get_param( 'error' ) ?? '' ) );
					return new WP_REST_Response( array( 'status' => $events->status( $id ) ) );
				},
			)
		);
	}
);
