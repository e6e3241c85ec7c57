<?php
/**
 * The recent payment attempts the card-testing protection refused.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Fraud;

/**
 * The last KEEP refusals, newest first, in one option that is not autoloaded, and a running total.
 * The list shows the admin what an attack looks like; it is not an account of every refusal: two
 * refusals in the same instant may keep one entry (the option is read and written back), while
 * every refusal is also a note on its order.
 */
final class BlockedAttempts {

	public const OPTION = 'vitrine_stripe_blocked_attempts';

	public const KEEP = 50;

	public function add( BlockedAttempt $attempt ): void {
		$stored = $this->stored();
		array_unshift( $stored['entries'], $attempt->to_array() );
		$stored['entries'] = array_slice( $stored['entries'], 0, self::KEEP );
		++$stored['total'];
		update_option( self::OPTION, $stored, false );
	}

	/**
	 * The recent refusals, newest first.
	 *
	 * @return list<BlockedAttempt>
	 */
	public function recent(): array {
		return array_map( array( BlockedAttempt::class, 'from_array' ), $this->stored()['entries'] );
	}

	/**
	 * How many refusals since the list began.
	 */
	public function total(): int {
		return $this->stored()['total'];
	}

	/**
	 * How many of the recent refusals happened after a time.
	 *
	 * @param int $since Unix time.
	 */
	public function count_since( int $since ): int {
		return count( array_filter( $this->recent(), static fn ( BlockedAttempt $attempt ): bool => $attempt->time >= $since ) );
	}

	/**
	 * @return array{entries: list<array<string, mixed>>, total: int}
	 */
	private function stored(): array {
		// Another request may have added one since this one cached the option.
		wp_cache_delete( self::OPTION, 'options' );
		$value = get_option( self::OPTION, array() );
		$value = is_array( $value ) ? $value : array();
		return array(
			'entries' => is_array( $value['entries'] ?? null ) ? array_values( array_filter( $value['entries'], 'is_array' ) ) : array(),
			'total'   => (int) ( $value['total'] ?? 0 ),
		);
	}
}
