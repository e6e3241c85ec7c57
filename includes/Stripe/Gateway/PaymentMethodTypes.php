<?php
/**
 * The payment method types Stripe's Payment Element takes, with what Stripe documents of each.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Gateway;

/**
 * One table for the card and every other type (docs/spec/payments.md section 3): whether a method
 * can be saved and reused (isReusable: the save option is hidden otherwise, section 5), whether the
 * Payment Element can collect it before an intent exists (supportsDeferredIntent), the billing
 * countries it is offered in ([] = any) and the currencies Stripe charges it in ([] = any).
 * The card is gateway `stripe`; every other type T is gateway `stripe_T`.
 *
 * The countries and currencies are those of Stripe's payment method support pages. Reusability
 * follows the list of section 5 of the spec; the voucher and wallet types, confirmed by the
 * hash-driven flows once the order exists, do not take a deferred intent.
 */
final class PaymentMethodTypes {

	public const CARD = 'card';

	/** Countries of the Single Euro Payments Area where Stripe offers SEPA Direct Debit. */
	private const SEPA_COUNTRIES = array( 'AD', 'AT', 'BE', 'BG', 'CH', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GB', 'GI', 'GR', 'HR', 'HU', 'IE', 'IS', 'IT', 'LI', 'LT', 'LU', 'LV', 'MC', 'MT', 'NL', 'NO', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'SM', 'VA' );

	/**
	 * Type => isReusable, supportsDeferredIntent, countries, currencies. In the order of
	 * docs/spec/payments.md section 3, the card first.
	 *
	 * @var array<string, array{0: bool, 1: bool, 2: list<string>, 3: list<string>}>
	 */
	private const TYPES = array(
		'card'              => array( true, true, array(), array() ),
		'blik'              => array( true, true, array( 'PL' ), array( 'PLN' ) ),
		'us_bank_account'   => array( true, true, array( 'US' ), array( 'USD' ) ),
		'au_becs_debit'     => array( false, true, array( 'AU' ), array( 'AUD' ) ),
		'giropay'           => array( false, true, array( 'DE' ), array( 'EUR' ) ),
		'eps'               => array( false, true, array( 'AT' ), array( 'EUR' ) ),
		'ideal'             => array( true, true, array( 'NL' ), array( 'EUR' ) ),
		'p24'               => array( false, true, array( 'PL' ), array( 'EUR', 'PLN' ) ),
		'sepa_debit'        => array( true, true, self::SEPA_COUNTRIES, array( 'EUR' ) ),
		'sofort'            => array( true, true, array( 'AT', 'BE', 'DE', 'ES', 'IT', 'NL' ), array( 'EUR' ) ),
		'boleto'            => array( false, false, array( 'BR' ), array( 'BRL' ) ),
		'oxxo'              => array( false, false, array( 'MX' ), array( 'MXN' ) ),
		'bancontact'        => array( true, true, array( 'BE' ), array( 'EUR' ) ),
		'alipay'            => array( false, true, array(), array( 'AUD', 'CAD', 'CNY', 'EUR', 'GBP', 'HKD', 'JPY', 'MYR', 'NZD', 'SGD', 'USD' ) ),
		'multibanco'        => array( false, false, array( 'PT' ), array( 'EUR' ) ),
		'klarna'            => array( true, true, array( 'AT', 'AU', 'BE', 'CA', 'CH', 'CZ', 'DE', 'DK', 'ES', 'FI', 'FR', 'GB', 'GR', 'IE', 'IT', 'NL', 'NO', 'NZ', 'PL', 'PT', 'RO', 'SE', 'US' ), array( 'AUD', 'CAD', 'CHF', 'CZK', 'DKK', 'EUR', 'GBP', 'NOK', 'NZD', 'PLN', 'RON', 'SEK', 'USD' ) ),
		'affirm'            => array( false, true, array( 'US', 'CA' ), array( 'USD', 'CAD' ) ),
		'afterpay_clearpay' => array( false, true, array( 'AU', 'CA', 'GB', 'NZ', 'US' ), array( 'AUD', 'CAD', 'GBP', 'NZD', 'USD' ) ),
		'wechat_pay'        => array( false, false, array(), array( 'AUD', 'CAD', 'CHF', 'CNY', 'DKK', 'EUR', 'GBP', 'HKD', 'JPY', 'NOK', 'SEK', 'SGD', 'USD' ) ),
		'cashapp'           => array( true, true, array( 'US' ), array( 'USD' ) ),
		'acss_debit'        => array( true, true, array( 'CA' ), array( 'CAD', 'USD' ) ),
		'bacs_debit'        => array( true, true, array( 'GB' ), array( 'GBP' ) ),
	);

	/**
	 * Every type, the card first.
	 *
	 * @return list<string>
	 */
	public static function all(): array {
		return array_keys( self::TYPES );
	}

	public static function exists( string $type ): bool {
		return isset( self::TYPES[ $type ] );
	}

	/** The gateway id of a type: 'stripe' for the card, 'stripe_{type}' otherwise. */
	public static function gateway_id( string $type ): string {
		return self::CARD === $type ? 'stripe' : 'stripe_' . $type;
	}

	/** The type of a gateway id, or null when it is not one of Stripe's. */
	public static function type_of_gateway( string $gateway_id ): ?string {
		if ( 'stripe' === $gateway_id ) {
			return self::CARD;
		}
		$type = str_starts_with( $gateway_id, 'stripe_' ) ? substr( $gateway_id, 7 ) : '';
		return self::CARD !== $type && self::exists( $type ) ? $type : null;
	}

	public static function is_reusable( string $type ): bool {
		return self::TYPES[ $type ][0];
	}

	public static function supports_deferred_intent( string $type ): bool {
		return self::TYPES[ $type ][1];
	}

	/**
	 * @return list<string> ISO 3166-1 alpha-2 codes; [] for any.
	 */
	public static function countries( string $type ): array {
		return self::TYPES[ $type ][2];
	}

	/**
	 * @return list<string> ISO 4217 codes; [] for any Stripe charges in.
	 */
	public static function currencies( string $type ): array {
		return self::TYPES[ $type ][3];
	}

	/** Whether a type can pay in a currency and for a billing country ('' when not known yet). */
	public static function fits( string $type, string $currency, string $country ): bool {
		$currencies = self::currencies( $type );
		$countries  = self::countries( $type );
		return ( array() === $currencies || in_array( strtoupper( $currency ), $currencies, true ) )
			&& ( '' === $country || array() === $countries || in_array( strtoupper( $country ), $countries, true ) );
	}

	/** The name shoppers see, translated. */
	public static function title( string $type ): string {
		$titles = array(
			'card'              => __( 'Credit / Debit Card', 'vitrine' ),
			'blik'              => __( 'BLIK', 'vitrine' ),
			'us_bank_account'   => __( 'ACH Direct Debit', 'vitrine' ),
			'au_becs_debit'     => __( 'BECS Direct Debit', 'vitrine' ),
			'giropay'           => __( 'giropay', 'vitrine' ),
			'eps'               => __( 'EPS', 'vitrine' ),
			'ideal'             => __( 'iDEAL', 'vitrine' ),
			'p24'               => __( 'Przelewy24 (P24)', 'vitrine' ),
			'sepa_debit'        => __( 'SEPA Direct Debit', 'vitrine' ),
			'sofort'            => __( 'Sofort', 'vitrine' ),
			'boleto'            => __( 'Boleto', 'vitrine' ),
			'oxxo'              => __( 'OXXO', 'vitrine' ),
			'bancontact'        => __( 'Bancontact', 'vitrine' ),
			'alipay'            => __( 'Alipay', 'vitrine' ),
			'multibanco'        => __( 'Multibanco', 'vitrine' ),
			'klarna'            => __( 'Klarna', 'vitrine' ),
			'affirm'            => __( 'Affirm', 'vitrine' ),
			'afterpay_clearpay' => __( 'Afterpay / Clearpay', 'vitrine' ),
			'wechat_pay'        => __( 'WeChat Pay', 'vitrine' ),
			'cashapp'           => __( 'Cash App Pay', 'vitrine' ),
			'acss_debit'        => __( 'Pre-authorized debit', 'vitrine' ),
			'bacs_debit'        => __( 'Bacs Direct Debit', 'vitrine' ),
		);
		return $titles[ $type ] ?? $type;
	}
}
