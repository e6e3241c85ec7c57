<?php
/**
 * The contract every module follows.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine;

/**
 * A module's register() is the only place where it adds WordPress hooks.
 */
interface Module {

	/**
	 * Adds the module's actions, filters, routes, endpoints and settings.
	 */
	public function register(): void;
}
