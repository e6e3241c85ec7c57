<?php
/**
 * The shop's amounts in Stripe's units, and back.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Gateway;

/**
 * The shop stores amounts as integers of minor units with the currency's decimals as the shop
 * has them (an order's $decimals); Stripe takes integers in its own unit per currency:
 * - zero-decimal currencies (JPY, KRW, …): whole units;
 * - ISK and UGX: zero-decimal, but sent as two-decimal amounts that are a multiple of 100;
 * - three-decimal currencies (BHD, JOD, KWD, OMR, TND): thousandths whose last digit is 0;
 * - every other currency: hundredths.
 * An amount finer than Stripe's unit is rounded half up (a KWD amount of 1.2345 is sent as 1.235,
 * then 1.240 for the trailing zero). Stripe's minimum charge per currency is known for the
 * currencies Stripe lists; for others Stripe itself refuses what is too small.
 */
final class Amounts {

	private const ZERO_DECIMAL = array( 'BIF', 'CLP', 'DJF', 'GNF', 'JPY', 'KMF', 'KRW', 'MGA', 'PYG', 'RWF', 'VND', 'VUV', 'XAF', 'XOF', 'XPF' );

	/** Zero-decimal currencies Stripe takes as two-decimal amounts divisible by 100. */
	private const WHOLE_IN_HUNDREDTHS = array( 'ISK', 'UGX' );

	private const THREE_DECIMAL = array( 'BHD', 'JOD', 'KWD', 'OMR', 'TND' );

	/**
	 * Stripe's minimum charge per currency, in Stripe's unit of the currency.
	 *
	 * @var array<string, int>
	 */
	private const MINIMUMS = array(
		'USD' => 50,
		'AED' => 200,
		'AUD' => 50,
		'BGN' => 100,
		'BRL' => 50,
		'CAD' => 50,
		'CHF' => 50,
		'CZK' => 1500,
		'DKK' => 250,
		'EUR' => 50,
		'GBP' => 30,
		'HKD' => 400,
		'HUF' => 17500,
		'INR' => 50,
		'JPY' => 50,
		'MXN' => 1000,
		'MYR' => 200,
		'NOK' => 300,
		'NZD' => 50,
		'PLN' => 200,
		'RON' => 200,
		'SEK' => 300,
		'SGD' => 50,
		'THB' => 1000,
	);

	/** The decimals of Stripe's unit for a currency (2 for ISK and UGX, sent as hundredths). */
	public static function stripe_decimals( string $currency ): int {
		$currency = strtoupper( $currency );
		if ( in_array( $currency, self::ZERO_DECIMAL, true ) ) {
			return 0;
		}
		return in_array( $currency, self::THREE_DECIMAL, true ) ? 3 : 2;
	}

	/**
	 * The amount Stripe takes for an amount of the shop.
	 *
	 * @param int    $minor    Minor units of the shop.
	 * @param int    $decimals The shop's decimals for the currency (an order's $decimals).
	 * @param string $currency ISO 4217 code, any case.
	 */
	public static function to_stripe( int $minor, int $decimals, string $currency ): int {
		$currency = strtoupper( $currency );
		if ( in_array( $currency, self::WHOLE_IN_HUNDREDTHS, true ) ) {
			return self::rescale( $minor, $decimals, 0 ) * 100;
		}
		$amount = self::rescale( $minor, $decimals, self::stripe_decimals( $currency ) );
		if ( in_array( $currency, self::THREE_DECIMAL, true ) ) {
			return self::rescale( $amount, 1, 0 ) * 10;
		}
		return $amount;
	}

	/**
	 * The shop's minor units for an amount Stripe reports (a charge, a refund).
	 *
	 * @param int    $amount   Stripe's unit.
	 * @param int    $decimals The shop's decimals for the currency.
	 * @param string $currency ISO 4217 code, any case.
	 */
	public static function from_stripe( int $amount, int $decimals, string $currency ): int {
		return self::rescale( $amount, self::stripe_decimals( $currency ), $decimals );
	}

	/**
	 * Stripe's minimum charge in the shop's minor units (rounded up), or null when Stripe does not
	 * list one for the currency.
	 */
	public static function minimum_minor( string $currency, int $decimals ): ?int {
		$minimum = self::MINIMUMS[ strtoupper( $currency ) ] ?? null;
		if ( null === $minimum ) {
			return null;
		}
		$stripe = self::stripe_decimals( $currency );
		return $decimals >= $stripe ? $minimum * 10 ** ( $decimals - $stripe ) : (int) ceil( $minimum / 10 ** ( $stripe - $decimals ) );
	}

	/** Whether Stripe can charge an amount: above zero and at least its minimum for the currency. */
	public static function is_chargeable( int $minor, int $decimals, string $currency ): bool {
		$minimum = self::minimum_minor( $currency, $decimals );
		return $minor > 0 && ( null === $minimum || $minor >= $minimum );
	}

	/**
	 * An integer with $from decimals expressed with $to decimals, rounded half up (away from zero).
	 */
	private static function rescale( int $amount, int $from, int $to ): int {
		if ( $to >= $from ) {
			return $amount * 10 ** ( $to - $from );
		}
		$divisor = 10 ** ( $from - $to );
		$whole   = intdiv( abs( $amount ), $divisor ) + ( abs( $amount ) % $divisor * 2 >= $divisor ? 1 : 0 );
		return $amount < 0 ? -$whole : $whole;
	}
}
