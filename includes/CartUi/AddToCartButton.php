<?php
/**
 * The add-to-cart button of listings and product pages.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\CartUi;

use Vitrine\Cart\Cart;
use Vitrine\Catalog\Model\Product;
use Vitrine\Catalog\Model\Stock;

/**
 * Renders the button markup; the add-to-cart script enhances it. Its data attributes are the
 * payload the script posts to ?vitrine-ajax=add_to_cart (product_id, product_sku, quantity; a
 * product page's script may add variation_id and attribute_<key>); success_message is what screen
 * readers hear once the product is in the cart.
 *
 * Without JavaScript the link still works: its href adds the product through the no-JS handler
 * (FormHandler) and comes back. A product that cannot be added from a listing (a variable product,
 * one out of stock or without a price) gets a plain link to its page and no data-product_id, so
 * the script leaves it alone.
 */
final class AddToCartButton {

	/** The script that enhances the buttons; registered by the cart UI module on every front-end page. */
	public const SCRIPT_HANDLE = 'vitrine-add-to-cart';

	/** Class the script looks for. */
	public const AJAX_CLASS = 'vitrine-ajax-add-to-cart';

	/** Query argument (link) or field (form) of a no-JS add to cart: the product id. */
	public const ADD_ARG = 'vitrine-add-to-cart';

	/** Nonce action of every cart change, shared with the ajax endpoints. */
	public const NONCE_ACTION = Cart::NONCE_ACTION;

	/** Nonce field of the no-JS add-to-cart link and form. */
	public const NONCE_FIELD = 'vitrine-cart-nonce';

	/**
	 * The button of a product in a listing (a link), or the link to its page when it cannot be
	 * added from there. Escaped.
	 *
	 * @param Product $product The product.
	 */
	public static function render( Product $product ): string {
		self::enqueue();
		if ( ! self::can_add_from_listing( $product ) ) {
			return self::product_link( $product );
		}
		$href = add_query_arg(
			array(
				self::ADD_ARG     => $product->id,
				self::NONCE_FIELD => wp_create_nonce( self::NONCE_ACTION ),
			),
			$product->permalink()
		);
		return sprintf(
			'<a href="%1$s" %2$s class="%3$s" aria-label="%4$s" rel="nofollow">%5$s</a>',
			esc_url( $href ),
			self::data_attributes( $product ),
			esc_attr( self::classes( $product ) ),
			esc_attr( self::label( $product ) ),
			esc_html__( 'Add to cart', 'vitrine' )
		);
	}

	/**
	 * The submit button of a product page's add-to-cart form, with its nonce field. Inside the
	 * form, the script adds the form's quantity, variation_id and attribute_<key> fields to the
	 * payload; without JavaScript the form posts them to the no-JS handler. Escaped.
	 *
	 * @param Product $product The product.
	 */
	public static function render_for_form( Product $product ): string {
		self::enqueue();
		return sprintf(
			'<input type="hidden" name="%1$s" value="%2$s"><button type="submit" name="%3$s" value="%4$d" %5$s class="%6$s">%7$s</button>',
			esc_attr( self::NONCE_FIELD ),
			esc_attr( wp_create_nonce( self::NONCE_ACTION ) ),
			esc_attr( self::ADD_ARG ),
			$product->id,
			self::data_attributes( $product ),
			esc_attr( self::classes( $product ) . ' vitrine-single-add-to-cart' ),
			esc_html__( 'Add to cart', 'vitrine' )
		);
	}

	/**
	 * Whether a listing can add the product in one click: a published simple product with a
	 * price that is not out of stock.
	 *
	 * @param Product $product The product.
	 */
	public static function can_add_from_listing( Product $product ): bool {
		return ! $product->is_variable()
			&& 'publish' === $product->status
			&& null !== $product->prices->active( time() )
			&& Stock::OUT_OF_STOCK !== $product->stock->status();
	}

	/**
	 * The message screen readers hear once the product is in the cart.
	 *
	 * @param string $name The product's name.
	 */
	public static function success_message( string $name ): string {
		/* translators: %s: product name. */
		return sprintf( __( '“%s” has been added to your cart', 'vitrine' ), $name );
	}

	/**
	 * Enqueues the script that enhances the buttons (registered by the module on front-end pages;
	 * WordPress remembers an earlier enqueue until the handle is registered).
	 */
	private static function enqueue(): void {
		wp_enqueue_script( self::SCRIPT_HANDLE );
		wp_enqueue_style( self::SCRIPT_HANDLE );
	}

	private static function product_link( Product $product ): string {
		$variable = $product->is_variable() && 'publish' === $product->status;
		return sprintf(
			'<a href="%1$s" class="%2$s" aria-label="%3$s" data-product_sku="%4$s">%5$s</a>',
			esc_url( $product->permalink() ),
			esc_attr( 'vitrine-button wp-element-button vitrine-add-to-cart-button vitrine-add-to-cart-button--' . ( $variable ? 'variable' : 'read-more' ) ),
			esc_attr(
				$variable
					/* translators: %s: product name. */
					? sprintf( __( 'Select options for “%s”', 'vitrine' ), $product->name )
					/* translators: %s: product name. */
					: sprintf( __( 'Read more about “%s”', 'vitrine' ), $product->name )
			),
			esc_attr( $product->sku ),
			$variable ? esc_html__( 'Select options', 'vitrine' ) : esc_html__( 'Read more', 'vitrine' )
		);
	}

	private static function data_attributes( Product $product ): string {
		return sprintf(
			'data-quantity="1" data-product_id="%1$d" data-product_sku="%2$s" data-success_message="%3$s"',
			$product->id,
			esc_attr( $product->sku ),
			esc_attr( self::success_message( $product->name ) )
		);
	}

	private static function classes( Product $product ): string {
		return 'vitrine-button wp-element-button vitrine-add-to-cart-button ' . self::AJAX_CLASS . ' vitrine-add-to-cart-button--' . $product->type;
	}

	private static function label( Product $product ): string {
		/* translators: %s: product name. */
		return sprintf( __( 'Add to cart: “%s”', 'vitrine' ), $product->name );
	}
}
