<?php
/**
 * Who a customer is: a registered user, or a guest known by the billing email.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Customers;

/**
 * A customer of the shop as the orders know them: a user id when the order was placed with an
 * account, otherwise the billing email (a guest's orders are grouped by it, letter case aside).
 * As a string ("u:12", "e:ada@example.com") it keys the customer's notes and the list's rows.
 */
final class CustomerKey {

	private function __construct(
		public readonly int $user_id,
		public readonly string $email,
	) {
	}

	public static function user( int $user_id ): self {
		return new self( max( 0, $user_id ), '' );
	}

	public static function guest( string $email ): self {
		return new self( 0, strtolower( trim( $email ) ) );
	}

	/**
	 * From "u:12" or "e:ada@example.com"; null for anything else.
	 */
	public static function parse( string $value ): ?self {
		if ( 1 === preg_match( '/^u:([1-9]\d{0,19})$/', $value, $match ) ) {
			return self::user( (int) $match[1] );
		}
		if ( str_starts_with( $value, 'e:' ) && is_email( substr( $value, 2 ) ) ) {
			return self::guest( substr( $value, 2 ) );
		}
		return null;
	}

	public function is_guest(): bool {
		return 0 === $this->user_id;
	}

	public function __toString(): string {
		return $this->is_guest() ? 'e:' . $this->email : 'u:' . $this->user_id;
	}
}
