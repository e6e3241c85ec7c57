<?php
/**
 * The cart page's "Cart totals" box.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Checkout\View;

use Vitrine\Address\AddressFieldsRenderer;
use Vitrine\Address\Countries;
use Vitrine\Cart\CartSnapshot;
use Vitrine\CartUi\CartPage;
use Vitrine\Catalog\PriceFormatter;
use Vitrine\Checkout\CheckoutPages;
use Vitrine\Checkout\Totals\Totals;
use Vitrine\Shipping\ShippingRate;

/**
 * The coupon field, subtotal, one row per coupon (with its remove button), shipping (the rates
 * as radio buttons and the "Calculate shipping" form), taxes and the total, then "Proceed to
 * checkout". Amounts are shown as the checkout's order review shows them (OrderReview): with
 * tax when the shop's prices are entered with tax, with "(includes … tax)" under the total;
 * otherwise without, one row per tax rate. Every action is a nonce'd form posting to the cart
 * page (no JavaScript needed); the cart page's script (src/cart/cart-totals.ts) sends the same
 * through the REST cart routes and draws the rows again from the answer, with the same markup.
 */
final class CartTotalsBox {

	public function __construct(
		private readonly PriceFormatter $prices,
		private readonly CheckoutPages $pages,
		private readonly Countries $countries,
		private readonly AddressFieldsRenderer $address_fields,
	) {
	}

	/**
	 * @param CartSnapshot $cart   The cart.
	 * @param Totals       $totals Its totals.
	 * @param string       $action Where the forms post.
	 */
	public function render( CartSnapshot $cart, Totals $totals, string $action ): string {
		$gross = $totals->prices_include_tax;
		$html  = '<div class="vitrine-cart__totals" data-vitrine-cart-totals>';
		$html .= '<h2 class="vitrine-cart__totals-title">' . esc_html__( 'Cart totals', 'vitrine' ) . '</h2>';
		$html .= $this->coupon_form( $action );
		$html .= '<table class="vitrine-cart__totals-table"><tbody>';
		$html .= sprintf(
			'<tr class="vitrine-cart__totals-row vitrine-cart__totals-row--subtotal"><th scope="row">%1$s</th><td class="vitrine-cart__totals-subtotal">%2$s</td></tr>',
			esc_html__( 'Subtotal', 'vitrine' ),
			esc_html( $this->money( $gross ? $totals->subtotal + $totals->subtotal_tax : $totals->subtotal ) )
		);
		foreach ( $totals->coupons as $coupon ) {
			$html .= $this->coupon_row( $coupon->code, $gross ? $coupon->discount + $coupon->discount_tax : $coupon->discount, $action );
		}
		// A coupon that stopped applying (the cart changed, it expired) stays in the cart, so that
		// it applies again once the cart meets its rules; the shopper sees why and can remove it.
		foreach ( $totals->refused_coupons as $code => $message ) {
			$html .= $this->coupon_row( (string) $code, null, $action, $message );
		}
		$html .= sprintf(
			'<tr class="vitrine-cart__totals-row vitrine-cart__totals-row--shipping"%1$s><th scope="row">%2$s</th><td>%3$s%4$s</td></tr>',
			$totals->needs_shipping ? '' : ' hidden',
			esc_html__( 'Shipping', 'vitrine' ),
			$this->rates_form( $cart, $totals, $action ),
			$this->calculator( $cart, $action )
		);
		if ( ! $gross ) {
			foreach ( $totals->tax_totals as $tax ) {
				$html .= sprintf(
					'<tr class="vitrine-cart__totals-row vitrine-cart__totals-row--tax"><th scope="row">%1$s</th><td>%2$s</td></tr>',
					esc_html( $tax->label ),
					esc_html( $this->money( $tax->total() ) )
				);
			}
		}
		$includes = $gross && $totals->total_tax > 0
			/* translators: %s: tax amount. */
			? ' <small class="vitrine-cart__includes-tax">' . esc_html( sprintf( __( '(includes %s tax)', 'vitrine' ), $this->money( $totals->total_tax ) ) ) . '</small>'
			: '';
		$html    .= sprintf(
			'<tr class="vitrine-cart__totals-row vitrine-cart__totals-row--total"><th scope="row">%1$s</th><td class="vitrine-cart__totals-total"><strong>%2$s</strong>%3$s</td></tr>',
			esc_html__( 'Total', 'vitrine' ),
			esc_html( $this->money( $totals->total ) ),
			$includes
		);
		$html    .= '</tbody></table>';
		$checkout = $this->pages->url();
		if ( '' !== $checkout ) {
			/**
			 * Filters what shows above "Proceed to checkout" in the cart's totals box (a payment
			 * module's express checkout buttons).
			 *
			 * @param string       $html   Escaped markup, '' by default.
			 * @param CartSnapshot $cart   The cart.
			 * @param Totals       $totals Its totals.
			 */
			$html .= (string) apply_filters( 'vitrine_cart_before_checkout_button_html', '', $cart, $totals );
			$html .= sprintf(
				'<p class="vitrine-cart__proceed"><a class="vitrine-button wp-element-button vitrine-cart__checkout" href="%1$s">%2$s</a></p>',
				esc_url( $checkout ),
				esc_html__( 'Proceed to checkout', 'vitrine' )
			);
		}
		return $html . '</div>';
	}

