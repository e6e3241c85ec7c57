<?php
/**
 * Messages for shoppers after a no-JS cart action and its redirect.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\CartUi;

/**
 * Without sessions, a message survives the redirect after a cart change in the redirect URL
 * itself: the notice (type and text) is encoded in one query argument and signed with the site's
 * salt, so that only messages this site wrote are ever shown, and nothing is stored anywhere.
 */
final class Notices {

	public const QUERY_ARG = 'vitrine-notice';

	public const SUCCESS = 'success';
	public const ERROR   = 'error';

	private bool $printed = false;

	/**
	 * The URL with the notice added, ready for a redirect.
	 *
	 * @param string $url     Where the shopper goes.
	 * @param string $type    success or error.
	 * @param string $message Plain text, translated.
	 */
	public function add_to_url( string $url, string $type, string $message ): string {
		$payload = self::base64url( (string) wp_json_encode( array( self::ERROR === $type ? self::ERROR : self::SUCCESS, $message ) ) );
		return add_query_arg( self::QUERY_ARG, rawurlencode( $payload . '.' . $this->signature( $payload ) ), remove_query_arg( self::QUERY_ARG, $url ) );
	}

	/**
	 * The notice of the current request, or null when there is none (or a forged one).
	 *
	 * @return array{type: string, message: string}|null
	 */
	public function current(): ?array {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- read-only display of a message signed by this site.
		$value = isset( $_GET[ self::QUERY_ARG ] ) ? sanitize_text_field( wp_unslash( (string) $_GET[ self::QUERY_ARG ] ) ) : '';
		return $this->decode( $value );
	}

	/**
	 * The notice's markup, once per request ('' when there is none or it was printed already).
	 * Escaped.
	 */
	public function render(): string {
		$notice = $this->current();
		if ( $this->printed || null === $notice ) {
			return '';
		}
		$this->printed = true;
		$is_error      = self::ERROR === $notice['type'];
		return sprintf(
			'<div class="vitrine-notice vitrine-notice--%1$s" role="%2$s" tabindex="-1">%3$s</div>',
			esc_attr( $notice['type'] ),
			$is_error ? 'alert' : 'status',
			esc_html( $notice['message'] )
		);
	}

	/**
	 * Prints the notice (for wp_body_open and wp_footer).
	 */
	public function print(): void {
		echo $this->render(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in render().
	}

	/**
	 * Reads a signed value back.
	 *
	 * @param string $value The query argument's value.
	 * @return array{type: string, message: string}|null
	 */
	private function decode( string $value ): ?array {
		$parts = explode( '.', $value );
		if ( 2 !== count( $parts ) || ! hash_equals( $this->signature( $parts[0] ), $parts[1] ) ) {
			return null;
		}
		$decoded = json_decode( (string) base64_decode( strtr( $parts[0], '-_', '+/' ), true ), true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- URL-safe transport of a signed message.
		if ( ! is_array( $decoded ) || 2 !== count( $decoded ) || ! is_string( $decoded[0] ) || ! is_string( $decoded[1] ) ) {
			return null;
		}
		return array(
			'type'    => self::ERROR === $decoded[0] ? self::ERROR : self::SUCCESS,
			'message' => $decoded[1],
		);
	}

	private function signature( string $payload ): string {
		return substr( hash_hmac( 'sha256', $payload, wp_salt( 'nonce' ) ), 0, 20 );
	}

	private static function base64url( string $data ): string {
		return rtrim( strtr( base64_encode( $data ), '+/', '-_' ), '=' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- URL-safe transport of a signed message.
	}
}
