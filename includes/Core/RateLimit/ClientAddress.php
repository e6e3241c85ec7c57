<?php
/**
 * Who is asking: the client's IP address, behind trusted proxies too.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\RateLimit;

use Vitrine\Core\Settings\Settings;

/**
 * The address of the connection (REMOTE_ADDR), unless it is one of the proxies the shop trusts
 * (the trusted_proxies setting: addresses and CIDR ranges). Then X-Forwarded-For is read from
 * the right, skipping the trusted proxies: the first address that is not one is the client.
 * Addresses further left were written by the client itself and are never believed. A header
 * that cannot be read stops the walk at the last address known to be good.
 */
final class ClientAddress {

	public const SETTING = 'trusted_proxies';

	public function __construct( private readonly Settings $settings ) {
	}

	/**
	 * The client's address, '' when the request has none (WP-CLI, cron).
	 */
	public function ip(): string {
		$remote    = isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( (string) $_SERVER['REMOTE_ADDR'] ) ) : '';
		$forwarded = isset( $_SERVER['HTTP_X_FORWARDED_FOR'] ) ? sanitize_text_field( wp_unslash( (string) $_SERVER['HTTP_X_FORWARDED_FOR'] ) ) : '';
		$ip        = self::resolve( $remote, $forwarded, self::parse_list( (string) $this->settings->get( self::SETTING ) ) );
		/**
		 * Filters the client address the rate limits count by (a host with its own header, say).
		 *
		 * @param string $ip     The address found, '' for none.
		 * @param string $remote REMOTE_ADDR.
		 */
		return (string) apply_filters( 'vitrine_client_ip', $ip, $remote );
	}

	/**
	 * The client's address from the connection's and the forwarded one.
	 *
	 * @param string       $remote    REMOTE_ADDR.
	 * @param string       $forwarded X-Forwarded-For, '' when absent.
	 * @param list<string> $trusted   Trusted proxies: addresses and CIDR ranges.
	 */
	public static function resolve( string $remote, string $forwarded, array $trusted ): string {
		$remote = self::normalize( $remote );
		if ( '' === $remote || '' === $forwarded || ! self::in_any( $remote, $trusted ) ) {
			return $remote;
		}
		$client = $remote;
		foreach ( array_reverse( explode( ',', $forwarded ) ) as $hop ) {
			$hop = self::normalize( trim( $hop ) );
			if ( '' === $hop ) {
				break;
			}
			$client = $hop;
			if ( ! self::in_any( $hop, $trusted ) ) {
				break;
			}
		}
		return $client;
	}

	/**
	 * What a client is counted by: an IPv4 address as it is, an IPv6 one by its /64 network
	 * (one subscriber usually holds a whole /64).
	 */
	public static function bucket( string $ip ): string {
		$packed = '' === $ip ? false : inet_pton( $ip );
		if ( false === $packed || 16 !== strlen( $packed ) ) {
			return $ip;
		}
		return (string) inet_ntop( substr( $packed, 0, 8 ) . str_repeat( "\0", 8 ) ) . '/64';
	}

	/**
	 * Whether an address is in a range (a CIDR such as 10.0.0.0/8 or 2001:db8::/32, or one address).
	 */
	public static function in_range( string $ip, string $range ): bool {
		$parts  = explode( '/', trim( $range ), 2 );
		$net    = inet_pton( self::normalize( $parts[0] ) );
		$packed = inet_pton( $ip );
		if ( false === $net || false === $packed || strlen( $net ) !== strlen( $packed ) ) {
			return false;
		}
		$bits = isset( $parts[1] ) ? (int) $parts[1] : 8 * strlen( $net );
		if ( $bits < 0 || $bits > 8 * strlen( $net ) ) {
			return false;
		}
		$bytes = intdiv( $bits, 8 );
		if ( substr( $net, 0, $bytes ) !== substr( $packed, 0, $bytes ) ) {
			return false;
		}
		$rest = $bits % 8;
		if ( 0 === $rest ) {
			return true;
		}
		$mask = ( 0xff << ( 8 - $rest ) ) & 0xff;
		return ( ord( $net[ $bytes ] ) & $mask ) === ( ord( $packed[ $bytes ] ) & $mask );
	}

	/**
	 * Whether an entry of the setting is an address or a CIDR range.
	 */
	public static function is_range( string $range ): bool {
		$parts = explode( '/', $range, 2 );
		$ip    = filter_var( $parts[0], FILTER_VALIDATE_IP );
		if ( false === $ip ) {
			return false;
		}
		if ( ! isset( $parts[1] ) ) {
			return true;
		}
		$max = str_contains( $ip, ':' ) ? 128 : 32;
		return 1 === preg_match( '/^\d{1,3}$/', $parts[1] ) && (int) $parts[1] <= $max;
	}

	/**
	 * The setting's entries: one per line, or separated by commas or spaces.
	 *
	 * @return list<string>
	 */
	public static function parse_list( string $value ): array {
		$entries = preg_split( '/[\s,]+/', $value );
		return array_values( array_filter( false === $entries ? array() : $entries, static fn ( string $entry ): bool => '' !== $entry ) );
	}

	/**
	 * @param string       $ip     An address.
	 * @param list<string> $ranges Ranges.
	 */
	private static function in_any( string $ip, array $ranges ): bool {
		foreach ( $ranges as $range ) {
			if ( self::in_range( $ip, $range ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * A valid address in its canonical form (an IPv4-mapped IPv6 address as IPv4), or ''.
	 */
	private static function normalize( string $ip ): string {
		if ( false === filter_var( $ip, FILTER_VALIDATE_IP ) ) {
			return '';
		}
		$packed = (string) inet_pton( $ip );
		if ( 16 === strlen( $packed ) && str_starts_with( $packed, str_repeat( "\0", 10 ) . "\xff\xff" ) ) {
			return (string) inet_ntop( substr( $packed, 12 ) );
		}
		return (string) inet_ntop( $packed );
	}
}
