<?php
/**
 * window.vitrineSettings.stripeExpress: what the express checkout bundle reads on a page.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Express;

use Vitrine\Address\Countries;
use Vitrine\Cart\CartItem;
use Vitrine\Cart\CartService;
use Vitrine\Cart\CartSnapshot;
use Vitrine\Catalog\Model\Money;
use Vitrine\Catalog\Model\Product;
use Vitrine\Checkout\Totals\Totals;
use Vitrine\Checkout\Totals\TotalsCalculator;
use Vitrine\Core\Ajax\AjaxRouter;
use Vitrine\Core\Settings\Settings;
use Vitrine\Orders\Order;
use Vitrine\Shipping\Continents;
use Vitrine\Shipping\ShippingZones;
use Vitrine\Shipping\ZoneLocation;
use Vitrine\Stripe\Api\ApiVersion;
use Vitrine\Stripe\Api\StripeErrorMessages;
use Vitrine\Stripe\Gateway\Amounts;
use Vitrine\Stripe\Gateway\StripeCheckoutSettings;
use Vitrine\Stripe\Settings\StripeSettings;
use Vitrine\Tax\TaxSettings;

/**
 * Builds the page settings of the express checkout buttons for one location (product, cart,
 * checkout, pay_for_order). Every amount comes from the server, in Stripe's unit for the
 * currency (Amounts): the product's price through the same totals calculator as the cart (so
 * taxes follow the shop's settings and the shopper's address known so far), the cart's totals,
 * the order's total. Nothing the browser sends is trusted for a price.
 */
final class ExpressPageSettings {

	public const LOCATION_PRODUCT       = 'product';
	public const LOCATION_CART          = 'cart';
	public const LOCATION_CHECKOUT      = 'checkout';
	public const LOCATION_PAY_FOR_ORDER = 'pay_for_order';

	/** The keys of the nonce map (settings.nonce.<key>); the ajax endpoints check them. */

	public function __construct(
		private readonly StripeSettings $stripe,
		private readonly Settings $shop,
		private readonly TaxSettings $tax,
		private readonly CartService $carts,
		private readonly TotalsCalculator $calculator,
		private readonly ShippingZones $zones,
		private readonly Countries $countries,
		private readonly ApplePayDomain $domain,
	) {
	}

	/**
	 * The settings of a page.
	 *
	 * @param string       $location One of the LOCATION_* constants.
	 * @param Product|null $product  The product of a product page.
	 * @param Order|null   $order    The order of the pay-for-order page.
	 * @return array<string, mixed>
	 */
	public function build( string $location, ?Product $product = null, ?Order $order = null ): array {
		$currency = null !== $order ? strtoupper( $order->currency ) : $this->stripe->shop_currency();
		$cart     = null;
		$totals   = null;
		if ( self::LOCATION_CART === $location || self::LOCATION_CHECKOUT === $location ) {
			$cart   = $this->carts->get();
			$totals = $this->calculator->calculate( $cart, get_current_user_id() );
		}
		$product_settings = null;
		$product_totals   = null;
		if ( self::LOCATION_PRODUCT === $location && null !== $product ) {
			list( $product_settings, $product_totals ) = $this->product( $product );
		}
		$chosen   = $totals ?? $product_totals;
		$settings = array(
			'ajax_url'                   => AjaxRouter::url_template(),
			'rest_url'                   => rest_url( 'vitrine/v1/' ),
			'rest_nonce'                 => wp_create_nonce( 'wp_rest' ),
			'nonce'                      => ExpressNonces::all(),
			'location'                   => $location,
			'is_product_page'            => self::LOCATION_PRODUCT === $location,
			'is_cart_page'               => self::LOCATION_CART === $location,
			'is_checkout_page'           => self::LOCATION_CHECKOUT === $location,
			'is_pay_for_order'           => self::LOCATION_PAY_FOR_ORDER === $location,
			'has_block'                  => false,
			'has_free_trial'             => false,
			'button'                     => array(
				'type'   => $this->stripe->express_button_type(),
				'theme'  => $this->stripe->express_button_theme(),
				'height' => $this->stripe->express_button_height(),
				'radius' => $this->stripe->express_button_radius(),
			),
			'allowed_shipping_countries' => $this->allowed_shipping_countries(),
			'checkout'                   => array(
				'currency_code'           => $currency,
				'currency_decimals'       => Amounts::stripe_decimals( $currency ),
				'country_code'            => $this->tax->store_location()->country,
				'needs_payer_phone'       => 'required' === $this->shop->get( 'address_phone_field' ),
				'default_shipping_option' => null === $chosen ? null : $this->default_shipping_option( $chosen ),
			),
			'product'                    => $product_settings,
			'cart'                       => null === $totals ? null : array(
				'total'           => $this->total( $totals->total, $totals->decimals, $totals->currency ),
				'displayItems'    => $this->display_items( $cart, $totals ),
				'requestShipping' => $totals->needs_shipping,
			),
			'order'                      => null === $order ? null : $this->order( $order ),
			'stripe'                     => array(
				'publishable_key'            => $this->stripe->publishable_key(),
				'locale'                     => StripeCheckoutSettings::stripe_locale( determine_locale() ),
				'api_version'                => ApiVersion::CURRENT,
				'is_payment_request_enabled' => $this->stripe->express_checkout(),
				'is_amazon_pay_enabled'      => $this->stripe->express_amazon_pay(),
				'is_link_enabled'            => $this->stripe->express_link(),
			),
			'login_confirmation'         => $this->login_confirmation(),
			'taxes_based_on_billing'     => $this->taxes_based_on_billing(),
			'custom_checkout_fields'     => array(),
			'messages'                   => self::messages(),
			'admin_reasons'              => null,
		);
		if ( current_user_can( 'manage_options' ) ) {
			$settings['admin_reasons'] = $this->admin_reasons( $location, $this->amount_of( $settings ) );
		}
		return $settings;
	}

