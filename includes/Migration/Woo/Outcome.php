<?php
/**
 * What happened to one WooCommerce item.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Migration\Woo;

/**
 * created, updated, unchanged (copied before and the same) or skipped, with reasons; $parts lists
 * what was left out of an item that was copied (an image no longer in the media library, a
 * refund), each with its reason.
 */
final class Outcome {

	public const CREATED   = 'created';
	public const UPDATED   = 'updated';
	public const UNCHANGED = 'unchanged';
	public const SKIPPED   = 'skipped';

	/**
	 * @param string                                    $result  One of the constants.
	 * @param string                                    $name    The item's name, for the report.
	 * @param list<string>                              $reasons Why it was skipped.
	 * @param list<array{kind: string, reason: string}> $parts   What was left out of it.
	 * @param int                                       $target  The Vitrine id (0 when none).
	 */
	public function __construct(
		public readonly string $result,
		public readonly string $name,
		public readonly array $reasons = array(),
		public readonly array $parts = array(),
		public readonly int $target = 0,
	) {
	}

	/**
	 * @param list<string> $reasons Why.
	 */
	public static function skipped( string $name, array $reasons ): self {
		return new self( self::SKIPPED, $name, $reasons );
	}
}
