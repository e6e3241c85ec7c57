<?php
/**
 * The classic checkout form's fields in a CheckoutRequest: what reaches the payment gateway.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Checkout;

use Vitrine\Checkout\CheckoutRequest;
use Vitrine\Tests\TestCase;

final class CheckoutRequestTest extends TestCase {

	public function test_the_gateway_gets_its_fields_and_the_intent_its_browser_code_made_and_nothing_else(): void {
		$request = CheckoutRequest::from_form(
			array(
				'billing_first_name'            => 'Ada',
				'payment_method'                => 'stripe',
				'vitrine-stripe-payment-method' => 'pm_1',
				'vitrine_payment_intent_id'     => 'pi_1',
				'vitrine_other_field'           => 'x',
				'vitrine-stripe-list'           => array( 'not', 'scalar' ),
			),
			array( 'first_name' )
		);

		self::assertSame(
			array(
				'vitrine-stripe-payment-method' => 'pm_1',
				'vitrine_payment_intent_id'     => 'pi_1',
			),
			$request->payment_data
		);
		self::assertTrue( CheckoutRequest::is_payment_field( 'vitrine_payment_intent_id' ) );
		self::assertFalse( CheckoutRequest::is_payment_field( 'vitrine_payment_intent_id_x' ) );
	}
}