	/**
	 * Whether the taxes notice shows: taxes are on and based on the billing address, which the
	 * wallet gives only once the shopper pays.
	 */
	public function taxes_based_on_billing(): bool {
		return $this->tax->enabled() && TaxSettings::BASED_ON_BILLING === $this->tax->based_on();
	}

	/**
	 * Why nothing can show at a location, as the server knows it (the browser adds its own: no
	 * wallet, an unchosen variation): for the administrators' note. Translated.
	 *
	 * @param string   $location One of the LOCATION_* constants.
	 * @param int|null $amount   The amount to pay there, null when unknown (a variable product).
	 * @return list<string>
	 */
	public function admin_reasons( string $location, ?int $amount ): array {
		$reasons = array();
		if ( ! $this->stripe->express_location_on( $location ) ) {
			$reasons[] = __( 'Express checkout is switched off for this page in Vitrine > Settings.', 'vitrine' );
		}
		if ( 0 === $amount ) {
			$reasons[] = __( 'The total is zero: there is nothing to pay.', 'vitrine' );
		}
		if ( $this->stripe->express_checkout() && ! $this->domain->is_active() ) {
			$reasons[] = ! is_ssl()
				? __( 'Apple Pay needs the site served over HTTPS, and its domain registered with Stripe.', 'vitrine' )
				: __( 'Apple Pay does not show: this domain is not registered with Stripe (Vitrine > Settings, Stripe section).', 'vitrine' );
		}
		return $reasons;
	}

	/**
	 * The browser's texts, translated: the error catalogue and the notes (docs/spec/payments.md
	 * section 8 gives the texts).
	 *
	 * @return array<string, string>
	 */
	public static function messages(): array {
		$texts = StripeErrorMessages::browser_texts();
		return array(
			'timeout'          => __( 'A timeout occurred while connecting to the server. Please try again.', 'vitrine' ),
			'abort'            => __( 'The connection to the server was aborted. Please try again.', 'vitrine' ),
			'transport'        => __( 'An error occurred while connecting to the server. Please try again.', 'vitrine' ),
			'orderError'       => __( 'There was a problem processing the order.', 'vitrine' ),
			'addToCartError'   => __( 'There was an error adding the product to the cart.', 'vitrine' ),
			'productDataError' => __( 'There was an error getting the product information.', 'vitrine' ),
			'paymentFailed'    => $texts['paymentFailed'],
			'unknown'          => $texts['unknown'],
			'selectOptions'    => __( 'Please select your product options before proceeding.', 'vitrine' ),
			'unavailable'      => __( 'Sorry, this product is unavailable. Please choose a different combination.', 'vitrine' ),
			'taxesNotice'      => self::taxes_notice(),
			'separator'        => __( '— OR —', 'vitrine' ),
			'adminNoWallet'    => __( 'Express checkout: no wallet is available in this browser (only administrators see this note).', 'vitrine' ),
			'adminZeroTotal'   => __( 'Express checkout: the total is zero (only administrators see this note).', 'vitrine' ),
			'adminVariation'   => __( 'Express checkout: choose the product\'s options to see the buttons (only administrators see this note).', 'vitrine' ),
			'adminNotShown'    => __( 'Express checkout buttons are not shown here (only administrators see this note):', 'vitrine' ),
		);
	}

