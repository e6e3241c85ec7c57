<?php
/**
 * A provider refused, failed or could not be read.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Sources\Providers;

/**
 * The message is the provider's own (or the transport's, for network failures); kind() sorts it
 * for the caller: auth, token_expired, rate_limit, not_found, malformed, network, other.
 */
final class ProviderError extends \RuntimeException {

	public const KINDS = array( 'auth', 'token_expired', 'rate_limit', 'not_found', 'malformed', 'network', 'other' );

	/**
	 * @param string $provider    google, facebook, yelp or shop.
	 * @param string $error_kind  One of KINDS.
	 * @param string $message     The provider's message.
	 * @param int    $http_status The HTTP status of the answer, 0 when there was none.
	 */
	public function __construct(
		public readonly string $provider,
		private readonly string $error_kind,
		string $message,
		public readonly int $http_status = 0,
	) {
		parent::__construct( $message );
	}

	public function kind(): string {
		return in_array( $this->error_kind, self::KINDS, true ) ? $this->error_kind : 'other';
	}

	/**
	 * The provider's message in a sentence for the admin: who said it, and what to do when that
	 * is clear (a new token, a later retry).
	 */
	public function explain(): string {
		$provider = ProviderRegistry::label( $this->provider );
		$message  = $this->getMessage();
		return match ( $this->kind() ) {
			/* translators: 1: provider name (Google, Facebook, Yelp), 2: the error as the network layer gave it. */
			'network'       => sprintf( __( '%1$s could not be reached: %2$s', 'vitrine' ), $provider, $message ),
			/* translators: 1: provider name, 2: what was wrong with the answer. */
			'malformed'     => sprintf( __( '%1$s sent an answer that could not be read. %2$s', 'vitrine' ), $provider, $message ),
			/* translators: 1: provider name, 2: the provider's own error message. */
			'token_expired' => sprintf( __( '%1$s answered: %2$s The access token has expired: connect the source again with a new token.', 'vitrine' ), $provider, self::sentence( $message ) ),
			/* translators: 1: provider name, 2: the provider's own error message. */
			'rate_limit'    => sprintf( __( '%1$s answered: %2$s Too many requests for now: try again later.', 'vitrine' ), $provider, self::sentence( $message ) ),
			/* translators: 1: provider name, 2: the provider's own error message. */
			default         => sprintf( __( '%1$s answered: %2$s', 'vitrine' ), $provider, $message ),
		};
	}

	/**
	 * The message ending with a full stop, so that a sentence can follow.
	 */
	private static function sentence( string $message ): string {
		$message = rtrim( $message );
		return '' === $message || in_array( substr( $message, -1 ), array( '.', '!', '?' ), true ) ? $message : $message . '.';
	}
}
