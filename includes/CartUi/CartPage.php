<?php
/**
 * The cart page: the [vitrine_cart] shortcode and the vitrine/cart block.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\CartUi;

use Vitrine\Cart\CartItem;
use Vitrine\Cart\CartService;
use Vitrine\Cart\CartSnapshot;
use Vitrine\Catalog\PriceFormatter;
use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Core\Assets\Assets;
use Vitrine\Core\Settings\Settings;

/**
 * Renders the shopper's cart: one row per item with its quantity input (0 removes it), a remove
 * link, the subtotal and an "Update cart" button. The form works without JavaScript (a nonce'd
 * POST that FormHandler handles); the cart bundle sends the same changes through the REST API.
 * The page shows one visitor's cart, so it is never page-cached.
 */
final class CartPage {

	public const SHORTCODE = 'vitrine_cart';
	public const BLOCK     = 'vitrine/cart';

	/** Field and nonce action of the no-JS "Update cart" form. */
	public const UPDATE_FIELD  = 'vitrine-update-cart';
	public const UPDATE_NONCE  = 'vitrine-update-cart';
	public const QUANTITY_NAME = 'cart';

	/** Query argument of the no-JS remove link: the cart item key. */
	public const REMOVE_ARG = 'vitrine-remove-item';

	/** The totals box's no-JS forms (CartTotals renders them, FormHandler handles them). */
	public const TOTALS_NONCE  = 'vitrine-cart-totals';
	public const COUPON_FIELD  = 'vitrine_coupon_code';
	public const APPLY_COUPON  = 'vitrine-apply-coupon';
	public const REMOVE_COUPON = 'vitrine-remove-coupon';
	public const RATE_FIELD    = 'vitrine_shipping_rate';
	public const CHOOSE_RATE   = 'vitrine-choose-rate';
	public const CALC_SHIPPING = 'vitrine-calc-shipping';
	public const CALC_PREFIX   = 'calc_shipping_';
	public const SUGGESTIONS   = 4;

	public function __construct(
		private readonly Settings $settings,
		private readonly CartService $cart,
		private readonly PriceFormatter $prices,
		private readonly Assets $assets,
		private readonly Notices $notices,
		private readonly CartTotals $totals,
		private readonly ProductSuggestions $suggestions,
	) {
	}

	/**
	 * The cart page's id, 0 when none is set or it is not a published page.
	 */
	public function page_id(): int {
		$id = $this->stored_id();
		return $id > 0 && 'page' === get_post_type( $id ) && 'publish' === get_post_status( $id ) ? $id : 0;
	}

	/**
	 * The page the settings name as the cart page, whatever it is now (0 for none): for reading
	 * it with other posts in one query before page_id() checks it.
	 */
	public function stored_id(): int {
		return (int) $this->settings->get( 'cart_page_id' );
	}

	/**
	 * The cart page's URL, '' when there is no cart page.
	 */
	public function url(): string {
		$id = $this->page_id();
		return $id > 0 ? (string) get_permalink( $id ) : '';
	}

	/**
	 * Whether the current request shows the cart: the cart page, or any page holding the
	 * shortcode or the block.
	 */
	public function is_cart_page(): bool {
		$id = $this->page_id();
		if ( $id > 0 && is_page( $id ) ) {
			return true;
		}
		$post = get_queried_object();
		return is_singular() && $post instanceof \WP_Post
			&& ( has_shortcode( $post->post_content, self::SHORTCODE ) || has_block( self::BLOCK, $post ) );
	}

