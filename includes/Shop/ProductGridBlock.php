<?php
/**
 * The vitrine/product-grid block.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Shop;

use Vitrine\Core\Assets\Assets;
use WP_Query;

/**
 * A dynamic block: on any page, a grid of products chosen by category, tag or sale in a given
 * order; in the shop's templates (inheritQuery), the shop's own listing with its result count,
 * sort form and pagination. The markup comes from render.php, which receives this object.
 */
final class ProductGridBlock {

	public const NAME = 'vitrine/product-grid';

	public const MAX_COLUMNS  = 6;
	public const MAX_PER_PAGE = 48;

	public function __construct(
		private readonly ProductQuery $query,
		private readonly ShopRenderer $renderer,
		private readonly Assets $assets,
	) {
	}

	/**
	 * The block's markup, escaped.
	 *
	 * @param array<string, mixed> $attributes The block's attributes.
	 */
	public function render( array $attributes ): string {
		$attributes = self::sanitize_attributes( $attributes );
		$this->assets->enqueue( 'shop' );
		// Outside a block render (a test, a shortcode) WordPress gives no wrapper attributes.
		$wrapper = null === \WP_Block_Supports::$block_to_render
			? 'class="wp-block-vitrine-product-grid vitrine-product-grid"'
			: get_block_wrapper_attributes( array( 'class' => 'vitrine-product-grid' ) );

		global $wp_query;
		if ( $attributes['inheritQuery'] && $wp_query instanceof WP_Query && ProductQuery::is_shop_main_query( $wp_query ) ) {
			return '<div ' . $wrapper . '>' . $this->renderer->archive( $wp_query, $attributes['columns'] ) . '</div>';
		}

		$query = new WP_Query(
			$this->query->grid_args( $attributes['orderby'], $attributes['perPage'], $attributes['category'], $attributes['tag'], $attributes['onSale'] )
		);
		$ids   = ShopRenderer::ids( $query );
		if ( array() === $ids ) {
			return '<div ' . $wrapper . '><p class="vitrine-shop__no-products">' . esc_html__( 'No products were found matching your selection.', 'vitrine' ) . '</p></div>';
		}
		return '<div ' . $wrapper . '>' . $this->renderer->grid( $ids, $attributes['columns'] ) . '</div>';
	}

	/**
	 * The attributes, checked against block.json's schema and clamped to their ranges.
	 *
	 * @param array<string, mixed> $attributes Raw attributes.
	 * @return array{category: int, tag: int, orderby: string, columns: int, perPage: int, onSale: bool, inheritQuery: bool}
	 */
	public static function sanitize_attributes( array $attributes ): array {
		return array(
			'category'     => max( 0, (int) ( $attributes['category'] ?? 0 ) ),
			'tag'          => max( 0, (int) ( $attributes['tag'] ?? 0 ) ),
			'orderby'      => Ordering::sanitize( $attributes['orderby'] ?? Ordering::DEFAULT ),
			'columns'      => max( 1, min( self::MAX_COLUMNS, (int) ( $attributes['columns'] ?? 4 ) ) ),
			'perPage'      => max( 1, min( self::MAX_PER_PAGE, (int) ( $attributes['perPage'] ?? 8 ) ) ),
			'onSale'       => (bool) ( $attributes['onSale'] ?? false ),
			'inheritQuery' => (bool) ( $attributes['inheritQuery'] ?? false ),
		);
	}
}
