<?php
/**
 * POST /vitrine/v1/stripe/check-connection against the fake Stripe server, over real HTTP: the
 * account of the key, the webhook endpoint before and after it is added, a revoked key.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Stripe\Admin;

use Vitrine\Stripe\Admin\ConnectionCheck;
use Vitrine\Tests\Stripe\FakeStripeTestCase;

require_once dirname( __DIR__ ) . '/FakeStripeTestCase.php';

final class CheckConnectionRouteTest extends FakeStripeTestCase {

	protected function setUp(): void {
		parent::setUp();
		$this->save_stripe_keys( array( 'payment_stripe_test_webhook_secret' => 'whsec_fake' ) );
		wp_set_current_user( $this->create_user( 'administrator' ) );
	}

	/**
	 * @param array<string, mixed> $body The request.
	 * @return array<string, string> Finding id to "status: message".
	 */
	private function check( array $body = array( 'mode' => 'test' ) ): array {
		$response = $this->rest( 'POST', '/vitrine/v1/stripe/check-connection', $body, $this->nonce_header() );
		self::assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$found = array();
		foreach ( $response->get_data()['findings'] as $finding ) {
			$found[ $finding['id'] ] = $finding['status'] . ': ' . $finding['message'];
		}
		return $found;
	}

	public function test_the_saved_keys_account_and_its_webhook_endpoint_before_and_after_it_is_added(): void {
		$before = $this->check();

		self::assertMatchesRegularExpression( '/^ok: Connected to the Stripe account “Vitrine Test Shop” \(acct_[0-9a-f]{16}\) in test mode\.$/', $before['account'] );
		self::assertStringStartsWith( 'error: No webhook endpoint of this Stripe account points at ' . rest_url( 'vitrine/v1/stripe/webhook' ), $before['webhook'] );

		$added = self::$stripe->call(
			$this->key,
			'POST',
			'/v1/webhook_endpoints',
			array(
				'url'            => rest_url( 'vitrine/v1/stripe/webhook' ),
				'enabled_events' => ConnectionCheck::EVENTS,
			)
		);
		self::assertSame( 200, $added['status'], (string) wp_json_encode( $added ) );

		self::assertStringStartsWith( 'ok: The webhook endpoint for ', $this->check()['webhook'] );
	}

	public function test_a_revoked_key_typed_in_the_form_is_said_in_words(): void {
		$found = $this->check(
			array(
				'mode'       => 'test',
				'secret_key' => 'sk_test_revoked' . bin2hex( random_bytes( 6 ) ),
			)
		);

		self::assertStringStartsWith( 'error: Stripe refused the secret key', $found['account'] );
		self::assertArrayNotHasKey( 'webhook', $found, 'nothing more is asked with a refused key' );
	}
}
