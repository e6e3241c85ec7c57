<?php
/**
 * Stored reviews (see docs/reviews.md).
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Storage;

/**
 * Reads and writes the vitrine_reviews table.
 */
final class ReviewRepository {
}
