<?php
/**
 * Where the express checkout buttons go, and their bundle.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Express;

use Vitrine\Cart\CartSnapshot;
use Vitrine\Catalog\Model\Product;
use Vitrine\Checkout\Totals\Totals;
use Vitrine\Core\Assets\Assets;
use Vitrine\Orders\Order;
use Vitrine\Stripe\Settings\StripeSettings;

/**
 * On the filters the product page, the cart's totals box, the checkout form and the
 * pay-for-order page run where extra markup may go: when Stripe is on with its keys, a wallet is
 * on and the location is chosen, the buttons' area is printed (server-rendered with its height
 * reserved, so nothing shifts when the buttons come) and the stripe-express bundle enqueued with
 * its settings (ExpressPageSettings). The cart and checkout blocks render the same forms as
 * their shortcodes, so their pages get the buttons too (docs/decisions.md: the spec's "block-based
 * pages" are a checkout with an express integration of its own, which Vitrine does not have).
 * Until the bundle is built nothing is enqueued, so that no page warns about a missing file.
 * Administrators see why nothing shows where a location is switched off.
 */
final class ExpressPlacement {

	public const ENTRY        = 'stripe-express';
	public const SETTINGS_KEY = 'stripeExpress';

	/**
	 * @param Assets              $assets   The bundles.
	 * @param StripeSettings      $stripe   The gateway's settings.
	 * @param ExpressPageSettings $settings The bundle's settings.
	 * @param \Closure(): bool    $is_built Whether `npm run build` made the bundle.
	 */
	public function __construct(
		private readonly Assets $assets,
		private readonly StripeSettings $stripe,
		private readonly ExpressPageSettings $settings,
		private readonly \Closure $is_built,
	) {
	}

	/**
	 * Filter vitrine_after_add_to_cart_form_html.
	 *
	 * @param mixed   $html    Markup so far.
	 * @param Product $product The product.
	 */
	public function on_product( mixed $html, Product $product ): string {
		return (string) $html . $this->area( ExpressPageSettings::LOCATION_PRODUCT, static fn ( ExpressPageSettings $s ): array => $s->build( ExpressPageSettings::LOCATION_PRODUCT, $product ) );
	}

	/**
	 * Filter vitrine_cart_before_checkout_button_html.
	 *
	 * @param mixed        $html   Markup so far.
	 * @param CartSnapshot $cart   The cart.
	 * @param Totals       $totals Its totals.
	 */
	public function on_cart( mixed $html, CartSnapshot $cart, Totals $totals ): string {
		if ( $cart->is_empty() ) {
			return (string) $html;
		}
		return (string) $html . $this->area( ExpressPageSettings::LOCATION_CART, static fn ( ExpressPageSettings $s ): array => $s->build( ExpressPageSettings::LOCATION_CART ) );
	}

	/**
	 * Filter vitrine_checkout_form_start_html.
	 *
	 * @param mixed        $html   Markup so far.
	 * @param CartSnapshot $cart   The cart.
	 * @param Totals       $totals Its totals.
	 */
	public function on_checkout( mixed $html, CartSnapshot $cart, Totals $totals ): string {
		if ( $cart->is_empty() ) {
			return (string) $html;
		}
		return (string) $html . $this->area( ExpressPageSettings::LOCATION_CHECKOUT, static fn ( ExpressPageSettings $s ): array => $s->build( ExpressPageSettings::LOCATION_CHECKOUT ) );
	}

	/**
	 * Filter vitrine_pay_for_order_before_payment_methods_html.
	 *
	 * @param mixed $html  Markup so far.
	 * @param Order $order The order.
	 */
	public function on_pay_for_order( mixed $html, Order $order ): string {
		return (string) $html . $this->area( ExpressPageSettings::LOCATION_PAY_FOR_ORDER, static fn ( ExpressPageSettings $s ): array => $s->build( ExpressPageSettings::LOCATION_PAY_FOR_ORDER, null, $order ) );
	}

	/** Stripe is on with the keys of its mode and at least one wallet is on. */
	public function configured(): bool {
		return $this->stripe->express_ready();
	}

	/**
	 * The area of a location, its bundle enqueued; for administrators the reason when the
	 * location is off; '' otherwise.
	 *
	 * @param string                                              $location The location.
	 * @param \Closure(ExpressPageSettings): array<string, mixed> $build    Its settings.
	 */
	private function area( string $location, \Closure $build ): string {
		if ( ! $this->configured() ) {
			return '';
		}
		$admin = current_user_can( 'manage_options' );
		if ( ! $this->stripe->express_location_on( $location ) ) {
			return $admin ? $this->admin_note( $this->settings->admin_reasons( $location, null ) ) : '';
		}
		if ( ( $this->is_built )() ) {
			$settings = $this->settings;
			// The buttons' code is a chunk loaded when they start (src/entries/stripe-express.ts).
			$this->assets->define_settings( self::ENTRY, self::SETTINGS_KEY, static fn (): array => $build( $settings ), loads_chunks: true );
			$this->assets->enqueue( self::ENTRY );
		}
		$height = $this->stripe->express_button_height();
		$html   = sprintf(
			'<div class="vitrine-express-checkout" data-vitrine-widget="stripe-express" data-location="%1$s" style="--vitrine-express-height:%2$dpx"><div class="vitrine-express-checkout__buttons" id="vitrine-express-checkout-element"></div>',
			esc_attr( $location ),
			$height
		);
		if ( $this->settings->taxes_based_on_billing() ) {
			$html .= '<p class="vitrine-express-checkout__taxes">' . esc_html( ExpressPageSettings::taxes_notice() ) . '</p>';
		}
		if ( $admin ) {
			$html .= '<p class="vitrine-express-checkout__admin-note" hidden></p>';
		}
		$html .= '</div>';
		return $html . '<p class="vitrine-express-checkout__separator" id="vitrine-express-checkout-separator" hidden>' . esc_html__( '— OR —', 'vitrine' ) . '</p>';
	}

	/**
	 * The administrators' note where nothing shows.
	 *
	 * @param list<string> $reasons Why, translated.
	 */
	private function admin_note( array $reasons ): string {
		return '<p class="vitrine-express-checkout__admin-note">' . esc_html( ExpressPageSettings::messages()['adminNotShown'] . ' ' . implode( ' ', $reasons ) ) . '</p>';
	}
}
