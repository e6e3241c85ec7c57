<?php
/**
 * The "Your order" table of the checkout.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Checkout\View;

use Vitrine\Cart\CartSnapshot;
use Vitrine\Catalog\PriceFormatter;
use Vitrine\Checkout\Totals\Totals;
use Vitrine\Shipping\ShippingRate;

/**
 * Products with their line amounts, then subtotal, coupons (each with a remove button),
 * shipping (the rates to choose from), taxes and the total. Amounts are shown with tax when the
 * shop's prices are entered with tax, otherwise without, with the taxes on rows of their own.
 * The table is the fragment `.vitrine-checkout-review-order-table` of update_order_review.
 */
final class OrderReview {

	public const FRAGMENT = '.vitrine-checkout-review-order-table';

	public function __construct( private readonly PriceFormatter $prices ) {
	}

	public function render( CartSnapshot $cart, Totals $totals ): string {
		$gross = $totals->prices_include_tax;
		ob_start();
		?>
		<table class="vitrine-checkout-review-order-table">
			<caption class="screen-reader-text"><?php esc_html_e( 'Your order', 'vitrine' ); ?></caption>
			<thead>
				<tr>
					<th scope="col" class="vitrine-product-name"><?php esc_html_e( 'Product', 'vitrine' ); ?></th>
					<th scope="col" class="vitrine-product-total"><?php esc_html_e( 'Subtotal', 'vitrine' ); ?></th>
				</tr>
			</thead>
			<tbody>
				<?php
				foreach ( $cart->items as $item ) :
					$line = $totals->line( $item->key );
					if ( null === $line ) {
						continue;
					}
					?>
					<tr class="vitrine-cart-item">
						<th scope="row" class="vitrine-product-name">
							<?php echo esc_html( $item->name ); ?>
							<span class="vitrine-product-quantity">&times;&nbsp;<?php echo esc_html( number_format_i18n( $item->quantity ) ); ?></span>
						</th>
						<td class="vitrine-product-total"><?php echo esc_html( $this->money( $gross ? $line->subtotal + $line->subtotal_tax : $line->subtotal ) ); ?></td>
					</tr>
				<?php endforeach; ?>
			</tbody>
			<tfoot>
				<tr class="vitrine-cart-subtotal">
					<th scope="row"><?php esc_html_e( 'Subtotal', 'vitrine' ); ?></th>
					<td><?php echo esc_html( $this->money( $gross ? $totals->subtotal + $totals->subtotal_tax : $totals->subtotal ) ); ?></td>
				</tr>
				<?php foreach ( $totals->coupons as $coupon ) : ?>
					<tr class="vitrine-cart-discount" data-coupon="<?php echo esc_attr( $coupon->code ); ?>">
						<th scope="row">
							<?php
							/* translators: %s: coupon code. */
							echo esc_html( sprintf( __( 'Coupon: %s', 'vitrine' ), $coupon->code ) );
							?>
						</th>
						<td>
							<?php echo esc_html( '−' . $this->money( $gross ? $coupon->discount + $coupon->discount_tax : $coupon->discount ) ); ?>
							<?php if ( $coupon->free_shipping ) : ?>
								<span class="vitrine-coupon-free-shipping"><?php esc_html_e( 'Free shipping', 'vitrine' ); ?></span>
							<?php endif; ?>
							<button type="button" class="vitrine-remove-coupon vitrine-link-button" data-coupon="<?php echo esc_attr( $coupon->code ); ?>">
								<?php esc_html_e( '[Remove]', 'vitrine' ); ?>
								<span class="screen-reader-text">
									<?php
									/* translators: %s: coupon code. */
									echo esc_html( sprintf( __( 'Remove coupon %s', 'vitrine' ), $coupon->code ) );
									?>
								</span>
							</button>
						</td>
					</tr>
				<?php endforeach; ?>
				<?php if ( $totals->needs_shipping ) : ?>
					<tr class="vitrine-shipping-totals">
						<th scope="row"><?php esc_html_e( 'Shipping', 'vitrine' ); ?></th>
						<td><?php echo $this->shipping( $cart, $totals ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in shipping(). ?></td>
					</tr>
				<?php endif; ?>
				<?php if ( ! $gross ) : ?>
					<?php foreach ( $totals->tax_totals as $tax ) : ?>
						<tr class="vitrine-tax-rate">
							<th scope="row"><?php echo esc_html( $tax->label ); ?></th>
							<td><?php echo esc_html( $this->money( $tax->total() ) ); ?></td>
						</tr>
					<?php endforeach; ?>
				<?php endif; ?>
				<tr class="vitrine-order-total">
					<th scope="row"><?php esc_html_e( 'Total', 'vitrine' ); ?></th>
					<td>
						<strong><?php echo esc_html( $this->money( $totals->total ) ); ?></strong>
						<?php if ( $gross && $totals->total_tax > 0 ) : ?>
							<small class="vitrine-includes-tax">
								<?php
								/* translators: %s: tax amount. */
								echo esc_html( sprintf( __( '(includes %s tax)', 'vitrine' ), $this->money( $totals->total_tax ) ) );
								?>
							</small>
						<?php endif; ?>
					</td>
				</tr>
			</tfoot>
		</table>
		<?php
		return (string) ob_get_clean();
	}

	/**
	 * The shipping cell: the rates as radio buttons (one rate: its name), or why there are none.
	 */
	private function shipping( CartSnapshot $cart, Totals $totals ): string {
		if ( array() === $totals->shipping_rates ) {
			$message = empty( $cart->checkout->destination()['country'] )
				? __( 'Enter your address to view shipping options.', 'vitrine' )
				: __( 'There are no shipping options available. Please ensure that your address has been entered correctly, or contact us if you need any help.', 'vitrine' );
			return '<p class="vitrine-no-shipping" role="status">' . esc_html( $message ) . '</p>';
		}
		$html = '<fieldset class="vitrine-shipping-methods"><legend class="screen-reader-text">' . esc_html__( 'Shipping method', 'vitrine' ) . '</legend><ul>';
		foreach ( $totals->shipping_rates as $rate ) {
			$id      = 'shipping_method_' . sanitize_html_class( str_replace( ':', '_', $rate->id ) );
			$checked = null !== $totals->chosen_rate && $totals->chosen_rate->id === $rate->id;
			$html   .= sprintf(
				'<li><input type="radio" name="shipping_method[0]" id="%1$s" value="%2$s" class="vitrine-shipping-method"%3$s%4$s><label for="%1$s">%5$s</label></li>',
				esc_attr( $id ),
				esc_attr( $rate->id ),
				checked( $checked, true, false ),
				count( $totals->shipping_rates ) === 1 ? ' hidden' : '',
				esc_html( $this->rate_label( $rate, $totals ) )
			);
		}
		return $html . '</ul></fieldset>';
	}

	private function rate_label( ShippingRate $rate, Totals $totals ): string {
		if ( 0 === $rate->cost_minor ) {
			return $rate->label;
		}
		$cost = $totals->prices_include_tax ? $rate->cost_minor + ( $totals->shipping_rate_taxes[ $rate->id ] ?? 0 ) : $rate->cost_minor;
		return $rate->label . ': ' . $this->money( $cost );
	}

	private function money( int $minor ): string {
		return $this->prices->format_minor( $minor );
	}
}
