<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Stripe\Api;

use Vitrine\Stripe\Api\StripeErrorMessages;
use Vitrine\Tests\TestCase;

/**
 * Every decline code Stripe documents has a shopper's text, the decline code wins over the
 * error code, and the payment pages' messages are the specified ones.
 */
final class StripeErrorMessagesTest extends TestCase {

	private const DECLINE_CODES = array(
		'approve_with_id',
		'authentication_required',
		'call_issuer',
		'card_not_supported',
		'card_velocity_exceeded',
		'currency_not_supported',
		'do_not_honor',
		'do_not_try_again',
		'duplicate_transaction',
		'expired_card',
		'fraudulent',
		'generic_decline',
		'incorrect_number',
		'incorrect_cvc',
		'incorrect_pin',
		'incorrect_zip',
		'insufficient_funds',
		'invalid_account',
		'invalid_amount',
		'invalid_cvc',
		'invalid_expiry_month',
		'invalid_expiry_year',
		'invalid_number',
		'invalid_pin',
		'issuer_not_available',
		'lost_card',
		'merchant_blacklist',
		'new_account_information_available',
		'no_action_taken',
		'not_permitted',
		'offline_pin_required',
		'online_or_offline_pin_required',
		'pickup_card',
		'pin_try_exceeded',
		'processing_error',
		'reenter_transaction',
		'restricted_card',
		'revocation_of_all_authorizations',
		'revocation_of_authorization',
		'security_violation',
		'service_not_allowed',
		'stolen_card',
		'stop_payment_order',
		'testmode_decline',
		'transaction_not_allowed',
		'try_again_later',
		'withdrawal_count_limit_exceeded',
	);

	public function test_every_documented_decline_code_has_a_text(): void {
		$codes = StripeErrorMessages::codes();
		foreach ( self::DECLINE_CODES as $code ) {
			self::assertArrayHasKey( $code, $codes );
			self::assertNotSame( '', $codes[ $code ] );
		}
	}

	public function test_the_decline_code_wins_and_unknown_codes_have_no_text(): void {
		self::assertSame( 'Your card has insufficient funds.', StripeErrorMessages::for_code( 'card_declined', 'insufficient_funds' ) );
		self::assertSame( 'Your card was declined.', StripeErrorMessages::for_code( 'card_declined', 'a_new_code' ) );
		self::assertSame( 'Your card has expired.', StripeErrorMessages::for_code( 'expired_card' ) );
		self::assertNull( StripeErrorMessages::for_code( 'resource_missing' ) );
		self::assertNull( StripeErrorMessages::for_code( '' ) );
	}

	public function test_the_payment_pages_messages_are_the_specified_ones(): void {
		$texts = StripeErrorMessages::browser_texts();
		self::assertSame( 'A timeout occurred while connecting to the server. Please try again.', $texts['timeout'] );
		self::assertSame( 'The connection to the server was aborted. Please try again.', $texts['abort'] );
		self::assertSame( 'An error occurred while connecting to the server. Please try again.', $texts['connection'] );
		self::assertSame( 'There was a problem processing the order.', $texts['orderError'] );
		self::assertSame( 'Failed to load %s payment method. Please refresh the page and try again.', $texts['methodNotLoaded'] );
		self::assertSame( 'Invalid or missing payment details. Please ensure the provided payment method is correctly entered.', $texts['invalidPaymentDetails'] );
		self::assertSame( 'Payment failed. Please try again.', $texts['paymentFailed'] );
		self::assertSame( 'BLIK Code is invalid', $texts['blikInvalid'] );
		self::assertSame( '%s is a required field.', $texts['requiredField'] );
		self::assertSame( 'There was a problem processing the payment. Please refresh the page to try again.', $texts['processingProblem'] );
		self::assertSame( 'An unknown error occurred.', $texts['unknown'] );
		self::assertSame( 'Stripe initialization data is not available', $texts['noSettings'] );
		self::assertCount( 15, $texts );
	}
}
