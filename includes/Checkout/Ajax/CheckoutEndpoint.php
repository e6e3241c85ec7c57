<?php
/**
 * checkout: places the order from the checkout form.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Checkout\Ajax;

use Vitrine\Address\AddressFields;
use Vitrine\Checkout\CheckoutRefused;
use Vitrine\Checkout\CheckoutRequest;
use Vitrine\Checkout\CheckoutService;
use Vitrine\Checkout\OrderAttribution;
use Vitrine\Checkout\View\CheckoutForm;
use Vitrine\Checkout\View\CheckoutNotices;
use Vitrine\Core\Ajax\AjaxEndpoint;
use Vitrine\Core\Ajax\AjaxResponse;
use Vitrine\Core\Errors\ErrorKind;
use Vitrine\Core\Errors\ErrorMapper;
use Vitrine\Orders\OrderDraft;

/**
 * POST, nonce vitrine-checkout (the form's security field): the serialized checkout form.
 * Answers the spec's { result, redirect, reload, refresh, messages }: success with where to go
 * (200), or failure with the notices, each field's message carrying its data-id (400, 409 for an
 * emptied cart, 402 when the gateway refused the payment), plus the code and message every
 * Vitrine error has.
 */
final class CheckoutEndpoint implements AjaxEndpoint {

	public function __construct( private readonly CheckoutService $checkout ) {
	}

	public function name(): string {
		return 'checkout';
	}

	public function methods(): array {
		return array( 'POST' );
	}

	public function nonce_action(): string {
		return CheckoutForm::NONCE_ACTION;
	}

	public function args(): array {
		$text = array(
			'type'      => 'string',
			'maxLength' => 500,
		);
		return array(
			'billing_*'                 => $text,
			'shipping_*'                => $text,
			'ship_to_different_address' => $text,
			'order_comments'            => array(
				'type'      => 'string',
				'maxLength' => 2000,
			),
			'payment_method'            => $text,
			// shipping_method[0] from the form; a plain string is read as a list of one.
			'shipping_method'           => array(
				'type'  => 'array',
				'items' => $text,
			),
			'terms'                     => $text,
			'createaccount'             => $text,
			'account_password'          => $text,
			'vitrine-*'                 => array(
				'type'      => 'string',
				'maxLength' => 5000,
			),
			// Order attribution's fields (OrderAttribution::FORM_PREFIX), as many as its namespace takes.
			'vitrine_attribution_*'     => array(
				'type'          => 'string',
				'maxLength'     => OrderAttribution::MAX_LENGTH,
				'maxProperties' => OrderAttribution::MAX_FIELDS,
			),
		);
	}

	public function handle( array $args ): array|AjaxResponse {
		$request = CheckoutRequest::from_form( $args, OrderDraft::ADDRESS_FIELDS );
		try {
			$result = $this->checkout->place( $request );
		} catch ( CheckoutRefused $e ) {
			return self::failure( $e->error_code, $e->getMessage(), ErrorMapper::status( $e->kind ), CheckoutNotices::errors( $e->fields, $e->messages ), $e->refresh );
		}
		if ( ! $result->success ) {
			$message = '' !== $result->message ? $result->message : __( 'Your payment could not be processed. Please try again or choose another payment method.', 'vitrine' );
			return self::failure( 'vitrine_payment_failed', $message, ErrorMapper::status( ErrorKind::PAYMENT_REFUSED ), CheckoutNotices::errors( array(), array( $message ) ), false );
		}
		return array(
			'result'   => 'success',
			'redirect' => $result->redirect,
			'order_id' => $result->order_id,
		);
	}

	private static function failure( string $code, string $message, int $status, string $messages, bool $refresh ): AjaxResponse {
		$error = AjaxResponse::error( $code, $message, $status );
		return new AjaxResponse(
			$status,
			$error->body + array(
				'result'   => 'failure',
				'messages' => $messages,
				'refresh'  => $refresh,
				'reload'   => 'vitrine_checkout_empty_cart' === $code,
			)
		);
	}
}
