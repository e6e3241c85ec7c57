<?php
/**
 * Checks a REST answer against the response schema its route declares.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests;

use WP_REST_Response;

/**
 * The answer is checked as the browser receives it (through JSON), twice: by WordPress's own
 * validator (rest_validate_value_from_schema: patterns, enums, ranges, required and undeclared
 * properties), and by a strict walk of the JSON types, since WordPress accepts "5" for an
 * integer and "1" for a boolean, where the generated TypeScript types would then lie.
 */
final class ResponseSchemas {

	/**
	 * The route's declared response schema, or null when it declares none.
	 *
	 * @param string $route The route as registered: /vitrine/v1/reviews/(?P<id>\d+).
	 * @return array<string, mixed>|null
	 */
	public static function of_route( string $route ): ?array {
		$options = rest_get_server()->get_route_options( $route );
		if ( ! is_array( $options ) || ! isset( $options['schema'] ) || ! is_callable( $options['schema'] ) ) {
			return null;
		}
		$schema = call_user_func( $options['schema'] );
		return is_array( $schema ) ? $schema : null;
	}

	/**
	 * What is wrong with an answer, against its route's schema; empty when nothing is.
	 *
	 * @return list<string>
	 */
	public static function violations_of( WP_REST_Response $response ): array {
		$route  = $response->get_matched_route();
		$schema = self::of_route( $route );
		if ( null === $schema ) {
			return array( sprintf( '%s declares no response schema.', $route ) );
		}
		return self::violations( json_decode( (string) wp_json_encode( $response->get_data() ), true ), $schema );
	}

	/**
	 * What is wrong with a JSON value (decoded to arrays) against a schema; empty when nothing is.
	 *
	 * @param mixed                $value  The value.
	 * @param array<string, mixed> $schema The schema.
	 * @return list<string>
	 */
	public static function violations( mixed $value, array $schema ): array {
		$wordpress = rest_validate_value_from_schema( $value, $schema, 'answer' );
		$found     = is_wp_error( $wordpress ) ? array( 'WordPress: ' . $wordpress->get_error_message() ) : array();
		return array_merge( $found, self::strict( $value, $schema, 'answer' ) );
	}

	/**
	 * The strict walk: JSON types, closed objects, required properties, one branch of oneOf.
	 *
	 * @param mixed                $value  The value.
	 * @param array<string, mixed> $schema The schema.
	 * @param string               $path   Where the value is, for the messages.
	 * @return list<string>
	 */
	private static function strict( mixed $value, array $schema, string $path ): array {
		if ( isset( $schema['oneOf'] ) ) {
			$matching = array_filter( (array) $schema['oneOf'], static fn ( array $branch ): bool => array() === self::strict( $value, $branch, $path ) );
			return 1 === count( $matching ) ? array() : array( sprintf( '%s matches %d of the oneOf shapes, not one.', $path, count( $matching ) ) );
		}
		$types = (array) ( $schema['type'] ?? array() );
		if ( array() === $types ) {
			return array( sprintf( '%s: the schema has no type.', $path ) );
		}
		$type = self::json_type( $value, $types );
		if ( null === $type ) {
			return array( sprintf( '%s is %s, not %s.', $path, get_debug_type( $value ), implode( '|', $types ) ) );
		}
		$found = array();
		if ( 'array' === $type && isset( $schema['items'] ) && is_array( $value ) ) {
			foreach ( $value as $index => $item ) {
				$found = array_merge( $found, self::strict( $item, $schema['items'], $path . '[' . $index . ']' ) );
			}
		}
		if ( 'object' === $type && is_array( $value ) ) {
			$properties = (array) ( $schema['properties'] ?? array() );
			foreach ( (array) ( $schema['required'] ?? array() ) as $required ) {
				if ( ! array_key_exists( $required, $value ) ) {
					$found[] = sprintf( '%s.%s is required and missing.', $path, $required );
				}
			}
			$additional = $schema['additionalProperties'] ?? true;
			foreach ( $value as $key => $item ) {
				if ( isset( $properties[ $key ] ) ) {
					$found = array_merge( $found, self::strict( $item, $properties[ $key ], $path . '.' . $key ) );
				} elseif ( false === $additional ) {
					$found[] = sprintf( '%s.%s is not declared (additionalProperties is false).', $path, $key );
				} elseif ( is_array( $additional ) ) {
					$found = array_merge( $found, self::strict( $item, $additional, $path . '.' . $key ) );
				}
			}
		}
		return $found;
	}

	/**
	 * The first of the allowed types that the JSON value is, or null.
	 *
	 * @param mixed        $value The value.
	 * @param list<string> $types Allowed types.
	 */
	private static function json_type( mixed $value, array $types ): ?string {
		foreach ( $types as $type ) {
			$is = match ( $type ) {
				'object'  => is_array( $value ) && ( array() === $value || ! array_is_list( $value ) ),
				'array'   => is_array( $value ) && array_is_list( $value ),
				'string'  => is_string( $value ),
				'integer' => is_int( $value ),
				'number'  => is_int( $value ) || is_float( $value ),
				'boolean' => is_bool( $value ),
				'null'    => null === $value,
				default   => false,
			};
			if ( $is ) {
				return $type;
			}
		}
		return null;
	}
}
