<?php
/**
 * What a refresh of one source did.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Sources;

use Vitrine\Reviews\Sources\Providers\ProviderError;
use Vitrine\Reviews\Storage\Source;

/**
 * The source after the refresh, how many reviews were added and updated, and the provider's
 * error when the fetch failed (nothing was stored then; the error is recorded on the source).
 */
final class RefreshResult {

	public function __construct(
		public readonly Source $source,
		public readonly int $added = 0,
		public readonly int $updated = 0,
		public readonly ?ProviderError $error = null,
	) {
	}

	public function failed(): bool {
		return null !== $this->error;
	}
}