	/**
	 * The strings the cart page's script writes the rows with, the same as render()'s.
	 *
	 * @return array<string, mixed>
	 */
	public function browser_strings(): array {
		return array(
			'i18n' => array(
				/* translators: %s: coupon code. */
				'coupon'       => __( 'Coupon: %s', 'vitrine' ),
				'remove'       => __( '[Remove]', 'vitrine' ),
				/* translators: %s: coupon code. */
				'removeCoupon' => __( 'Remove coupon %s', 'vitrine' ),
				/* translators: %s: tax amount. */
				'includesTax'  => __( '(includes %s tax)', 'vitrine' ),
				'enterAddress' => self::enter_address(),
				'noRates'      => self::no_rates(),
				'applied'      => __( 'Coupon code applied successfully.', 'vitrine' ),
				'removed'      => __( 'Coupon has been removed.', 'vitrine' ),
				'enterCoupon'  => __( 'Please enter a coupon code.', 'vitrine' ),
				'shippingDone' => __( 'Shipping costs updated.', 'vitrine' ),
				/* translators: %s: country and postcode. */
				'shippingTo'   => __( 'Shipping to %s.', 'vitrine' ),
			),
		);
	}

	private function coupon_form( string $action ): string {
		return sprintf(
			'<form class="vitrine-cart-coupon" method="post" action="%1$s">
				<label class="vitrine-cart-coupon__label" for="vitrine-cart-coupon-code">%2$s</label>
				<span class="vitrine-cart-coupon__row">
					<input type="text" id="vitrine-cart-coupon-code" class="vitrine-cart-coupon__input" name="%3$s" autocomplete="off" autocapitalize="characters" spellcheck="false" aria-describedby="vitrine-cart-coupon-message">
					<button type="submit" class="vitrine-button wp-element-button vitrine-cart-coupon__apply" name="%4$s" value="1">%5$s</button>
				</span>
				<span id="vitrine-cart-coupon-message" class="vitrine-cart-coupon__message" role="alert"></span>
				%6$s
			</form>',
			esc_url( $action ),
			esc_html__( 'Coupon code', 'vitrine' ),
			esc_attr( CartPage::COUPON_FIELD ),
			esc_attr( CartPage::APPLY_COUPON ),
			esc_html__( 'Apply coupon', 'vitrine' ),
			$this->nonce()
		);
	}

