<?php
/**
 * Extension data that must never refuse an order.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\ExtensionData;

/**
 * A namespace whose value is a nice-to-have (order attribution): a value that fails its schema
 * does not refuse the order. The registry asks salvage() for what may be kept, validates that
 * against the schema again, and drops the namespace when nothing passes. The registry's overall
 * bounds (ExtensionDataRegistry::MAX_KEYS, MAX_BYTES) still refuse the whole submission: no real
 * client comes near them.
 */
interface SalvageableExtensionData extends ExtensionData {

	/**
	 * What may be kept of a value that failed schema(): null to drop it all. Never throws.
	 *
	 * @param mixed $value The value as sent.
	 */
	public function salvage( mixed $value ): mixed;
}
