<?php
/**
 * GET and POST /vitrine/v1/stripe/payment-method-domain.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Express\Rest;

use Vitrine\Core\Rest\AbstractRoute;
use Vitrine\Core\Rest\Permissions;
use Vitrine\Core\Rest\Schema;
use Vitrine\Stripe\Api\StripeApiError;
use Vitrine\Stripe\Express\ApplePayDomain;
use Vitrine\Stripe\Express\ExpressError;
use WP_REST_Server;

/**
 * The settings screen's "Register this domain with Stripe": GET answers what Stripe last said
 * about this site's domain, POST registers it (Stripe checks the association file for Apple Pay)
 * and answers Stripe's verdict. For those who manage the settings, with the REST nonce.
 */
final class PaymentMethodDomainRoute extends AbstractRoute {

	public function __construct( private readonly ApplePayDomain $domain ) {
	}

	public function get_path(): string {
		return '/stripe/payment-method-domain';
	}

	protected function get_endpoints(): array {
		return array(
			array(
				'methods'    => WP_REST_Server::READABLE,
				'handler'    => array( $this, 'read' ),
				'permission' => Permissions::nonce_and_capability( 'manage_options' ),
				'args'       => array(),
			),
			array(
				'methods'    => WP_REST_Server::CREATABLE,
				'handler'    => array( $this, 'register_domain' ),
				'permission' => Permissions::nonce_and_capability( 'manage_options' ),
				'args'       => array(),
			),
		);
	}

	protected function get_response_schema(): array {
		return Schema::titled(
			'StripePaymentMethodDomain',
			Schema::object(
				array(
					'domain_name' => Schema::string(),
					'registered'  => Schema::boolean(),
					'id'          => Schema::string(),
					'apple_pay'   => Schema::string( array( 'active', 'inactive' ) ),
					'message'     => Schema::string(),
					'checked_at'  => Schema::integer(),
				)
			)
		);
	}

	/**
	 * @return array<string, mixed>
	 */
	public function read(): array {
		return self::answer( $this->domain->state() );
	}

	/**
	 * @return array<string, mixed>
	 * @throws ExpressError When Stripe refuses or cannot be reached: with Stripe's reason.
	 */
	public function register_domain(): array {
		try {
			return self::answer( $this->domain->register() );
		} catch ( StripeApiError $error ) {
			throw ExpressError::domain_refused( $error );
		}
	}

	/**
	 * @param array{id: string, domain_name: string, apple_pay_status: string, error_message: string, checked_at: int}|null $state What Stripe said.
	 * @return array<string, mixed>
	 */
	private static function answer( ?array $state ): array {
		return array(
			'domain_name' => ApplePayDomain::host(),
			'registered'  => null !== $state,
			'id'          => $state['id'] ?? '',
			'apple_pay'   => 'active' === ( $state['apple_pay_status'] ?? '' ) ? 'active' : 'inactive',
			'message'     => $state['error_message'] ?? '',
			'checked_at'  => $state['checked_at'] ?? 0,
		);
	}
}
