<?php
/**
 * The Stripe bundle and its settings on the payment pages that offer a Stripe method.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Gateway;

use Vitrine\Core\Assets\Assets;
use Vitrine\Orders\Order;

/**
 * On the `vitrine_payment_context` filter, which the checkout, the order's pay page and the
 * add-payment-method page run when they print their payment context after enqueuing the
 * checkout bundle: when the context offers a Stripe gateway, window.vitrineSettings.stripe is
 * defined (StripeCheckoutSettings) and the stripe-checkout bundle enqueued after the checkout
 * bundle, whose place-order hook it uses. A page offering no Stripe method loads nothing of
 * Stripe's. Until the bundle is built (a fresh clone before npm run build) nothing is enqueued,
 * so that no page warns about a missing file. The context is answered unchanged.
 */
final class StripeCheckoutAssets {

	public const ENTRY        = 'stripe-checkout';
	public const SETTINGS_KEY = 'stripe';

	/** The checkout bundle's handle. */
	private const CHECKOUT_HANDLE = Assets::HANDLE_PREFIX . 'checkout';

	/** The pages whose context may mount the Payment Element. */
	private const PAGES = array( 'checkout', 'order-pay', 'add-payment-method' );

	public function __construct(
		private readonly Assets $assets,
		private readonly StripeCheckoutSettings $settings,
	) {
	}

	/**
	 * Filter vitrine_payment_context.
	 *
	 * @param mixed      $context The payment context (an array).
	 * @param string     $page    checkout, order-pay, add-payment-method or payment-methods.
	 * @param Order|null $order   The order on the pay page.
	 * @return mixed The context, unchanged.
	 */
	public function on_payment_context( mixed $context, string $page = '', ?Order $order = null ): mixed {
		if ( ! is_array( $context ) || ! in_array( $page, self::PAGES, true ) || array() === $this->settings->offered( $context ) || ! self::is_built() ) {
			return $context;
		}
		$settings = $this->settings;
		$this->assets->define_settings( self::ENTRY, self::SETTINGS_KEY, static fn (): array => $settings->build( $context, $order ) );
		$handle = $this->assets->enqueue( self::ENTRY );
		$script = wp_scripts()->query( $handle );
		if ( $script instanceof \_WP_Dependency && wp_script_is( self::CHECKOUT_HANDLE, 'registered' ) && ! in_array( self::CHECKOUT_HANDLE, $script->deps, true ) ) {
			$script->deps[] = self::CHECKOUT_HANDLE;
		}
		return $context;
	}

	/** Whether `npm run build` made the bundle. */
	public static function is_built(): bool {
		return is_readable( VITRINE_DIR . 'build/' . self::ENTRY . '.asset.php' );
	}
}
