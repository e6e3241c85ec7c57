<?php
/**
 * POST /vitrine/v1/stripe/check-connection.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Admin\Rest;

use Vitrine\Core\Rest\AbstractRoute;
use Vitrine\Core\Rest\Permissions;
use Vitrine\Core\Rest\Schema;
use Vitrine\Stripe\Admin\ConnectionCheck;
use WP_REST_Request;
use WP_REST_Server;

/**
 * The settings screen's "Check connection" button: the findings of ConnectionCheck for a mode,
 * with the keys typed in the form when they were changed and not saved yet (the admin checks
 * before saving; a masked or empty key means the saved one). For those who manage the settings
 * (manage_options, as Vitrine > Settings), with the REST nonce. A POST: it carries a secret, which
 * must never sit in a URL or a log of GETs; the answer never contains a key.
 */
final class CheckConnectionRoute extends AbstractRoute {

	public function __construct( private readonly ConnectionCheck $check ) {
	}

	public function get_path(): string {
		return '/stripe/check-connection';
	}

	protected function get_endpoints(): array {
		return array(
			array(
				'methods'    => WP_REST_Server::CREATABLE,
				'handler'    => array( $this, 'check' ),
				'permission' => Permissions::nonce_and_capability( 'manage_options' ),
				'args'       => array(
					'mode'            => array(
						'type'     => 'string',
						'enum'     => array( 'test', 'live' ),
						'required' => true,
					),
					'secret_key'      => array(
						'type'      => 'string',
						'maxLength' => 255,
						'default'   => '',
					),
					'publishable_key' => array(
						'type'      => 'string',
						'maxLength' => 255,
						'default'   => '',
					),
				),
			),
		);
	}

	protected function get_response_schema(): array {
		return Schema::titled(
			'StripeConnectionCheck',
			Schema::object(
				array(
					'mode'     => Schema::string( array( 'test', 'live' ) ),
					'ok'       => Schema::boolean(),
					'account'  => Schema::nullable(
						Schema::object(
							array(
								'id'              => Schema::string(),
								'name'            => Schema::string(),
								'email'           => Schema::string(),
								'country'         => Schema::string(),
								'charges_enabled' => Schema::boolean(),
							)
						)
					),
					'findings' => Schema::list_of(
						Schema::object(
							array(
								'id'      => Schema::string(),
								'status'  => Schema::string( array( ConnectionCheck::OK, ConnectionCheck::WARNING, ConnectionCheck::ERROR ) ),
								'message' => Schema::string(),
							)
						)
					),
				)
			)
		);
	}

	/**
	 * @return array<string, mixed>
	 */
	public function check( WP_REST_Request $request ): array {
		return $this->check->run( (string) $request['mode'], (string) $request['secret_key'], (string) $request['publishable_key'] );
	}
}
