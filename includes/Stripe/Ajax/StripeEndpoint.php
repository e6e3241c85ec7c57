<?php
/**
 * What Stripe's ajax endpoints share: their nonce, POST only, and the answers the browser reads.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Ajax;

use Vitrine\Core\Ajax\AjaxEndpoint;
use Vitrine\Core\Ajax\AjaxResponse;
use Vitrine\Core\Errors\DomainError;
use Vitrine\Core\Errors\ErrorMapper;

/**
 * The endpoint stripe_<name> with the nonce action vitrine-stripe-<name>, answering as the
 * browser's Stripe code reads (docs/spec/payments.md section 7): { success: true, data } or, with
 * a 4xx or 5xx status, { success: false, data: { error: { message, code } } }, which also carries
 * the code, message and data.status every error answer of the shop has.
 */
abstract class StripeEndpoint implements AjaxEndpoint {

	/** The name without the stripe_ prefix: a StripeNonces constant. */
	abstract protected function short_name(): string;

	/**
	 * The work; what it answers is the data of a success.
	 *
	 * @param array<string, mixed> $args Validated arguments.
	 * @return array<string, mixed>
	 * @throws DomainError When the call is refused or fails.
	 */
	abstract protected function serve( array $args ): array;

	public function name(): string {
		return StripeNonces::endpoint( $this->short_name() );
	}

	public function methods(): array {
		return array( 'POST' );
	}

	public function nonce_action(): ?string {
		return StripeNonces::action( $this->short_name() );
	}

	public function handle( array $args ): array|AjaxResponse {
		try {
			return array(
				'success' => true,
				'data'    => $this->serve( $args ),
			);
		} catch ( DomainError $error ) {
			return self::failure( $error );
		}
	}

	/**
	 * The failure's answer, with ErrorMapper's status and headers (Retry-After).
	 */
	public static function failure( DomainError $error ): AjaxResponse {
		$mapped = ErrorMapper::to_ajax( $error );
		return new AjaxResponse(
			$mapped->status,
			array(
				'success' => false,
				'code'    => $error->error_code,
				'message' => $error->getMessage(),
				'data'    => array(
					'status' => $mapped->status,
					'error'  => array(
						'message' => $error->getMessage(),
						'code'    => $error->error_code,
					),
				),
			),
			$mapped->headers
		);
	}
}
