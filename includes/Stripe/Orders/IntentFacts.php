<?php
/**
 * What our code reads of a Stripe payment or setup intent.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Orders;

/**
 * Reads an intent as Stripe answers it (payment_intent or setup_intent objects, with or
 * without latest_charge and payment_method expanded) into the few facts the order's notes and
 * statuses need. Every reader copes with a missing or unexpanded field: webhooks, the checkout
 * and reconciliation do not all expand the same fields.
 */
final class IntentFacts {

	/** Card brands as Stripe names them, to the names merchants read. */
	private const BRANDS = array(
		'visa'             => 'Visa',
		'mastercard'       => 'Mastercard',
		'amex'             => 'American Express',
		'discover'         => 'Discover',
		'diners'           => 'Diners Club',
		'jcb'              => 'JCB',
		'unionpay'         => 'UnionPay',
		'cartes_bancaires' => 'Cartes Bancaires',
		'eftpos_au'        => 'eftpos',
		'interac'          => 'Interac',
	);

	/**
	 * The intent's id (pi_… or seti_…), '' when it has none.
	 *
	 * @param array<string, mixed> $intent The intent.
	 */
	public static function id( array $intent ): string {
		return is_string( $intent['id'] ?? null ) ? $intent['id'] : '';
	}

	/**
	 * Whether the intent is a setup intent (saving a method without a payment).
	 *
	 * @param array<string, mixed> $intent The intent.
	 */
	public static function is_setup( array $intent ): bool {
		return 'setup_intent' === ( $intent['object'] ?? '' ) || str_starts_with( self::id( $intent ), 'seti_' );
	}

	/**
	 * The status Stripe gives the intent.
	 *
	 * @param array<string, mixed> $intent The intent.
	 */
	public static function status( array $intent ): string {
		return is_string( $intent['status'] ?? null ) ? $intent['status'] : '';
	}

	/**
	 * The order id our checkout put in the intent's metadata, 0 when there is none.
	 *
	 * @param array<string, mixed> $intent The intent.
	 */
	public static function order_id( array $intent ): int {
		$metadata = is_array( $intent['metadata'] ?? null ) ? $intent['metadata'] : array();
		$id       = $metadata['order_id'] ?? '';
		return is_scalar( $id ) && ctype_digit( (string) $id ) ? (int) $id : 0;
	}

	/**
	 * The id of the intent's latest charge (ch_… or py_…), '' when it has none.
	 *
	 * @param array<string, mixed> $intent The intent.
	 */
	public static function charge_id( array $intent ): string {
		$charge = $intent['latest_charge'] ?? null;
		if ( is_array( $charge ) ) {
			$charge = $charge['id'] ?? null;
		}
		return is_string( $charge ) ? $charge : '';
	}

	/**
	 * The payment method in words: "Visa ending 4242", "SEPA Debit ending 3000", "iDEAL"; '' when
	 * the intent says nothing of it (not expanded).
	 *
	 * @param array<string, mixed> $intent The intent.
	 */
	public static function method_description( array $intent ): string {
		$details = null;
		$charge  = $intent['latest_charge'] ?? null;
		if ( is_array( $charge ) && is_array( $charge['payment_method_details'] ?? null ) ) {
			$details = $charge['payment_method_details'];
		} elseif ( is_array( $intent['payment_method'] ?? null ) ) {
			$details = $intent['payment_method'];
		}
		if ( null === $details || ! is_string( $details['type'] ?? null ) ) {
			return '';
		}
		$type = $details['type'];
		$own  = is_array( $details[ $type ] ?? null ) ? $details[ $type ] : array();
		if ( 'card' === $type ) {
			$brand = is_string( $own['brand'] ?? null ) ? $own['brand'] : '';
			$name  = self::BRANDS[ $brand ] ?? ( '' !== $brand ? ucfirst( $brand ) : __( 'Card', 'vitrine' ) );
		} else {
			$name = self::type_name( $type );
		}
		$last4 = is_string( $own['last4'] ?? null ) ? $own['last4'] : '';
		/* translators: 1: a card brand or payment method such as Visa, 2: the last four digits. */
		return '' !== $last4 ? sprintf( __( '%1$s ending %2$s', 'vitrine' ), $name, $last4 ) : $name;
	}

	/**
	 * What Stripe said of the last failed attempt ("Your card was declined."), '' when no attempt
	 * failed.
	 *
	 * @param array<string, mixed> $intent The intent.
	 */
	public static function failure_message( array $intent ): string {
		$error = self::last_error( $intent );
		if ( null === $error ) {
			return '';
		}
		if ( is_string( $error['message'] ?? null ) && '' !== $error['message'] ) {
			return $error['message'];
		}
		return __( 'The payment was declined.', 'vitrine' );
	}

	/**
	 * What identifies the last failed attempt (the code, the charge or method tried), so that the
	 * same failure told twice is recorded once; '' when no attempt failed.
	 *
	 * @param array<string, mixed> $intent The intent.
	 */
	public static function failure_key( array $intent ): string {
		$error = self::last_error( $intent );
		if ( null === $error ) {
			return '';
		}
		$parts = array();
		foreach ( array( 'code', 'decline_code', 'charge' ) as $field ) {
			$parts[] = is_string( $error[ $field ] ?? null ) ? $error[ $field ] : '';
		}
		$method = $error['payment_method'] ?? null;
		if ( is_array( $method ) ) {
			$method = $method['id'] ?? null;
		}
		$parts[] = is_string( $method ) ? $method : '';
		return implode( '/', $parts );
	}

	/**
	 * Why Stripe cancelled the intent (abandoned, duplicate…), '' when it does not say.
	 *
	 * @param array<string, mixed> $intent The intent.
	 */
	public static function cancellation_reason( array $intent ): string {
		return is_string( $intent['cancellation_reason'] ?? null ) ? $intent['cancellation_reason'] : '';
	}

	/**
	 * A payment method type as a name, the known brands spelt as their owners do (ideal -> iDEAL);
	 * another type from its slug (wechat_pay -> Wechat Pay).
	 */
	private static function type_name( string $type ): string {
		$names = array(
			'ideal'             => 'iDEAL',
			'sepa_debit'        => 'SEPA Direct Debit',
			'us_bank_account'   => __( 'US bank account', 'vitrine' ),
			'bancontact'        => 'Bancontact',
			'eps'               => 'EPS',
			'p24'               => 'Przelewy24',
			'sofort'            => 'Sofort',
			'giropay'           => 'giropay',
			'klarna'            => 'Klarna',
			'afterpay_clearpay' => 'Afterpay / Clearpay',
			'affirm'            => 'Affirm',
			'blik'              => 'BLIK',
			'boleto'            => 'Boleto',
			'oxxo'              => 'OXXO',
			'multibanco'        => 'Multibanco',
			'link'              => 'Link',
			'cashapp'           => 'Cash App Pay',
		);
		return $names[ $type ] ?? ucwords( str_replace( '_', ' ', $type ) );
	}

	/**
	 * The last_payment_error (payment intents) or last_setup_error (setup intents).
	 *
	 * @param array<string, mixed> $intent The intent.
	 * @return array<string, mixed>|null
	 */
	private static function last_error( array $intent ): ?array {
		$error = $intent['last_payment_error'] ?? $intent['last_setup_error'] ?? null;
		return is_array( $error ) ? $error : null;
	}
}
