<?php
/**
 * The vitrine/calendar block.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Calendar;

use Vitrine\Core\Ajax\AjaxRouter;
use Vitrine\Core\Assets\Assets;

/**
 * A dynamic block: a month of posts by date, rendered here first (the month of the address's
 * ?vitrine_month=YYYY-MM, or the current one) with its settings signed for the calendar_month
 * call. The first calendar of a page reads vitrine_month, the next ones vitrine_month_2, …, so
 * each moves on its own.
 */
final class CalendarBlock {

	public const NAME = 'vitrine/calendar';

	public const ENTRY = 'calendar';

	public const PARAM = 'vitrine_month';

	private int $instances = 0;

	public function __construct(
		private readonly CalendarRenderer $renderer,
		private readonly Assets $assets,
	) {
	}

	/**
	 * The name of the month parameter of a page's nth calendar.
	 */
	public static function param( int $instance ): string {
		return 1 === $instance ? self::PARAM : self::PARAM . '_' . $instance;
	}

	/**
	 * The calendar in the block's wrapper, its bundle enqueued.
	 *
	 * @param array<string, mixed> $attributes The block's attributes.
	 */
	public function render( array $attributes ): string {
		$settings = CalendarSettings::from_attributes( $attributes );
		++$this->instances;
		$param = self::param( $this->instances );
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a read-only page parameter.
		$asked = isset( $_GET[ $param ] ) && is_string( $_GET[ $param ] ) ? sanitize_text_field( wp_unslash( $_GET[ $param ] ) ) : '';
		$month = MonthGrid::is_month( $asked ) ? $asked : current_time( 'Y-m' );
		$id    = 'vitrine-calendar-' . $this->instances;
		$post  = get_the_ID();

		$this->enqueue();
		$link = static fn ( string $to ): string => add_query_arg( $param, $to );
		// Outside a block render (a test) WordPress gives no wrapper attributes.
		$wrapper = null === \WP_Block_Supports::$block_to_render
			? 'class="wp-block-vitrine-calendar vitrine-calendar"'
			: get_block_wrapper_attributes( array( 'class' => 'vitrine-calendar' ) );
		return sprintf(
			'<div %1$s id="%2$s" data-vitrine-widget="calendar" data-settings="%3$s" data-post="%4$d" data-param="%5$s" data-month="%6$s"><div class="vitrine-calendar__month">%7$s</div><p class="vitrine-calendar__sr vitrine-calendar__status" role="status"></p></div>',
			$wrapper,
			esc_attr( $id ),
			esc_attr( $settings->signed() ),
			false === $post ? 0 : $post,
			esc_attr( $param ),
			esc_attr( $month ),
			$this->renderer->month( $settings, $month, $id, $link )
		);
	}

	public function enqueue(): void {
		$this->assets->define_settings( self::ENTRY, 'calendar', static fn (): array => self::script_settings() );
		$this->assets->enqueue( self::ENTRY );
	}

	/**
	 * What the calendar bundle needs, translated here so the page needs no wp-i18n.
	 *
	 * @return array<string, mixed>
	 */
	public static function script_settings(): array {
		return array(
			'ajaxUrl' => AjaxRouter::url_template(),
			'i18n'    => array(
				'loading' => __( 'Loading the month…', 'vitrine' ),
				'failed'  => __( 'The month could not be loaded.', 'vitrine' ),
			),
		);
	}
}
