<?php
/**
 * The demo shop's storefront: a front page that shows the shop and a header menu that leads to it.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Demo;

use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Plugin;

/**
 * - the front page (the "welcome" page): a hero line, New arrivals (the product grid by date), On
 *   sale (the product grid of products on sale) and Categories (links to the category pages), each
 *   with a "see all" link;
 * - the header's menu: Shop, Cart, My account. Block themes: a wp_navigation post, which the
 *   header's navigation block shows (it shows the latest one when it names none); classic themes:
 *   a nav menu in the primary location of Twenty Twenty-One (and of the active theme if classic).
 * The cart button itself is the plugin's (the "Show the cart button in the site header" setting).
 * Seeded once (its own marker option), also on demo sites seeded before it existed; needs the
 * catalog, the checkout's pages and the cart page.
 */
final class Storefront {

	public const OPTION = 'vitrine_demo_storefront_seeded';

	public const MENU = 'Shop menu';

	/** Classic themes whose primary menu gets the demo's menu even while another theme is active. */
	private const CLASSIC_THEMES = array( 'twentytwentyone' );

	public function seed(): string {
		if ( get_option( self::OPTION ) ) {
			return 'Demo storefront already in place.';
		}
		$links = $this->links();
		$home  = vitrine_demo_page( 'Welcome to the Vitrine demo shop', 'welcome', '' );
		wp_update_post(
			array(
				'ID'           => $home,
				'post_title'   => 'Welcome to the Vitrine demo shop',
				'post_content' => $this->front_page( $links['Shop'] ),
			)
		);
		$this->navigation( $links );
		$this->classic_menu( $links );
		update_option( self::OPTION, gmdate( 'c' ), false );
		return 'Demo storefront: front page and header menu.';
	}

	/**
	 * The menu's links, in order.
	 *
	 * @return array<string, string> Label => address.
	 */
	private function links(): array {
		$settings = Plugin::instance()->settings;
		return array(
			'Shop'       => (string) get_post_type_archive_link( ProductPostTypes::PRODUCT ),
			'Cart'       => (string) get_permalink( (int) $settings->get( 'cart_page_id' ) ),
			'My account' => (string) get_permalink( (int) $settings->get( 'myaccount_page_id' ) ),
		);
	}

	/**
	 * The front page's blocks.
	 *
	 * @param string $shop The shop's address.
	 */
	private function front_page( string $shop ): string {
		$see_all = static fn ( string $url, string $label ): string => sprintf(
			"<!-- wp:paragraph {\"className\":\"vitrine-demo-see-all\"} -->\n<p class=\"vitrine-demo-see-all\"><a href=\"%s\">%s</a></p>\n<!-- /wp:paragraph -->",
			esc_url( $url ),
			esc_html( $label )
		);
		$section = static fn ( string $title, string $body ): string => sprintf(
			"<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">%s</h2>\n<!-- /wp:heading -->\n\n%s",
			esc_html( $title ),
			$body
		);
		return implode(
			"\n\n",
			array(
				"<!-- wp:paragraph {\"fontSize\":\"large\"} -->\n<p class=\"has-large-font-size\">Organic cotton clothes, homeware and records, made to last. This demo shop runs Vitrine on a real WordPress: add to the cart from any page, the cart button in the header shows what you chose.</p>\n<!-- /wp:paragraph -->",
				"<!-- wp:buttons -->\n<div class=\"wp-block-buttons\"><!-- wp:button -->\n<div class=\"wp-block-button\"><a class=\"wp-block-button__link wp-element-button\" href=\"" . esc_url( $shop ) . "\">Shop now</a></div>\n<!-- /wp:button --></div>\n<!-- /wp:buttons -->",
				// The shop's own search, so that a newcomer finds it from the first page.
				'<!-- wp:vitrine/product-search /-->',
				$section( 'New arrivals', "<!-- wp:vitrine/product-grid {\"orderby\":\"date\",\"perPage\":4,\"columns\":4,\"align\":\"wide\"} /-->\n\n" . $see_all( add_query_arg( 'orderby', 'date', $shop ), 'See all new arrivals' ) ),
				$section( 'On sale', "<!-- wp:vitrine/product-grid {\"onSale\":true,\"perPage\":4,\"columns\":4,\"align\":\"wide\"} /-->\n\n" . $see_all( add_query_arg( 'on_sale', '1', $shop ), 'See all products on sale' ) ),
				$section( 'Categories', $this->categories() . "\n\n" . $see_all( $shop, 'See the whole shop' ) ),
			)
		);
	}

