<?php
/**
 * The product search form: the vitrine/product-search block and the [vitrine_product_search]
 * shortcode.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Search;

use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Shop\ProductQuery;

/**
 * A GET form to the home page with the words in `s` and post_type=vitrine_product, which
 * WordPress answers with the product search results (SearchPages). It needs no script: a plain
 * form works everywhere, behind any page cache, and costs the page no JavaScript.
 *
 * Options (block attributes; shortcode attributes in snake case): label, showLabel (false: the
 * label is visually hidden but still names the field), placeholder, buttonText, buttonIcon (a
 * magnifier instead of the words, which then name the button), width (a percentage of the
 * container, 0 for all of it).
 */
final class SearchForm {

	public const BLOCK     = 'vitrine/product-search';
	public const SHORTCODE = 'vitrine_product_search';

	/** The block's stylesheet, registered by WordPress from block.json. */
	public const STYLE_HANDLE = 'vitrine-product-search-style';

	private int $instances = 0;

	/**
	 * The shortcode: [vitrine_product_search label="…" show_label="no" placeholder="…"
	 * button_text="…" button_icon="yes" width="50"].
	 *
	 * @param array<string, string>|string $atts The shortcode's attributes.
	 */
	public function shortcode( $atts ): string {
		$atts       = is_array( $atts ) ? $atts : array();
		$map        = array(
			'label'       => 'label',
			'show_label'  => 'showLabel',
			'placeholder' => 'placeholder',
			'button_text' => 'buttonText',
			'button_icon' => 'buttonIcon',
			'width'       => 'width',
		);
		$attributes = array();
		foreach ( $map as $name => $attribute ) {
			if ( isset( $atts[ $name ] ) ) {
				$value                    = (string) $atts[ $name ];
				$attributes[ $attribute ] = in_array( $attribute, array( 'showLabel', 'buttonIcon' ), true ) ? self::yes( $value ) : $value;
			}
		}
		wp_enqueue_style( self::STYLE_HANDLE );
		return $this->render( $attributes, false );
	}

	/**
	 * The form's markup, escaped.
	 *
	 * @param array<string, mixed> $attributes The block's attributes.
	 * @param bool                 $in_block   Whether WordPress is rendering the block (its wrapper attributes apply).
	 */
	public function render( array $attributes, bool $in_block = true ): string {
		$options = self::sanitize_attributes( $attributes );
		++$this->instances;
		$id      = 'vitrine-product-search-' . $this->instances;
		$classes = 'vitrine-product-search' . ( $options['showLabel'] ? '' : ' vitrine-product-search--label-hidden' ) . ( $options['buttonIcon'] ? ' vitrine-product-search--icon' : '' );
		$style   = $options['width'] > 0 ? 'inline-size:' . $options['width'] . '%' : '';
		$wrapper = $in_block && null !== \WP_Block_Supports::$block_to_render
			? get_block_wrapper_attributes(
				array(
					'class' => $classes,
					'style' => $style,
				)
			)
			: 'class="wp-block-vitrine-product-search ' . esc_attr( $classes ) . '"' . ( '' !== $style ? ' style="' . esc_attr( $style ) . '"' : '' );
		$value   = ProductQuery::is_product_search_page() ? get_search_query( false ) : '';

		$html  = '<form role="search" method="get" action="' . esc_url( home_url( '/' ) ) . '" ' . $wrapper . '>';
		$html .= '<label class="vitrine-product-search__label" for="' . esc_attr( $id ) . '">' . esc_html( $options['label'] ) . '</label>';
		$html .= '<div class="vitrine-product-search__field">';
		$html .= '<input type="search" class="vitrine-product-search__input" id="' . esc_attr( $id ) . '" name="s" value="' . esc_attr( $value ) . '"'
			. ( '' !== $options['placeholder'] ? ' placeholder="' . esc_attr( $options['placeholder'] ) . '"' : '' )
			. ' required maxlength="200" autocomplete="off" enterkeyhint="search">';
		$html .= '<input type="hidden" name="post_type" value="' . esc_attr( ProductPostTypes::PRODUCT ) . '">';
		$html .= '<button type="submit" class="vitrine-product-search__button">';
		$html .= $options['buttonIcon']
			? self::icon() . '<span class="vitrine-product-search__button-text">' . esc_html( $options['buttonText'] ) . '</span>'
			: esc_html( $options['buttonText'] );
		$html .= '</button></div></form>';
		return $html;
	}

	/**
	 * The attributes, checked and with the translated defaults.
	 *
	 * @param array<string, mixed> $attributes Raw attributes.
	 * @return array{label: string, showLabel: bool, placeholder: string, buttonText: string, buttonIcon: bool, width: int}
	 */
	public static function sanitize_attributes( array $attributes ): array {
		$text  = static fn ( string $key, string $fallback ): string => isset( $attributes[ $key ] ) && is_scalar( $attributes[ $key ] ) && '' !== trim( (string) $attributes[ $key ] )
			? sanitize_text_field( (string) $attributes[ $key ] )
			: $fallback;
		$width = isset( $attributes['width'] ) && is_numeric( $attributes['width'] ) ? (int) $attributes['width'] : 0;
		return array(
			'label'       => $text( 'label', __( 'Search products', 'vitrine' ) ),
			'showLabel'   => (bool) ( $attributes['showLabel'] ?? true ),
			'placeholder' => $text( 'placeholder', __( 'Search products…', 'vitrine' ) ),
			'buttonText'  => $text( 'buttonText', __( 'Search', 'vitrine' ) ),
			'buttonIcon'  => (bool) ( $attributes['buttonIcon'] ?? false ),
			'width'       => $width > 0 ? max( 10, min( 100, $width ) ) : 0,
		);
	}

	/**
	 * A shortcode's yes/no: yes, true, on and 1 are yes.
	 */
	private static function yes( string $value ): bool {
		return in_array( strtolower( trim( $value ) ), array( 'yes', 'true', 'on', '1' ), true );
	}

	private static function icon(): string {
		return '<svg class="vitrine-product-search__icon" aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24">'
			. '<path fill="currentColor" d="M13 5c-3.3 0-6 2.7-6 6 0 1.4.5 2.7 1.3 3.7l-3.8 3.8 1.1 1.1 3.8-3.8c1 .8 2.3 1.3 3.7 1.3 3.3 0 6-2.7 6-6S16.3 5 13 5zm0 10.5c-2.5 0-4.5-2-4.5-4.5s2-4.5 4.5-4.5 4.5 2 4.5 4.5-2 4.5-4.5 4.5z"/></svg>';
	}
}
