<?php
/**
 * Which products an export writes.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Catalog\Import;

/**
 * All products (but those in the trash) by default; or those of some statuses, of one type,
 * or in one category (or its children).
 */
final class ExportFilter {

	public const STATUSES = array( 'publish', 'draft', 'pending', 'private' );
	public const TYPES    = array( 'simple', 'variable' );

	/**
	 * @param list<string> $statuses Post statuses, none for all.
	 * @param string       $type     simple, variable or '' for both.
	 * @param int          $category Category term id, 0 for all.
	 */
	public function __construct(
		public readonly array $statuses = array(),
		public readonly string $type = '',
		public readonly int $category = 0,
	) {
	}
}
