<?php
/**
 * Fetches a source's reviews and stores them (see docs/reviews.md).
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Sources;

use Vitrine\Core\Settings\Settings;
use Vitrine\Reviews\Storage\ReviewRepository;
use Vitrine\Reviews\Storage\SourceRepository;

/**
 * Fetches and stores reviews, on connect, on schedule and on demand.
 */
final class Refresher {

	public function __construct(
		private readonly Settings $settings,
		private readonly ReviewRepository $reviews,
		private readonly SourceRepository $sources,
	) {
	}
}
