<?php
/**
 * apply_coupon: adds a coupon code to the cart.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Checkout\Ajax;

use Vitrine\Cart\CartService;
use Vitrine\Checkout\CheckoutView;
use Vitrine\Checkout\CouponsInCart;
use Vitrine\Checkout\View\CheckoutForm;
use Vitrine\Checkout\View\CheckoutNotices;
use Vitrine\Core\Ajax\AjaxEndpoint;
use Vitrine\Core\Ajax\AjaxResponse;
use Vitrine\Core\Errors\ErrorMapper;
use Vitrine\Coupons\CouponRefused;

/**
 * POST, nonce vitrine-checkout: coupon_code, billing_email (for coupons limited to some
 * customers). The spec's answer is the notice's HTML: here it is under `html` of the JSON answer,
 * with 200 when the coupon was applied and 400 with the refusal's own code and message when not
 * (the page shows it beside the coupon field and marks the field invalid). An applied coupon's
 * answer also carries the order review's fragments and payment context, as update_order_review
 * answers them: the page shows the new totals whatever state the address is in (the update
 * itself waits for a full address). payment_method, optional, keeps the chosen gateway.
 */
final class ApplyCouponEndpoint implements AjaxEndpoint {

	public function __construct(
		private readonly CouponsInCart $coupons,
		private readonly CartService $cart,
		private readonly CheckoutView $view,
	) {
	}

	public function name(): string {
		return 'apply_coupon';
	}

	public function methods(): array {
		return array( 'POST' );
	}

	public function nonce_action(): string {
		return CheckoutForm::NONCE_ACTION;
	}

	public function args(): array {
		return array(
			'coupon_code'    => array(
				'type'      => 'string',
				'maxLength' => 100,
				'default'   => '',
			),
			'billing_email'  => array(
				'type'      => 'string',
				'maxLength' => 200,
				'default'   => '',
			),
			'payment_method' => array(
				'type'      => 'string',
				'maxLength' => 60,
				'default'   => '',
			),
		);
	}

	public function handle( array $args ): array|AjaxResponse {
		$email = sanitize_email( (string) $args['billing_email'] );
		try {
			$code = $this->coupons->apply( (string) $args['coupon_code'], $email );
		} catch ( CouponRefused $e ) {
			$status = ErrorMapper::status( $e->kind );
			$error  = AjaxResponse::error( $e->error_code, $e->getMessage(), $status );
			return new AjaxResponse( $status, $error->body + array( 'html' => CheckoutNotices::errors( array( 'coupon_code' => $e->getMessage() ), array() ) ) );
		}
		return array(
			'result' => 'success',
			'code'   => $code,
			'html'   => CheckoutNotices::success( __( 'Coupon code applied successfully.', 'vitrine' ) ),
		) + $this->view->review_answer( $this->cart->get(), $email, sanitize_key( (string) $args['payment_method'] ) );
	}
}