	/**
	 * The product categories as a list of links, subcategories under their parent. WordPress 6.5's
	 * Categories block lists post categories only.
	 */
	private function categories(): string {
		$item  = static function ( \WP_Term $term, string $children = '' ): string {
			$link = get_term_link( $term );
			return sprintf(
				"<!-- wp:list-item -->\n<li><a href=\"%s\">%s</a>%s</li>\n<!-- /wp:list-item -->",
				esc_url( is_string( $link ) ? $link : '' ),
				esc_html( $term->name ),
				$children
			);
		};
		$terms = static fn ( int $parent ): array => array_values(
			array_filter(
				(array) get_terms(
					array(
						'taxonomy'   => ProductPostTypes::CATEGORY,
						'parent'     => $parent,
						'hide_empty' => false,
						'orderby'    => 'name',
					)
				),
				static fn ( $term ): bool => $term instanceof \WP_Term
			)
		);
		$items = array();
		foreach ( $terms( 0 ) as $term ) {
			$children = array_map( static fn ( \WP_Term $child ): string => $item( $child ), $terms( $term->term_id ) );
			$items[]  = $item(
				$term,
				array() === $children ? '' : "<!-- wp:list -->\n<ul>" . implode( "\n", $children ) . "</ul>\n<!-- /wp:list -->"
			);
		}
		return "<!-- wp:list {\"className\":\"vitrine-demo-categories\"} -->\n<ul class=\"vitrine-demo-categories\">" . implode( "\n", $items ) . "</ul>\n<!-- /wp:list -->";
	}

	/**
	 * The block themes' menu: a navigation post, the latest, so the header's navigation shows it.
	 *
	 * @param array<string, string> $links Label => address.
	 */
	private function navigation( array $links ): void {
		$blocks = '';
		foreach ( $links as $label => $url ) {
			$blocks .= sprintf(
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
		}
		wp_insert_post(
			array(
				'post_type'    => 'wp_navigation',
				'post_status'  => 'publish',
				'post_title'   => self::MENU,
				'post_content' => $blocks,
			)
		);
	}

	/**
	 * The classic themes' menu, in their primary location.
	 *
	 * @param array<string, string> $links Label => address.
	 */
	private function classic_menu( array $links ): void {
		$menu = wp_get_nav_menu_object( self::MENU );
		$id   = $menu instanceof \WP_Term ? $menu->term_id : wp_create_nav_menu( self::MENU );
		if ( ! is_int( $id ) ) {
			return;
		}
		if ( ! $menu instanceof \WP_Term ) {
			foreach ( $links as $label => $url ) {
				wp_update_nav_menu_item(
					$id,
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
		$themes = self::CLASSIC_THEMES;
		if ( ! wp_is_block_theme() ) {
			$themes[] = get_stylesheet();
		}
		foreach ( array_unique( $themes ) as $theme ) {
			$mods                       = get_option( 'theme_mods_' . $theme );
			$mods                       = is_array( $mods ) ? $mods : array();
			$mods['nav_menu_locations'] = array_merge( (array) ( $mods['nav_menu_locations'] ?? array() ), array( 'primary' => $id ) );
			update_option( 'theme_mods_' . $theme, $mods );
		}
	}
}
