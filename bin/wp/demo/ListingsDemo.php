<?php
/**
 * The demo's Listings page: the listing grid block in each of its layouts.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Demo;

use Vitrine\Catalog\ProductPostTypes;

/**
 * A "Listings" page with five listings of the demo products (a grid with load more, a masonry,
 * a slider, an infinite scroll and a lazy-loaded grid), each item made of blocks (image, title,
 * price, rating), and a link to it in the header's menu (block and classic themes). Seeded once
 * (its own marker option), also on demo sites seeded before it existed; after the storefront,
 * whose menu it extends.
 */
final class ListingsDemo {

	public const OPTION = 'vitrine_demo_listings_seeded';

	public const SLUG = 'listings';

	public function seed(): string {
		if ( get_option( self::OPTION ) ) {
			return 'Demo listings already in place.';
		}
		$page = vitrine_demo_page( 'Listings', self::SLUG, '' );
		wp_update_post(
			array(
				'ID'           => $page,
				'post_content' => wp_slash( self::content() ),
			)
		);
		$this->add_to_menus( 'Listings', (string) get_permalink( $page ) );
		update_option( self::OPTION, gmdate( 'c' ), false );
		return 'Demo listings: the Listings page (grid, masonry, slider, load more, infinite scroll, lazy load).';
	}

	/**
	 * The page's blocks: a heading and a listing per layout.
	 */
	public static function content(): string {
		$card     = '<!-- wp:post-featured-image {"isLink":true} /--><!-- wp:post-title {"level":3,"isLink":true} /-->'
			. '<!-- wp:vitrine/dynamic-field {"field":"price"} /--><!-- wp:vitrine/dynamic-field {"field":"rating"} /-->';
		$masonry  = '<!-- wp:post-featured-image {"isLink":true} /--><!-- wp:post-title {"level":3,"isLink":true} /-->'
			. '<!-- wp:post-excerpt /--><!-- wp:vitrine/dynamic-field {"field":"price"} /-->';
		$sections = array(
			array(
				'Grid with a load more button',
				'demo-load-more',
				array(
					'pagination' => 'load-more',
					'perPage'    => 6,
				),
				$card,
			),
			array(
				'Masonry',
				'demo-masonry',
				array(
					'layout'        => 'masonry',
					'perPage'       => 6,
					'columnsTablet' => 2,
				),
				$masonry,
			),
			array(
				'Slider',
				'demo-slider',
				array(
					'layout'        => 'slider',
					'perPage'       => 9,
					'columns'       => 3,
					'columnsTablet' => 2,
				),
				$card,
			),
			array(
				'Infinite scroll',
				'demo-infinite',
				array(
					'pagination' => 'infinite',
					'perPage'    => 3,
					'orderBy'    => 'title',
					'order'      => 'ASC',
				),
				$card,
			),
			array(
				'Loaded when it nears the screen',
				'demo-lazy',
				array(
					'lazyLoad'   => true,
					'perPage'    => 3,
					'orderBy'    => 'title',
					'order'      => 'DESC',
					'lazyOffset' => '200px',
				),
				$card,
			),
		);
		$html     = "<!-- wp:paragraph -->\n<p>The listing grid block lists any post type, here the demo's products, with its item made of blocks.</p>\n<!-- /wp:paragraph -->\n\n";
		foreach ( $sections as list( $title, $id, $attributes, $template ) ) {
			$attributes = array_merge(
				array(
					'listingId' => $id,
					'postType'  => ProductPostTypes::PRODUCT,
				),
				$attributes
			);
			$html      .= sprintf( "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">%s</h2>\n<!-- /wp:heading -->\n\n", esc_html( $title ) );
			$html      .= '<!-- wp:vitrine/listing-grid ' . wp_json_encode( $attributes ) . " -->\n" . $template . "\n<!-- /wp:vitrine/listing-grid -->\n\n";
		}
		return $html;
	}

	/**
	 * A link in the storefront's menus: the navigation post (block themes) and the classic menu.
	 */
	private function add_to_menus( string $label, string $url ): void {
		$navigation = get_posts(
			array(
				'post_type'   => 'wp_navigation',
				'post_status' => 'publish',
				'title'       => Storefront::MENU,
				'numberposts' => 1,
			)
		);
		$link       = sprintf(
			"<!-- wp:navigation-link %s /-->\n",
			wp_json_encode(
				array(
					'label'          => $label,
					'url'            => $url,
					'kind'           => 'custom',
					'isTopLevelLink' => true,
				)
			)
		);
		if ( isset( $navigation[0] ) && ! str_contains( $navigation[0]->post_content, $url ) ) {
			wp_update_post(
				array(
					'ID'           => $navigation[0]->ID,
					'post_content' => wp_slash( $navigation[0]->post_content . $link ),
				)
			);
		}
		$menu = wp_get_nav_menu_object( Storefront::MENU );
		if ( $menu instanceof \WP_Term ) {
			wp_update_nav_menu_item(
				$menu->term_id,
				0,
				array(
					'menu-item-title'  => $label,
					'menu-item-url'    => $url,
					'menu-item-type'   => 'custom',
					'menu-item-status' => 'publish',
				)
			);
		}
	}
}
