<?php
/**
 * [vitrine_add_to_cart id="123"]: one product's price and add-to-cart button on any page.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\CartUi;

use Vitrine\Catalog\PriceFormatter;
use Vitrine\Catalog\ProductRepository;

/**
 * For merchants who sell from an ordinary page or post: the product's price and its button.
 */
final class AddToCartShortcode {

	public const TAG = 'vitrine_add_to_cart';

	public function __construct(
		private readonly ProductRepository $products,
		private readonly PriceFormatter $prices,
	) {
	}

	/**
	 * Shortcode callback.
	 *
	 * @param array<string, string>|string $atts Attributes: id (the product's id), show_price (yes|no).
	 */
	public function render( array|string $atts = array() ): string {
		$atts    = shortcode_atts(
			array(
				'id'         => '0',
				'show_price' => 'yes',
			),
			is_array( $atts ) ? $atts : array(),
			self::TAG
		);
		$product = $this->products->find( absint( $atts['id'] ) );
		if ( null === $product || 'publish' !== $product->status ) {
			return '';
		}
		return sprintf(
			'<p class="vitrine-add-to-cart-shortcode">%1$s %2$s</p>',
			'no' === $atts['show_price'] ? '' : $this->prices->product_price_html( $product ),
			AddToCartButton::render( $product )
		);
	}
}
