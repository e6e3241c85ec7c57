<?php
/**
 * The mini-cart as a classic widget.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\CartUi\Widget;

use Vitrine\CartUi\MiniCart;

/**
 * For widget areas of classic themes: a title and the mini-cart, filled in by the browser.
 */
final class MiniCartWidget extends \WP_Widget {

	public const ID_BASE = 'vitrine_mini_cart';

	public function __construct( private readonly MiniCart $mini_cart ) {
		parent::__construct(
			self::ID_BASE,
			__( 'Vitrine cart', 'vitrine' ),
			array(
				'classname'                   => 'vitrine-widget-mini-cart',
				'description'                 => __( 'The shopper’s cart: items, subtotal and a link to the cart page.', 'vitrine' ),
				'customize_selective_refresh' => true,
				'show_instance_in_rest'       => true,
			)
		);
	}

	/**
	 * Prints the widget.
	 *
	 * @param array<string, mixed> $args     Theme markup around widgets (before_widget...).
	 * @param array<string, mixed> $instance The widget's settings.
	 */
	public function widget( $args, $instance ): void {
		$title = (string) apply_filters( 'widget_title', self::title( $instance ), $instance, $this->id_base ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own widget filter.
		echo wp_kses_post( (string) ( $args['before_widget'] ?? '' ) );
		if ( '' !== $title ) {
			echo wp_kses_post( (string) ( $args['before_title'] ?? '' ) ) . esc_html( $title ) . wp_kses_post( (string) ( $args['after_title'] ?? '' ) );
		}
		echo $this->mini_cart->render( false ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in MiniCart::render().
		echo wp_kses_post( (string) ( $args['after_widget'] ?? '' ) );
	}

	/**
	 * The settings form in the widget screens.
	 *
	 * @param array<string, mixed> $instance The widget's settings.
	 */
	public function form( $instance ): string {
		printf(
			'<p><label for="%1$s">%2$s</label><input class="widefat" id="%1$s" name="%3$s" type="text" value="%4$s"></p>',
			esc_attr( $this->get_field_id( 'title' ) ),
			esc_html__( 'Title:', 'vitrine' ),
			esc_attr( $this->get_field_name( 'title' ) ),
			esc_attr( self::title( $instance ) )
		);
		return '';
	}

	/**
	 * Saves the settings.
	 *
	 * @param array<string, mixed> $new_instance Submitted settings.
	 * @param array<string, mixed> $old_instance Previous settings.
	 * @return array<string, string>
	 */
	public function update( $new_instance, $old_instance ): array {
		return array( 'title' => sanitize_text_field( (string) ( $new_instance['title'] ?? '' ) ) );
	}

	/**
	 * @param array<string, mixed> $instance The widget's settings.
	 */
	private static function title( array $instance ): string {
		return isset( $instance['title'] ) && is_string( $instance['title'] ) ? $instance['title'] : __( 'Cart', 'vitrine' );
	}
}
