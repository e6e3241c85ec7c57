<?php
/**
 * "Check connection": the account, the mode against the keys, the webhook endpoint's state, and
 * clear words for bad keys and no network; the route's permission, nonce and answer.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Stripe\Admin;

use Vitrine\Core\Http\Transport;
use Vitrine\Core\Http\TransportError;
use Vitrine\Plugin;
use Vitrine\Stripe\Admin\ConnectionCheck;
use Vitrine\Stripe\Admin\LastEventFinding;
use Vitrine\Tests\Stripe\Api\FakeTransport;
use Vitrine\Tests\TestCase;

require_once dirname( __DIR__ ) . '/Api/FakeTransport.php';

final class ConnectionCheckTest extends TestCase {

	private FakeTransport $stripe;

	protected function setUp(): void {
		parent::setUp();
		$this->stripe = new FakeTransport();
		$this->save(
			array(
				'payment_stripe_testmode'             => true,
				'payment_stripe_test_publishable_key' => 'pk_test_saved',
				'payment_stripe_test_secret_key'      => 'sk_test_saved',
				'payment_stripe_test_webhook_secret'  => 'whsec_saved',
			)
		);
	}

	/**
	 * @param array<string, mixed> $values Settings.
	 */
	private function save( array $values ): void {
		self::assertIsArray( Plugin::instance()->settings->update( $values ) );
	}

	private function check(): ConnectionCheck {
		return $this->services( array( Transport::class => $this->stripe ) )->get( ConnectionCheck::class );
	}

	private static function webhook_url(): string {
		return rest_url( 'vitrine/v1/stripe/webhook' );
	}

	/**
	 * Scripts an account and its webhook endpoints.
	 *
	 * @param list<array<string, mixed>> $endpoints Webhook endpoints.
	 */
	private function answer( array $endpoints ): void {
		$this->stripe->then(
			FakeTransport::json(
				200,
				array(
					'id'              => 'acct_1Demo',
					'object'          => 'account',
					'email'           => 'shop@example.org',
					'country'         => 'DE',
					'charges_enabled' => true,
					'settings'        => array( 'dashboard' => array( 'display_name' => 'Vitrine Demo' ) ),
				)
			),
			FakeTransport::json(
				200,
				array(
					'object' => 'list',
					'data'   => $endpoints,
				)
			)
		);
	}

	/**
	 * @param array<string, mixed> $result A check's result.
	 * @return array<string, string> Finding id to "status: message".
	 */
	private static function findings( array $result ): array {
		$found = array();
		foreach ( $result['findings'] as $finding ) {
			$found[ $finding['id'] ] = $finding['status'] . ': ' . $finding['message'];
		}
		return $found;
	}

	public function test_a_good_setup_reports_the_account_the_mode_and_the_webhook_endpoint(): void {
		$this->answer(
			array(
				array(
					'id'             => 'we_1',
					'url'            => self::webhook_url(),
					'status'         => 'enabled',
					'enabled_events' => array( '*' ),
				),
			)
		);

		$result = $this->check()->run( 'test' );

		self::assertTrue( $result['ok'] );
		self::assertSame( 'acct_1Demo', $result['account']['id'] ?? null );
		$findings = self::findings( $result );
		self::assertSame( 'ok: Connected to the Stripe account “Vitrine Demo” (acct_1Demo) in test mode.', $findings['account'] );
		self::assertStringStartsWith( 'ok: The webhook endpoint for ' . self::webhook_url() . ' is enabled', $findings['webhook'] );
		self::assertSame( array( 'GET /v1/account', 'GET /v1/webhook_endpoints' ), array_map( static fn ( $r ): string => $r->method . ' ' . wp_parse_url( $r->url, PHP_URL_PATH ), $this->stripe->requests ) );
		self::assertSame( 'Bearer sk_test_saved', $this->stripe->requests[0]->headers['Authorization'] );
	}

	public function test_keys_typed_and_not_saved_are_the_ones_checked_a_masked_one_is_the_saved_one(): void {
		$this->answer( array() );
		$this->check()->run( 'test', 'sk_test_typed', 'pk_test_typed' );
		self::assertSame( 'Bearer sk_test_typed', $this->stripe->requests[0]->headers['Authorization'] );

		$this->answer( array() );
		$this->check()->run( 'test', 'sk_test_…aved', '' );
		self::assertSame( 'Bearer sk_test_saved', $this->stripe->requests[2]->headers['Authorization'] );
	}

	public function test_keys_of_the_other_mode_are_reported(): void {
		$this->answer( array() );

		$result   = $this->check()->run( 'test', 'sk_live_oops', 'pk_live_oops' );
		$findings = self::findings( $result );

		self::assertFalse( $result['ok'] );
		self::assertSame( 'error: The test secret key is a live key (sk_live_…): test payments would charge real cards.', $findings['secret_key'] );
		self::assertStringStartsWith( 'error: The test publishable key is a live key', $findings['publishable_key'] );
	}

	public function test_no_saved_key_says_where_to_find_it_and_asks_nothing(): void {
		$result = $this->check()->run( 'live' );

		self::assertFalse( $result['ok'] );
		self::assertStringContainsString( 'No live secret key is saved', self::findings( $result )['secret_key'] );
		self::assertSame( array(), $this->stripe->requests );
	}

	public function test_a_refused_key_and_no_network_are_said_in_words(): void {
		$this->stripe->then(
			FakeTransport::error(
				401,
				array(
					'type'    => 'invalid_request_error',
					'message' => 'Invalid API Key provided: sk_test_****oops',
				)
			)
		);
		$refused = self::findings( $this->check()->run( 'test', 'sk_test_oops' ) );
		self::assertStringStartsWith( 'error: Stripe refused the secret key: it is mistyped, was rolled or deleted', $refused['account'] );

		$this->stripe->then( new TransportError( 'cURL error 6: Could not resolve host: api.stripe.com' ), new TransportError( 'again' ), new TransportError( 'again' ), new TransportError( 'again' ) );
		$offline = self::findings( $this->check()->run( 'test' ) );
		self::assertStringStartsWith( 'error: Stripe could not be reached from this server.', $offline['account'] );
	}

	public function test_the_webhook_endpoint_missing_disabled_or_without_events_is_reported(): void {
		$this->answer(
			array(
				array(
					'url'            => 'https://elsewhere.example/hook',
					'status'         => 'enabled',
					'enabled_events' => array( '*' ),
				),
			)
		);
		self::assertStringStartsWith( 'error: No webhook endpoint of this Stripe account points at ' . self::webhook_url(), self::findings( $this->check()->run( 'test' ) )['webhook'] );

		$this->answer(
			array(
				array(
					'url'            => self::webhook_url(),
					'status'         => 'disabled',
					'enabled_events' => array( '*' ),
				),
			)
		);
		self::assertStringContainsString( 'is disabled in Stripe', self::findings( $this->check()->run( 'test' ) )['webhook'] );

		$this->answer(
			array(
				array(
					'url'            => self::webhook_url(),
					'status'         => 'enabled',
					'enabled_events' => array_slice( ConnectionCheck::EVENTS, 0, 8 ),
				),
			)
		);
		self::assertSame(
			'warning: The webhook endpoint for ' . self::webhook_url() . ' is enabled but does not send setup_intent.succeeded, setup_intent.setup_failed: add these events to it in Stripe.',
			self::findings( $this->check()->run( 'test' ) )['webhook']
		);
	}

	public function test_the_last_event_received_is_said_with_the_webhook_healths_warnings(): void {
		$this->answer( array() );
		self::assertSame( 'warning: The shop has not received any event from Stripe yet.', self::findings( $this->check()->run( 'test' ) )['last_event'], 'the site\'s own health' );

		$summary = array(
			'last_event_at'   => 1_800_000_000,
			'last_event_type' => 'payment_intent.succeeded',
			'failed'          => 0,
			'warning'         => null,
		);
		self::assertSame(
			array(
				'status'  => 'ok',
				'message' => 'The last event received from Stripe was payment_intent.succeeded, 5 mins ago.',
			),
			LastEventFinding::from_summary( $summary, 1_800_000_300 )
		);
		$troubled = LastEventFinding::from_summary(
			array(
				'failed'  => 2,
				'warning' => 'No Stripe event arrived in the last 24 hours.',
			) + $summary,
			1_800_000_300
		);
		self::assertSame( 'warning', $troubled['status'] );
		self::assertStringEndsWith( '5 mins ago. 2 events failed to process: see the notice above the settings. No Stripe event arrived in the last 24 hours.', $troubled['message'] );
	}

	public function test_a_missing_webhook_secret_is_a_warning(): void {
		$this->save( array( 'payment_stripe_test_webhook_secret' => '' ) );
		$this->answer( array() );

		self::assertStringStartsWith( 'warning: No webhook signing secret is saved for test mode', self::findings( $this->check()->run( 'test' ) )['webhook_secret'] );
	}

	public function test_the_route_is_for_admins_with_the_nonce_and_never_answers_a_key(): void {
		$answers    = array();
		add_filter(
			'pre_http_request',
			$filter = static function ( $preempt, array $args, string $url ) use ( &$answers ) {
				$answers[] = $url;
				$body      = str_contains( $url, '/v1/account' )
					? array(
						'id'              => 'acct_1Demo',
						'charges_enabled' => true,
					)
					: array(
						'object' => 'list',
						'data'   => array(),
					);
				return array(
					'headers'  => array( 'content-type' => 'application/json' ),
					'body'     => wp_json_encode( $body ),
					'response' => array(
						'code'    => 200,
						'message' => 'OK',
					),
					'cookies'  => array(),
				);
			},
			10,
			3
		);
		try {
			$body = array(
				'mode'       => 'test',
				'secret_key' => 'sk_test_typed_secret',
			);
			self::assertSame( 403, $this->rest( 'POST', '/vitrine/v1/stripe/check-connection', $body )->get_status(), 'no nonce' );
			wp_set_current_user( $this->create_user( 'subscriber' ) );
			self::assertSame( 403, $this->rest( 'POST', '/vitrine/v1/stripe/check-connection', $body, $this->nonce_header() )->get_status(), 'not an admin' );

			wp_set_current_user( $this->create_user( 'administrator' ) );
			$response = $this->rest( 'POST', '/vitrine/v1/stripe/check-connection', $body, $this->nonce_header() );

			self::assertSame( 200, $response->get_status() );
			self::assertSame( 'acct_1Demo', $response->get_data()['account']['id'] );
			self::assertStringNotContainsString( 'sk_test_', (string) wp_json_encode( $response->get_data() ) );
			self::assertSame( 400, $this->rest( 'POST', '/vitrine/v1/stripe/check-connection', array( 'mode' => 'staging' ), $this->nonce_header() )->get_status() );
		} finally {
			remove_filter( 'pre_http_request', $filter, 10 );
		}
	}
}
