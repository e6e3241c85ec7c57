<?php
/**
 * [vitrine_reviews id="12"].
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Widgets;

use Vitrine\Reviews\Views\WidgetRenderer;

/**
 * Places a reviews widget in any content, classic widget area or page builder that runs
 * shortcodes. An unknown id renders nothing for visitors, and says so to editors.
 */
final class Shortcode {

	public const TAG = 'vitrine_reviews';

	public function __construct(
		private readonly WidgetRepository $widgets,
		private readonly WidgetRenderer $renderer,
	) {
	}

	/**
	 * @param array<string, string>|string $attributes The shortcode's attributes.
	 */
	public function render( array|string $attributes ): string {
		$attributes = shortcode_atts( array( 'id' => '0' ), is_array( $attributes ) ? $attributes : array(), self::TAG );
		return $this->render_widget( absint( $attributes['id'] ) );
	}

	/**
	 * A widget by id, or a note for those who can edit it when there is no such widget.
	 */
	public function render_widget( int $id ): string {
		$widget = $this->widgets->find( $id );
		if ( null === $widget ) {
			return current_user_can( 'manage_options' )
				? '<p class="vitrine-reviews-missing">' . esc_html__( 'This reviews widget no longer exists. Choose another one.', 'vitrine' ) . '</p>'
				: '';
		}
		return $this->renderer->render( $widget );
	}
}
