<?php
/**
 * Stripe's methods other than the card, for the settings' table of methods: admins only.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Stripe\Admin;

use Vitrine\Tests\TestCase;

final class PaymentMethodsRouteTest extends TestCase {

	public function test_admins_get_each_method_with_its_gateway_name_countries_and_currencies(): void {
		self::assertSame( 403, $this->rest( 'GET', '/vitrine/v1/stripe/payment-methods' )->get_status(), 'no nonce' );
		wp_set_current_user( $this->create_user( 'subscriber' ) );
		self::assertSame( 403, $this->rest( 'GET', '/vitrine/v1/stripe/payment-methods', array(), $this->nonce_header() )->get_status() );

		wp_set_current_user( $this->create_user( 'administrator' ) );
		$response = $this->rest( 'GET', '/vitrine/v1/stripe/payment-methods', array(), $this->nonce_header() );

		self::assertSame( 200, $response->get_status() );
		$methods = array_column( $response->get_data()['methods'], null, 'type' );
		self::assertCount( 21, $methods, 'Every type but the card, which has the section of its own.' );
		self::assertArrayNotHasKey( 'card', $methods );
		self::assertSame(
			array(
				'type'       => 'ideal',
				'gateway'    => 'stripe_ideal',
				'name'       => 'iDEAL',
				'countries'  => array( 'NL' ),
				'currencies' => array( 'EUR' ),
			),
			$methods['ideal']
		);
		self::assertSame( array(), $methods['alipay']['countries'], 'Any country.' );
		self::assertArrayHasKey( 'payment_' . $methods['sepa_debit']['gateway'] . '_enabled', \Vitrine\Plugin::instance()->settings->fields(), 'The table edits the gateway’s own settings.' );
	}
}
