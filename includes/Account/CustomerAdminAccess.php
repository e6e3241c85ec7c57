<?php
/**
 * Customers stay on the shop's side.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Account;

/**
 * A user who is only a customer (role `customer`, nothing else) gets no admin bar on the shop and
 * is sent from wp-admin to My account: their account lives there, and WordPress's profile screen
 * would bypass the shop's checks. Ajax and admin-post requests pass, since front-end forms use
 * them. Both can be turned off with filters.
 */
final class CustomerAdminAccess {

	public function __construct( private readonly AccountPages $pages ) {
	}

	/**
	 * show_admin_bar filter.
	 */
	public function show_admin_bar( bool $show ): bool {
		/**
		 * Whether to hide the admin bar from users who are only customers.
		 *
		 * @param bool $hide Hide it (default true).
		 */
		return $show && ! ( self::is_only_customer() && apply_filters( 'vitrine_disable_admin_bar', true ) );
	}

	/**
	 * admin_init: customers who open wp-admin go to My account.
	 */
	public function keep_out_of_admin(): void {
		if ( wp_doing_ajax() || ! self::is_only_customer() || '' === $this->pages->url() ) {
			return;
		}
		// phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- compared, never printed.
		$script = isset( $_SERVER['SCRIPT_NAME'] ) ? basename( wp_unslash( (string) $_SERVER['SCRIPT_NAME'] ) ) : '';
		/**
		 * Whether to send users who are only customers from wp-admin to My account.
		 *
		 * @param bool $prevent Send them (default true).
		 */
		if ( 'admin-post.php' === $script || ! apply_filters( 'vitrine_prevent_admin_access', true ) ) {
			return;
		}
		wp_safe_redirect( $this->pages->url() );
		exit;
	}

	private static function is_only_customer(): bool {
		$user = wp_get_current_user();
		return $user->exists() && array( CustomerAccounts::ROLE ) === array_values( $user->roles );
	}
}
