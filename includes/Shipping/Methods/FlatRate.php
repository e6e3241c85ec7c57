<?php
/**
 * Flat rate: a cost per order, per item and per shipping class.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Shipping\Methods;

use Vitrine\Shipping\Amounts;
use Vitrine\Shipping\ShippingClasses;
use Vitrine\Shipping\ShippingMethodInstance;
use Vitrine\Shipping\ShippingPackage;
use Vitrine\Shipping\ShippingRate;
use Vitrine\Shipping\ShippingValidationException;

/**
 * The cost is the cost per order, plus the cost per item times the shipped quantity, plus the
 * shipping classes' costs. Each class (and "no shipping class", for products without one) has a
 * cost per order and a cost per item of that class; a class whose costs are both empty adds
 * nothing. With several classes in the cart, "per class" adds every class's cost and "per order"
 * charges only the most expensive class's.
 */
final class FlatRate implements ShippingMethod {

	public const ID = 'flat_rate';

	public const PER_CLASS = 'class';
	public const PER_ORDER = 'order';

	public function __construct(
		private readonly Amounts $amounts,
		private readonly FieldValidator $validator,
		private readonly ShippingClasses $classes,
	) {
	}

	public function id(): string {
		return self::ID;
	}

	public function name(): string {
		return __( 'Flat rate', 'vitrine' );
	}

	public function description(): string {
		return __( 'A fixed cost per order, per item and per shipping class.', 'vitrine' );
	}

	public function fields(): array {
		$fields  = array(
			new MethodField( array( 'title' ), __( 'Title', 'vitrine' ), MethodField::TEXT, array(), __( 'What shoppers see at checkout.', 'vitrine' ), '', true ),
			new MethodField( array( 'tax_status' ), __( 'Tax status', 'vitrine' ), MethodField::SELECT, self::tax_statuses() ),
			new MethodField( array( 'cost' ), __( 'Cost per order', 'vitrine' ), MethodField::AMOUNT, array(), __( 'Charged once per order, before tax. Empty for none.', 'vitrine' ) ),
			new MethodField( array( 'cost_per_item' ), __( 'Cost per item', 'vitrine' ), MethodField::AMOUNT, array(), __( 'Charged for each shipped item (3 shirts count 3). Empty for none.', 'vitrine' ) ),
		);
		$classes = $this->classes->all();
		if ( array() === $classes ) {
			return $fields;
		}
		foreach ( $classes as $class_id => $class_name ) {
			/* translators: %s: the shipping class's name. */
			$group    = sprintf( __( 'Shipping class “%s”', 'vitrine' ), $class_name );
			$fields[] = new MethodField( array( 'class_costs', (string) $class_id, 'cost' ), __( 'Cost per order', 'vitrine' ), MethodField::AMOUNT, array(), __( 'Added when the cart has products of this class.', 'vitrine' ), $group );
			$fields[] = new MethodField( array( 'class_costs', (string) $class_id, 'cost_per_item' ), __( 'Cost per item', 'vitrine' ), MethodField::AMOUNT, array(), __( 'Added for each item of this class.', 'vitrine' ), $group );
		}
		$group    = __( 'No shipping class', 'vitrine' );
		$fields[] = new MethodField( array( 'no_class_cost', 'cost' ), __( 'Cost per order', 'vitrine' ), MethodField::AMOUNT, array(), __( 'Added when the cart has products without a shipping class.', 'vitrine' ), $group );
		$fields[] = new MethodField( array( 'no_class_cost', 'cost_per_item' ), __( 'Cost per item', 'vitrine' ), MethodField::AMOUNT, array(), __( 'Added for each item without a shipping class.', 'vitrine' ), $group );
		$fields[] = new MethodField(
			array( 'calculation_type' ),
			__( 'Calculation type', 'vitrine' ),
			MethodField::SELECT,
			array(
				self::PER_CLASS => __( 'Per class: charge each shipping class in the cart', 'vitrine' ),
				self::PER_ORDER => __( 'Per order: charge only the most expensive shipping class', 'vitrine' ),
			),
			__( 'How class costs add up when the cart has products of several classes.', 'vitrine' )
		);
		return $fields;
	}

	public function defaults(): array {
		return array(
			'title'            => __( 'Flat rate', 'vitrine' ),
			'tax_status'       => 'taxable',
			'cost'             => '',
			'cost_per_item'    => '',
			'class_costs'      => array(),
			'no_class_cost'    => array(
				'cost'          => '',
				'cost_per_item' => '',
			),
			'calculation_type' => self::PER_CLASS,
		);
	}

	public function validate( array $input ): array {
		$fields = $this->fields();
		// Without shipping classes the form has no calculation type: keep the default.
		$input                    += array( 'calculation_type' => self::PER_CLASS );
		list( $settings, $errors ) = $this->validator->validate( $fields, $input );
		if ( array() !== $errors ) {
			throw new ShippingValidationException( $errors );
		}
		return array_merge( $this->defaults(), $settings );
	}

	public function rate( ShippingPackage $package, ShippingMethodInstance $instance ): ShippingRate {
		$items = $package->items_needing_shipping();
		$cost  = $this->amount( $instance->settings, 'cost' ) + $this->amount( $instance->settings, 'cost_per_item' ) * $package->shipped_quantity();

		// Quantity per shipping class (0: no class).
		$quantities = array();
		foreach ( $items as $item ) {
			$quantities[ $item->shipping_class_id ] = ( $quantities[ $item->shipping_class_id ] ?? 0 ) + $item->quantity;
		}
		$class_costs = array();
		foreach ( $quantities as $class_id => $quantity ) {
			$costs = 0 === $class_id ? ( $instance->settings['no_class_cost'] ?? null ) : ( $instance->settings['class_costs'][ (string) $class_id ] ?? null );
			if ( ! is_array( $costs ) || ( '' === (string) ( $costs['cost'] ?? '' ) && '' === (string) ( $costs['cost_per_item'] ?? '' ) ) ) {
				continue;
			}
			$class_costs[ $class_id ] = $this->amount( $costs, 'cost' ) + $this->amount( $costs, 'cost_per_item' ) * $quantity;
		}
		$type = self::PER_ORDER === $instance->text( 'calculation_type' ) ? self::PER_ORDER : self::PER_CLASS;
		if ( array() !== $class_costs ) {
			$cost += self::PER_ORDER === $type ? max( $class_costs ) : array_sum( $class_costs );
		}

		return new ShippingRate(
			ShippingRate::id_for( self::ID, $instance->instance_id ),
			self::ID,
			$instance->instance_id,
			$instance->title(),
			$cost,
			'none' !== $instance->text( 'tax_status' ),
			array(
				'calculation_type' => $type,
				'class_costs'      => $class_costs,
			)
		);
	}

	/**
	 * Tax status options, shared with local pickup.
	 *
	 * @return array<string, string>
	 */
	public static function tax_statuses(): array {
		return array(
			'taxable' => __( 'Taxable', 'vitrine' ),
			'none'    => __( 'None', 'vitrine' ),
		);
	}

	/**
	 * A stored amount of the settings in minor units.
	 *
	 * @param array<mixed> $settings Settings (or a class's costs).
	 * @param string       $key      The amount's key.
	 */
	private function amount( array $settings, string $key ): int {
		$value = $settings[ $key ] ?? '';
		return $this->amounts->to_minor( is_scalar( $value ) ? (string) $value : '' );
	}
}
