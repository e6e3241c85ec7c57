<?php
/**
 * The light ajax endpoint: ?vitrine-ajax=%%endpoint%%.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Ajax;

use Vitrine\Core\Errors\ErrorMapper;
use Vitrine\Core\Http\CrossSiteGuard;
use Vitrine\Core\Http\CrossSiteRequest;

/**
 * Answers cart-style calls early, on wp_loaded, before WordPress parses the query or loads a
 * template: cheaper than admin-ajax.php (which loads the admin) and than a REST request.
 */
final class AjaxRouter {

	public const QUERY_VAR = 'vitrine-ajax';

	/** Parameters one wildcard (billing_*) may match, unless its schema says maxProperties. */
	public const WILDCARD_MAX_KEYS = 50;

	/** Bytes of names and values one wildcard may match in all. */
	public const WILDCARD_MAX_BYTES = 65536;

	/** @var array<string, AjaxEndpoint> */
	private array $endpoints = array();

	/**
	 * @param CrossSiteGuard $cross_site Refuses state-changing calls sent from another site.
	 */
	public function __construct( private readonly CrossSiteGuard $cross_site = new CrossSiteGuard() ) {
	}

	public function add_endpoint( AjaxEndpoint $endpoint ): void {
		$this->endpoints[ $endpoint->name() ] = $endpoint;
	}

	/**
	 * Every endpoint, by name: for tests that cover each one (the fuzz suite) without a list of their own.
	 *
	 * @return array<string, AjaxEndpoint>
	 */
	public function endpoints(): array {
		return $this->endpoints;
	}

	public function register(): void {
		add_action( 'wp_loaded', array( $this, 'serve' ), 20 );
	}

	/**
	 * The ajax URL with the endpoint placeholder the browser fills in.
	 */
	public static function url_template(): string {
		return add_query_arg( self::QUERY_VAR, '%%endpoint%%', home_url( '/', 'relative' ) );
	}

