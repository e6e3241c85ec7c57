<?php
/**
 * Base for Vitrine's PHPUnit tests.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests;

use Vitrine\Core\Container;
use Vitrine\Plugin;
use WP_REST_Request;
use WP_REST_Response;

/**
 * Each test runs inside a database transaction that is rolled back afterwards, so tests see
 * a real database and leave it as they found it. Tests that run DDL (which commits implicitly
 * in MariaDB) must clean up after themselves.
 */
abstract class TestCase extends \PHPUnit\Framework\TestCase {

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		$wpdb->query( 'SET autocommit = 0' );
		$wpdb->query( 'START TRANSACTION' );
		wp_set_current_user( 0 );
		$_COOKIE = array();
		self::new_request( Plugin::instance()->cart->session );
	}

	protected function tearDown(): void {
		global $wpdb;
		$wpdb->query( 'ROLLBACK' );
		$wpdb->query( 'SET autocommit = 1' );
		wp_set_current_user( 0 );
		wp_cache_flush();
		$_COOKIE = array();
		self::new_request( Plugin::instance()->cart->session );
		parent::tearDown();
	}

	/**
	 * What a new request of the browser starts with: a cart session that reads the shopper's
	 * cart, whatever an express call of an earlier test switched it to (a real request is a
	 * process of its own; here the plugin's session object lives on).
	 */
	protected static function new_request( \Vitrine\Cart\CartSession $session ): void {
		( new \ReflectionProperty( $session, 'express' ) )->setValue( $session, false );
	}

	/**
	 * The plugin's services with some replaced, for the service under test: a fake payment
	 * client, clock or HTTP transport. Whatever depends on a replaced service is built again
	 * from it; everything else is the running plugin's (see Container::with()).
	 *
	 *     $refresher = $this->services( array( Transport::class => $fake ) )->get( Refresher::class );
	 *
	 * @param array<string, object> $overrides Class name to its replacement, or to a \Closure
	 *                                         that builds it from the container.
	 */
	protected function services( array $overrides = array() ): Container {
		return Plugin::instance()->container->with( $overrides );
	}

	protected function create_user( string $role ): int {
		$login = $role . '_' . wp_generate_password( 8, false );
		$id    = wp_insert_user(
			array(
				'user_login' => $login,
				'user_email' => $login . '@example.org',
				'user_pass'  => wp_generate_password(),
				'role'       => $role,
			)
		);
		self::assertIsInt( $id );
		return $id;
	}

	/**
	 * Dispatches a REST request in process, the way the REST server serves it over HTTP
	 * (rest_post_dispatch included, which rest_do_request() skips). Every answer of vitrine/v1
	 * but an error must match its route's response schema (ResponseSchemas), whatever the test.
	 *
	 * @param string               $method  HTTP method.
	 * @param string               $route   Route with the namespace and an optional query string:
	 *                                      /vitrine/v1/settings, /vitrine/v1/checkout/5?key=k.
	 * @param array<string, mixed> $body    JSON body.
	 * @param array<string, string> $headers Headers.
	 */
	protected function rest( string $method, string $route, array $body = array(), array $headers = array() ): WP_REST_Response {
		list( $path, $query ) = array_pad( explode( '?', $route, 2 ), 2, '' );
		$request              = new WP_REST_Request( $method, $path );
		if ( '' !== $query ) {
			parse_str( $query, $params );
			$request->set_query_params( $params );
		}
		foreach ( $headers as $name => $value ) {
			$request->set_header( $name, $value );
		}
		if ( array() !== $body ) {
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( (string) wp_json_encode( $body ) );
		}
		$server   = rest_get_server();
		$response = rest_ensure_response( $server->dispatch( $request ) );
		/** @var WP_REST_Response $response */
		$response = apply_filters( 'rest_post_dispatch', $response, $server, $request );
		if ( 'OPTIONS' !== $method && ! self::is_error_answer( $response ) && str_starts_with( $response->get_matched_route(), '/' . \Vitrine\Core\Rest\RestApi::NAMESPACE . '/' ) ) {
			self::assertSame( array(), ResponseSchemas::violations_of( $response ), $method . ' ' . $route . ' answered outside its response schema.' );
		}
		return $response;
	}

	/**
	 * WordPress's error shape ({code, message, data}), which no response schema describes; a
	 * 402 with the order (a refused payment) is an answer like any other.
	 */
	private static function is_error_answer( WP_REST_Response $response ): bool {
		$data = $response->get_data();
		return $response->get_status() >= 300 && is_array( $data ) && isset( $data['code'], $data['message'] );
	}

	/**
	 * The headers a logged-in browser sends: a valid X-WP-Nonce for the current user.
	 *
	 * @return array<string, string>
	 */
	protected function nonce_header(): array {
		return array( 'X-WP-Nonce' => wp_create_nonce( 'wp_rest' ) );
	}
}
