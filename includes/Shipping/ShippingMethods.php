<?php
/**
 * The shipping method types zones can use.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Shipping;

use Vitrine\Shipping\Methods\ShippingMethod;

/**
 * Method id to method type, in the order the admin offers them.
 */
final class ShippingMethods {

	/** @var array<string, ShippingMethod> */
	private array $methods = array();

	/**
	 * @param list<ShippingMethod> $methods The method types.
	 */
	public function __construct( array $methods ) {
		foreach ( $methods as $method ) {
			$this->methods[ $method->id() ] = $method;
		}
	}

	public function get( string $method_id ): ?ShippingMethod {
		return $this->methods[ $method_id ] ?? null;
	}

	/**
	 * @return array<string, ShippingMethod>
	 */
	public function all(): array {
		return $this->methods;
	}
}
