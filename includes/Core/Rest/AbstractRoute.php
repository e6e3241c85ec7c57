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
 * A route declares its path, its endpoints and the JSON Schema of its answers. Each endpoint has
 * a permission check and a schema for its arguments, which WordPress validates and sanitizes
 * before the handler runs. Handlers and services throw a DomainError; the base answers it
 * through ErrorMapper. The answers' schema is the route's `schema` in register_rest_route, so
 * OPTIONS on the route and the namespace index (?context=help) describe them; tests check real
 * answers against it (docs/architecture.md, "How to add a route").
 */
abstract class AbstractRoute {

	/**
	 * The JSON Schema version WordPress's REST API speaks.
	 */
	public const SCHEMA_VERSION = 'http://json-schema.org/draft-04/schema#';

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

	/**
	 * The JSON Schema of the route's successful answers, with a `title` that names the shape
	 * (also the TypeScript type's name when types are generated from it). Objects the route
	 * owns say `additionalProperties: false` and list their `required` properties (draft 4:
	 * `'required' => true` on each); when the methods answer different shapes, `oneOf` them,
	 * each with its own title.
	 *
	 * @return array<string, mixed>
	 */
	abstract protected function get_response_schema(): array;

	/**
	 * Whether each call carries its sender's signature, computed with a secret the site shares
	 * with the sender (a payment provider's webhook), and the route acts on that alone, never as
	 * the visitor. Such a route is exempt from RestApi's cross-site guard: the guard protects a
	 * visitor's cookies from other sites' forms, which a signed route does not use, and a
	 * server-to-server call must not depend on the headers a proxy may add. Any other route
	 * answers false.
	 */
	public function signed_by_sender(): bool {
		return false;
	}

	/**
	 * The response schema as published: the route's, with the schema version.
	 *
	 * @return array<string, mixed>
	 */
	final public function get_public_schema(): array {
		return array( '$schema' => self::SCHEMA_VERSION ) + $this->get_response_schema();
	}

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
		// Built when asked (OPTIONS, the index in the help context), not on every request.
		$endpoints['schema'] = array( $this, 'get_public_schema' );
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
			$headers = ErrorMapper::headers( $e );
			if ( array() === $headers ) {
				return ErrorMapper::to_wp_error( $e );
			}
			// A WP_Error carries no headers: the answer is built from it here (the same body).
			$response = rest_convert_error_to_response( ErrorMapper::to_wp_error( $e ) );
			$response->set_headers( $headers );
			return $response;
		}
		if ( $result instanceof WP_Error || $result instanceof WP_REST_Response ) {
			return $result;
		}
		return rest_ensure_response( $result );
	}
}
