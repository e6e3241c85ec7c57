<?php
/**
 * Local pickup: the shopper collects the order.
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
 * Always offered in its zone, at an optional fixed cost (for handling), taxable or not.
 */
final class LocalPickup implements ShippingMethod {

	public const ID = 'local_pickup';

	public function __construct(
		private readonly Amounts $amounts,
		private readonly FieldValidator $validator,
	) {
	}

	public function id(): string {
		return self::ID;
	}

	public function name(): string {
		return __( 'Local pickup', 'vitrine' );
	}

	public function description(): string {
		return __( 'Shoppers collect their order, for free or at a fixed cost.', 'vitrine' );
	}

	public function fields(): array {
		return array(
			new MethodField( array( 'title' ), __( 'Title', 'vitrine' ), MethodField::TEXT, array(), __( 'What shoppers see at checkout.', 'vitrine' ), '', true ),
			new MethodField( array( 'tax_status' ), __( 'Tax status', 'vitrine' ), MethodField::SELECT, FlatRate::tax_statuses() ),
			new MethodField( array( 'cost' ), __( 'Cost', 'vitrine' ), MethodField::AMOUNT, array(), __( 'Before tax. Empty for free pickup.', 'vitrine' ) ),
		);
	}

	public function defaults(): array {
		return array(
			'title'      => __( 'Local pickup', 'vitrine' ),
			'tax_status' => 'taxable',
			'cost'       => '',
		);
	}

	public function validate( array $input ): array {
		list( $settings, $errors ) = $this->validator->validate( $this->fields(), $input );
		if ( array() !== $errors ) {
			throw new ShippingValidationException( $errors );
		}
		return array_merge( $this->defaults(), $settings );
	}

	public function rate( ShippingPackage $package, ShippingMethodInstance $instance ): ShippingRate {
		return new ShippingRate(
			ShippingRate::id_for( self::ID, $instance->instance_id ),
			self::ID,
			$instance->instance_id,
			$instance->title(),
			$this->amounts->to_minor( $instance->text( 'cost' ) ),
			'none' !== $instance->text( 'tax_status' ),
			array( 'pickup' => true )
		);
	}
}
