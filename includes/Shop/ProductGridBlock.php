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
	 * Hooked to register_block_type_args: Vitrine\Core\Blocks registers the block from its built
	 * block.json; this gives it a render callback that hands render.php this object. (Its editor
	 * script's react-jsx-runtime on WordPress 6.5 comes from Assets::add_jsx_runtime_fallback(),
	 * when WordPress builds its script registry: registering a script here would build the
	 * registry on every request.)
	 *
	 * @param array<string, mixed> $args       The block type's arguments.
	 * @param string               $block_type The block's name.
	 * @return array<string, mixed>
	 */
	public function block_type_args( array $args, string $block_type ): array {
		if ( self::NAME !== $block_type ) {
			return $args;
		}
		$render_file             = VITRINE_DIR . 'build/blocks/product-grid/render.php';
		$args['render_callback'] = function ( array $attributes ) use ( $render_file ): string {
			if ( ! is_readable( $render_file ) ) {
				return '';
			}
			$vitrine_grid = $this;
			ob_start();
			require $render_file;
			return (string) ob_get_clean();
		};
		return $args;
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
