<?php
/**
 * GET and POST /vitrine/v1/me/preferences.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Preferences;

use Vitrine\Core\Rest\AbstractRoute;
use Vitrine\Core\Rest\Permissions;
use Vitrine\Core\Rest\Schema;
use WP_REST_Request;
use WP_REST_Server;

/**
 * The logged-in user's own preferences. The body is { "vitrine_meta": { name: value } }, the
 * shape the browser sends when a banner is dismissed; the whole object is checked against the
 * declared schemas before anything is written.
 */
final class PreferencesRoute extends AbstractRoute {

	public function __construct( private readonly UserPreferences $preferences ) {
	}

	public function get_path(): string {
		return '/me/preferences';
	}

	protected function get_endpoints(): array {
		return array(
			array(
				'methods'    => WP_REST_Server::READABLE,
				'handler'    => fn (): array => array( 'vitrine_meta' => $this->preferences->all( get_current_user_id() ) ),
				'permission' => Permissions::nonce_and_capability(),
			),
			array(
				'methods'    => WP_REST_Server::CREATABLE,
				'handler'    => array( $this, 'save' ),
				'permission' => Permissions::nonce_and_capability(),
				'args'       => array(
					'vitrine_meta' => array(
						'description'          => __( 'Preferences to change, by name.', 'vitrine' ),
						'type'                 => 'object',
						'required'             => true,
						'minProperties'        => 1,
						'properties'           => $this->property_schemas(),
						'additionalProperties' => false,
					),
				),
			),
		);
	}

	/**
	 * Both methods answer every declared preference of the user.
	 */
	protected function get_response_schema(): array {
		return Schema::titled( 'UserPreferences', Schema::object( array( 'vitrine_meta' => Schema::object( $this->property_schemas() ) ) ) );
	}

	/**
	 * Saves the validated preferences.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return array{vitrine_meta: array<string, mixed>}
	 */
	public function save( WP_REST_Request $request ): array {
		$user_id = get_current_user_id();
		$this->preferences->save( $user_id, (array) $request->get_param( 'vitrine_meta' ) );
		return array( 'vitrine_meta' => $this->preferences->all( $user_id ) );
	}

	/**
	 * @return array<string, array<string, mixed>>
	 */
	private function property_schemas(): array {
		$properties = array();
		foreach ( $this->preferences->schemas() as $name => $schema ) {
			unset( $schema['default'] );
			$properties[ $name ] = $schema;
		}
		return $properties;
	}
}
