<?php
/**
 * One of the pages the shop needs.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Setup;

/**
 * A page the setup creates when the shop has none: the setting that names it, its title, slug
 * and content (the same shortcode or block the demo shop's page has), and what marks a page
 * as showing it (the shortcode or the block), so that a page already made is used, not doubled.
 */
final class ShopPage {

	/**
	 * @param string $setting   The setting holding its id: cart_page_id.
	 * @param string $title     Its title, translated.
	 * @param string $slug      Its slug, translated.
	 * @param string $content   What a new page contains.
	 * @param string $shortcode The shortcode that shows it, without brackets.
	 * @param string $block     The block that shows it.
	 */
	public function __construct(
		public readonly string $setting,
		public readonly string $title,
		public readonly string $slug,
		public readonly string $content,
		public readonly string $shortcode,
		public readonly string $block,
	) {
	}

	/**
	 * Whether a page's content shows this page's shortcode or block.
	 */
	public function shown_by( \WP_Post $post ): bool {
		return has_shortcode( $post->post_content, $this->shortcode ) || has_block( $this->block, $post );
	}
}
