<?php
/**
 * Which wallet paid an express order.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Express;

use Vitrine\Orders\Order;
use Vitrine\Orders\Storage\OrderMeta;
use Vitrine\Orders\Storage\OrderWriter;

/**
 * The express checkout posts express_payment_type (apple_pay, google_pay, link, amazon_pay) in
 * its payment data: the order keeps it as meta and shows the wallet as its payment method
 * ("Apple Pay (Stripe)") on the order screen and in emails. Any other value is not recorded:
 * the order stays a card order, as Stripe will charge it.
 */
final class ExpressPaymentType {

	public const FIELD = 'express_payment_type';
	public const META  = 'express_payment_type';

	public const TYPES = array( 'apple_pay', 'google_pay', 'link', 'amazon_pay' );

	public function __construct(
		private readonly OrderMeta $meta,
		private readonly OrderWriter $writer,
	) {
	}

	/**
	 * The valid wallet the payment data names, or null.
	 *
	 * @param array<string, string> $payment_data The posted fields.
	 */
	public static function of( array $payment_data ): ?string {
		$type = trim( (string) ( $payment_data[ self::FIELD ] ?? '' ) );
		return in_array( $type, self::TYPES, true ) ? $type : null;
	}

	/**
	 * The type of the payment methods the named wallet makes, when it is not a card: Link and
	 * Amazon Pay make their own (the intent must allow that type, or Stripe refuses the
	 * method); Apple Pay and Google Pay make cards. A wrong claim costs nothing: Stripe refuses
	 * a method whose type the intent does not allow.
	 *
	 * @param array<string, string> $payment_data The posted fields.
	 */
	public static function method_type( array $payment_data ): ?string {
		return match ( self::of( $payment_data ) ) {
			'link'       => 'link',
			'amazon_pay' => 'amazon_pay',
			default      => null,
		};
	}

	/** "Apple Pay (Stripe)". */
	public static function title( string $type ): string {
		return match ( $type ) {
			'apple_pay'  => __( 'Apple Pay (Stripe)', 'vitrine' ),
			'google_pay' => __( 'Google Pay (Stripe)', 'vitrine' ),
			'link'       => __( 'Link (Stripe)', 'vitrine' ),
			'amazon_pay' => __( 'Amazon Pay (Stripe)', 'vitrine' ),
			default      => '',
		};
	}

	/**
	 * Records the wallet on the order, when the payment data names a valid one.
	 *
	 * @param Order                 $order        The order being paid.
	 * @param array<string, string> $payment_data The posted fields.
	 * @return bool Whether it was recorded.
	 */
	public function record( Order $order, array $payment_data ): bool {
		$type = self::of( $payment_data );
		if ( null === $type ) {
			return false;
		}
		$this->meta->update_meta( $order->id, self::META, $type );
		$this->writer->update_fields( $order->id, array( 'payment_method_title' => self::title( $type ) ) );
		return true;
	}
}
