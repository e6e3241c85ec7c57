<?php
/**
 * Expires the attribution cookies once the merchant switches tracking off.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Attribution;

/**
 * While tracking is off no script of ours runs on the storefront, so the server expires the
 * cookies: on a front-end page whose request carries any vitrine_src_* cookie, one expired
 * Set-Cookie each. Only such requests get the headers, so pages cached for everyone carry none,
 * and a page cache that skips responses setting cookies keeps caching the others
 * (docs/decisions.md, "Attribution: tracking off").
 */
final class TrackingCookies {

	public const PREFIX = 'vitrine_src_';

	/**
	 * The attribution cookies a request carries.
	 *
	 * @param array<string, mixed> $cookies The request's cookies ($_COOKIE).
	 * @return list<string>
	 */
	public static function names( array $cookies ): array {
		return array_values(
			array_filter(
				array_map( 'strval', array_keys( $cookies ) ),
				static fn ( string $name ): bool => str_starts_with( $name, self::PREFIX ) && 1 === preg_match( '/^[a-z_]+$/', $name )
			)
		);
	}

	/**
	 * template_redirect while tracking is off: expires what the browser sent.
	 */
	public function expire(): void {
		if ( headers_sent() ) {
			return;
		}
		foreach ( self::names( $_COOKIE ) as $name ) {
			// The script writes host-only cookies on path /: the same name, host and path replace them.
			setcookie(
				$name,
				'',
				array(
					'expires'  => 1,
					'path'     => '/',
					'secure'   => is_ssl(),
					'samesite' => 'Lax',
				)
			);
		}
	}
}