	/**
	 * The cart holds one visitor's data: tell browsers and page caches not to keep it
	 * (template_redirect, before any output).
	 */
	public function prevent_caching(): void {
		if ( ! $this->is_cart_page() ) {
			return;
		}
		if ( ! defined( 'DONOTCACHEPAGE' ) ) {
			define( 'DONOTCACHEPAGE', true ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals -- the constant page-cache plugins read.
		}
		nocache_headers();
	}

	/**
	 * The no-JS URL that removes an item (FormHandler), then comes back.
	 *
	 * @param string $key The cart item key.
	 */
	public function remove_url( string $key ): string {
		$base = $this->url();
		return add_query_arg(
			array(
				self::REMOVE_ARG             => rawurlencode( $key ),
				AddToCartButton::NONCE_FIELD => wp_create_nonce( AddToCartButton::NONCE_ACTION ),
			),
			'' !== $base ? $base : home_url( '/' )
		);
	}

	/**
	 * Shortcode callback.
	 */
	public function render_shortcode(): string {
		return $this->render();
	}

	/**
	 * The cart, and the cart bundle that enhances it. Escaped.
	 */
	public function render(): string {
		$this->assets->enqueue( 'cart' );
		$cart     = $this->cart->get();
		$is_empty = $cart->is_empty();

		$html  = '<div class="vitrine-cart" data-vitrine-cart>';
		$html .= '<div class="vitrine-cart__notices">' . $this->notices->render() . '</div>';
		$html .= '<div class="vitrine-cart__status vitrine-screen-reader-text" role="status" aria-live="polite" aria-atomic="true"></div>';
		if ( ! $is_empty ) {
			$html .= '<div class="vitrine-cart__layout">' . $this->form( $cart ) . $this->totals->render( $cart, $this->form_action() ) . '</div>';
		}
		// A cart emptied on this page by the script shows the suggestions the server drew with it.
		$html .= sprintf(
			'<div class="vitrine-cart__empty"%1$s><p class="vitrine-cart__empty-message">%2$s</p>%3$s%4$s</div>',
			$is_empty ? '' : ' hidden',
			esc_html__( 'Your cart is currently empty.', 'vitrine' ),
			$this->return_to_shop(),
			$this->suggestions->render( self::SUGGESTIONS )
		);
		return $html . '</div>';
	}

	private function form( CartSnapshot $cart ): string {
		$rows = '';
		foreach ( $cart->items as $item ) {
			$rows .= $this->row( $item );
		}
		return sprintf(
			'<form class="vitrine-cart__form" method="post" action="%1$s">
				<table class="vitrine-cart__table">
					<caption class="vitrine-screen-reader-text">%2$s</caption>
					<thead><tr>
						<th scope="col" class="vitrine-cart__col-remove"><span class="vitrine-screen-reader-text">%3$s</span></th>
						<th scope="col" class="vitrine-cart__col-thumbnail"><span class="vitrine-screen-reader-text">%4$s</span></th>
						<th scope="col" class="vitrine-cart__col-name">%5$s</th>
						<th scope="col" class="vitrine-cart__col-price">%6$s</th>
						<th scope="col" class="vitrine-cart__col-quantity">%7$s</th>
						<th scope="col" class="vitrine-cart__col-subtotal">%8$s</th>
					</tr></thead>
					<tbody>%9$s</tbody>
				</table>
				<p class="vitrine-cart__actions">
					<button type="submit" class="vitrine-button wp-element-button vitrine-cart__update" name="%10$s" value="1">%11$s</button>
				</p>
				%12$s
			</form>',
			esc_url( $this->form_action() ),
			esc_html__( 'Shopping cart', 'vitrine' ),
			esc_html__( 'Remove item', 'vitrine' ),
			esc_html__( 'Thumbnail image', 'vitrine' ),
			esc_html__( 'Product', 'vitrine' ),
			esc_html__( 'Price', 'vitrine' ),
			esc_html__( 'Quantity', 'vitrine' ),
			esc_html__( 'Subtotal', 'vitrine' ),
			$rows,
			esc_attr( self::UPDATE_FIELD ),
			esc_html__( 'Update cart', 'vitrine' ),
			wp_nonce_field( self::UPDATE_NONCE, self::UPDATE_NONCE . '-nonce', false, false )
		);
	}

	private function row( CartItem $item ): string {
		$input_id = 'vitrine-cart-qty-' . substr( md5( $item->key ), 0, 12 );
		$image    = $item->image_id > 0 ? wp_get_attachment_image( $item->image_id, 'thumbnail', false, array( 'alt' => '' ) ) : '';
		return sprintf(
			'<tr class="vitrine-cart__item" data-cart_item_key="%1$s">
				<td class="vitrine-cart__remove"><a href="%2$s" class="vitrine-cart__remove-link" aria-label="%3$s" data-cart_item_key="%1$s" data-product_id="%4$d">&times;</a></td>
				<td class="vitrine-cart__thumbnail">%5$s</td>
				<td class="vitrine-cart__name" data-title="%6$s"><a href="%7$s">%8$s</a></td>
				<td class="vitrine-cart__price" data-title="%9$s">%10$s</td>
				<td class="vitrine-cart__quantity" data-title="%11$s">
					<label class="vitrine-screen-reader-text" for="%12$s">%13$s</label>
					<span class="vitrine-quantity"><input type="number" id="%12$s" class="vitrine-qty" name="%14$s" value="%15$d" min="0"%16$s step="1" inputmode="numeric" autocomplete="off" size="4"></span>
				</td>
				<td class="vitrine-cart__subtotal" data-title="%17$s">%18$s</td>
			</tr>',
			esc_attr( $item->key ),
			esc_url( $this->remove_url( $item->key ) ),
			/* translators: %s: product name. */
			esc_attr( sprintf( __( 'Remove “%s” from your cart', 'vitrine' ), $item->name ) ),
			$item->product_id,
			$image,
			esc_attr__( 'Product', 'vitrine' ),
			esc_url( $item->permalink ),
			esc_html( $item->name ),
			esc_attr__( 'Price', 'vitrine' ),
			esc_html( $this->prices->format_minor( $item->unit_price_minor ) ),
			esc_attr__( 'Quantity', 'vitrine' ),
			esc_attr( $input_id ),
			/* translators: %s: product name. */
			esc_html( sprintf( __( 'Quantity of “%s”', 'vitrine' ), $item->name ) ),
			esc_attr( self::QUANTITY_NAME . '[' . $item->key . '][qty]' ),
			$item->quantity,
			null !== $item->max_quantity ? sprintf( ' max="%d"', max( $item->max_quantity, $item->quantity ) ) : '',
			esc_attr__( 'Subtotal', 'vitrine' ),
			esc_html( $this->prices->format_minor( $item->line_total_minor ) )
		);
	}

	private function return_to_shop(): string {
		$shop = get_post_type_archive_link( ProductPostTypes::PRODUCT );
		if ( ! is_string( $shop ) || '' === $shop ) {
			return '';
		}
		return sprintf(
			'<p class="vitrine-cart__return"><a class="vitrine-button wp-element-button" href="%1$s">%2$s</a></p>',
			esc_url( $shop ),
			esc_html__( 'Return to shop', 'vitrine' )
		);
	}

	/**
	 * What the cart page's script needs of the totals box.
	 *
	 * @return array<string, mixed>
	 */
	public function totals_settings(): array {
		return $this->totals->browser_settings();
	}

	/**
	 * The form posts back to the page it is on.
	 */
	public function form_action(): string {
		$url = $this->url();
		if ( $this->is_cart_page() || '' === $url ) {
			$current = get_permalink( get_queried_object_id() );
			$url     = is_string( $current ) && '' !== $current ? $current : home_url( '/' );
		}
		return $url;
	}
}
