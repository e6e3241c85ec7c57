<?php
/**
 * The statuses an order goes through, and which changes are allowed.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Orders;

/**
 * Statuses (stored as these slugs, never translated) and the allowed transitions:
 *
 * - pending (awaiting payment) -> processing, on-hold, completed, cancelled, failed
 * - on-hold (awaiting an offline payment) -> processing, completed, cancelled, failed
 * - processing (paid, to be fulfilled) -> completed, cancelled, refunded, on-hold
 * - completed -> refunded; and back to processing by a merchant correcting a mistake
 * - failed -> pending, processing, on-hold, cancelled
 * - cancelled, refunded: final, except that a merchant may reopen the order as pending.
 *
 * "Manual" transitions are those a merchant makes on the order screen or in the list; code
 * (gateways, the checkout) only makes the others.
 */
final class OrderStatus {

	public const PENDING    = 'pending';
	public const PROCESSING = 'processing';
	public const ON_HOLD    = 'on-hold';
	public const COMPLETED  = 'completed';
	public const CANCELLED  = 'cancelled';
	public const REFUNDED   = 'refunded';
	public const FAILED     = 'failed';

	/**
	 * Allowed for everyone.
	 */
	private const TRANSITIONS = array(
		self::PENDING    => array( self::PROCESSING, self::ON_HOLD, self::COMPLETED, self::CANCELLED, self::FAILED ),
		self::ON_HOLD    => array( self::PROCESSING, self::COMPLETED, self::CANCELLED, self::FAILED ),
		self::PROCESSING => array( self::COMPLETED, self::CANCELLED, self::REFUNDED, self::ON_HOLD ),
		self::COMPLETED  => array( self::REFUNDED ),
		self::FAILED     => array( self::PENDING, self::PROCESSING, self::ON_HOLD, self::CANCELLED ),
		self::CANCELLED  => array(),
		self::REFUNDED   => array(),
	);

	/**
	 * Allowed only to a merchant, on top of the above.
	 */
	private const MANUAL_TRANSITIONS = array(
		self::COMPLETED => array( self::PROCESSING ),
		self::CANCELLED => array( self::PENDING ),
		self::REFUNDED  => array( self::PENDING ),
	);

	/**
	 * Every status, in the order the admin lists them.
	 *
	 * @return list<string>
	 */
	public static function all(): array {
		return array( self::PENDING, self::PROCESSING, self::ON_HOLD, self::COMPLETED, self::CANCELLED, self::REFUNDED, self::FAILED );
	}

	public static function is_valid( string $status ): bool {
		return in_array( $status, self::all(), true );
	}

	/**
	 * Status to translated label.
	 *
	 * @return array<string, string>
	 */
	public static function labels(): array {
		return array(
			self::PENDING    => _x( 'Pending payment', 'order status', 'vitrine' ),
			self::PROCESSING => _x( 'Processing', 'order status', 'vitrine' ),
			self::ON_HOLD    => _x( 'On hold', 'order status', 'vitrine' ),
			self::COMPLETED  => _x( 'Completed', 'order status', 'vitrine' ),
			self::CANCELLED  => _x( 'Cancelled', 'order status', 'vitrine' ),
			self::REFUNDED   => _x( 'Refunded', 'order status', 'vitrine' ),
			self::FAILED     => _x( 'Failed', 'order status', 'vitrine' ),
		);
	}

	/**
	 * The translated label of a status; an unknown slug is shown as it is.
	 */
	public static function label( string $status ): string {
		return self::labels()[ $status ] ?? $status;
	}

	/**
	 * Whether an order may go from one status to another.
	 *
	 * @param string $from   The current status.
	 * @param string $to     The new status.
	 * @param bool   $manual Whether a merchant asks for it.
	 */
	public static function can_transition( string $from, string $to, bool $manual = false ): bool {
		return in_array( $to, self::allowed_from( $from, $manual ), true );
	}

	/**
	 * The statuses an order in this status may move to.
	 *
	 * @param string $from   The current status.
	 * @param bool   $manual Whether a merchant asks.
	 * @return list<string>
	 */
	public static function allowed_from( string $from, bool $manual = false ): array {
		$allowed = self::TRANSITIONS[ $from ] ?? array();
		if ( $manual ) {
			$allowed = array_merge( $allowed, self::MANUAL_TRANSITIONS[ $from ] ?? array() );
		}
		return array_values( array_intersect( self::all(), $allowed ) );
	}

	/**
	 * Statuses in which the order has been paid for and not given back.
	 *
	 * @return list<string>
	 */
	public static function paid(): array {
		return array( self::PROCESSING, self::COMPLETED );
	}

	/**
	 * Statuses that hold stock: reaching one reduces it (once).
	 *
	 * @return list<string>
	 */
	public static function holding_stock(): array {
		return array( self::PROCESSING, self::COMPLETED, self::ON_HOLD );
	}

	/**
	 * Statuses that give stock back: reaching one restores what was reduced (once).
	 *
	 * @return list<string>
	 */
	public static function releasing_stock(): array {
		return array( self::CANCELLED, self::REFUNDED );
	}
}