	public static function taxes_notice(): string {
		return __( 'Final taxes charged can differ based on your actual billing address when using Express Checkout buttons (Link, Google Pay or Apple Pay).', 'vitrine' );
	}


	/**
	 * The product's part and its totals: one of it, priced as the cart would price it.
	 *
	 * @return array{0: array<string, mixed>, 1: Totals|null}
	 */
	private function product( Product $product ): array {
		$price  = $product->is_variable() ? null : $product->prices->active( time() );
		$totals = null;
		if ( null !== $price ) {
			$decimals = $this->stripe->shop_decimals();
			$minor    = Money::to_minor( $price, $decimals );
			$item     = new CartItem( 'express-product', $product->id, 0, 1, array(), $product->name, $product->permalink(), $product->image_id, $minor, $minor, null, $minor );
			// The shopper's address known so far decides the taxes, as it would in the cart.
			$cart   = new CartSnapshot( array( $item ), $minor, '', $this->carts->get()->checkout );
			$totals = $this->calculator->calculate( $cart, get_current_user_id() );
		}
		$currency = null === $totals ? $this->stripe->shop_currency() : $totals->currency;
		$decimals = null === $totals ? $this->stripe->shop_decimals() : $totals->decimals;
		return array(
			array(
				'id'                     => $product->id,
				'total'                  => $this->total( null === $totals ? 0 : $totals->total, $decimals, $currency ),
				'currency'               => strtolower( $currency ),
				'requestShipping'        => null === $totals ? ! $product->virtual : $totals->needs_shipping,
				'displayItems'           => null === $totals ? array() : $this->display_items( null, $totals, $product->name ),
				'shippingOptions'        => null === $totals ? array() : $this->shipping_options( $totals ),
				'validVariationSelected' => ! $product->is_variable(),
				'is_variable'            => $product->is_variable(),
			),
			$totals,
		);
	}

	/**
	 * The pay-for-order page's part.
	 *
	 * @return array<string, mixed>
	 */
	private function order( Order $order ): array {
		$items = array();
		foreach ( $order->line_items() as $line ) {
			$items[] = array(
				'label'  => self::line_label( $line->name, $line->quantity ),
				'amount' => Amounts::to_stripe( $line->subtotal, $order->decimals, $order->currency ),
			);
		}
		foreach ( array(
			__( 'Shipping', 'vitrine' ) => $order->shipping_total,
			__( 'Tax', 'vitrine' )      => $order->total_tax,
			__( 'Discount', 'vitrine' ) => -$order->discount_total,
		) as $label => $amount ) {
			if ( 0 !== $amount ) {
				$items[] = array(
					'label'  => (string) $label,
					'amount' => Amounts::to_stripe( $amount, $order->decimals, $order->currency ),
				);
			}
		}
		return array(
			'id'              => $order->id,
			'key'             => $order->key,
			'billing_email'   => $order->billing_email(),
			'total'           => $this->total( $order->total, $order->decimals, $order->currency ),
			'displayItems'    => $items,
			'requestShipping' => false,
		);
	}

	/**
	 * The lines, then shipping, tax and the discount (negative), each in Stripe's unit.
	 *
	 * @param CartSnapshot|null $cart   The cart whose lines are named, or null for the product alone.
	 * @param Totals            $totals Its totals.
	 * @param string            $name   The product's name when there is no cart.
	 * @return list<array{label: string, amount: int}>
	 */
	private function display_items( ?CartSnapshot $cart, Totals $totals, string $name = '' ): array {
		$items = array();
		foreach ( $totals->lines as $line ) {
			$item    = $cart?->item( $line->key );
			$items[] = array(
				'label'  => self::line_label( null === $item ? $name : $item->name, null === $item ? 1 : $item->quantity ),
				'amount' => Amounts::to_stripe( $line->subtotal, $totals->decimals, $totals->currency ),
			);
		}
		foreach ( array(
			array( __( 'Shipping', 'vitrine' ), $totals->needs_shipping && null !== $totals->chosen_rate ? $totals->shipping_total : 0 ),
			array( __( 'Tax', 'vitrine' ), $totals->total_tax ),
			array( __( 'Discount', 'vitrine' ), -$totals->discount_total ),
		) as list( $label, $amount ) ) {
			if ( 0 !== $amount ) {
				$items[] = array(
					'label'  => $label,
					'amount' => Amounts::to_stripe( $amount, $totals->decimals, $totals->currency ),
				);
			}
		}
		return $items;
	}

