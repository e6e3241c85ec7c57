<?php
/**
 * One review as read from an import file, before it is checked.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Library\Import;

/**
 * A row of a CSV file or an item of a JSON array: where it is in the file, its values by column
 * or key, and what the reader already found wrong with its shape.
 */
final class RawRow {

	/**
	 * @param int                  $line     The CSV line the row starts on, or the JSON item's position (from 1).
	 * @param array<string, mixed> $fields   Values by column or key.
	 * @param list<string>         $problems Messages about the row's shape.
	 */
	public function __construct(
		public readonly int $line,
		public readonly array $fields,
		public readonly array $problems = array(),
	) {
	}
}
