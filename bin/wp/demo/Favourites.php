<?php
/**
 * The demo's Favourites page: the visitor's favourites count and favourite buttons.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Demo;

use Vitrine\Catalog\ProductPostTypes;

/**
 * - a Favourites page (/favourites/): the store count of the default "Favourites" data store,
 *   the listing of the visitor's favourites (a listing grid of the source "store", with its empty
 *   text), a few demo products each with its favourite button (vitrine/store-button), and a link
 *   action example; a page seeded before the listing existed gets it added (its own marker);
 * - a "Favourites" link in the header's menu (the block themes' navigation post and the classic
 *   menu that Storefront made).
 * Seeded once (its own marker option), also on demo sites seeded before it existed; after the
 * catalog and the storefront's menu.
 */
final class Favourites {

	public const OPTION = 'vitrine_demo_favourites_seeded';

	public const SLUG = 'favourites';

	/** Set once the page has the listing of the visitor's favourites. */
	public const LISTING_OPTION = 'vitrine_demo_favourites_listing_seeded';

	/** The listing's stable id. */
	public const LISTING_ID = 'demo-favourites';

	public function seed(): string {
		if ( get_option( self::OPTION ) ) {
			return $this->add_listing();
		}
		$page = vitrine_demo_page( 'Favourites', self::SLUG, $this->content() );
		$url  = (string) get_permalink( $page );
		$this->add_to_navigation( $url );
		$this->add_to_classic_menu( $url );
		update_option( self::OPTION, gmdate( 'c' ), false );
		update_option( self::LISTING_OPTION, gmdate( 'c' ), false );
		return 'Demo favourites: a Favourites page listing the visitor\'s favourites, with favourite buttons, in the menu.';
	}

	/**
	 * The listing of the visitor's favourites, on a page seeded before it existed.
	 */
	private function add_listing(): string {
		$page = get_page_by_path( self::SLUG );
		if ( get_option( self::LISTING_OPTION ) || ! $page instanceof \WP_Post ) {
			return 'Demo favourites already in place.';
		}
		if ( ! str_contains( $page->post_content, self::LISTING_ID ) ) {
			$count   = "<!-- wp:vitrine/store-count {\"store\":\"favourites\"} /-->\n";
			$content = str_contains( $page->post_content, $count )
				? str_replace( $count, $count . self::listing(), $page->post_content )
				: self::listing() . $page->post_content;
			wp_update_post(
				array(
					'ID'           => $page->ID,
					'post_content' => wp_slash( $content ),
				)
			);
		}
		update_option( self::LISTING_OPTION, gmdate( 'c' ), false );
		return 'Demo favourites: the Favourites page now lists the visitor\'s favourites.';
	}

	/**
	 * A listing grid of the visitor's favourites: image, title, price and a button that takes the
	 * item out again.
	 */
	private static function listing(): string {
		$attributes = array(
			'listingId'  => self::LISTING_ID,
			'source'     => 'store',
			'sourceArgs' => array( 'store' => 'favourites' ),
			'perPage'    => 12,
			'pagination' => 'load-more',
			'emptyText'  => 'No favourites yet. Add some with the heart buttons below or in the shop.',
		);
		$template   = "<!-- wp:post-featured-image {\"isLink\":true} /-->\n<!-- wp:post-title {\"isLink\":true,\"level\":3} /-->\n<!-- wp:vitrine/dynamic-field {\"field\":\"price\"} /-->\n<!-- wp:vitrine/store-button {\"actionAfterAdded\":\"remove_from_store\"} /-->";
		return "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">Your favourites</h2>\n<!-- /wp:heading -->\n"
			. '<!-- wp:vitrine/listing-grid ' . wp_json_encode( $attributes ) . " -->\n" . $template . "\n<!-- /wp:vitrine/listing-grid -->\n";
	}

	private function content(): string {
		$products = get_posts(
			array(
				'post_type'      => ProductPostTypes::PRODUCT,
				'post_status'    => 'publish',
				'posts_per_page' => 4, // Four demo products get a button.
				'orderby'        => 'title',
				'order'          => 'ASC',
				'fields'         => 'ids',
			)
		);
		$html     = "<!-- wp:paragraph -->\n<p>Keep the products you like with the heart buttons: as a guest they stay in this browser, and once you log in they move into your account.</p>\n<!-- /wp:paragraph -->\n";
		$html    .= "<!-- wp:vitrine/store-count {\"store\":\"favourites\"} /-->\n";
		$html    .= self::listing();
		$html    .= "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">Try it</h2>\n<!-- /wp:heading -->\n";
		foreach ( $products as $product ) {
			$product = (int) $product;
			$html   .= sprintf(
				"<!-- wp:group {\"layout\":{\"type\":\"flex\",\"flexWrap\":\"wrap\"}} -->\n<div class=\"wp-block-group\"><!-- wp:paragraph -->\n<p><a href=\"%s\">%s</a></p>\n<!-- /wp:paragraph -->\n<!-- wp:vitrine/store-button {\"postId\":%d,\"actionAfterAdded\":\"remove_from_store\"} /--></div>\n<!-- /wp:group -->\n",
				esc_url( (string) get_permalink( $product ) ),
				esc_html( get_the_title( $product ) ),
				$product
			);
		}
		$html .= "<!-- wp:paragraph -->\n<p>Links can run actions too: <a href=\"#vitrine-action:reload\">reload this page</a> (a link action; see the link-action registry in the README).</p>\n<!-- /wp:paragraph -->\n";
		return $html;
	}

	/**
	 * The block themes' menu: a link after the others in the navigation post Storefront made.
	 *
	 * @param string $url The page's address.
	 */
	private function add_to_navigation( string $url ): void {
		$navigation = get_posts(
			array(
				'post_type'      => 'wp_navigation',
				'post_status'    => 'publish',
				'title'          => Storefront::MENU,
				'posts_per_page' => 1,
			)
		);
		if ( array() === $navigation || str_contains( $navigation[0]->post_content, $url ) ) {
			return;
		}
		$link = sprintf(
			"<!-- wp:navigation-link %s /-->\n",
			wp_json_encode(
				array(
					'label'          => 'Favourites',
					'url'            => $url,
					'kind'           => 'custom',
					'isTopLevelLink' => true,
				)
			)
		);
		wp_update_post(
			array(
				'ID'           => $navigation[0]->ID,
				'post_content' => $navigation[0]->post_content . $link,
			)
		);
	}

	/**
	 * The classic themes' menu.
	 *
	 * @param string $url The page's address.
	 */
	private function add_to_classic_menu( string $url ): void {
		$menu = wp_get_nav_menu_object( Storefront::MENU );
		if ( ! $menu instanceof \WP_Term ) {
			return;
		}
		foreach ( (array) wp_get_nav_menu_items( $menu->term_id ) as $item ) {
			if ( $item instanceof \WP_Post && $url === $item->url ) {
				return;
			}
		}
		wp_update_nav_menu_item(
			$menu->term_id,
			0,
			array(
				'menu-item-title'  => 'Favourites',
				'menu-item-url'    => $url,
				'menu-item-type'   => 'custom',
				'menu-item-status' => 'publish',
			)
		);
	}
}
