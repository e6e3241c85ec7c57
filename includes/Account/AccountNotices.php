<?php
/**
 * The confirmations of the my-account page after a saved form.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Account;

/**
 * A successful save redirects (post/redirect/get) with a code in the address, such as
 * ?vitrine-account-notice=address-saved.3f2a…, which the next page view turns into its message.
 * Only known codes have a message, and each carries a signature bound to the user, so that a link
 * from elsewhere cannot make the page claim something happened. Nothing is stored per visitor.
 * Refusals are never redirected: the page shows them in the same request, with what was typed.
 */
final class AccountNotices {

	public const QUERY_ARG = 'vitrine-account-notice';

	public const ADDRESS_SAVED   = 'address-saved';
	public const ACCOUNT_SAVED   = 'account-saved';
	public const ORDER_CANCELLED = 'order-cancelled';
	public const METHOD_DELETED  = 'method-deleted';
	public const METHOD_ADDED    = 'method-added';
	public const METHOD_DEFAULT  = 'method-default';
	public const REGISTERED      = 'registered';

	/**
	 * The URL with the confirmation added, for the redirect after a save.
	 *
	 * @param string $url  Where the customer goes.
	 * @param string $code One of the constants.
	 */
	public function add_to_url( string $url, string $code ): string {
		return add_query_arg( self::QUERY_ARG, rawurlencode( $code . '.' . $this->signature( $code ) ), remove_query_arg( self::QUERY_ARG, $url ) );
	}

	/**
	 * The confirmation of the current request, translated, or null when there is none (or a forged one).
	 */
	public function current(): ?string {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- read-only display of a message signed for this user.
		$value = isset( $_GET[ self::QUERY_ARG ] ) ? sanitize_text_field( wp_unslash( (string) $_GET[ self::QUERY_ARG ] ) ) : '';
		$parts = explode( '.', $value );
		if ( 2 !== count( $parts ) || ! hash_equals( $this->signature( $parts[0] ), $parts[1] ) ) {
			return null;
		}
		return self::messages()[ $parts[0] ] ?? null;
	}

	/**
	 * The confirmation's markup, '' when there is none. Escaped.
	 */
	public function render(): string {
		$message = $this->current();
		return null === $message ? '' : '<div class="vitrine-notice vitrine-notice--success" role="status" tabindex="-1">' . esc_html( $message ) . '</div>';
	}

	/**
	 * Code => translated message.
	 *
	 * @return array<string, string>
	 */
	public static function messages(): array {
		return array(
			self::ADDRESS_SAVED   => __( 'Address changed successfully.', 'vitrine' ),
			self::ACCOUNT_SAVED   => __( 'Account details changed successfully.', 'vitrine' ),
			self::ORDER_CANCELLED => __( 'Your order was cancelled.', 'vitrine' ),
			self::METHOD_DELETED  => __( 'Payment method deleted.', 'vitrine' ),
			self::METHOD_ADDED    => __( 'Payment method successfully added.', 'vitrine' ),
			self::METHOD_DEFAULT  => __( 'This payment method was successfully set as your default.', 'vitrine' ),
			self::REGISTERED      => __( 'Your account was created. Welcome!', 'vitrine' ),
		);
	}

	/**
	 * A short signature of the code for the current user (not their session: a password change
	 * starts a new session between the save and the page that confirms it).
	 */
	private function signature( string $code ): string {
		return substr( wp_hash( $code . '|' . get_current_user_id(), 'nonce' ), 0, 12 );
	}
}
