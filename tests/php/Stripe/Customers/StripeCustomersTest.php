<?php
/**
 * One Stripe customer per shop customer and mode: created once, with the user's idempotency
 * key, following the account's name and email, forgotten when Stripe lost it.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Stripe\Customers;

use Vitrine\Core\Errors\ErrorKind;
use Vitrine\Plugin;
use Vitrine\Stripe\Customers\StripeCustomerError;
use Vitrine\Stripe\Customers\StripeCustomers;
use Vitrine\Tests\Stripe\Api\FakeTransport;

require_once __DIR__ . '/StripeAccountTestCase.php';

final class StripeCustomersTest extends StripeAccountTestCase {

	private function customers(): StripeCustomers {
		return $this->container->get( StripeCustomers::class );
	}

	public function test_a_customer_is_created_on_first_need_with_the_users_details_and_kept(): void {
		$this->stripe->then( FakeTransport::json( 200, array( 'id' => 'cus_ada' ) ) );

		self::assertSame( 'cus_ada', $this->customers()->for_user( $this->user ) );
		self::assertSame( 'cus_ada', $this->customers()->for_user( $this->user ), 'kept' );

		self::assertSame( array( 'POST /v1/customers' ), $this->calls() );
		$request = $this->stripe->requests[0];
		self::assertSame( 'ada@example.org', self::body( $request )['email'] );
		self::assertSame( 'Ada Lovelace', self::body( $request )['name'] );
		self::assertSame( (string) $this->user, self::body( $request )['metadata']['vitrine_user_id'] );
		self::assertMatchesRegularExpression( '/^vitrine-[0-9a-f]{10}-user-' . $this->user . '-0-customer-test$/', $request->headers['Idempotency-Key'] );
		self::assertSame( 'cus_ada', get_user_meta( $this->user, 'vitrine_stripe_customer_test', true ) );
	}

	public function test_test_and_live_customers_are_apart(): void {
		$this->stripe->then( FakeTransport::json( 200, array( 'id' => 'cus_test' ) ), FakeTransport::json( 200, array( 'id' => 'cus_live' ) ) );
		self::assertSame( 'cus_test', $this->customers()->for_user( $this->user ) );

		Plugin::instance()->settings->update(
			array(
				'payment_stripe_testmode'             => false,
				'payment_stripe_live_publishable_key' => 'pk_live_account',
				'payment_stripe_live_secret_key'      => 'sk_live_account',
			)
		);

		self::assertSame( '', $this->customers()->existing( $this->user ) );
		self::assertSame( 'cus_live', $this->customers()->for_user( $this->user ) );
		self::assertStringEndsWith( '-customer-live', $this->stripe->requests[1]->headers['Idempotency-Key'] );
	}

	public function test_the_account_details_follow_and_a_customer_stripe_lost_is_made_again_under_a_new_key(): void {
		update_user_meta( $this->user, 'vitrine_stripe_customer_test', 'cus_old' );
		$this->stripe->then(
			FakeTransport::json( 200, array( 'id' => 'cus_old' ) ),
			FakeTransport::error(
				404,
				array(
					'type'    => 'invalid_request_error',
					'code'    => 'resource_missing',
					'message' => 'No such customer',
				)
			),
			FakeTransport::json( 200, array( 'id' => 'cus_new' ) )
		);

		wp_update_user(
			array(
				'ID'         => $this->user,
				'first_name' => 'Augusta',
			)
		);
		$this->customers()->update_details( $this->user );
		$this->customers()->update_details( $this->user );

		self::assertSame( array( 'POST /v1/customers/cus_old', 'POST /v1/customers/cus_old' ), $this->calls() );
		self::assertSame( 'Augusta Lovelace', self::body( $this->stripe->requests[0] )['name'] );
		self::assertSame( '', $this->customers()->existing( $this->user ), 'forgotten' );
		self::assertSame( 'cus_new', $this->customers()->for_user( $this->user ) );
		self::assertMatchesRegularExpression( '/-user-' . $this->user . '-1-customer-test$/', $this->stripe->requests[2]->headers['Idempotency-Key'] );
	}

	public function test_without_stripes_keys_a_customer_is_refused_before_any_call_and_not_as_a_failure_of_stripes(): void {
		Plugin::instance()->settings->update( array( 'payment_stripe_test_secret_key' => '' ) );

		try {
			$this->customers()->for_user( $this->user );
			self::fail( 'A customer without keys.' );
		} catch ( StripeCustomerError $e ) {
			self::assertSame( 'vitrine_stripe_not_configured', $e->error_code );
			self::assertSame( ErrorKind::INVALID, $e->kind );
		}
		self::assertSame( array(), $this->calls() );
	}

	public function test_a_user_without_a_customer_is_not_sent_to_stripe_when_their_profile_changes(): void {
		$this->customers()->on_profile_update( $this->user );

		self::assertSame( array(), $this->calls() );
	}
}
