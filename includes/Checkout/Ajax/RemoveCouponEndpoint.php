<?php
/**
 * remove_coupon: takes a coupon code off the cart.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Checkout\Ajax;

use Vitrine\Checkout\CouponsInCart;
use Vitrine\Checkout\View\CheckoutForm;
use Vitrine\Checkout\View\CheckoutNotices;
use Vitrine\Core\Ajax\AjaxEndpoint;

/**
 * POST, nonce vitrine-checkout: coupon. Answers the notice's HTML under `html`; a code that is
 * not applied is a 404 with its message.
 */
final class RemoveCouponEndpoint implements AjaxEndpoint {

	public function __construct( private readonly CouponsInCart $coupons ) {
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
			'coupon' => array(
				'type'      => 'string',
				'required'  => true,
				'minLength' => 1,
				'maxLength' => 100,
			),
		);
	}

	public function handle( array $args ): array {
		$this->coupons->remove( (string) $args['coupon'] );
		return array(
			'result' => 'success',
			'html'   => CheckoutNotices::success( __( 'Coupon has been removed.', 'vitrine' ) ),
		);
	}
}
