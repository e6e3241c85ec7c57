<?php
/**
 * GET and POST /vitrine/v1/stripe/payment-method-domain against the fake Stripe server, and
 * the Apple Pay domain association file.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Stripe\Express;

use Vitrine\Plugin;
use Vitrine\Stripe\Express\ApplePayDomain;
use Vitrine\Tests\Stripe\FakeStripeTestCase;

require_once dirname( __DIR__ ) . '/FakeStripeTestCase.php';

final class PaymentMethodDomainRouteTest extends FakeStripeTestCase {

	private const PATH = '/vitrine/v1/stripe/payment-method-domain';

	protected function setUp(): void {
		parent::setUp();
		delete_option( ApplePayDomain::OPTION );
		$this->save_stripe_keys();
	}

	protected function tearDown(): void {
		remove_all_filters( 'vitrine_apple_pay_domain_association' );
		parent::tearDown();
	}

	public function test_registering_asks_stripe_for_this_host_and_keeps_its_verdict(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );

		$before = $this->rest( 'GET', self::PATH, array(), $this->nonce_header() );
		self::assertSame( 200, $before->get_status() );
		self::assertFalse( $before->get_data()['registered'] );
		self::assertSame( 'inactive', $before->get_data()['apple_pay'] );

		$response = $this->rest( 'POST', self::PATH, array(), $this->nonce_header() );

		self::assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$data = $response->get_data();
		self::assertTrue( $data['registered'] );
		self::assertSame( ApplePayDomain::host(), $data['domain_name'] );
		self::assertStringStartsWith( 'pmd_', $data['id'] );
		self::assertSame( 'inactive', $data['apple_pay'], 'Stripe cannot reach a site on 127.0.0.1.' );
		self::assertStringContainsString( 'could not be verified', $data['message'] );
		self::assertSame( $data, $this->rest( 'GET', self::PATH, array(), $this->nonce_header() )->get_data(), 'GET answers what was kept.' );
		self::assertFalse( $this->container_domain()->is_active() );

		$sent = array_values( array_filter( self::$stripe->call( $this->key, 'GET', '/_test/requests' )['json']['data'], static fn ( array $r ): bool => '/v1/payment_method_domains' === $r['path'] ) );
		self::assertCount( 1, $sent );
		self::assertSame( array( 'domain_name' => ApplePayDomain::host() ), $sent[0]['params'] );
		$listed = self::$stripe->call( $this->key, 'GET', '/v1/payment_method_domains', array( 'domain_name' => ApplePayDomain::host() ) )['json']['data'];
		self::assertSame( array( $data['id'] ), array_column( $listed, 'id' ), 'Stripe lists it.' );
	}

	public function test_a_refusal_answers_stripes_reason_to_the_administrator_and_keeps_the_last_state(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$kept = $this->rest( 'POST', self::PATH, array(), $this->nonce_header() )->get_data();
		self::$stripe->call(
			$this->key,
			'POST',
			'/_test/fail_next',
			array(
				'status'       => 500,
				'count'        => 5,
				'path'         => '/v1/payment_method_domains',
				'should_retry' => 'false',
			)
		);

		$response = $this->rest( 'POST', self::PATH, array(), $this->nonce_header() );

		self::assertGreaterThanOrEqual( 500, $response->get_status() );
		$error = $response->get_data();
		self::assertSame( 'vitrine_stripe_api_error', $error['code'], 'The client error\'s code.' );
		self::assertSame( 'Stripe did not register the domain: An unknown error occurred', $error['message'] );
		self::assertSame( $kept, $this->rest( 'GET', self::PATH, array(), $this->nonce_header() )->get_data(), 'The last verdict stays.' );
	}

	public function test_without_a_secret_key_the_refusal_says_so(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		self::assertIsArray( Plugin::instance()->settings->update( array( 'payment_stripe_test_secret_key' => '' ) ) );

		$response = $this->rest( 'POST', self::PATH, array(), $this->nonce_header() );

		self::assertNotSame( 200, $response->get_status() );
		self::assertSame( 'Stripe did not register the domain: No Stripe secret key is set.', $response->get_data()['message'] );
		self::assertFalse( get_option( ApplePayDomain::OPTION ) );
	}

	public function test_a_domain_stripe_verified_is_active(): void {
		$state = $this->container_domain()->remember(
			array(
				'id'          => 'pmd_1',
				'object'      => 'payment_method_domain',
				'domain_name' => ApplePayDomain::host(),
				'enabled'     => true,
				'apple_pay'   => array( 'status' => 'active' ),
			)
		);
		self::assertSame( 'active', $state['apple_pay_status'] ?? '' );
		self::assertTrue( $this->container_domain()->is_active() );

		update_option( ApplePayDomain::OPTION, array( 'domain_name' => 'old.example.com' ) + (array) get_option( ApplePayDomain::OPTION ) );
		self::assertNull( $this->container_domain()->state(), 'A site that moved is not registered.' );
	}

	public function test_only_administrators_with_the_nonce_may_read_or_register(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		self::assertSame( 403, $this->rest( 'POST', self::PATH, array(), array( 'X-WP-Nonce' => 'wrong' ) )->get_status() );
		self::assertSame( 403, $this->rest( 'GET', self::PATH )->get_status() );

		wp_set_current_user( $this->create_user( 'customer' ) );
		self::assertSame( 403, $this->rest( 'POST', self::PATH, array(), $this->nonce_header() )->get_status() );
		self::assertSame( 403, $this->rest( 'GET', self::PATH, array(), $this->nonce_header() )->get_status() );
		self::assertFalse( get_option( ApplePayDomain::OPTION ) );
	}

	public function test_the_association_file_is_served_once_its_content_is_given(): void {
		$domain = $this->container_domain();
		self::assertNull( $domain->association_file( ApplePayDomain::ASSOCIATION_PATH ), 'Nothing configured: WordPress answers as before.' );

		add_filter( 'vitrine_apple_pay_domain_association', static fn (): string => "7B2270737069223A22...\n" );
		self::assertSame( "7B2270737069223A22...\n", $domain->association_file( '/.well-known/apple-developer-merchantid-domain-association' ) );
		self::assertNull( $domain->association_file( '.well-known/other' ) );
	}

	private function container_domain(): ApplePayDomain {
		return Plugin::instance()->get( ApplePayDomain::class );
	}
}
