<?php
/**
 * Connected review sources (see docs/reviews.md).
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Storage;

/**
 * Reads and writes the vitrine_review_sources table.
 */
final class SourceRepository {
}
