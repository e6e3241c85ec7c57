<?php
/**
 * The addresses a wallet gives, in the shop's form.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Express;

use Vitrine\Address\AddressValidator;
use Vitrine\Orders\OrderDraft;

/**
 * Wallets give state names ("California", "東京都"), lower-case countries, postcodes as typed,
 * phones with punctuation and sometimes the whole name in one field. This returns each address
 * with OrderDraft's fields: the country upper case, the state as its code, the postcode in the
 * country's form (AddressValidator's sanitizing), the phone stripped of ( ) spaces and hyphens,
 * names trimmed, a full name split at its first space and a billing address without a last name
 * given "-" (the checkout requires one; the spec's rule). It stores nothing.
 */
final class AddressNormalizer {

	public const BILLING  = 'billing';
	public const SHIPPING = 'shipping';

	public function __construct( private readonly AddressValidator $validator ) {
	}

	/**
	 * @param array<string, mixed> $address Field => value, as the browser sent it.
	 * @param string               $type    billing or shipping.
	 * @return array<string, string> Every field of OrderDraft::ADDRESS_FIELDS.
	 */
	public function normalize( array $address, string $type ): array {
		$raw = array();
		foreach ( OrderDraft::ADDRESS_FIELDS as $field ) {
			$value         = $address[ $field ] ?? '';
			$raw[ $field ] = is_scalar( $value ) ? trim( sanitize_text_field( (string) $value ) ) : '';
		}
		$raw['country'] = strtoupper( $raw['country'] );
		$clean          = $this->validator->sanitize( $raw, self::SHIPPING === $type ? self::SHIPPING : self::BILLING );
		$out            = array();
		foreach ( OrderDraft::ADDRESS_FIELDS as $field ) {
			// A field the form of this address type lacks (email and phone on a shipping form) keeps what was sent, trimmed.
			$out[ $field ] = array_key_exists( $field, $clean ) ? $clean[ $field ] : $raw[ $field ];
		}
		$out['country']                               = $raw['country'];
		$out['postcode']                              = self::postcode( $out['postcode'], $out['country'] );
		$out['phone']                                 = self::phone( $out['phone'] );
		list( $out['first_name'], $out['last_name'] ) = self::names( $out['first_name'], $out['last_name'], self::BILLING === $type );
		return $out;
	}

	/**
	 * A postcode in its country's written form, where that form has a separator wallets often
	 * leave out: "SW1A1AA" gives "SW1A 1AA", "1000001" in Japan "100-0001". A partial postcode
	 * (Apple Pay gives only the outward part before the payment) is left as it is.
	 */
	public static function postcode( string $postcode, string $country ): string {
		$compact = strtoupper( (string) preg_replace( '/[\s\-]+/', '', $postcode ) );
		$split   = match ( $country ) {
			'GB', 'IE', 'CA' => array( -3, ' ', 5 ),
			'NL'             => array( -2, ' ', 6 ),
			'BR'             => array( -3, '-', 8 ),
			'PL'             => array( -3, '-', 5 ),
			'PT'             => array( -3, '-', 7 ),
			'JP'             => array( -4, '-', 7 ),
			default          => null,
		};
		if ( null === $split || strlen( $compact ) < $split[2] ) {
			return $postcode;
		}
		return substr( $compact, 0, $split[0] ) . $split[1] . substr( $compact, $split[0] );
	}

	/** "+1 (555) 123-4567" gives "+15551234567". */
	public static function phone( string $phone ): string {
		return (string) preg_replace( '/[\s()\-]+/u', '', $phone );
	}

	/**
	 * The names trimmed; a full name in the first name alone split at its first space; a billing
	 * address with no last name gets "-".
	 *
	 * @return array{0: string, 1: string}
	 */
	public static function names( string $first, string $last, bool $billing ): array {
		$first = trim( $first );
		$last  = trim( $last );
		if ( '' === $last && str_contains( $first, ' ' ) ) {
			list( $first, $last ) = array_map( 'trim', explode( ' ', $first, 2 ) );
		}
		if ( $billing && '' === $last ) {
			$last = '-';
		}
		return array( $first, $last );
	}
}
