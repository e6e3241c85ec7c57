<?php
/**
 * The mini-cart of the block and the classic widget, and the cart-count badge.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\CartUi;

use Vitrine\Cart\CartSnapshot;
use Vitrine\Catalog\PriceFormatter;
use Vitrine\Core\Assets\Assets;

/**
 * The page itself always carries the empty mini-cart, so that it stays the same for every visitor
 * and can be page-cached; the add-to-cart script fills it in from the cart fragments (cached in
 * sessionStorage under the cart hash, or fetched once when the hash changed). Its two fragments
 * are the contents (items with a remove link, subtotal, a link to the cart) and the count.
 */
final class MiniCart {

	public const CONTENTS_SELECTOR = 'div.vitrine-mini-cart__contents';
	public const COUNT_SELECTOR    = 'span.vitrine-cart-count';

	public function __construct(
		private readonly Assets $assets,
		private readonly PriceFormatter $prices,
		private readonly CartPage $cart_page,
	) {
	}

	/**
	 * The mini-cart as the page carries it: the empty state. Escaped.
	 *
	 * @param bool   $with_header        Whether to show the "Cart" link with the item count (the widget has its title).
	 * @param string $wrapper_attributes The wrapper's attributes, escaped (a block's get_block_wrapper_attributes()); '' for ours.
	 */
	public function render( bool $with_header = true, string $wrapper_attributes = '' ): string {
		$this->assets->enqueue( Module::ADD_TO_CART_ENTRY );
		$header = '';
		if ( $with_header ) {
			$url    = $this->cart_page->url();
			$label  = esc_html__( 'Cart', 'vitrine' );
			$header = sprintf(
				'<p class="vitrine-mini-cart__header">%1$s</p>',
				'' !== $url
					? sprintf( '<a class="vitrine-mini-cart__link" href="%1$s">%2$s %3$s</a>', esc_url( $url ), $label, $this->count( null ) )
					: '<span class="vitrine-mini-cart__link">' . $label . ' ' . $this->count( null ) . '</span>'
			);
		}
		return sprintf(
			'<div %1$s data-vitrine-mini-cart>%2$s%3$s</div>',
			'' !== $wrapper_attributes ? $wrapper_attributes : 'class="vitrine-mini-cart"',
			$header,
			$this->contents( null )
		);
	}

	/**
	 * The contents fragment: the items, or the empty message. Escaped.
	 *
	 * @param CartSnapshot|null $cart The cart, null for the empty state.
	 */
	public function contents( ?CartSnapshot $cart ): string {
		if ( null === $cart || $cart->is_empty() ) {
			return sprintf(
				'<div class="vitrine-mini-cart__contents"><p class="vitrine-mini-cart__empty">%s</p></div>',
				esc_html__( 'No products in the cart.', 'vitrine' )
			);
		}
		$items = '';
		foreach ( $cart->items as $item ) {
			$image  = $item->image_id > 0 ? wp_get_attachment_image( $item->image_id, 'thumbnail', false, array( 'alt' => '' ) ) : '';
			$items .= sprintf(
				'<li class="vitrine-mini-cart__item" data-cart_item_key="%1$s">
					<a href="%2$s" class="vitrine-mini-cart__remove" aria-label="%3$s" data-cart_item_key="%1$s" data-product_id="%4$d">&times;</a>
					<a class="vitrine-mini-cart__product" href="%5$s">%6$s<span class="vitrine-mini-cart__name">%7$s</span></a>
					<span class="vitrine-mini-cart__quantity">%8$s</span>
				</li>',
				esc_attr( $item->key ),
				esc_url( $this->cart_page->remove_url( $item->key ) ),
				/* translators: %s: product name. */
				esc_attr( sprintf( __( 'Remove “%s” from your cart', 'vitrine' ), $item->name ) ),
				$item->product_id,
				esc_url( $item->permalink ),
				$image,
				esc_html( $item->name ),
				/* translators: 1: quantity, 2: unit price. */
				esc_html( sprintf( _x( '%1$d × %2$s', 'mini-cart quantity and unit price', 'vitrine' ), $item->quantity, $this->prices->format_minor( $item->unit_price_minor ) ) )
			);
		}
		$url = $this->cart_page->url();
		return sprintf(
			'<div class="vitrine-mini-cart__contents"><ul class="vitrine-mini-cart__items">%1$s</ul><p class="vitrine-mini-cart__subtotal"><strong>%2$s</strong> %3$s</p>%4$s</div>',
			$items,
			esc_html__( 'Subtotal:', 'vitrine' ),
			esc_html( $this->prices->format_minor( $cart->subtotal_minor ) ),
			'' !== $url ? sprintf( '<p class="vitrine-mini-cart__buttons"><a class="vitrine-button wp-element-button vitrine-mini-cart__view-cart" href="%1$s">%2$s</a></p>', esc_url( $url ), esc_html__( 'View cart', 'vitrine' ) ) : ''
		);
	}

	/**
	 * The count fragment: how many items the cart holds. Escaped.
	 *
	 * @param CartSnapshot|null $cart The cart, null for the empty state.
	 */
	public function count( ?CartSnapshot $cart ): string {
		$count = null === $cart ? 0 : $cart->count();
		return sprintf(
			'<span class="vitrine-cart-count" data-count="%1$d">%2$s</span>',
			$count,
			/* translators: %s: number of items in the cart. */
			esc_html( sprintf( _n( '%s item', '%s items', $count, 'vitrine' ), number_format_i18n( $count ) ) )
		);
	}
}