	/**
	 * A coupon's row: its discount, or why it no longer applies; its remove button either way.
	 *
	 * @param string      $code     The coupon code.
	 * @param int|null    $discount What it takes off, in minor units; null when it does not apply.
	 * @param string      $action   Where the remove form posts.
	 * @param string      $refusal  Why it does not apply (with $discount null).
	 */
	private function coupon_row( string $code, ?int $discount, string $action, string $refusal = '' ): string {
		return sprintf(
			'<tr class="vitrine-cart__totals-row vitrine-cart__totals-row--%9$s" data-coupon="%1$s"><th scope="row">%2$s</th><td>%3$s
				<form class="vitrine-cart__remove-coupon-form" method="post" action="%4$s"><button type="submit" class="vitrine-cart__remove-coupon vitrine-link-button" name="%5$s" value="%1$s" aria-label="%6$s">%7$s</button>%8$s</form></td></tr>',
			esc_attr( $code ),
			/* translators: %s: coupon code. */
			esc_html( sprintf( __( 'Coupon: %s', 'vitrine' ), $code ) ),
			null === $discount
				? '<span class="vitrine-cart__coupon-refused">' . esc_html( $refusal ) . '</span>'
				: '<span class="vitrine-cart__discount">' . esc_html( '−' . $this->money( $discount ) ) . '</span>',
			esc_url( $action ),
			esc_attr( CartPage::REMOVE_COUPON ),
			/* translators: %s: coupon code. */
			esc_attr( sprintf( __( 'Remove coupon %s', 'vitrine' ), $code ) ),
			esc_html__( '[Remove]', 'vitrine' ),
			$this->nonce(),
			null === $discount ? 'refused-coupon' : 'discount'
		);
	}

	/**
	 * The rates as radio buttons (one rate: its name), or why there are none; a submit button for
	 * the no-JS page (the script hides it and sends each choice at once).
	 */
	private function rates_form( CartSnapshot $cart, Totals $totals, string $action ): string {
		if ( array() === $totals->shipping_rates ) {
			$message = empty( $cart->checkout->destination()['country'] ) ? self::enter_address() : self::no_rates();
			$list    = '<p class="vitrine-cart__no-rates">' . esc_html( $message ) . '</p>';
		} else {
			$list = '<ul class="vitrine-cart__rates-list">';
			foreach ( $totals->shipping_rates as $rate ) {
				$id      = 'vitrine-cart-rate-' . sanitize_html_class( str_replace( ':', '_', $rate->id ) );
				$checked = null !== $totals->chosen_rate && $totals->chosen_rate->id === $rate->id;
				$list   .= sprintf(
					'<li><input type="radio" name="%1$s" id="%2$s" value="%3$s" class="vitrine-cart__rate"%4$s><label for="%2$s">%5$s</label></li>',
					esc_attr( CartPage::RATE_FIELD ),
					esc_attr( $id ),
					esc_attr( $rate->id ),
					checked( $checked, true, false ),
					esc_html( $this->rate_label( $rate, $totals ) )
				);
			}
			$list .= '</ul>';
		}
		return sprintf(
			'<form class="vitrine-cart__rates" method="post" action="%1$s"><fieldset><legend class="vitrine-screen-reader-text">%2$s</legend><div class="vitrine-cart__rates-options">%3$s</div></fieldset>
				<button type="submit" class="vitrine-button wp-element-button vitrine-cart__rates-submit" name="%4$s" value="1"%5$s>%6$s</button>%7$s</form>',
			esc_url( $action ),
			esc_html__( 'Shipping method', 'vitrine' ),
			$list,
			esc_attr( CartPage::CHOOSE_RATE ),
			count( $totals->shipping_rates ) > 1 ? '' : ' hidden',
			esc_html__( 'Update shipping', 'vitrine' ),
			$this->nonce()
		);
	}

