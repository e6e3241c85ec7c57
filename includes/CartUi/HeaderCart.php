<?php
/**
 * The cart button in the site's header, without an editor placing it: in block themes through
 * the Block Hooks API (after the navigation of the header template part), in classic themes as
 * the last item of the primary menu.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\CartUi;

use Vitrine\Core\Settings\Settings;

/**
 * Block hooks put the block into the header's markup itself, so the site editor shows it as an
 * ordinary block that an admin can move, change or remove (WordPress then remembers the removal);
 * the setting switches the button off everywhere at once.
 */
final class HeaderCart {

	public const BLOCK   = 'vitrine/mini-cart';
	public const SETTING = 'mini_cart_in_header';

	/** WordPress's header area of template parts (WP_TEMPLATE_PART_AREA_HEADER, unknown to the stubs). */
	private const HEADER_AREA = 'header';

	/** The block the button follows in a header. */
	private const ANCHOR = 'core/navigation';

	public function __construct(
		private readonly Settings $settings,
		private readonly MiniCart $mini_cart,
	) {
	}

	/**
	 * Hooked to hooked_block_types: the mini-cart after the navigation of a header template part
	 * that has no mini-cart yet.
	 *
	 * @param string[]    $types    The hooked blocks.
	 * @param string      $position before, after, first_child or last_child.
	 * @param string|null $anchor   The anchor block's type.
	 * @param mixed       $context  The template, template part or pattern the anchor is in.
	 * @return string[]
	 */
	public function hooked_block_types( array $types, string $position, ?string $anchor, mixed $context ): array {
		if ( 'after' !== $position || self::ANCHOR !== $anchor || ! $this->enabled() || ! self::is_header( $context ) ) {
			return $types;
		}
		if ( in_array( self::BLOCK, $types, true ) || str_contains( self::content( $context ), '<!-- wp:' . self::BLOCK ) ) {
			return $types;
		}
		$types[] = self::BLOCK;
		return $types;
	}

	/**
	 * Hooked to hooked_block_vitrine/mini-cart: the hooked block is the header's button with its
	 * drawer. It does not open by itself when a product is added (an editor can ask for it): a
	 * modal on every add would stop a shopper adding several products from a listing.
	 *
	 * @param array<string, mixed>|null $block The parsed hooked block; null when another filter dropped it.
	 * @return array<string, mixed>|null
	 */
	public function hooked_block( ?array $block ): ?array {
		if ( null === $block ) {
			return null;
		}
		$attributes     = is_array( $block['attrs'] ?? null ) ? $block['attrs'] : array();
		$block['attrs'] = array_merge(
			array(
				'drawer' => true,
			),
			$attributes
		);
		return $block;
	}

	/**
	 * Hooked to wp_nav_menu_items: in a classic theme, the cart button as the last item of the
	 * primary menu (the location named "primary", or else the theme's first location).
	 *
	 * @param string $items The menu's items.
	 * @param mixed  $args  wp_nav_menu()'s arguments.
	 */
	public function menu_items( string $items, mixed $args ): string {
		if ( ! is_object( $args ) || ! $this->enabled() || wp_is_block_theme() ) {
			return $items;
		}
		$location = (string) ( $args->theme_location ?? '' );
		if ( '' === $location || self::primary_location() !== $location ) {
			return $items;
		}
		return $items . '<li class="menu-item vitrine-menu-cart">' . $this->mini_cart->drawer() . '</li>';
	}

	private function enabled(): bool {
		return (bool) $this->settings->get( self::SETTING );
	}

	/**
	 * The menu location the cart button joins.
	 */
	private static function primary_location(): string {
		$locations = array_keys( get_registered_nav_menus() );
		if ( in_array( 'primary', $locations, true ) ) {
			return 'primary';
		}
		return (string) ( $locations[0] ?? '' );
	}

	/**
	 * Whether the anchor is in a header template part (a theme's file or the site editor's copy).
	 *
	 * @param mixed $context The template, template part or pattern.
	 */
	private static function is_header( mixed $context ): bool {
		if ( $context instanceof \WP_Block_Template ) {
			return 'wp_template_part' === $context->type && self::HEADER_AREA === $context->area;
		}
		if ( $context instanceof \WP_Post && 'wp_template_part' === $context->post_type ) {
			return has_term( self::HEADER_AREA, 'wp_template_part_area', $context );
		}
		return false;
	}

	/**
	 * The markup the anchor is in.
	 *
	 * @param mixed $context The template, template part or pattern.
	 */
	private static function content( mixed $context ): string {
		if ( $context instanceof \WP_Block_Template ) {
			return (string) $context->content;
		}
		return $context instanceof \WP_Post ? $context->post_content : '';
	}
}
