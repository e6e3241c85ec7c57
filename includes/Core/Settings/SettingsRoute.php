<?php
/**
 * GET and POST /vitrine/v1/settings.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Settings;

use Vitrine\Core\Errors\ErrorKind;
use Vitrine\Core\Rest\AbstractRoute;
use Vitrine\Core\Rest\Permissions;
use Vitrine\Core\Rest\Schema;
use WP_REST_Request;
use WP_REST_Server;

/**
 * Reads and saves the settings; manage_options only. A save validates every field first and
 * writes nothing when one is wrong.
 */
final class SettingsRoute extends AbstractRoute {

	public function __construct( private readonly Settings $settings ) {
	}

	public function get_path(): string {
		return '/settings';
	}

	protected function get_endpoints(): array {
		return array(
			array(
				'methods'    => WP_REST_Server::READABLE,
				'handler'    => fn (): array => $this->settings->displayed(),
				'permission' => Permissions::capability( 'manage_options' ),
			),
			array(
				'methods'    => WP_REST_Server::EDITABLE,
				'handler'    => array( $this, 'save' ),
				'permission' => Permissions::nonce_and_capability( 'manage_options' ),
				'args'       => $this->args(),
			),
		);
	}

	/**
	 * Both methods answer every setting, each with its field's schema; a secret is answered masked,
	 * so its pattern and lengths do not describe the answer.
	 */
	protected function get_response_schema(): array {
		$properties = array();
		foreach ( $this->settings->fields() as $key => $field ) {
			$schema = $field->schema;
			if ( $field->secret ) {
				unset( $schema['pattern'], $schema['minLength'], $schema['maxLength'] );
			}
			$properties[ $key ] = array( 'description' => $field->label ) + $schema;
		}
		return Schema::titled( 'Settings', Schema::object( $properties ) );
	}

	/**
	 * Saves the settings given in the body.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return array<string, mixed>
	 * @throws SettingsError When a value is unknown or invalid; nothing is saved then.
	 */
	public function save( WP_REST_Request $request ): array {
		$changes = $request->get_json_params();
		if ( empty( $changes ) ) {
			$changes = $request->get_body_params();
		}
		if ( array() === $changes ) {
			throw new SettingsError( 'vitrine_settings_empty', __( 'No settings were sent.', 'vitrine' ), ErrorKind::INVALID );
		}
		$result = $this->settings->update( $changes );
		if ( is_wp_error( $result ) ) {
			$data = (array) $result->get_error_data();
			throw new SettingsError( (string) $result->get_error_code(), $result->get_error_message(), ErrorKind::INVALID, array( 'params' => $data['params'] ?? array() ) );
		}
		return $this->settings->displayed();
	}

	/**
	 * One optional argument per setting, with the setting's schema, so that OPTIONS describes the
	 * route. Validation is left to Settings::update(), which checks every value before saving any
	 * and names each field by its label in the message, where WordPress would only list keys.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private function args(): array {
		$args = array();
		foreach ( $this->settings->fields() as $key => $field ) {
			$schema = $field->schema;
			unset( $schema['default'] ); // A default here would overwrite the stored value on every save.
			$args[ $key ] = array_merge(
				$schema,
				array(
					'required'          => false,
					'validate_callback' => null,
					'sanitize_callback' => null,
				)
			);
		}
		return $args;
	}
}
