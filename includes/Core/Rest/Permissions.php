<?php
/**
 * Permission checks shared by routes.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Rest;

use WP_Error;
use WP_REST_Request;

/**
 * Every state change needs a valid X-WP-Nonce (403 without one), then the capability it
 * needs (401 when logged out, 403 when the user lacks it).
 */
final class Permissions {

	/**
	 * A check that a logged-in user with the capability sent a valid nonce.
	 *
	 * @param string $capability Capability to require; empty for any logged-in user.
	 * @return \Closure(WP_REST_Request): (bool|WP_Error)
	 */
	public static function nonce_and_capability( string $capability = '' ): \Closure {
		return static function ( WP_REST_Request $request ) use ( $capability ): bool|WP_Error {
			$nonce_error = self::check_nonce( $request );
			if ( null !== $nonce_error ) {
				return $nonce_error;
			}
			if ( ! is_user_logged_in() ) {
				return new WP_Error( 'vitrine_rest_not_logged_in', __( 'You need to be logged in to do that.', 'vitrine' ), array( 'status' => 401 ) );
			}
			if ( '' !== $capability && ! current_user_can( $capability ) ) {
				return new WP_Error( 'vitrine_rest_forbidden', __( 'Sorry, you are not allowed to do that.', 'vitrine' ), array( 'status' => 403 ) );
			}
			return true;
		};
	}

	/**
	 * A check for read-only routes that need a capability but no nonce.
	 *
	 * @return \Closure(WP_REST_Request): (bool|WP_Error)
	 */
	public static function capability( string $capability ): \Closure {
		return static function () use ( $capability ): bool|WP_Error {
			if ( ! is_user_logged_in() ) {
				return new WP_Error( 'vitrine_rest_not_logged_in', __( 'You need to be logged in to do that.', 'vitrine' ), array( 'status' => 401 ) );
			}
			if ( ! current_user_can( $capability ) ) {
				return new WP_Error( 'vitrine_rest_forbidden', __( 'Sorry, you are not allowed to do that.', 'vitrine' ), array( 'status' => 403 ) );
			}
			return true;
		};
	}

	/**
	 * The X-WP-Nonce header must hold a valid wp_rest nonce for the current user.
	 *
	 * Checked here and not left to core: core treats a cookie request without a nonce as
	 * logged out, which would answer 401 where the missing nonce is the real fault.
	 */
	public static function check_nonce( WP_REST_Request $request ): ?WP_Error {
		$nonce = (string) $request->get_header( 'X-WP-Nonce' );
		if ( '' === $nonce || false === wp_verify_nonce( $nonce, 'wp_rest' ) ) {
			return new WP_Error(
				'vitrine_rest_invalid_nonce',
				__( 'Your session has expired or the request was not sent by this site. Reload the page and try again.', 'vitrine' ),
				array( 'status' => 403 )
			);
		}
		return null;
	}
}
