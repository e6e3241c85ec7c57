<?php
/**
 * One payment attempt the card-testing protection refused.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Fraud;

/**
 * What the admin sees of a refused attempt: when, the client's address masked (the shop keeps no
 * full address of a shopper for this), the card's fingerprint when known, the order and which
 * limit refused it.
 */
final class BlockedAttempt {

	/**
	 * @param int    $time        Unix time.
	 * @param string $client      Masked address, such as 203.0.113.x.
	 * @param string $fingerprint The card's fingerprint, '' when unknown.
	 * @param int    $order_id    The order being paid, 0 for a method being saved (add-payment-method).
	 * @param string $limit       The limit that refused: payment_failure or card_failure.
	 */
	public function __construct(
		public readonly int $time,
		public readonly string $client,
		public readonly string $fingerprint,
		public readonly int $order_id,
		public readonly string $limit,
	) {
	}

	/**
	 * @return array{time: int, client: string, fingerprint: string, order_id: int, limit: string}
	 */
	public function to_array(): array {
		return array(
			'time'        => $this->time,
			'client'      => $this->client,
			'fingerprint' => $this->fingerprint,
			'order_id'    => $this->order_id,
			'limit'       => $this->limit,
		);
	}

	/**
	 * @param array<string, mixed> $row A stored entry.
	 */
	public static function from_array( array $row ): self {
		return new self(
			(int) ( $row['time'] ?? 0 ),
			(string) ( $row['client'] ?? '' ),
			(string) ( $row['fingerprint'] ?? '' ),
			(int) ( $row['order_id'] ?? 0 ),
			(string) ( $row['limit'] ?? '' )
		);
	}

	/**
	 * An address with its last part hidden: an IPv4 address's last byte, an IPv6 address after
	 * its /48 network.
	 */
	public static function mask( string $ip ): string {
		$packed = '' === $ip ? false : inet_pton( $ip );
		if ( false === $packed ) {
			return '';
		}
		if ( 4 === strlen( $packed ) ) {
			return implode( '.', array_slice( explode( '.', (string) inet_ntop( $packed ) ), 0, 3 ) ) . '.x';
		}
		return (string) inet_ntop( substr( $packed, 0, 6 ) . str_repeat( "\0", 10 ) ) . '/48';
	}
}
