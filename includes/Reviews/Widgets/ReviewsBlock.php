<?php
/**
 * The vitrine/reviews block.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Widgets;

/**
 * A dynamic block that places one reviews widget: the same markup as [vitrine_reviews id=".."]
 * (the shortcode's path, so the two never differ), in the block's wrapper for its alignment and
 * margins. The markup comes from render.php, which receives this object.
 */
final class ReviewsBlock {

	public const NAME = 'vitrine/reviews';

	public function __construct( private readonly Shortcode $shortcode ) {
	}

	/**
	 * The widget in the block's wrapper; '' when it shows nothing (no widget chosen, a widget
	 * without reviews, a deleted widget for visitors).
	 *
	 * @param array<string, mixed> $attributes The block's attributes.
	 */
	public function render( array $attributes ): string {
		$id = absint( $attributes['widgetId'] ?? 0 );
		if ( 0 === $id ) {
			return '';
		}
		$html = $this->shortcode->render_widget( $id );
		if ( '' === $html ) {
			return '';
		}
		// Outside a block render (a test, a shortcode) WordPress gives no wrapper attributes.
		$wrapper = null === \WP_Block_Supports::$block_to_render
			? 'class="wp-block-vitrine-reviews"'
			: get_block_wrapper_attributes();
		return '<div ' . $wrapper . '>' . $html . '</div>';
	}
}