	/** A line's label: the name, with " × {qty}" when more than one. */
	private static function line_label( string $name, int $quantity ): string {
		/* translators: 1: a product's name, 2: how many. */
		return $quantity > 1 ? sprintf( __( '%1$s × %2$d', 'vitrine' ), $name, $quantity ) : $name;
	}

	/**
	 * The rates known for the address so far.
	 *
	 * @return list<array{id: string, displayName: string, amount: int}>
	 */
	private function shipping_options( Totals $totals ): array {
		$options = array();
		foreach ( $totals->shipping_rates as $rate ) {
			$options[] = array(
				'id'          => $rate->id,
				'displayName' => $rate->label,
				'amount'      => Amounts::to_stripe( $rate->cost_minor + ( $totals->shipping_rate_taxes[ $rate->id ] ?? 0 ), $totals->decimals, $totals->currency ),
			);
		}
		return $options;
	}

	/**
	 * The chosen (or first) rate.
	 *
	 * @return array{id: string, displayName: string, amount: int}|null
	 */
	private function default_shipping_option( Totals $totals ): ?array {
		$rate = $totals->chosen_rate;
		if ( null === $rate || ! $totals->needs_shipping ) {
			return null;
		}
		return array(
			'id'          => $rate->id,
			'displayName' => $rate->label,
			'amount'      => Amounts::to_stripe( $rate->cost_minor + ( $totals->shipping_rate_taxes[ $rate->id ] ?? 0 ), $totals->decimals, $totals->currency ),
		);
	}

	/**
	 * A total: the site's name and the amount in Stripe's unit.
	 *
	 * @return array{label: string, amount: int}
	 */
	private function total( int $minor, int $decimals, string $currency ): array {
		return array(
			'label'  => wp_specialchars_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES ),
			'amount' => Amounts::to_stripe( $minor, $decimals, $currency ),
		);
	}

	/**
	 * The amount to pay in the settings built, null when unknown (a variable product before a
	 * variation is chosen).
	 *
	 * @param array<string, mixed> $settings The settings.
	 */
	private function amount_of( array $settings ): ?int {
		foreach ( array( 'product', 'cart', 'order' ) as $part ) {
			if ( is_array( $settings[ $part ] ) ) {
				if ( 'product' === $part && true === $settings['product']['is_variable'] ) {
					return null;
				}
				return (int) $settings[ $part ]['total']['amount'];
			}
		}
		return null;
	}

	/**
	 * The countries the shop ships to: every country when the zone of the rest of the world has
	 * a method, else those the zones with a method name (a state or a continent names its
	 * countries).
	 *
	 * @return list<string>
	 */
	public function allowed_shipping_countries(): array {
		$all = array_keys( $this->countries->all() );
		if ( array() !== $this->zones->rest_of_world()->enabled_methods() ) {
			return array_map( 'strval', $all );
		}
		$codes = array();
		foreach ( $this->zones->all() as $zone ) {
			if ( array() === $zone->enabled_methods() ) {
				continue;
			}
			foreach ( $zone->regions() as $region ) {
				$found = match ( $region->type ) {
					ZoneLocation::COUNTRY   => array( $region->code ),
					ZoneLocation::STATE     => array( (string) strtok( $region->code, ':' ) ),
					ZoneLocation::CONTINENT => Continents::countries_of( $region->code ),
					default                 => array(),
				};
				foreach ( $found as $code ) {
					$codes[ $code ] = true;
				}
			}
		}
		return array_values( array_intersect( array_map( 'strval', $all ), array_keys( $codes ) ) );
	}

	/**
	 * When guests may not check out and nobody is logged in: the question asked before the
	 * sheet opens, and where "OK" leads (the login page, back here after).
	 *
	 * @return array{message: string, redirect_url: string}|null
	 */
	private function login_confirmation(): ?array {
		if ( is_user_logged_in() || (bool) $this->shop->get( 'checkout_guest' ) ) {
			return null;
		}
		$here = home_url( add_query_arg( array() ) );
		return array(
			'message'      => __( 'To pay with express checkout, you need to log in or create an account. Go to the login page now?', 'vitrine' ),
			'redirect_url' => wp_login_url( $here ),
		);
	}
}
