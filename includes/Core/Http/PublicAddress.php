<?php
/**
 * Whether an IP address is on the public internet.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Http;

/**
 * The ranges a server must never be made to fetch from (loopback, private, link-local, shared,
 * reserved, documentation, multicast), for IPv4 and IPv6, IPv4 embedded in IPv6 included. A
 * table of our own: PHP's FILTER_FLAG_NO_PRIV_RANGE and WordPress's wp_http_validate_url() miss
 * some of them (100.64.0.0/10, IPv6 unique-local and link-local, IPv4-mapped addresses).
 */
final class PublicAddress {

	/**
	 * IPv4 ranges that are not public (RFC 6890 and its updates).
	 */
	private const V4_RESERVED = array(
		'0.0.0.0/8',          // "This network".
		'10.0.0.0/8',         // Private.
		'100.64.0.0/10',      // Shared address space (carrier-grade NAT).
		'127.0.0.0/8',        // Loopback.
		'169.254.0.0/16',     // Link-local (cloud metadata services live here).
		'172.16.0.0/12',      // Private.
		'192.0.0.0/24',       // IETF protocol assignments.
		'192.0.2.0/24',       // Documentation.
		'192.88.99.0/24',     // 6to4 relay anycast.
		'192.168.0.0/16',     // Private.
		'198.18.0.0/15',      // Benchmarking.
		'198.51.100.0/24',    // Documentation.
		'203.0.113.0/24',     // Documentation.
		'224.0.0.0/4',        // Multicast.
		'240.0.0.0/4',        // Reserved, and the broadcast address.
	);

	/**
	 * IPv6 ranges that are not public. IPv4-mapped (::ffff:0:0/96) and NAT64 (64:ff9b::/96)
	 * addresses are judged by the IPv4 address they carry.
	 */
	private const V6_RESERVED = array(
		'::/96',              // Unspecified, loopback and the deprecated IPv4-compatible addresses.
		'100::/64',           // Discard.
		'2001::/23',          // IETF protocol assignments (Teredo included).
		'2001:db8::/32',      // Documentation.
		'2002::/16',          // 6to4: an IPv4 address behind it, of any kind.
		'fc00::/7',           // Unique local.
		'fe80::/10',          // Link-local.
		'fec0::/10',          // Site-local (deprecated).
		'ff00::/8',           // Multicast.
	);

	/**
	 * True for an address on the public internet; false for any other, and for anything that is
	 * not an IP address.
	 */
	public static function is_public( string $ip ): bool {
		$ip     = trim( $ip, " \t[]" );
		$binary = @inet_pton( $ip ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- a string that is no address warns; false is the answer we check.
		if ( false === $binary ) {
			return false;
		}
		if ( 16 === strlen( $binary ) ) {
			$embedded = substr( $binary, 12 );
			if ( self::in_range( $binary, '::ffff:0:0/96' ) || self::in_range( $binary, '64:ff9b::/96' ) ) {
				return self::is_public( (string) inet_ntop( $embedded ) );
			}
			foreach ( self::V6_RESERVED as $range ) {
				if ( self::in_range( $binary, $range ) ) {
					return false;
				}
			}
			return true;
		}
		foreach ( self::V4_RESERVED as $range ) {
			if ( self::in_range( $binary, $range ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * @param string $binary An address as inet_pton() gives it.
	 * @param string $range  A CIDR range of the same family.
	 */
	private static function in_range( string $binary, string $range ): bool {
		list( $network, $bits ) = explode( '/', $range );
		$network                = (string) inet_pton( $network );
		if ( strlen( $network ) !== strlen( $binary ) ) {
			return false;
		}
		$bits  = (int) $bits;
		$bytes = intdiv( $bits, 8 );
		if ( substr( $binary, 0, $bytes ) !== substr( $network, 0, $bytes ) ) {
			return false;
		}
		$rest = $bits % 8;
		if ( 0 === $rest ) {
			return true;
		}
		$mask = ( 0xff << ( 8 - $rest ) ) & 0xff;
		return ( ord( $binary[ $bytes ] ) & $mask ) === ( ord( $network[ $bytes ] ) & $mask );
	}
}
