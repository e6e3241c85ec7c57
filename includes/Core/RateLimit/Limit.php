<?php
/**
 * One named rate limit.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\RateLimit;

/**
 * How many times one client may do one thing in a window of time, and what it is told when it
 * may not. The count is the default the Security settings start from; the window is fixed.
 */
final class Limit {

	/**
	 * @param string $name         Stable name, also the settings keys' middle: rate_limit_<name>.
	 * @param string $label        Translated name of the action, for the settings screen.
	 * @param int    $count        How many times per window by default.
	 * @param int    $window       The window, in seconds.
	 * @param bool   $per_customer Whether a logged-in customer gets a count of their own (their id
	 *                             joins the client's address in the key).
	 * @param string $refusal      Translated sentence saying what was done too often.
	 * @param string $count_help   Translated help of the count's setting, %s being the window; empty
	 *                             for the one of a limit per visitor.
	 */
	public function __construct(
		public readonly string $name,
		public readonly string $label,
		public readonly int $count,
		public readonly int $window,
		public readonly bool $per_customer,
		public readonly string $refusal,
		public readonly string $count_help = '',
	) {
	}

	public function enabled_setting(): string {
		return 'rate_limit_' . $this->name;
	}

	public function count_setting(): string {
		return 'rate_limit_' . $this->name . '_count';
	}
}
