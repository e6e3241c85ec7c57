<?php
/**
 * What the widget routes answer and how they read a widget's options.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Widgets\Rest;

use Vitrine\Core\Errors\ErrorKind;
use Vitrine\Reviews\ReviewsError;
use Vitrine\Core\Rest\Schema;
use Vitrine\Reviews\Widgets\Shortcode;
use Vitrine\Reviews\Widgets\Widget;
use Vitrine\Reviews\Widgets\WidgetOptions;
use Vitrine\Reviews\Widgets\WidgetRepository;

/**
 * One shape of a widget for every route (docs/reviews.md, "Widgets"), and the checks the
 * routes share: a widget that exists, options that WidgetOptions accepts, a title.
 */
final class WidgetPayload {

	/** The longest widget name. */
	public const TITLE_MAX = 200;

	public function __construct(
		private readonly WidgetRepository $widgets,
		private readonly WidgetOptions $options,
	) {
	}

	/**
	 * A widget in the list: `{ id, title, layout, shortcode, modified }`.
	 *
	 * @return array{id: int, title: string, layout: string, shortcode: string, modified: string}
	 */
	public static function summary( Widget $widget ): array {
		return array(
			'id'        => $widget->id,
			'title'     => $widget->title,
			'layout'    => (string) $widget->options['layout'],
			'shortcode' => self::shortcode( $widget->id ),
			'modified'  => (string) get_post_modified_time( 'c', true, $widget->id ),
		);
	}

	/**
	 * A widget with every option: `{ id, title, options, shortcode, modified }`.
	 *
	 * @return array{id: int, title: string, options: array<string, mixed>, shortcode: string, modified: string}
	 */
	public static function full( Widget $widget ): array {
		return array(
			'id'        => $widget->id,
			'title'     => $widget->title,
			'options'   => $widget->options,
			'shortcode' => self::shortcode( $widget->id ),
			'modified'  => (string) get_post_modified_time( 'c', true, $widget->id ),
		);
	}

	/**
	 * The JSON Schema of summary().
	 *
	 * @return array<string, mixed>
	 */
	public static function summary_schema(): array {
		return Schema::titled(
			'ReviewWidgetSummary',
			Schema::object(
				array(
					'id'        => Schema::integer(),
					'title'     => Schema::string(),
					'layout'    => Schema::string( WidgetOptions::LAYOUTS ),
					'shortcode' => Schema::string(),
					'modified'  => Schema::string(),
				)
			)
		);
	}

	/**
	 * The JSON Schema of full().
	 *
	 * @return array<string, mixed>
	 */
	public static function full_schema(): array {
		return Schema::titled(
			'ReviewWidget',
			Schema::object(
				array(
					'id'        => Schema::integer(),
					'title'     => Schema::string(),
					'options'   => WidgetOptions::schema(),
					'shortcode' => Schema::string(),
					'modified'  => Schema::string(),
				)
			)
		);
	}

	public static function shortcode( int $id ): string {
		return sprintf( '[%s id="%d"]', Shortcode::TAG, $id );
	}

	/**
	 * The widget, or a 404.
	 *
	 * @throws ReviewsError When there is no such widget.
	 */
	public function find( int $id ): Widget {
		$widget = $this->widgets->find( $id );
		if ( null === $widget ) {
			throw new ReviewsError( 'vitrine_reviews_unknown_widget', __( 'There is no such reviews widget.', 'vitrine' ), ErrorKind::NOT_FOUND );
		}
		return $widget;
	}

	/**
	 * Complete options from those sent, over a base (the saved ones for a partial update).
	 *
	 * @param mixed                     $options The options sent (an object).
	 * @param array<string, mixed>|null $base    The options they change; the defaults when null.
	 * @return array<string, mixed>
	 * @throws ReviewsError INVALID vitrine_invalid_widget_options with data.params (key to message).
	 */
	public function options( mixed $options, ?array $base = null ): array {
		$result = $this->options->validate( is_array( $options ) ? $options : array(), $base );
		if ( $result instanceof \WP_Error ) {
			$data = (array) $result->get_error_data();
			throw new ReviewsError( 'vitrine_invalid_widget_options', $result->get_error_message(), ErrorKind::INVALID, array( 'params' => $data['params'] ?? array() ) );
		}
		return $result;
	}

	/**
	 * A widget's name: plain text, not empty.
	 *
	 * @throws ReviewsError INVALID vitrine_invalid_widget_options with data.params.title.
	 */
	public function title( mixed $title ): string {
		$clean = is_string( $title ) ? sanitize_text_field( $title ) : '';
		if ( '' === $clean ) {
			$message = __( 'Give the widget a name.', 'vitrine' );
			throw new ReviewsError( 'vitrine_invalid_widget_options', $message, ErrorKind::INVALID, array( 'params' => array( 'title' => $message ) ) );
		}
		return $clean;
	}

	/**
	 * Writes a widget whose title and options are already checked.
	 *
	 * @param int                  $id      0 to create.
	 * @param string               $title   Its name.
	 * @param array<string, mixed> $options Complete, valid options.
	 * @throws ReviewsError FAILED when WordPress refused to write the post.
	 */
	public function save( int $id, string $title, array $options ): Widget {
		$saved  = $this->widgets->save( $id, $title, $options );
		$widget = $saved > 0 ? $this->widgets->find( $saved ) : null;
		if ( null === $widget ) {
			throw new ReviewsError( 'vitrine_widget_not_saved', __( 'The widget could not be saved. Try again.', 'vitrine' ), ErrorKind::FAILED );
		}
		return $widget;
	}

	/**
	 * The REST argument of a widget's name.
	 *
	 * @return array<string, mixed>
	 */
	public static function title_arg( bool $required ): array {
		return array(
			'type'        => 'string',
			'description' => __( 'The widget\'s name in wp-admin.', 'vitrine' ),
			'maxLength'   => self::TITLE_MAX,
			'required'    => $required,
		);
	}

	/**
	 * The REST argument of the options: an object checked by WidgetOptions, which names each
	 * wrong option in its own words.
	 *
	 * @return array<string, mixed>
	 */
	public static function options_arg( bool $required ): array {
		return array(
			'type'        => 'object',
			'description' => __( 'Widget options by key (GET /review-widgets/schema lists them).', 'vitrine' ),
			'required'    => $required,
		);
	}
}
