<?php
/**
 * The cookies that let cached pages show a visitor's stores.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\DataStores;

/**
 * Two cookies, both readable by the page's script, neither holding anything secret:
 *
 * - vitrine_stores_hash: set for a logged-in user (with the login cookie's lifetime, renewed on
 *   each change): the fingerprint of their server-kept items. The browser keeps a copy of the
 *   items in localStorage under it and fetches them (store_state) only when it differs, so a
 *   page load costs no request. Its presence tells the script the visitor is logged in.
 * - vitrine_guest_stores: written by the script while a guest keeps items of stores that are
 *   kept on the server ("favourites:12.40.7|compare:3"). At login the server merges them into
 *   the account (within each size limit) and expires the cookie; the script then drops its
 *   guest copy.
 */
final class StoreCookies {

	public const HASH_COOKIE  = 'vitrine_stores_hash';
	public const GUEST_COOKIE = 'vitrine_guest_stores';

	/** The longest guest cookie read; the rest is ignored. */
	private const GUEST_COOKIE_MAX = 3000;

	public function __construct(
		private readonly StoreDefinitions $stores,
		private readonly StoreItems $items,
		private readonly VisitorStores $visitor,
	) {
	}

	/**
	 * The guest's items of the stores kept on the server, from the cookie.
	 *
	 * @param string $value The cookie's value.
	 * @return array<string, list<int>>
	 */
	public static function parse_guest( string $value ): array {
		$parsed = array();
		foreach ( explode( '|', substr( $value, 0, self::GUEST_COOKIE_MAX ) ) as $part ) {
			$pair = explode( ':', $part, 2 );
			if ( 2 !== count( $pair ) || 1 !== preg_match( '/' . DataStore::SLUG_PATTERN . '/', $pair[0] ) ) {
				continue;
			}
			$parsed[ $pair[0] ] = StoreItems::parse( str_replace( '.', ',', $pair[1] ) );
		}
		return $parsed;
	}

	/**
	 * Merges the guest cookie's items into the user's stores and expires the cookie.
	 *
	 * @param int $user_id The user who logged in.
	 * @return array<string, list<int>> The user's items after it.
	 */
	public function merge_guest_items( int $user_id ): array {
		// phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- parsed to slugs and integers.
		$raw = isset( $_COOKIE[ self::GUEST_COOKIE ] ) ? (string) wp_unslash( $_COOKIE[ self::GUEST_COOKIE ] ) : '';
		if ( '' !== $raw ) {
			foreach ( self::parse_guest( $raw ) as $slug => $ids ) {
				$store = $this->stores->get( $slug );
				if ( null !== $store && $store->on_server() ) {
					$this->items->merge( $store, $user_id, $ids );
				}
			}
			unset( $_COOKIE[ self::GUEST_COOKIE ] );
			self::set( self::GUEST_COOKIE, '', 1 );
		}
		return $this->visitor->all_items( $user_id );
	}

	/**
	 * set_logged_in_cookie: at login, merges the guest's items, then sets the hash cookie with
	 * the login cookie's lifetime.
	 *
	 * @param string $logged_in_cookie The cookie's value.
	 * @param int    $expire           When the browser drops it (0 at the end of the session is
	 *                                 sent as the remember-me-less expiry; WordPress gives one).
	 * @param int    $expiration       When it stops being valid.
	 * @param int    $user_id          The user.
	 */
	public function on_logged_in_cookie( string $logged_in_cookie, int $expire, int $expiration, int $user_id ): void {
		unset( $logged_in_cookie, $expiration );
		$items = $this->merge_guest_items( $user_id );
		$this->set_hash( $user_id, $expire, $items );
	}

	/**
	 * template_redirect: a logged-in user without the hash cookie (logged in before this version,
	 * or through a path that set no cookie through WordPress) gets it, and any guest cookie is
	 * merged; a guest still carrying a hash cookie loses it. Pages of logged-in users are not
	 * page-cached, so the cookie is safe to set here.
	 */
	public function on_page(): void {
		$user_id = get_current_user_id();
		// phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- compared only.
		$sent = isset( $_COOKIE[ self::HASH_COOKIE ] ) ? (string) wp_unslash( $_COOKIE[ self::HASH_COOKIE ] ) : '';
		if ( $user_id > 0 ) {
			$has_guest = isset( $_COOKIE[ self::GUEST_COOKIE ] );
			$items     = $has_guest ? $this->merge_guest_items( $user_id ) : null;
			$hash      = $this->visitor->hash( $user_id, $items );
			if ( $hash !== $sent ) {
				self::set( self::HASH_COOKIE, $hash, 0 );
			}
		} elseif ( '' !== $sent ) {
			self::set( self::HASH_COOKIE, '', 1 );
		}
	}

	/**
	 * clear_auth_cookie: logging out drops the hash cookie.
	 */
	public function on_logout(): void {
		self::set( self::HASH_COOKIE, '', 1 );
	}

	/**
	 * Sets the hash cookie for the user's current items.
	 *
	 * @param int                           $user_id The user.
	 * @param int                           $expire  Expiry time, 0 for the session.
	 * @param array<string, list<int>>|null $items   Their items, when already read.
	 */
	public function set_hash( int $user_id, int $expire = 0, ?array $items = null ): string {
		$hash = $this->visitor->hash( $user_id, $items );
		self::set( self::HASH_COOKIE, $hash, $expire );
		return $hash;
	}

	private static function set( string $name, string $value, int $expire ): void {
		if ( '' === $value ) {
			unset( $_COOKIE[ $name ] );
		} else {
			$_COOKIE[ $name ] = $value;
		}
		if ( headers_sent() ) {
			return;
		}
		setcookie(
			$name,
			$value,
			array(
				'expires'  => $expire,
				'path'     => '/',
				'domain'   => defined( 'COOKIE_DOMAIN' ) && COOKIE_DOMAIN ? (string) COOKIE_DOMAIN : '',
				'secure'   => is_ssl(),
				'httponly' => false,
				'samesite' => 'Lax',
			)
		);
	}
}
