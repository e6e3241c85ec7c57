<?php
/**
 * Amounts as merchants type them into shipping settings.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Shipping;

use Vitrine\Catalog\Model\Money;
use Vitrine\Core\Settings\Settings;

/**
 * Settings keep decimal strings with the store's number of decimals ('5.00', '500' in yen,
 * '1.250' in dinars); every computation turns them into integers of minor units.
 */
final class Amounts {

	public function __construct( private readonly Settings $settings ) {
	}

	/**
	 * The store's number of decimals (0 to 4).
	 */
	public function decimals(): int {
		return (int) $this->settings->get( 'price_decimals' );
	}

	/**
	 * What a merchant typed, as a stored amount: '' for an empty field, the decimal string
	 * with the store's decimals ('4.5' to '4.50'), or null when it is not an amount (negative,
	 * more decimals than the store has, letters). The store's decimal separator is accepted
	 * besides the dot.
	 */
	public function parse( string $typed ): ?string {
		$value = trim( $typed );
		if ( '' === $value ) {
			return '';
		}
		$separator = (string) $this->settings->get( 'decimal_separator' );
		if ( '' !== $separator && '.' !== $separator && 1 === substr_count( $value, $separator ) ) {
			$value = str_replace( $separator, '.', $value );
		}
		if ( 1 !== preg_match( '/^(\d{1,13})(?:\.(\d+))?$/', $value, $parts ) ) {
			return null;
		}
		$decimals = $this->decimals();
		$fraction = $parts[2] ?? '';
		// Digits beyond the store's decimals are refused unless they are zeros ('5.000' in euros).
		if ( strlen( $fraction ) > $decimals && '' !== trim( substr( $fraction, $decimals ), '0' ) ) {
			return null;
		}
		$fraction = substr( $fraction, 0, $decimals );
		return Money::from_minor( Money::to_minor( $parts[1] . ( '' !== $fraction ? '.' . $fraction : '' ), $decimals ), $decimals );
	}

	/**
	 * A stored amount in minor units with the store's current decimals; an empty one is 0.
	 * An amount stored before the store's decimals were reduced is rounded half up.
	 */
	public function to_minor( string $amount ): int {
		return Money::is_valid( $amount, 8 ) ? Money::to_minor( $amount, $this->decimals() ) : 0;
	}

	/**
	 * An example amount as the merchant may type it, for messages: 5.00, 5 or 5,000.
	 */
	public function example(): string {
		$separator = (string) $this->settings->get( 'decimal_separator' );
		$example   = Money::from_minor( 5 * ( 10 ** $this->decimals() ), $this->decimals() );
		return '' !== $separator ? str_replace( '.', $separator, $example ) : $example;
	}
}
