<?php
/**
 * The vitrine/v1 REST namespace: route registration and nonce rotation.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Rest;

use WP_HTTP_Response;
use WP_REST_Request;
use WP_REST_Server;

/**
 * Modules hand their routes to add_route(); they are registered on rest_api_init.
 */
final class RestApi {

	public const NAMESPACE = 'vitrine/v1';

	/** @var list<AbstractRoute> */
	private array $routes = array();

	public function add_route( AbstractRoute $route ): void {
		$this->routes[] = $route;
	}

	/**
	 * Called once by the core module.
	 */
	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
		add_filter( 'rest_post_dispatch', array( $this, 'send_fresh_nonce' ), 10, 3 );
	}

	public function register_routes(): void {
		foreach ( $this->routes as $route ) {
			$route->register( self::NAMESPACE );
		}
	}

	/**
	 * Every answer from our namespace carries a fresh nonce in X-WP-Nonce, which the browser
	 * client takes up, so that a long-open page never sends an expired nonce.
	 *
	 * @param mixed           $response The response about to be sent.
	 * @param WP_REST_Server  $server   The server.
	 * @param WP_REST_Request $request  The request.
	 * @return mixed
	 */
	public function send_fresh_nonce( mixed $response, WP_REST_Server $server, WP_REST_Request $request ): mixed {
		if ( $response instanceof WP_HTTP_Response && str_starts_with( ltrim( $request->get_route(), '/' ), self::NAMESPACE . '/' ) ) {
			$response->header( 'X-WP-Nonce', wp_create_nonce( 'wp_rest' ) );
		}
		return $response;
	}

	/**
	 * The URL of a route in our namespace.
	 */
	public static function url( string $path ): string {
		return rest_url( self::NAMESPACE . '/' . ltrim( $path, '/' ) );
	}
}