	/**
	 * "Calculate shipping": where the shopper is, for the rates. Open without JavaScript; the
	 * script collapses it behind its button (aria-expanded), and the state field follows the
	 * chosen country as the checkout's does.
	 */
	private function calculator( CartSnapshot $cart, string $action ): string {
		$where   = $cart->checkout->destination();
		$current = strtoupper( (string) ( $where['country'] ?? '' ) );
		$options = '<option value="">' . esc_html__( 'Select a country / region…', 'vitrine' ) . '</option>';
		foreach ( $this->countries->all() as $code => $name ) {
			$options .= sprintf( '<option value="%1$s"%2$s>%3$s</option>', esc_attr( (string) $code ), selected( $current, (string) $code, false ), esc_html( $name ) );
		}
		$field = static fn ( string $key, string $label, string $autocomplete ): string => sprintf(
			'<p class="vitrine-cart-shipping__field"><label for="vitrine-calc-%1$s">%2$s</label><input type="text" id="vitrine-calc-%1$s" name="%3$s" value="%4$s" autocomplete="%5$s"></p>',
			esc_attr( $key ),
			esc_html( $label ),
			esc_attr( CartPage::CALC_PREFIX . $key ),
			esc_attr( (string) ( $where[ $key ] ?? '' ) ),
			esc_attr( $autocomplete )
		);
		return sprintf(
			'<div class="vitrine-cart-shipping">
				<p class="vitrine-cart-shipping__destination">%1$s</p>
				<button type="button" class="vitrine-link-button vitrine-cart-shipping__toggle" aria-expanded="true" aria-controls="vitrine-cart-shipping-form" hidden>%2$s</button>
				<form id="vitrine-cart-shipping-form" class="vitrine-cart-shipping__form" method="post" action="%3$s">
					<p class="vitrine-cart-shipping__field"><label for="vitrine-calc-country">%4$s</label><select id="vitrine-calc-country" name="%5$s" autocomplete="country">%6$s</select></p>
					%7$s%8$s%9$s
					<p><button type="submit" class="vitrine-button wp-element-button vitrine-cart-shipping__update" name="%10$s" value="1">%11$s</button></p>
					%12$s
				</form>
			</div>',
			esc_html( $this->destination( $where ) ),
			esc_html__( 'Calculate shipping', 'vitrine' ),
			esc_url( $action ),
			esc_html__( 'Country / Region', 'vitrine' ),
			esc_attr( CartPage::CALC_PREFIX . 'country' ),
			$options,
			// The country's states as a select, or free text, or nothing; the script follows the country.
			$this->address_fields->state_field( 'vitrine-calc-state', CartPage::CALC_PREFIX . 'state', $current, (string) ( $where['state'] ?? '' ), 'vitrine-cart-shipping__field' ),
			$field( 'city', __( 'Town / City', 'vitrine' ), 'address-level2' ),
			$field( 'postcode', __( 'Postcode / ZIP', 'vitrine' ), 'postal-code' ),
			esc_attr( CartPage::CALC_SHIPPING ),
			esc_html__( 'Update', 'vitrine' ),
			$this->nonce()
		);
	}

	/**
	 * "Shipping to Germany, 10115." once the shopper said where; the script writes the same.
	 *
	 * @param array<string, string> $where The destination.
	 */
	private function destination( array $where ): string {
		$country = (string) ( $where['country'] ?? '' );
		if ( '' === $country ) {
			return '';
		}
		$parts = array_filter( array( $this->countries->name( $country ), $where['postcode'] ?? '' ) );
		/* translators: %s: country and postcode. */
		return sprintf( __( 'Shipping to %s.', 'vitrine' ), implode( ', ', $parts ) );
	}

	private function rate_label( ShippingRate $rate, Totals $totals ): string {
		if ( 0 === $rate->cost_minor ) {
			return $rate->label;
		}
		$cost = $totals->prices_include_tax ? $rate->cost_minor + ( $totals->shipping_rate_taxes[ $rate->id ] ?? 0 ) : $rate->cost_minor;
		return $rate->label . ': ' . $this->money( $cost );
	}

	private function nonce(): string {
		// Not wp_nonce_field(): its id would repeat in each of the box's forms.
		return sprintf( '<input type="hidden" name="%1$s" value="%2$s">', esc_attr( CartPage::TOTALS_NONCE . '-nonce' ), esc_attr( wp_create_nonce( CartPage::TOTALS_NONCE ) ) );
	}

	private function money( int $minor ): string {
		return $this->prices->format_minor( $minor );
	}

	private static function enter_address(): string {
		return __( 'Enter your address to view shipping options.', 'vitrine' );
	}

	private static function no_rates(): string {
		return __( 'There are no shipping options available. Please ensure that your address has been entered correctly, or contact us if you need any help.', 'vitrine' );
	}
}
