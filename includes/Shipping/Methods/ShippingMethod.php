<?php
/**
 * A kind of shipping method: flat rate, free shipping, local pickup.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Shipping\Methods;

use Vitrine\Shipping\ShippingMethodInstance;
use Vitrine\Shipping\ShippingPackage;
use Vitrine\Shipping\ShippingRate;
use Vitrine\Shipping\ShippingValidationException;

/**
 * A method type describes its settings (for the admin form and validation) and turns a package
 * into a rate, or into none when it does not apply (free shipping below its minimum).
 */
interface ShippingMethod {

	/**
	 * The method's id, stored with each instance: flat_rate.
	 */
	public function id(): string;

	/**
	 * The method's translated name for the admin: Flat rate.
	 */
	public function name(): string;

	/**
	 * One translated sentence for the admin on what the method does.
	 */
	public function description(): string;

	/**
	 * The settings form's fields, in the order shown.
	 *
	 * @return list<MethodField>
	 */
	public function fields(): array;

	/**
	 * The settings of a new instance.
	 *
	 * @return array<string, mixed>
	 */
	public function defaults(): array;

	/**
	 * Checks submitted settings and answers the clean ones to store.
	 *
	 * @param array<string, mixed> $input The submitted settings (unslashed).
	 * @return array<string, mixed>
	 * @throws ShippingValidationException With a message by each refused field.
	 */
	public function validate( array $input ): array;

	/**
	 * The rate this instance offers for the package, or null when it does not apply.
	 */
	public function rate( ShippingPackage $package, ShippingMethodInstance $instance ): ?ShippingRate;
}
