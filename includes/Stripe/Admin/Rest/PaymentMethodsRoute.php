<?php
/**
 * GET /vitrine/v1/stripe/payment-methods.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Admin\Rest;

use Vitrine\Core\Rest\AbstractRoute;
use Vitrine\Core\Rest\Permissions;
use Vitrine\Core\Rest\Schema;
use Vitrine\Stripe\Gateway\PaymentMethodTypes;
use WP_REST_Server;

/**
 * Stripe's payment methods other than the card, for the table of methods in the Stripe section:
 * each one's gateway (whose settings payment_{gateway}_enabled and _title the table edits), its
 * name, and the billing countries and currencies it works in ([] = any).
 */
final class PaymentMethodsRoute extends AbstractRoute {

	public function get_path(): string {
		return '/stripe/payment-methods';
	}

	protected function get_endpoints(): array {
		return array(
			array(
				'methods'    => WP_REST_Server::READABLE,
				'handler'    => array( $this, 'list' ),
				'permission' => Permissions::nonce_and_capability( 'manage_options' ),
				'args'       => array(),
			),
		);
	}

	protected function get_response_schema(): array {
		return Schema::titled(
			'StripePaymentMethods',
			Schema::object(
				array(
					'methods' => Schema::list_of(
						Schema::object(
							array(
								'type'       => Schema::string(),
								'gateway'    => Schema::string(),
								'name'       => Schema::string(),
								'countries'  => Schema::list_of( Schema::string() ),
								'currencies' => Schema::list_of( Schema::string() ),
							)
						)
					),
				)
			)
		);
	}

	/**
	 * @return array{methods: list<array{type: string, gateway: string, name: string, countries: list<string>, currencies: list<string>}>}
	 */
	public function list(): array {
		$methods = array();
		foreach ( PaymentMethodTypes::all() as $type ) {
			if ( PaymentMethodTypes::CARD === $type ) {
				continue;
			}
			$methods[] = array(
				'type'       => $type,
				'gateway'    => PaymentMethodTypes::gateway_id( $type ),
				'name'       => PaymentMethodTypes::title( $type ),
				'countries'  => PaymentMethodTypes::countries( $type ),
				'currencies' => PaymentMethodTypes::currencies( $type ),
			);
		}
		return array( 'methods' => $methods );
	}
}
