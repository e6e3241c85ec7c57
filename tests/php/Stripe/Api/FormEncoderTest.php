<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Stripe\Api;

use Vitrine\Stripe\Api\FormEncoder;
use Vitrine\Tests\Stripe\StripePhp;
use Vitrine\Tests\TestCase;

require_once dirname( __DIR__ ) . '/StripePhp.php';

/**
 * Our encoding of Stripe parameters is the official library's, byte for byte, on the shapes we
 * send (nested objects, lists, lists of objects, booleans, nulls, numbers, unicode, reserved
 * characters) and on odd ones.
 */
final class FormEncoderTest extends TestCase {

	/**
	 * @return array<string, array{0: array<array-key, mixed>}>
	 */
	public static function cases(): array {
		return array(
			'empty'                       => array( array() ),
			'flat'                        => array(
				array(
					'amount'   => 1999,
					'currency' => 'eur',
				),
			),
			'a payment intent'            => array(
				array(
					'amount'                    => 5000,
					'currency'                  => 'usd',
					'automatic_payment_methods' => array( 'enabled' => true ),
					'capture_method'            => 'manual',
					'confirm'                   => false,
					'metadata'                  => array(
						'order_id'  => 42,
						'site_url'  => 'https://shop.example.com/?a=1&b=2',
						'customer'  => 'Zoë Ångström-Łukasz',
						'note'      => 'a "quoted" & ampersand; 50% + tax = #1',
						'emoji'     => "\u{1F6D2} cart",
						'rtl'       => 'متجر',
						'cjk'       => '店铺',
						'empty'     => '',
						'nullified' => null,
					),
					'payment_method_types'      => array( 'card', 'ideal', 'sepa_debit' ),
					'expand'                    => array( 'latest_charge', 'payment_method' ),
					'setup_future_usage'        => 'off_session',
					'shipping'                  => array(
						'name'    => 'Jane Doe',
						'address' => array(
							'line1'       => '1 Rue de l\'Église',
							'line2'       => null,
							'city'        => 'Paris',
							'postal_code' => '75001',
							'country'     => 'FR',
						),
					),
				),
			),
			'list of objects'             => array(
				array(
					'line_items' => array(
						array(
							'price'    => 'price_1',
							'quantity' => 2,
						),
						array(
							'price_data' => array(
								'currency'     => 'jpy',
								'unit_amount'  => 500,
								'product_data' => array(
									'name'   => 'Tee [large]',
									'images' => array( 'https://x.test/a b.png' ),
								),
							),
							'quantity'   => 1,
						),
					),
				),
			),
			'lists in lists'              => array( array( 'grid' => array( array( 1, 2 ), array( 3, array( 'a' => true ) ) ) ) ),
			'booleans and nulls'          => array(
				array(
					'yes'   => true,
					'no'    => false,
					'none'  => null,
					'inner' => array(
						'yes'  => true,
						'none' => null,
					),
				),
			),
			'numbers'                     => array(
				array(
					'int'      => 0,
					'negative' => -15,
					'float'    => 12.5,
					'big'      => PHP_INT_MAX,
					'string'   => '007',
				),
			),
			'empty arrays'                => array(
				array(
					'metadata' => array(),
					'list'     => array(),
					'kept'     => 'x',
				),
			),
			'a list that is not 0..n-1'   => array(
				array(
					'sparse' => array(
						1 => 'b',
						0 => 'a',
						5 => 'c',
					),
				),
			),
			'integer keys in an object'   => array(
				array(
					'metadata' => array(
						10  => 'ten',
						'x' => 'y',
					),
				),
			),
			'reserved characters in keys' => array(
				array(
					'metadata' => array(
						'a key'   => 'v',
						'k&=?#'   => 'v2',
						'ключ'    => 'значение',
						'bracket' => '[x]',
					),
				),
			),
			'every byte of ASCII'         => array( array( 'text' => implode( '', array_map( 'chr', range( 1, 127 ) ) ) ) ),
			'a string that is not UTF-8'  => array( array( 'name' => "Caf\xE9 cr\xE8me" ) ),
			'a setup intent with options' => array(
				array(
					'customer'               => 'cus_1',
					'usage'                  => 'off_session',
					'payment_method_options' => array(
						'card' => array(
							'request_three_d_secure' => 'any',
							'mandate_options'        => null,
						),
					),
					'confirm'                => true,
					'return_url'             => 'https://shop.example.com/checkout/order-received/42/?key=wc_order_abc',
				),
			),
			'a refund'                    => array(
				array(
					'payment_intent' => 'pi_123',
					'amount'         => 250,
					'reason'         => 'requested_by_customer',
					'metadata'       => array( 'refund_id' => 7 ),
				),
			),
			'a GET query'                 => array(
				array(
					'limit'          => 100,
					'starting_after' => 'evt_1',
					'type'           => 'card',
					'created'        => array( 'gte' => 1700000000 ),
					'expand'         => array( 'data.latest_charge' ),
				),
			),
		);
	}

	/**
	 * @dataProvider cases
	 * @param array<array-key, mixed> $params The parameters.
	 */
	public function test_the_encoding_is_the_official_librarys( array $params ): void {
		self::assertSame( StripePhp::encode( $params ), FormEncoder::encode( $params ) );
	}

	public function test_the_encoding_reads_as_stripe_documents_it(): void {
		self::assertSame(
			'amount=1000&automatic_payment_methods[enabled]=true&metadata[order_id]=5&metadata[note]=&payment_method_types[0]=card&payment_method_types[1]=ideal&description=Order+%235+%E2%80%94+caf%C3%A9',
			FormEncoder::encode(
				array(
					'amount'                    => 1000,
					'automatic_payment_methods' => array( 'enabled' => true ),
					'metadata'                  => array(
						'order_id' => 5,
						'note'     => null,
					),
					'payment_method_types'      => array( 'card', 'ideal' ),
					'description'               => 'Order #5 — café',
				)
			)
		);
	}
}
