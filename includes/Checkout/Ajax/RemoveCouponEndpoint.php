<?php
/**
 * remove_coupon: takes a coupon code off the cart.
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

/**
 * POST, nonce vitrine-checkout: coupon. Answers the notice's HTML under `html`, with the order
 * review's fragments and payment context as apply_coupon does; a code that is not applied is a
 * 404 with its message. payment_method and billing_email, optional, keep the chosen gateway and
 * the coupons limited to that email (the totals check every applied coupon again).
 */
final class RemoveCouponEndpoint implements AjaxEndpoint {

	public function __construct(
		private readonly CouponsInCart $coupons,
		private readonly CartService $cart,
		private readonly CheckoutView $view,
	) {
	}

	public function name(): string {
		return 'remove_coupon';
	}

	public function methods(): array {
		return array( 'POST' );
	}

	public function nonce_action(): string {
		return CheckoutForm::NONCE_ACTION;
	}

	public function args(): array {
		return array(
			'coupon'         => array(
				'type'      => 'string',
				'required'  => true,
				'minLength' => 1,
				'maxLength' => 100,
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

	public function handle( array $args ): array {
		$this->coupons->remove( (string) $args['coupon'] );
		$email = sanitize_email( (string) $args['billing_email'] );
		return array(
			'result' => 'success',
			'html'   => CheckoutNotices::success( __( 'Coupon has been removed.', 'vitrine' ) ),
		) + $this->view->review_answer( $this->cart->get(), $email, sanitize_key( (string) $args['payment_method'] ) );
	}
}
