<?php
/**
 * The mini-cart of the block and the classic widget, and the cart-count badge.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\CartUi;

use Vitrine\Cart\CartItem;
use Vitrine\Cart\CartSnapshot;
use Vitrine\Catalog\PriceFormatter;
use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Core\Assets\Assets;

/**
 * The page itself always carries the empty mini-cart, so that it stays the same for every visitor
 * and can be page-cached; the add-to-cart script fills it in from the cart fragments (cached in
 * sessionStorage under the cart hash, or fetched once when the hash changed). Its two fragments
 * are the contents (items with a remove link, subtotal, links to the cart and the checkout) and
 * the count; the header button's count and subtotal are two more.
 *
 * The header form (drawer()) is a button with the item count that opens the contents in a modal
 * <dialog> (src/cart/drawer.ts).
 */
final class MiniCart {

	public const CONTENTS_SELECTOR = 'div.vitrine-mini-cart__contents';
	public const COUNT_SELECTOR    = 'span.vitrine-cart-count';
	public const TOTAL_SELECTOR    = 'span.vitrine-mini-cart__total';
	public const BUTTON_SELECTOR   = 'span.vitrine-mini-cart__count';

	/** The header button's icons (the block's "icon" attribute). */
	public const ICONS = array( 'cart', 'bag', 'basket' );

	/**
	 * @param Assets                 $assets       The bundles.
	 * @param PriceFormatter         $prices       Writes amounts.
	 * @param CartPage               $cart_page    The cart page.
	 * @param (\Closure(): string)|null $checkout_url The checkout page's address ('' for none): the
	 *                                             checkout module is above this one, so the root hands it in.
	 * @param (\Closure(): int)|null    $checkout_page The page the settings name as the checkout page
	 *                                              (CheckoutPages::stored_id()), read with the rest.
	 */
	public function __construct(
		private readonly Assets $assets,
		private readonly PriceFormatter $prices,
		private readonly CartPage $cart_page,
		private readonly ?\Closure $checkout_url = null,
		private readonly ?\Closure $checkout_page = null,
	) {
	}

	/**
	 * The header form: a button with the item count (and the subtotal) that opens a drawer with
	 * the contents. The same for every visitor (cacheable); the browser fills in the count, the
	 * subtotal and the contents from the fragments. Escaped.
	 *
	 * @param array{icon?: string, show_total?: bool, open_on_add?: bool} $options            The block's options.
	 * @param string                                                      $wrapper_attributes The wrapper's attributes, escaped; '' for ours.
	 */
	public function drawer( array $options = array(), string $wrapper_attributes = '' ): string {
		$this->assets->enqueue( Module::ADD_TO_CART_ENTRY );
		$this->assets->enqueue( Module::DRAWER_ENTRY );
		$icon  = in_array( $options['icon'] ?? '', self::ICONS, true ) ? (string) $options['icon'] : 'cart';
		$id    = wp_unique_id( 'vitrine-mini-cart-' );
		$title = $id . '-title';
		// The contents wait in a <template> until the drawer first opens: until then the page holds
		// one mini-cart's contents at most (a sidebar's or the cart page's), not a hidden second copy.
		return sprintf(
			'<div %1$s data-vitrine-mini-cart-drawer%2$s>'
			. '<button type="button" class="vitrine-mini-cart__button" aria-haspopup="dialog" aria-expanded="false" aria-controls="%3$s" data-vitrine-mini-cart-open>'
			. '%4$s <span class="vitrine-screen-reader-text">%5$s</span> %6$s%7$s</button>'
			. '<dialog class="vitrine-mini-cart__drawer" id="%3$s" aria-labelledby="%8$s"><div class="vitrine-mini-cart__panel">'
			. '<div class="vitrine-mini-cart__drawer-header"><h2 class="vitrine-mini-cart__title" id="%8$s">%9$s</h2>'
			. '<button type="button" class="vitrine-mini-cart__close" data-vitrine-mini-cart-close aria-label="%10$s"><span aria-hidden="true">&times;</span></button></div>'
			. '<template class="vitrine-mini-cart__template">%11$s</template></div></dialog></div>',
			'' !== $wrapper_attributes ? $wrapper_attributes : 'class="vitrine-mini-cart vitrine-mini-cart--drawer"',
			! empty( $options['open_on_add'] ) ? ' data-open-on-add' : '',
			esc_attr( $id ),
			self::icon( $icon ),
			/* translators: the start of the mini-cart button's accessible name, followed by the item count: "Cart, 3 items". */
			esc_html_x( 'Cart,', 'mini-cart button', 'vitrine' ),
			$this->button_count( null ),
			! empty( $options['show_total'] ) ? ' ' . $this->total( null ) : '',
			esc_attr( $title ),
			esc_html__( 'Your cart', 'vitrine' ),
			esc_attr__( 'Close the cart', 'vitrine' ),
			$this->contents( null )
		);
	}

