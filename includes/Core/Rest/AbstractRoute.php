<?php
/**
 * Base for every route in the vitrine/v1 namespace.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Rest;

use Vitrine\Core\Errors\ErrorMapper;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;

/**
 * A route declares its path and its endpoints; each endpoint has a permission check and a
 * schema for its arguments, which WordPress validates and sanitizes before the handler runs.
 * Handlers and services throw a DomainError; the base answers it through ErrorMapper.
 */
abstract class AbstractRoute {

	/**
	 * Path below the namespace, in WordPress's route syntax: '/settings', '/items/(?P<id>\d+)'.
	 */
	abstract public function get_path(): string;

	/**
	 * The route's endpoints.
	 *
	 * @return list<array{methods: string, handler: callable(WP_REST_Request): mixed, permission: callable(WP_REST_Request): (bool|WP_Error), args?: array<string, array<string, mixed>>}>
	 */
	abstract protected function get_endpoints(): array;

	public function register( string $rest_namespace ): void {
		$endpoints = array();
		foreach ( $this->get_endpoints() as $endpoint ) {
			$handler     = $endpoint['handler'];
			$endpoints[] = array(
				'methods'             => $endpoint['methods'],
				'callback'            => fn ( WP_REST_Request $request ) => $this->respond( $handler, $request ),
				'permission_callback' => $endpoint['permission'],
				'args'                => $endpoint['args'] ?? array(),
			);
		}
		register_rest_route( $rest_namespace, $this->get_path(), $endpoints );
	}

	/**
	 * Runs a handler and shapes its result or its failure.
	 *
	 * @param callable(WP_REST_Request): mixed $handler The endpoint's handler.
	 * @param WP_REST_Request                  $request The request.
	 */
	private function respond( callable $handler, WP_REST_Request $request ): WP_REST_Response|WP_Error {
		try {
			$result = $handler( $request );
		} catch ( \Throwable $e ) {
			return ErrorMapper::to_wp_error( $e );
		}
		if ( $result instanceof WP_Error || $result instanceof WP_REST_Response ) {
			return $result;
		}
		return rest_ensure_response( $result );
	}
}
