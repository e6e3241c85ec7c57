<?php
/**
 * The reviews widget for classic widget areas.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Widgets;

/**
 * "Vitrine reviews" in Appearance > Widgets of classic themes: a title and one of the reviews
 * widgets made on Vitrine > Reviews.
 */
final class ClassicWidget extends \WP_Widget {

	private static ?Shortcode $shortcode = null;

	/**
	 * Hands the widget its renderer; WordPress builds WP_Widget objects itself, without arguments.
	 */
	public static function use_shortcode( Shortcode $shortcode ): void {
		self::$shortcode = $shortcode;
	}

	public function __construct() {
		parent::__construct(
			'vitrine_reviews',
			__( 'Vitrine reviews', 'vitrine' ),
			array( 'description' => __( 'Customer reviews from Google, Facebook, Yelp and your shop.', 'vitrine' ) )
		);
	}

	/**
	 * @param array<string, mixed> $args     Widget area markup.
	 * @param array<string, mixed> $instance Saved settings.
	 */
	public function widget( $args, $instance ): void {
		$html = null === self::$shortcode ? '' : self::$shortcode->render_widget( (int) ( $instance['widget_id'] ?? 0 ) );
		if ( '' === $html ) {
			return;
		}
		$title = (string) apply_filters( 'widget_title', (string) ( $instance['title'] ?? '' ), $instance, $this->id_base );
		echo wp_kses_post( (string) ( $args['before_widget'] ?? '' ) );
		if ( '' !== $title ) {
			echo wp_kses_post( (string) ( $args['before_title'] ?? '' ) ) . esc_html( $title ) . wp_kses_post( (string) ( $args['after_title'] ?? '' ) );
		}
		echo $html; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the renderer.
		echo wp_kses_post( (string) ( $args['after_widget'] ?? '' ) );
	}

	/**
	 * @param array<string, mixed> $instance Saved settings.
	 */
	public function form( $instance ): string {
		$chosen = (int) ( $instance['widget_id'] ?? 0 );
		printf(
			'<p><label for="%1$s">%2$s</label><input class="widefat" id="%1$s" name="%3$s" type="text" value="%4$s"></p>',
			esc_attr( $this->get_field_id( 'title' ) ),
			esc_html__( 'Title:', 'vitrine' ),
			esc_attr( $this->get_field_name( 'title' ) ),
			esc_attr( (string) ( $instance['title'] ?? '' ) )
		);
		$options = '<option value="0">' . esc_html__( '— Choose —', 'vitrine' ) . '</option>';
		foreach ( ( new WidgetRepository() )->all() as $widget ) {
			$options .= sprintf( '<option value="%1$d"%2$s>%3$s</option>', $widget->id, selected( $chosen, $widget->id, false ), esc_html( $widget->title ) );
		}
		printf(
			'<p><label for="%1$s">%2$s</label><select class="widefat" id="%1$s" name="%3$s">%4$s</select></p>',
			esc_attr( $this->get_field_id( 'widget_id' ) ),
			esc_html__( 'Reviews widget:', 'vitrine' ),
			esc_attr( $this->get_field_name( 'widget_id' ) ),
			$options // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above.
		);
		return '';
	}

	/**
	 * @param array<string, mixed> $new_instance Submitted settings.
	 * @param array<string, mixed> $old_instance Previous settings.
	 * @return array<string, mixed>
	 */
	public function update( $new_instance, $old_instance ): array {
		return array(
			'title'     => sanitize_text_field( (string) ( $new_instance['title'] ?? '' ) ),
			'widget_id' => absint( $new_instance['widget_id'] ?? 0 ),
		);
	}
}