	/**
	 * The count fragment of the header button: the count() text, shown as a number in a badge. Its
	 * own class, so that it and a sidebar's count are told apart. Escaped.
	 *
	 * @param CartSnapshot|null $cart The cart, null for the empty state.
	 */
	public function button_count( ?CartSnapshot $cart ): string {
		$count = null === $cart ? 0 : $cart->count();
		return sprintf(
			'<span class="vitrine-mini-cart__count" data-count="%1$d">%2$s</span>',
			$count,
			/* translators: %s: number of items in the cart. */
			esc_html( sprintf( _n( '%s item', '%s items', $count, 'vitrine' ), number_format_i18n( $count ) ) )
		);
	}

	/**
	 * The subtotal fragment of the header button. Escaped.
	 *
	 * @param CartSnapshot|null $cart The cart, null for the empty state.
	 */
	public function total( ?CartSnapshot $cart ): string {
		return sprintf(
			'<span class="vitrine-mini-cart__total">%s</span>',
			esc_html( $this->prices->format_minor( null === $cart ? 0 : $cart->subtotal_minor ) )
		);
	}

	/**
	 * An icon of the header button, decorative (the button's text names it).
	 *
	 * @param string $name One of self::ICONS.
	 */
	private static function icon( string $name ): string {
		$paths = array(
			'cart'   => '<circle cx="9" cy="20" r="1.5"/><circle cx="18" cy="20" r="1.5"/><path d="M2 3h3l2.6 12.2a1 1 0 0 0 1 .8h9.8a1 1 0 0 0 1-.8L21 7H6"/>',
			'bag'    => '<path d="M5 8h14l-1 13H6L5 8z"/><path d="M9 10V6a3 3 0 0 1 6 0v4"/>',
			'basket' => '<path d="M3 10h18l-2 10H5L3 10z"/><path d="M8 10l4-7 4 7M9 14v3M15 14v3"/>',
		);
		return sprintf(
			'<svg class="vitrine-mini-cart__icon vitrine-mini-cart__icon--%1$s" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">%2$s</svg>',
			esc_attr( $name ),
			$paths[ $name ] ?? $paths['cart']
		);
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
			$shop = get_post_type_archive_link( ProductPostTypes::PRODUCT );
			return sprintf(
				'<div class="vitrine-mini-cart__contents"><p class="vitrine-mini-cart__empty">%1$s</p>%2$s</div>',
				esc_html__( 'No products in the cart.', 'vitrine' ),
				is_string( $shop ) && '' !== $shop
					? sprintf( '<p class="vitrine-mini-cart__buttons"><a class="vitrine-button wp-element-button vitrine-mini-cart__shop" href="%1$s">%2$s</a></p>', esc_url( $shop ), esc_html__( 'Return to shop', 'vitrine' ) )
					: ''
			);
		}
		$this->prime( $cart );
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
		$url      = $this->cart_page->url();
		$checkout = null !== $this->checkout_url ? (string) ( $this->checkout_url )() : '';
		$buttons  = ( '' !== $url ? sprintf( '<a class="vitrine-button wp-element-button vitrine-mini-cart__view-cart" href="%1$s">%2$s</a>', esc_url( $url ), esc_html__( 'View cart', 'vitrine' ) ) : '' )
			. ( '' !== $checkout ? sprintf( ' <a class="vitrine-button wp-element-button vitrine-mini-cart__checkout" href="%1$s">%2$s</a>', esc_url( $checkout ), esc_html__( 'Checkout', 'vitrine' ) ) : '' );
		return sprintf(
			'<div class="vitrine-mini-cart__contents"><ul class="vitrine-mini-cart__items">%1$s</ul><p class="vitrine-mini-cart__subtotal"><strong>%2$s</strong> %3$s</p>%4$s</div>',
			$items,
			esc_html__( 'Subtotal:', 'vitrine' ),
			esc_html( $this->prices->format_minor( $cart->subtotal_minor ) ),
			'' !== $buttons ? '<p class="vitrine-mini-cart__buttons">' . $buttons . '</p>' : ''
		);
	}

	/**
	 * Reads what the contents show besides the cart in one query for the posts and one for their
	 * meta, rather than two per line: the lines' images, and the cart and checkout pages linked to
	 * (docs/decisions.md, "Queries of the cart calls").
	 */
	private function prime( CartSnapshot $cart ): void {
		$ids   = array_map( static fn ( CartItem $item ): int => $item->image_id, $cart->items );
		$ids[] = $this->cart_page->stored_id();
		if ( null !== $this->checkout_page ) {
			$ids[] = (int) ( $this->checkout_page )();
		}
		$ids = array_values( array_unique( array_filter( $ids, static fn ( int $id ): bool => $id > 0 ) ) );
		if ( array() !== $ids ) {
			_prime_post_caches( $ids, false, true );
		}
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
