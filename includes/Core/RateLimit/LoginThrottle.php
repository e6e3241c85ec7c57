<?php
/**
 * The failed-login limit of wp-login.php, where the shop's login forms post.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\RateLimit;

use Vitrine\Core\Errors\ErrorMapper;
use WP_Error;
use WP_User;

/**
 * The shop's login forms post to wp-login.php (Account\LoginForm), so the limit is there, in Core
 * with the page it guards: each failed login counts, and once a client has failed too often,
 * every login from it is refused until the window ends, a right password too, with 429,
 * Retry-After and the message on the login page.
 * Only failures count, so a shop's staff behind one address never meet it by logging in.
 * Logins elsewhere (XML-RPC, application passwords) are WordPress's and left alone.
 */
final class LoginThrottle {

	/** @var \Closure(): bool */
	private \Closure $is_login_page;

	/**
	 * @param RateLimiter              $limits        The limits.
	 * @param (\Closure(): bool)|null $is_login_page Whether this request is wp-login.php; for tests.
	 */
	public function __construct( private readonly RateLimiter $limits, ?\Closure $is_login_page = null ) {
		$this->is_login_page = $is_login_page ?? static fn (): bool => did_action( 'login_init' ) > 0;
	}

	/**
	 * Hooked late to authenticate, after the password was checked (an error returned earlier would
	 * not stop WordPress's own check).
	 *
	 * @param WP_User|WP_Error|null $user     What authentication found so far.
	 * @param string                $username What was typed.
	 * @return WP_User|WP_Error|null
	 */
	public function authenticate( $user, $username ) {
		if ( ! ( $this->is_login_page )() || '' === (string) $username ) {
			return $user;
		}
		try {
			$this->limits->check( Limits::LOGIN );
		} catch ( RateLimited $e ) {
			ErrorMapper::send_status( $e );
			return new WP_Error( $e->error_code, esc_html( $e->getMessage() ) );
		}
		return $user;
	}

	/**
	 * Hooked to wp_login_failed.
	 */
	public function failed(): void {
		if ( ( $this->is_login_page )() ) {
			$this->limits->record( Limits::LOGIN );
		}
	}
}
