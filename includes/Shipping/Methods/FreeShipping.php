<?php
/**
 * Free shipping, with a minimum amount or a coupon, or both, or either.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Shipping\Methods;

use Vitrine\Shipping\Amounts;
use Vitrine\Shipping\ShippingMethodInstance;
use Vitrine\Shipping\ShippingPackage;
use Vitrine\Shipping\ShippingRate;
use Vitrine\Shipping\ShippingValidationException;

/**
 * Offered at no cost when its requirement holds: nothing, a coupon that grants free shipping, a
 * minimum order amount, either of them, or both. The minimum is compared with the order's lines
 * after coupon discounts, or before them when "apply the minimum before coupon discounts" is on.
 */
final class FreeShipping implements ShippingMethod {

	public const ID = 'free_shipping';

	public const REQUIRES_NOTHING = '';
	public const REQUIRES_COUPON  = 'coupon';
	public const REQUIRES_MINIMUM = 'min_amount';
	public const REQUIRES_EITHER  = 'either';
	public const REQUIRES_BOTH    = 'both';

	public function __construct(
		private readonly Amounts $amounts,
		private readonly FieldValidator $validator,
	) {
	}

	public function id(): string {
		return self::ID;
	}

	public function name(): string {
		return __( 'Free shipping', 'vitrine' );
	}

	public function description(): string {
		return __( 'No cost, always or from a minimum order amount or with a free-shipping coupon.', 'vitrine' );
	}

	public function fields(): array {
		return array(
			new MethodField( array( 'title' ), __( 'Title', 'vitrine' ), MethodField::TEXT, array(), __( 'What shoppers see at checkout.', 'vitrine' ), '', true ),
			new MethodField(
				array( 'requires' ),
				__( 'Free shipping requires', 'vitrine' ),
				MethodField::SELECT,
				array(
					self::REQUIRES_NOTHING => __( 'Nothing: always offered', 'vitrine' ),
					self::REQUIRES_COUPON  => __( 'A valid free-shipping coupon', 'vitrine' ),
					self::REQUIRES_MINIMUM => __( 'A minimum order amount', 'vitrine' ),
					self::REQUIRES_EITHER  => __( 'A minimum order amount or a coupon', 'vitrine' ),
					self::REQUIRES_BOTH    => __( 'A minimum order amount and a coupon', 'vitrine' ),
				)
			),
			new MethodField( array( 'min_amount' ), __( 'Minimum order amount', 'vitrine' ), MethodField::AMOUNT, array(), __( 'The order’s products must add up to at least this.', 'vitrine' ) ),
			new MethodField( array( 'ignore_discounts' ), __( 'Apply the minimum order amount before coupon discounts', 'vitrine' ), MethodField::CHECKBOX, array(), __( 'When on, a discount that takes the order below the minimum keeps free shipping.', 'vitrine' ) ),
		);
	}

	public function defaults(): array {
		return array(
			'title'            => __( 'Free shipping', 'vitrine' ),
			'requires'         => self::REQUIRES_NOTHING,
			'min_amount'       => '',
			'ignore_discounts' => false,
		);
	}

	public function validate( array $input ): array {
		list( $settings, $errors ) = $this->validator->validate( $this->fields(), $input );
		if ( ! isset( $errors['vitrine-shipping-method-requires'] ) && ! isset( $errors['vitrine-shipping-method-min-amount'] )
			&& self::needs_minimum( (string) ( $settings['requires'] ?? '' ) )
			&& '' === ( $settings['min_amount'] ?? '' )
		) {
			$errors['vitrine-shipping-method-min-amount'] = __( 'Minimum order amount: enter the amount that grants free shipping (0 is allowed).', 'vitrine' );
		}
		if ( array() !== $errors ) {
			throw new ShippingValidationException( $errors );
		}
		return array_merge( $this->defaults(), $settings );
	}

	public function rate( ShippingPackage $package, ShippingMethodInstance $instance ): ?ShippingRate {
		$requires    = $instance->text( 'requires' );
		$has_coupon  = $package->has_free_shipping_coupon;
		$has_minimum = false;
		if ( self::needs_minimum( $requires ) ) {
			$amount      = true === ( $instance->settings['ignore_discounts'] ?? false ) ? $package->subtotal_minor() : $package->contents_cost_minor();
			$has_minimum = $amount >= $this->amounts->to_minor( $instance->text( 'min_amount' ) );
		}
		$available = match ( $requires ) {
			self::REQUIRES_NOTHING => true,
			self::REQUIRES_COUPON  => $has_coupon,
			self::REQUIRES_MINIMUM => $has_minimum,
			self::REQUIRES_EITHER  => $has_minimum || $has_coupon,
			self::REQUIRES_BOTH    => $has_minimum && $has_coupon,
			default                => false,
		};
		if ( ! $available ) {
			return null;
		}
		return new ShippingRate(
			ShippingRate::id_for( self::ID, $instance->instance_id ),
			self::ID,
			$instance->instance_id,
			$instance->title(),
			0,
			false,
			array( 'requires' => $requires )
		);
	}

	private static function needs_minimum( string $requires ): bool {
		return in_array( $requires, array( self::REQUIRES_MINIMUM, self::REQUIRES_EITHER, self::REQUIRES_BOTH ), true );
	}
}
