<?php
/**
 * Who the cart belongs to, and the cookies that tell the browser.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Cart;

use Vitrine\Core\Settings\Settings;

/**
 * No PHP sessions: a guest's cart is found by the vitrine_cart cookie (a random token, HttpOnly),
 * a customer's by the user id. The vitrine_cart_hash cookie, readable by scripts, holds the hash
 * of a non-empty cart; a browser without it has no cart and asks the server nothing on load.
 * Both cookies last as long as the cart (the cart_expiry_days setting), so a cart survives a
 * browser restart.
 *
 * Setting a cookie also sets it in $_COOKIE, so later reads in the same request see it.
 */
final class CartSession {

	public const TOKEN_COOKIE = 'vitrine_cart';
	public const HASH_COOKIE  = 'vitrine_cart_hash';

	/**
	 * The token of the express cart: a product page's express checkout buys that product alone,
	 * from a cart of its own, and leaves the shopper's cart as it is (docs/decisions.md).
	 */
	public const EXPRESS_TOKEN_COOKIE = 'vitrine_express_cart';

	/** Whether this request works on the express cart (use_express_cart()). */
	private bool $express = false;

	private const SECONDS_PER_DAY = 86400;

	/** @var \Closure(string, string, int, bool): void */
	private \Closure $cookie_writer;

	/**
	 * @param Settings                                     $settings      The settings (cart_expiry_days).
	 * @param (\Closure(string, string, int, bool): void)|null $cookie_writer Sends one cookie (name, value, expires, HttpOnly);
	 *                                                                  setcookie() by default, for tests to replace.
	 */
	public function __construct( private readonly Settings $settings, ?\Closure $cookie_writer = null ) {
		$this->cookie_writer = $cookie_writer ?? self::send_cookie( ... );
	}

	/**
	 * Makes the rest of this request work on the express cart: a cart found by its own cookie
	 * (vitrine_express_cart), never by the user id, so that a customer's own cart is not the one
	 * read or written; its hash is not published (the page's scripts follow the shopper's cart).
	 * Called before anything reads the cart in the request.
	 */
	public function use_express_cart(): void {
		$this->express = true;
	}

	public function is_express(): bool {
		return $this->express;
	}

	/**
	 * The logged-in customer, 0 for a guest; 0 too for the express cart, which is kept by token
	 * whoever shops.
	 */
	public function customer_id(): int {
		return $this->express ? 0 : get_current_user_id();
	}

	/**
	 * The guest's cart token, when the browser sent a well-formed one.
	 */
	public function token(): ?string {
		$cookie = $this->token_cookie();
		$token  = isset( $_COOKIE[ $cookie ] ) ? sanitize_text_field( wp_unslash( (string) $_COOKIE[ $cookie ] ) ) : '';
		return CartStore::is_token( $token ) ? $token : null;
	}

	/**
	 * Every cart token the browser holds, well-formed: the shopper's cart and the express
	 * checkout's own, whichever cart this request uses.
	 *
	 * @return list<string>
	 */
	public function tokens_in_browser(): array {
		$tokens = array();
		foreach ( array( self::TOKEN_COOKIE, self::EXPRESS_TOKEN_COOKIE ) as $cookie ) {
			$token = isset( $_COOKIE[ $cookie ] ) ? sanitize_text_field( wp_unslash( (string) $_COOKIE[ $cookie ] ) ) : '';
			if ( CartStore::is_token( $token ) ) {
				$tokens[] = $token;
			}
		}
		return $tokens;
	}

	private function token_cookie(): string {
		return $this->express ? self::EXPRESS_TOKEN_COOKIE : self::TOKEN_COOKIE;
	}

	/**
	 * How long a cart is kept after its last change, in seconds.
	 */
	public function lifetime(): int {
		return (int) $this->settings->get( 'cart_expiry_days' ) * self::SECONDS_PER_DAY;
	}

	/**
	 * Gives the browser the guest cart's token, valid as long as the cart.
	 */
	public function remember( string $token, int $expires_at ): void {
		$this->write( $this->token_cookie(), $token, $expires_at, true );
	}

	/**
	 * Sets the hash cookie to a cart's hash, valid as long as the cart, or deletes it when the
	 * cart is empty.
	 */
	public function publish_hash( string $hash, int $expires_at ): void {
		if ( $this->express ) {
			return;
		}
		if ( '' !== $hash ) {
			$this->write( self::HASH_COOKIE, $hash, $expires_at, false );
		} elseif ( isset( $_COOKIE[ self::HASH_COOKIE ] ) ) {
			$this->delete( self::HASH_COOKIE, false );
		}
	}

	/**
	 * Forgets the guest cart's token (its cart was merged, or the customer logged out).
	 */
	public function forget_token(): void {
		$cookie = $this->token_cookie();
		if ( isset( $_COOKIE[ $cookie ] ) ) {
			$this->delete( $cookie, true );
		}
	}

	/**
	 * Forgets both cookies: the next visitor of this browser starts with no cart.
	 */
	public function forget(): void {
		$this->forget_token();
		$this->publish_hash( '', 0 );
	}

	private function write( string $name, string $value, int $expires_at, bool $http_only ): void {
		( $this->cookie_writer )( $name, $value, $expires_at, $http_only );
		$_COOKIE[ $name ] = $value;
	}

	private function delete( string $name, bool $http_only ): void {
		( $this->cookie_writer )( $name, '', 1, $http_only ); // Expired since 1970: the browser drops it.
		unset( $_COOKIE[ $name ] );
	}

	/**
	 * Path /, SameSite=Lax, Secure on https. Skipped once output has started (it could not be
	 * sent); the cart itself is saved either way.
	 */
	private static function send_cookie( string $name, string $value, int $expires_at, bool $http_only ): void {
		if ( headers_sent() ) {
			return;
		}
		setcookie(
			$name,
			$value,
			array(
				'expires'  => $expires_at,
				'path'     => '/',
				'domain'   => defined( 'COOKIE_DOMAIN' ) && COOKIE_DOMAIN ? (string) COOKIE_DOMAIN : '',
				'secure'   => is_ssl(),
				'httponly' => $http_only,
				'samesite' => 'Lax',
			)
		);
	}
}
