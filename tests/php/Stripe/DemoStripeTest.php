<?php
/**
 * The demo's Stripe gateway (bin/wp/demo/Stripe.php): on in test mode with the environment's test
 * keys, off again when they are gone, live keys refused.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Stripe;

use Vitrine\Demo\Stripe;
use Vitrine\Plugin;
use Vitrine\Tests\TestCase;

require_once dirname( __DIR__, 3 ) . '/bin/wp/demo/Stripe.php';

final class DemoStripeTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		delete_option( Stripe::OPTION );
	}

	private static function setting( string $key ): mixed {
		return Plugin::instance()->settings->get( $key );
	}

	public function test_test_keys_in_the_environment_switch_the_gateway_on_in_test_mode(): void {
		$line = ( new Stripe(
			array(
				Stripe::PUBLISHABLE => 'pk_test_demo',
				Stripe::SECRET      => 'sk_test_demo',
				Stripe::WEBHOOK     => 'whsec_demo',
			)
		) )->seed();

		self::assertStringStartsWith( 'Stripe: on in test mode', $line );
		self::assertTrue( self::setting( 'payment_stripe_enabled' ) );
		self::assertTrue( self::setting( 'payment_stripe_testmode' ) );
		self::assertSame( array( 'pk_test_demo', 'sk_test_demo', 'whsec_demo' ), array( self::setting( 'payment_stripe_test_publishable_key' ), self::setting( 'payment_stripe_test_secret_key' ), self::setting( 'payment_stripe_test_webhook_secret' ) ) );
	}

	public function test_without_them_the_gateway_is_off_with_where_keys_come_from_and_keys_from_a_former_start_are_removed(): void {
		( new Stripe(
			array(
				Stripe::PUBLISHABLE => 'pk_test_demo',
				Stripe::SECRET      => 'sk_test_demo',
			)
		) )->seed();

		$line = ( new Stripe( array() ) )->seed();

		self::assertStringContainsString( 'https://dashboard.stripe.com/test/apikeys', $line );
		self::assertStringStartsWith( 'Stripe: off.', $line );
		self::assertFalse( self::setting( 'payment_stripe_enabled' ) );
		self::assertSame( '', self::setting( 'payment_stripe_test_secret_key' ) );
	}

	public function test_keys_an_admin_saved_are_left_alone(): void {
		Plugin::instance()->settings->update(
			array(
				'payment_stripe_enabled'              => true,
				'payment_stripe_test_publishable_key' => 'pk_test_admin',
				'payment_stripe_test_secret_key'      => 'sk_test_admin',
			)
		);

		self::assertSame( 'Stripe: on, with the keys saved in Vitrine > Settings.', ( new Stripe( array() ) )->seed() );
		self::assertSame( 'sk_test_admin', self::setting( 'payment_stripe_test_secret_key' ) );
	}

	public function test_live_keys_are_refused(): void {
		$this->expectException( \RuntimeException::class );
		( new Stripe(
			array(
				Stripe::PUBLISHABLE => 'pk_live_real',
				Stripe::SECRET      => 'sk_live_real',
			)
		) )->seed();
	}
}