	/**
	 * Sends the answer and stops, when this request is for the ajax endpoint.
	 */
	public function serve(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- routing only; endpoints check their nonce.
		if ( ! isset( $_GET[ self::QUERY_VAR ] ) ) {
			return;
		}
		$response = $this->answer_current_request();

		if ( ! defined( 'DOING_AJAX' ) ) {
			define( 'DOING_AJAX', true ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals -- WordPress's own constant: code that checks wp_doing_ajax() must see an ajax request.
		}
		nocache_headers();
		// Answers are per visitor (nonces, carts): no cache may keep them. WordPress 6.5 omits no-store.
		header( 'Cache-Control: no-cache, must-revalidate, max-age=0, no-store, private' );
		status_header( $response->status );
		header( 'Content-Type: application/json; charset=' . get_option( 'blog_charset' ) );
		header( 'X-Robots-Tag: noindex' );
		foreach ( $response->headers as $header => $value ) {
			header( $header . ': ' . $value );
		}
		echo wp_json_encode( $response->body );
		exit;
	}

	/**
	 * Routes the request PHP received (the endpoint in the address, the method, the parameters
	 * and the nonce), whatever shape its values have: a list where a string is due is read as
	 * nothing, never cast (PHP would warn).
	 */
	public function answer_current_request(): AjaxResponse {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- routing only.
		$name   = isset( $_GET[ self::QUERY_VAR ] ) && is_string( $_GET[ self::QUERY_VAR ] ) ? sanitize_key( wp_unslash( $_GET[ self::QUERY_VAR ] ) ) : '';
		$method = strtoupper( sanitize_text_field( wp_unslash( (string) ( $_SERVER['REQUEST_METHOD'] ?? 'GET' ) ) ) );
		return $this->dispatch( $name, $method, $this->read_params( $method ), $this->read_nonce() );
	}

	/**
	 * Routes one call: unknown endpoint 404, wrong method 405, a state-changing call from another
	 * site 403 (guest nonces are shared, so the nonce alone does not prove the call came from
	 * this site), bad nonce 403, bad input 400.
	 *
	 * @param string               $name   Endpoint name.
	 * @param string               $method HTTP method.
	 * @param array<string, mixed> $params Request parameters.
	 * @param string               $nonce  The nonce the request carried, or ''.
	 */
	public function dispatch( string $name, string $method, array $params, string $nonce ): AjaxResponse {
		$endpoint = $this->endpoints[ $name ] ?? null;
		if ( null === $endpoint ) {
			return AjaxResponse::error( 'vitrine_ajax_unknown_endpoint', __( 'This ajax endpoint does not exist.', 'vitrine' ), 404 );
		}
		/**
		 * Short-circuits a call to a known endpoint before anything else is checked: an
		 * AjaxResponse answers it (coming-soon mode closes the shop this way); null lets it run.
		 *
		 * @param AjaxResponse|null $response Null.
		 * @param string            $name     The endpoint's name.
		 * @param string            $method   The HTTP method.
		 */
		$early = apply_filters( 'vitrine_ajax_pre_dispatch', null, $name, $method );
		if ( $early instanceof AjaxResponse ) {
			return $early;
		}
		if ( ! in_array( $method, $endpoint->methods(), true ) ) {
			return AjaxResponse::error(
				'vitrine_ajax_method_not_allowed',
				/* translators: %s: list of HTTP methods such as POST. */
				sprintf( __( 'This endpoint only answers %s requests.', 'vitrine' ), implode( ', ', $endpoint->methods() ) ),
				405,
				array( 'Allow' => implode( ', ', $endpoint->methods() ) )
			);
		}
		try {
			$this->cross_site->check_current_request( $method );
		} catch ( CrossSiteRequest $refused ) {
			return ErrorMapper::to_ajax( $refused );
		}
		$nonce_action = $endpoint->nonce_action();
		if ( null !== $nonce_action && ( '' === $nonce || false === wp_verify_nonce( $nonce, $nonce_action ) ) ) {
			return AjaxResponse::error(
				'vitrine_ajax_invalid_nonce',
				__( 'Your session has expired or the request was not sent by this site. Reload the page and try again.', 'vitrine' ),
				403
			);
		}

		$args = $this->validate( $endpoint->args(), $params );
		if ( $args instanceof AjaxResponse ) {
			return $args;
		}
		try {
			$answer = $endpoint->handle( $args );
			return $answer instanceof AjaxResponse ? $answer : new AjaxResponse( 200, $answer );
		} catch ( \Throwable $e ) {
			return ErrorMapper::to_ajax( $e );
		}
	}

	/**
	 * Validates and sanitizes the parameters against the endpoint's schema.
	 *
	 * @param array<string, array<string, mixed>> $schema Argument schemas.
	 * @param array<string, mixed>                $params Raw parameters.
	 * @return array<string, mixed>|AjaxResponse The clean arguments, or a 400 answer.
	 */
	private function validate( array $schema, array $params ): array|AjaxResponse {
		$args   = array();
		$errors = array();
		// A key ending in * stands for every parameter with that prefix (attribute_* for the
		// variation choices of add_to_cart), each validated against the same schema. A parameter
		// named on its own keeps its own schema (shipping_method beside shipping_*).
		// A wildcard matches at most maxProperties parameters (WILDCARD_MAX_KEYS by default) and
		// WILDCARD_MAX_BYTES in all, so that no request makes the router validate without end.
		$named = array_filter( array_keys( $schema ), static fn ( string $key ): bool => ! str_ends_with( $key, '*' ) );
		foreach ( $schema as $key => $arg_schema ) {
			if ( ! str_ends_with( $key, '*' ) ) {
				continue;
			}
			unset( $schema[ $key ] );
			$max_keys = (int) ( $arg_schema['maxProperties'] ?? self::WILDCARD_MAX_KEYS );
			unset( $arg_schema['maxProperties'] );
			$prefix  = substr( $key, 0, -1 );
			$matched = 0;
			$bytes   = 0;
			foreach ( $params as $name => $value ) {
				$name = (string) $name;
				if ( str_starts_with( $name, $prefix ) && strlen( $name ) > strlen( $prefix ) && ! in_array( $name, $named, true ) ) {
					$schema[ $name ] = $arg_schema;
					++$matched;
					$bytes += strlen( $name ) + self::size( $value );
				}
			}
			if ( $matched > $max_keys || $bytes > self::WILDCARD_MAX_BYTES ) {
				/* translators: 1: a parameter prefix such as billing_*, 2: a number of parameters, 3: a number of bytes. */
				$errors[ $key ] = sprintf( __( 'Too many %1$s parameters: at most %2$d, and %3$d bytes in all.', 'vitrine' ), $key, $max_keys, self::WILDCARD_MAX_BYTES );
			}
		}
		if ( array() !== $errors ) {
			return AjaxResponse::error( 'vitrine_ajax_invalid_param', implode( ' ', $errors ), 400, array(), array( 'params' => $errors ) );
		}
		foreach ( $schema as $key => $arg_schema ) {
			if ( ! array_key_exists( $key, $params ) ) {
				if ( ! empty( $arg_schema['required'] ) ) {
					/* translators: %s: parameter name. */
					$errors[ $key ] = sprintf( __( '%s is required.', 'vitrine' ), $key );
				} elseif ( array_key_exists( 'default', $arg_schema ) ) {
					$args[ $key ] = $arg_schema['default'];
				}
				continue;
			}
			$valid = rest_validate_value_from_schema( $params[ $key ], $arg_schema, $key );
			if ( is_wp_error( $valid ) ) {
				$errors[ $key ] = $valid->get_error_message();
				continue;
			}
			$args[ $key ] = rest_sanitize_value_from_schema( $params[ $key ], $arg_schema, $key );
		}
		if ( array() !== $errors ) {
			return AjaxResponse::error( 'vitrine_ajax_invalid_param', implode( ' ', $errors ), 400, array(), array( 'params' => $errors ) );
		}
		return $args;
	}

	/**
	 * The bytes of a parameter's value, nested arrays included.
	 */
	private static function size( mixed $value ): int {
		if ( ! is_array( $value ) ) {
			return is_scalar( $value ) ? strlen( (string) $value ) : 0;
		}
		$bytes = 0;
		foreach ( $value as $key => $item ) {
			$bytes += strlen( (string) $key ) + self::size( $item );
		}
		return $bytes;
	}

	/**
	 * @return array<string, mixed>
	 */
	private function read_params( string $method ): array {
		// phpcs:disable WordPress.Security.NonceVerification -- endpoints check their own nonce in dispatch().
		$query = (array) wp_unslash( $_GET );
		unset( $query[ self::QUERY_VAR ] );
		if ( 'GET' === $method ) {
			return $query;
		}
		// A POST may carry its arguments in the address too (the spec's review calls: a JSON
		// POST with no body and id, offset, size in the query); the body wins over the address.
		$content_type = isset( $_SERVER['CONTENT_TYPE'] ) ? sanitize_text_field( wp_unslash( (string) $_SERVER['CONTENT_TYPE'] ) ) : '';
		if ( str_starts_with( $content_type, 'application/json' ) ) {
			$decoded = json_decode( (string) file_get_contents( 'php://input' ), true );
			return array_merge( $query, is_array( $decoded ) ? $decoded : array() );
		}
		$params = array_merge( $query, (array) wp_unslash( $_POST ) );
		// phpcs:enable
		return $params;
	}

	private function read_nonce(): string {
		if ( isset( $_SERVER['HTTP_X_VITRINE_NONCE'] ) ) {
			return sanitize_text_field( wp_unslash( (string) $_SERVER['HTTP_X_VITRINE_NONCE'] ) );
		}
		// The spec's Stripe calls post it as _ajax_nonce (WordPress's own name), the cart's as security.
		foreach ( array( 'security', '_ajax_nonce' ) as $field ) {
			// phpcs:ignore WordPress.Security.NonceVerification.Missing -- this reads the nonce to verify it.
			if ( isset( $_POST[ $field ] ) && is_string( $_POST[ $field ] ) ) {
				return sanitize_text_field( wp_unslash( $_POST[ $field ] ) ); // phpcs:ignore WordPress.Security.NonceVerification.Missing -- idem.
			}
		}
		return '';
	}
}
