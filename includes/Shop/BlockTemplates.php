<?php
/**
 * Block templates a plugin provides to block themes.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Shop;

use WP_Block_Template;

/**
 * WordPress 6.7 added register_block_template(); on 6.5 and 6.6 a plugin's templates join the
 * theme's through two filters, which is what this service answers:
 *
 * - get_block_templates: the template hierarchy (resolve_block_template()) and the Site Editor's
 *   list ask for templates by slug; ours are added unless the theme has a file of that slug or
 *   the site owner saved a customised copy (those come first and win);
 * - get_block_file_template: get_block_template( 'theme//slug' ) (the Site Editor opening or
 *   saving one) finds no theme file and gets ours.
 *
 * A template saved in the Site Editor is stored the usual way, as a wp_template post of the
 * current theme, so it overrides ours from then on and "Clear customizations" brings ours back.
 * Modules add their templates (add()) when they register; the filters are added once.
 */
final class BlockTemplates {

	/** @var array<string, array{file: string, title: string, description: string}> */
	private array $templates = array();

	/**
	 * Adds a template from an HTML file of block markup.
	 *
	 * @param string $slug        The hierarchy slug: archive-vitrine_product, single-vitrine_product.
	 * @param string $file        Absolute path of the .html file.
	 * @param string $title       Translated title shown in the Site Editor.
	 * @param string $description Translated description.
	 */
	public function add( string $slug, string $file, string $title, string $description = '' ): void {
		$this->templates[ $slug ] = array(
			'file'        => $file,
			'title'       => $title,
			'description' => $description,
		);
	}

	/**
	 * The slugs of the templates added.
	 *
	 * @return list<string>
	 */
	public function slugs(): array {
		return array_keys( $this->templates );
	}

	/**
	 * Hooked to get_block_templates.
	 *
	 * @param array<int, mixed>    $query_result  Templates found so far (WP_Block_Template objects).
	 * @param array<string, mixed> $query         The query: slug__in, slug__not_in, wp_id, area, post_type.
	 * @param string               $template_type wp_template or wp_template_part.
	 * @return array<int, mixed>
	 */
	public function add_to_query_result( array $query_result, array $query, string $template_type ): array {
		if ( 'wp_template' !== $template_type || isset( $query['wp_id'] ) || ! wp_is_block_theme() ) {
			return $query_result;
		}
		// Templates of this kind are never offered as a post's custom template.
		if ( ! empty( $query['post_type'] ) ) {
			return $query_result;
		}
		$present = array();
		foreach ( $query_result as $template ) {
			if ( $template instanceof WP_Block_Template ) {
				$present[ $template->slug ] = true;
			}
		}
		$slug_in     = isset( $query['slug__in'] ) ? (array) $query['slug__in'] : array();
		$slug_not_in = isset( $query['slug__not_in'] ) ? (array) $query['slug__not_in'] : array();
		foreach ( array_keys( $this->templates ) as $slug ) {
			if ( isset( $present[ $slug ] ) || ( array() !== $slug_in && ! in_array( $slug, $slug_in, true ) ) || in_array( $slug, $slug_not_in, true ) ) {
				continue;
			}
			$template = $this->build( $slug );
			if ( null !== $template ) {
				$query_result[] = $template;
			}
		}
		return $query_result;
	}

	/**
	 * Hooked to get_block_file_template.
	 *
	 * @param WP_Block_Template|null $template      What the theme had, or null.
	 * @param string                 $id            theme//slug.
	 * @param string                 $template_type wp_template or wp_template_part.
	 */
	public function file_template( ?WP_Block_Template $template, string $id, string $template_type ): ?WP_Block_Template {
		if ( null !== $template || 'wp_template' !== $template_type || ! wp_is_block_theme() ) {
			return $template;
		}
		$parts = explode( '//', $id, 2 );
		if ( 2 !== count( $parts ) || get_stylesheet() !== $parts[0] ) {
			return $template;
		}
		return $this->build( $parts[1] );
	}

	/**
	 * One of our templates as WordPress represents it, or null when unknown or unreadable.
	 */
	public function build( string $slug ): ?WP_Block_Template {
		if ( ! isset( $this->templates[ $slug ] ) || ! is_readable( $this->templates[ $slug ]['file'] ) ) {
			return null;
		}
		$definition = $this->templates[ $slug ];
		$theme      = get_stylesheet();

		$template                 = new WP_Block_Template();
		$template->id             = $theme . '//' . $slug;
		$template->theme          = $theme;
		$template->content        = self::with_theme_in_parts( (string) file_get_contents( $definition['file'] ), $theme ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file of the plugin.
		$template->slug           = $slug;
		$template->source         = 'plugin';
		$template->type           = 'wp_template';
		$template->title          = $definition['title'];
		$template->description    = $definition['description'];
		$template->status         = 'publish';
		$template->has_theme_file = false;
		$template->is_custom      = false;
		$template->modified       = null;
		return $template;
	}

	/**
	 * Template parts (header, footer) are the current theme's, as core does for theme files.
	 */
	private static function with_theme_in_parts( string $content, string $theme ): string {
		$blocks = parse_blocks( $content );
		$walk   = static function ( array $blocks ) use ( &$walk, $theme ): array {
			foreach ( $blocks as $index => $block ) {
				if ( 'core/template-part' === ( $block['blockName'] ?? '' ) && ! isset( $block['attrs']['theme'] ) ) {
					$blocks[ $index ]['attrs']['theme'] = $theme;
				}
				if ( ! empty( $block['innerBlocks'] ) ) {
					$blocks[ $index ]['innerBlocks'] = $walk( $block['innerBlocks'] );
				}
			}
			return $blocks;
		};
		return serialize_blocks( $walk( $blocks ) );
	}
}
