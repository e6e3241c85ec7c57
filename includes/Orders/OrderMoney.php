<?php
/**
 * Amounts of an order, as people read and type them.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Orders;

use Vitrine\Catalog\Model\Money;
use Vitrine\Catalog\PriceFormatter;
use Vitrine\Core\Settings\Settings;

/**
 * An order keeps the currency and decimals it was placed in. While they are the store's, its
 * amounts are formatted as the store's prices are (sign, position, separators); an order in
 * another currency shows the ISO code after the amount, so that it is never shown in the wrong
 * currency.
 */
final class OrderMoney {

	public function __construct(
		private readonly PriceFormatter $prices,
		private readonly Settings $settings,
	) {
	}

	/**
	 * 1250 to '€12.50' for an order in euros with 2 decimals. Plain text, not escaped.
	 */
	public function format( int $minor, Order $order ): string {
		if ( $order->currency === $this->prices->currency() && $order->decimals === $this->prices->decimals() ) {
			return $this->prices->format_minor( $minor );
		}
		/* translators: 1: amount, 2: ISO 4217 currency code. */
		return sprintf( _x( '%1$s %2$s', 'amount with currency code', 'vitrine' ), Money::from_minor( $minor, $order->decimals ), $order->currency );
	}

	/**
	 * An amount typed by a merchant ('12.50', or '12,50' where that is the store's decimal
	 * separator) in minor units of the order's currency; null when it is not a valid amount with
	 * at most the currency's decimals.
	 */
	public function parse( string $typed, Order $order ): ?int {
		$typed     = trim( $typed );
		$separator = (string) $this->settings->get( 'decimal_separator' );
		if ( '' !== $separator && '.' !== $separator && ! str_contains( $typed, '.' ) ) {
			$typed = str_replace( $separator, '.', $typed );
		}
		if ( 0 === $order->decimals ? 1 !== preg_match( '/^\d{1,13}$/', $typed ) : ! Money::is_valid( $typed, $order->decimals ) ) {
			return null;
		}
		return Money::to_minor( $typed, $order->decimals );
	}

	/**
	 * The amount of an order in the decimal form a field shows: 1250 to '12.50'.
	 */
	public function decimal( int $minor, Order $order ): string {
		return Money::from_minor( $minor, $order->decimals );
	}
}
