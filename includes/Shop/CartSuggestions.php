<?php
/**
 * The products an empty cart suggests, as the shop shows them.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Shop;

use Vitrine\CartUi\ProductSuggestions;
use Vitrine\Core\Assets\Assets;
use WP_Query;

/**
 * Implements the cart UI's ProductSuggestions: the newest products, in the shop's own grid and
 * cards (ShopRenderer), with the shop's stylesheet only (the cart bundle already has the
 * add-to-cart buttons' script).
 */
final class CartSuggestions implements ProductSuggestions {

	public function __construct(
		private readonly ProductQuery $query,
		private readonly ShopRenderer $renderer,
		private readonly Assets $assets,
	) {
	}

	public function render( int $count ): string {
		$args           = $this->query->grid_args( Ordering::DATE, max( 1, $count ) );
		$args['fields'] = 'ids';
		$ids            = array_map( 'intval', ( new WP_Query( $args ) )->posts );
		if ( array() === $ids ) {
			return '';
		}
		wp_enqueue_style( $this->assets->register_bundle( 'shop' ) );
		return sprintf(
			'<section class="vitrine-cart__suggestions" aria-labelledby="vitrine-cart-suggestions-title"><h2 id="vitrine-cart-suggestions-title" class="vitrine-cart__suggestions-title">%1$s</h2>%2$s</section>',
			esc_html__( 'New in store', 'vitrine' ),
			$this->renderer->grid( $ids, min( 4, count( $ids ) ) )
		);
	}
}
