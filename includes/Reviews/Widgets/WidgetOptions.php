<?php
/**
 * Every option of a reviews widget: one schema for defaults, validation and the admin form.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Widgets;

use Vitrine\Core\Rest\Schema;
use Vitrine\Reviews\Storage\SourceRepository;

/**
 * The spec's "Reviews widget options" (names kept: speed, pagin, mobileCount, flash_start, …) and
 * ours for what the spec leaves to the editor (docs/reviews.md). The REST routes validate with it,
 * the admin screen builds its form from describe(), and the views read complete options.
 */
final class WidgetOptions {

	public const LAYOUTS = array( 'list', 'grid', 'slider', 'badge', 'flash', 'tag' );

	/** A width:columns entry of slider_breakpoints; the same rule as src/reviews/breakpoints.ts. */
	private const BREAKPOINT = '/^(\d+)\s*:\s*(\d+)$/';

	/**
	 * The definitions by locale: their labels are translated.
	 *
	 * @var array<string, array<string, array<string, mixed>>>
	 */
	private static array $definitions = array();

	public function __construct( private readonly ?SourceRepository $sources = null ) {
	}

	/**
	 * Every option at its default.
	 *
	 * @return array<string, mixed>
	 */
	public static function defaults(): array {
		return array_map( static fn ( array $definition ): mixed => $definition['default'], self::definitions() );
	}

	/**
	 * Complete, clean options from the given ones over a base (the defaults, or the options
	 * already saved for a partial update), or every error by option key.
	 *
	 * @param array<string, mixed>      $options The options to check.
	 * @param array<string, mixed>|null $base    What they change; the defaults when null.
	 * @return array<string, mixed>|\WP_Error
	 */
	public function validate( array $options, ?array $base = null ): array|\WP_Error {
		$definitions = self::definitions();
		$clean       = array_merge( self::defaults(), array_intersect_key( $base ?? array(), $definitions ) );
		$errors      = array();
		foreach ( $options as $key => $value ) {
			$key = (string) $key;
			if ( ! isset( $definitions[ $key ] ) ) {
				/* translators: %s: an option's key. */
				$errors[ $key ] = sprintf( __( 'There is no widget option "%s".', 'vitrine' ), $key );
				continue;
			}
			$result = $this->check( $definitions[ $key ], $value );
			if ( $result instanceof \WP_Error ) {
				$errors[ $key ] = $result->get_error_message();
				continue;
			}
			$clean[ $key ] = $result;
		}
		if ( array() !== $errors ) {
			return new \WP_Error(
				'vitrine_invalid_widget_options',
				/* translators: %s: the messages of the options that are wrong. */
				sprintf( __( 'The widget was not saved: %s', 'vitrine' ), implode( ' ', $errors ) ),
				array(
					'status' => 400,
					'params' => $errors,
				)
			);
		}
		return $clean;
	}

	/**
	 * The JSON Schema of complete, clean options, as validate() makes them and the widget
	 * routes answer them.
	 *
	 * @return array<string, mixed>
	 */
	public static function schema(): array {
		$properties = array();
		foreach ( self::definitions() as $key => $definition ) {
			$properties[ $key ] = match ( $definition['type'] ) {
				'boolean'   => Schema::boolean(),
				'integer'   => array(
					'minimum' => $definition['minimum'],
					'maximum' => $definition['maximum'],
				) + Schema::integer(),
				'enum'      => Schema::string( array_map( 'strval', array_keys( $definition['enum'] ) ) ),
				'sources'   => Schema::list_of( Schema::integer() ),
				'templates' => Schema::object(
					array(
						'm1' => Schema::string(),
						'm2' => Schema::string(),
					)
				),
				default     => Schema::string(), // color, breakpoints.
			};
		}
		return Schema::titled( 'ReviewWidgetOptions', Schema::object( $properties ) );
	}

	/**
	 * The JSON Schema of describe().
	 *
	 * @return array<string, mixed>
	 */
	public static function describe_schema(): array {
		$choice = Schema::object(
			array(
				'value' => Schema::string(),
				'label' => Schema::string(),
			)
		);
		return Schema::titled(
			'ReviewWidgetOptionsDescription',
			Schema::object(
				array(
					'groups'  => Schema::list_of(
						Schema::object(
							array(
								'id'    => Schema::string(),
								'label' => Schema::string(),
							)
						)
					),
					'layouts' => Schema::list_of( $choice ),
					'options' => Schema::list_of(
						Schema::object(
							array(
								'key'     => Schema::string(),
								'type'    => Schema::string( array( 'boolean', 'integer', 'enum', 'color', 'sources', 'templates', 'breakpoints' ) ),
								'group'   => Schema::string(),
								'label'   => Schema::string(),
								'default' => array( 'type' => array( 'boolean', 'integer', 'string', 'array', 'object' ) ),
								'minimum' => Schema::integer(),
								'maximum' => Schema::integer(),
								'enum'    => Schema::list_of( $choice ),
								'layouts' => Schema::list_of( Schema::string( self::LAYOUTS ) ),
								'help'    => Schema::string(),
							),
							array( 'minimum', 'maximum', 'enum', 'layouts', 'help' )
						)
					),
				)
			)
		);
	}

	/**
	 * The schema for the admin screen: groups, layouts and each option with its label.
	 *
	 * @return array{groups: list<array{id: string, label: string}>, layouts: list<array{value: string, label: string}>, options: list<array<string, mixed>>}
	 */
	public static function describe(): array {
		$options = array();
		foreach ( self::definitions() as $key => $definition ) {
			$option = array( 'key' => $key ) + $definition;
			if ( isset( $option['enum'] ) ) {
				$option['enum'] = array_map(
					static fn ( string $value, string $label ): array => array(
						'value' => $value,
						'label' => $label,
					),
					array_keys( $option['enum'] ),
					array_values( $option['enum'] )
				);
			}
			$options[] = $option;
		}
		$layouts = self::definitions()['layout']['enum'];
		return array(
			'groups'  => array(
				array(
					'id'    => 'content',
					'label' => __( 'Reviews shown', 'vitrine' ),
				),
				array(
					'id'    => 'display',
					'label' => __( 'Review display', 'vitrine' ),
				),
				array(
					'id'    => 'slider',
					'label' => __( 'Slider', 'vitrine' ),
				),
				array(
					'id'    => 'flash',
					'label' => __( 'Flash', 'vitrine' ),
				),
				array(
					'id'    => 'badge',
					'label' => __( 'Badge', 'vitrine' ),
				),
				array(
					'id'    => 'tag',
					'label' => __( 'Tag', 'vitrine' ),
				),
				array(
					'id'    => 'style',
					'label' => __( 'Colours and sizes', 'vitrine' ),
				),
			),
			'layouts' => array_map(
				static fn ( string $value, string $label ): array => array(
					'value' => $value,
					'label' => $label,
				),
				array_keys( $layouts ),
				array_values( $layouts )
			),
			'options' => $options,
		);
	}

	/**
	 * Checks one value against its definition.
	 *
	 * @param array<string, mixed> $definition The option's definition.
	 * @param mixed                $value      The value given.
	 * @return mixed|\WP_Error The clean value.
	 */
	private function check( array $definition, mixed $value ): mixed {
		$label = (string) $definition['label'];
		switch ( $definition['type'] ) {
			case 'boolean':
				if ( is_bool( $value ) || in_array( $value, array( 0, 1, '0', '1' ), true ) ) {
					return (bool) $value;
				}
				/* translators: %s: an option's label. */
				return new \WP_Error( 'invalid', sprintf( __( '%s must be on or off.', 'vitrine' ), $label ) );
			case 'integer':
				if ( ! is_numeric( $value ) || (float) (int) $value !== (float) $value || (int) $value < $definition['minimum'] || (int) $value > $definition['maximum'] ) {
					/* translators: 1: an option's label, 2: the smallest value, 3: the largest value. */
					return new \WP_Error( 'invalid', sprintf( __( '%1$s must be a whole number from %2$d to %3$d.', 'vitrine' ), $label, $definition['minimum'], $definition['maximum'] ) );
				}
				return (int) $value;
			case 'enum':
				if ( ! is_string( $value ) || ! isset( $definition['enum'][ $value ] ) ) {
					/* translators: 1: an option's label, 2: the allowed values. */
					return new \WP_Error( 'invalid', sprintf( __( '%1$s must be one of: %2$s.', 'vitrine' ), $label, implode( ', ', array_keys( $definition['enum'] ) ) ) );
				}
				return $value;
			case 'color':
				if ( '' === $value ) {
					return '';
				}
				$color = is_string( $value ) ? sanitize_hex_color( $value ) : null;
				if ( null === $color || '' === $color ) {
					/* translators: %s: an option's label. */
					return new \WP_Error( 'invalid', sprintf( __( '%s must be a colour such as #1a2b3c, or empty for the theme\'s.', 'vitrine' ), $label ) );
				}
				return strtolower( $color );
			case 'sources':
				return $this->check_sources( $label, $value );
			case 'templates':
				return $this->check_templates( $label, $value );
			case 'breakpoints':
				return $this->check_breakpoints( $label, $value );
		}
		return new \WP_Error( 'invalid', $label );
	}

	/**
	 * A list of existing source ids.
	 *
	 * @param string $label The option's label.
	 * @param mixed  $value The value given.
	 * @return list<int>|\WP_Error
	 */
	private function check_sources( string $label, mixed $value ): array|\WP_Error {
		if ( ! is_array( $value ) ) {
			/* translators: %s: an option's label. */
			return new \WP_Error( 'invalid', sprintf( __( '%s must be a list of sources.', 'vitrine' ), $label ) );
		}
		$ids = array();
		foreach ( $value as $id ) {
			if ( ! is_numeric( $id ) || (int) $id < 1 || ( null !== $this->sources && null === $this->sources->find( (int) $id ) ) ) {
				/* translators: %s: what was given as a source id. */
				return new \WP_Error( 'invalid', sprintf( __( 'There is no review source %s.', 'vitrine' ), is_scalar( $id ) ? (string) $id : '?' ) );
			}
			$ids[] = (int) $id;
		}
		return array_values( array_unique( $ids ) );
	}

	/**
	 * The m1 and m2 message templates, plain text.
	 *
	 * @param string $label The option's label.
	 * @param mixed  $value The value given.
	 * @return array{m1: string, m2: string}|\WP_Error
	 */
	private function check_templates( string $label, mixed $value ): array|\WP_Error {
		if ( ! is_array( $value ) || array() !== array_diff( array_keys( $value ), array( 'm1', 'm2' ) ) ) {
			/* translators: %s: an option's label. */
			return new \WP_Error( 'invalid', sprintf( __( '%s must give the messages m1 and m2.', 'vitrine' ), $label ) );
		}
		$defaults = self::definitions()['text']['default'];
		$clean    = array();
		foreach ( array( 'm1', 'm2' ) as $key ) {
			$text = $value[ $key ] ?? $defaults[ $key ];
			if ( ! is_string( $text ) || mb_strlen( $text ) > 200 || wp_strip_all_tags( $text ) !== $text ) {
				/* translators: %s: an option's label. */
				return new \WP_Error( 'invalid', sprintf( __( '%s must be plain text of at most 200 characters.', 'vitrine' ), $label ) );
			}
			$clean[ $key ] = trim( $text );
		}
		return $clean;
	}

	/**
	 * A comma list of width:columns, every entry well formed.
	 *
	 * @param string $label The option's label.
	 * @param mixed  $value The value given.
	 * @return string|\WP_Error
	 */
	private function check_breakpoints( string $label, mixed $value ): string|\WP_Error {
		if ( ! is_string( $value ) ) {
			/* translators: %s: an option's label. */
			return new \WP_Error( 'invalid', sprintf( __( '%s must be text such as 500:1, 750:2, 1100:3.', 'vitrine' ), $label ) );
		}
		$entries = array();
		foreach ( '' === trim( $value ) ? array() : explode( ',', $value ) as $entry ) {
			if ( 1 !== preg_match( self::BREAKPOINT, trim( $entry ), $match ) || (int) $match[1] < 1 || (int) $match[2] < 1 || (int) $match[2] > 12 ) {
				return new \WP_Error(
					'invalid',
					/* translators: 1: an option's label, 2: the wrong entry. */
					sprintf( __( '%1$s: "%2$s" is not a width and a number of columns such as 750:2.', 'vitrine' ), $label, trim( $entry ) )
				);
			}
			$entries[] = (int) $match[1] . ':' . (int) $match[2];
		}
		return implode( ',', $entries );
	}

	/**
	 * The definitions, built once a request (their labels are translated).
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private static function definitions(): array {
		$locale = determine_locale();
		if ( isset( self::$definitions[ $locale ] ) ) {
			return self::$definitions[ $locale ];
		}
		$list    = array( 'list', 'grid' );
		$cards   = array( 'list', 'grid', 'slider' );
		$slider  = array( 'slider' );
		$corners = array(
			'bottom-left'  => __( 'Bottom left', 'vitrine' ),
			'bottom-right' => __( 'Bottom right', 'vitrine' ),
		);
		$boolean = static fn ( string $group, string $label, bool $default, ?array $layouts = null, string $help = '' ): array => array_filter(
			array(
				'type'    => 'boolean',
				'group'   => $group,
				'label'   => $label,
				'default' => $default,
				'layouts' => $layouts,
				'help'    => $help,
			),
			static fn ( mixed $value ): bool => null !== $value && '' !== $value
		);
		$integer = static fn ( string $group, string $label, int $default, int $min, int $max, ?array $layouts = null, string $help = '' ): array => array_filter(
			array(
				'type'    => 'integer',
				'group'   => $group,
				'label'   => $label,
				'default' => $default,
				'minimum' => $min,
				'maximum' => $max,
				'layouts' => $layouts,
				'help'    => $help,
			),
			static fn ( mixed $value ): bool => null !== $value && '' !== $value
		);
		$enum    = static fn ( string $group, string $label, string $default, array $values, ?array $layouts = null ): array => array_filter(
			array(
				'type'    => 'enum',
				'group'   => $group,
				'label'   => $label,
				'default' => $default,
				'enum'    => $values,
				'layouts' => $layouts,
			),
			static fn ( mixed $value ): bool => null !== $value
		);
		$color   = static fn ( string $label, ?array $layouts = null ): array => array_filter(
			array(
				'type'    => 'color',
				'group'   => 'style',
				'label'   => $label,
				'default' => '',
				'layouts' => $layouts,
			),
			static fn ( mixed $value ): bool => null !== $value
		);

		self::$definitions[ $locale ] = array(
			// Reviews shown.
			'layout'              => $enum(
				'content',
				__( 'Layout', 'vitrine' ),
				'list',
				array(
					'list'   => __( 'List', 'vitrine' ),
					'grid'   => __( 'Grid', 'vitrine' ),
					'slider' => __( 'Slider', 'vitrine' ),
					'badge'  => __( 'Badge', 'vitrine' ),
					'flash'  => __( 'Flash', 'vitrine' ),
					'tag'    => __( 'Tag', 'vitrine' ),
				)
			),
			'sources'             => array(
				'type'    => 'sources',
				'group'   => 'content',
				'label'   => __( 'Sources', 'vitrine' ),
				'help'    => __( 'None ticked: every source.', 'vitrine' ),
				'default' => array(),
			),
			'min_rating'          => $integer( 'content', __( 'Lowest rating shown', 'vitrine' ), 0, 0, 5, null, __( '0 shows every rating.', 'vitrine' ) ),
			'only_with_text'      => $boolean( 'content', __( 'Only reviews with text', 'vitrine' ), false ),
			'sort'                => $enum(
				'content',
				__( 'Order', 'vitrine' ),
				'newest',
				array(
					'newest'  => __( 'Newest first', 'vitrine' ),
					'oldest'  => __( 'Oldest first', 'vitrine' ),
					'highest' => __( 'Highest rating first', 'vitrine' ),
					'lowest'  => __( 'Lowest rating first', 'vitrine' ),
				)
			),
			'pagination'          => $integer( 'content', __( 'Reviews shown at first and per "Show more"', 'vitrine' ), 6, 0, 100, $list, __( '0 shows them all.', 'vitrine' ) ),
			'max_reviews'         => $integer( 'content', __( 'Most reviews in the widget', 'vitrine' ), 0, 0, 500, null, __( '0 for no limit.', 'vitrine' ) ),
			'trans'               => $boolean( 'content', __( 'Only reviews in the site\'s language', 'vitrine' ), false ),
			// Review display.
			'disable_review_time' => $boolean( 'display', __( 'Hide review dates', 'vitrine' ), false ),
			'time_format'         => $enum(
				'display',
				__( 'Review dates', 'vitrine' ),
				'relative',
				array(
					'relative' => __( 'Relative ("3 days ago")', 'vitrine' ),
					'date'     => __( 'Date', 'vitrine' ),
					'datetime' => __( 'Date and time', 'vitrine' ),
				)
			),
			'hide_avatar'         => $boolean( 'display', __( 'Hide reviewers\' photos', 'vitrine' ), false ),
			'hide_name'           => $boolean( 'display', __( 'Hide reviewers\' names', 'vitrine' ), false ),
			'lazy_load_img'       => $boolean( 'display', __( 'Load images when they scroll into view', 'vitrine' ), true ),
			'text_size'           => $integer( 'display', __( 'Characters before "Read more"', 'vitrine' ), 200, 0, 5000, null, __( '0 never cuts the text.', 'vitrine' ) ),
			'show_reply'          => $boolean( 'display', __( 'Show the owner\'s replies', 'vitrine' ), true ),
			'open_link'           => $boolean( 'display', __( 'Open links in a new window', 'vitrine' ), true ),
			'nofollow_link'       => $boolean( 'display', __( 'Ask search engines not to follow links', 'vitrine' ), true ),
			'leave_review_link'   => $boolean( 'display', __( 'Show a "leave a review" link', 'vitrine' ), true ),
			'text'                => array(
				'type'    => 'templates',
				'group'   => 'display',
				'label'   => __( 'Messages', 'vitrine' ),
				'help'    => __( 'm1 sums up the rating ({rating}, {count}); m2 is the "leave a review" link ({provider}).', 'vitrine' ),
				'default' => array(
					/* translators: keep {rating} and {count}: the widget puts the average rating and the number of reviews there. */
					'm1' => __( '{rating} out of 5, based on {count} reviews', 'vitrine' ),
					/* translators: keep {provider}: the widget puts Google, Facebook or Yelp there. */
					'm2' => __( 'Review us on {provider}', 'vitrine' ),
				),
			),
			// Slider.
			'speed'               => $integer( 'slider', __( 'Autoplay interval (seconds)', 'vitrine' ), 5, 1, 60, $slider ),
			'effect'              => $enum(
				'slider',
				__( 'Transition', 'vitrine' ),
				'slide',
				array(
					'slide' => __( 'Slide', 'vitrine' ),
					'fade'  => __( 'Fade', 'vitrine' ),
				),
				$slider
			),
			'count'               => $integer( 'slider', __( 'Columns', 'vitrine' ), 3, 1, 6, $slider ),
			'space'               => $integer( 'slider', __( 'Space between cards (px)', 'vitrine' ), 16, 0, 64, $slider ),
			'pagin'               => $boolean( 'slider', __( 'Dots', 'vitrine' ), true, $slider ),
			'nextprev'            => $boolean( 'slider', __( 'Previous and next buttons', 'vitrine' ), true, $slider ),
			'mobileBreakpoint'    => $integer( 'slider', __( 'Narrow slider (phone size): up to (px)', 'vitrine' ), 500, 0, 4000, $slider, __( 'Widths are the slider\'s own, not the screen\'s: a slider in a sidebar counts as narrow. Cards stay at least 220 px wide, so a narrow slider may show fewer columns.', 'vitrine' ) ),
			'mobileCount'         => $integer( 'slider', __( 'Narrow slider: columns', 'vitrine' ), 1, 1, 6, $slider ),
			'tabletBreakpoint'    => $integer( 'slider', __( 'Medium slider (tablet size): up to (px)', 'vitrine' ), 1024, 0, 4000, $slider ),
			'tabletCount'         => $integer( 'slider', __( 'Medium slider: columns', 'vitrine' ), 2, 1, 6, $slider ),
			'desktopBreakpoint'   => $integer( 'slider', __( 'Wide slider (desktop size): up to (px)', 'vitrine' ), 1280, 0, 4000, $slider ),
			'desktopCount'        => $integer( 'slider', __( 'Wide slider: columns', 'vitrine' ), 3, 1, 6, $slider ),
			'slider_breakpoints'  => array(
				'type'    => 'breakpoints',
				'group'   => 'slider',
				'label'   => __( 'Columns by width', 'vitrine' ),
				'help'    => __( 'A comma list of width:columns, such as 500:1, 750:2, 1100:3. Widths are the slider\'s own. When set, it replaces the narrow, medium and wide settings.', 'vitrine' ),
				'default' => '',
				'layouts' => $slider,
			),
			'autoplay'            => $boolean( 'slider', __( 'Autoplay', 'vitrine' ), true, $slider ),
			'mousestop'           => $boolean( 'slider', __( 'Stop autoplay while the pointer is over it', 'vitrine' ), true, $slider ),
			'clickstop'           => $boolean( 'slider', __( 'Stop autoplay after a click', 'vitrine' ), true, $slider ),
			'wheelscroll'         => $boolean( 'slider', __( 'Scroll with the mouse wheel', 'vitrine' ), false, $slider ),
			'swipe_step'          => $integer( 'slider', __( 'Cards moved per step', 'vitrine' ), 1, 1, 6, $slider ),
			'swipe_per_btn'       => $boolean( 'slider', __( 'Buttons move a whole page', 'vitrine' ), false, $slider ),
			'swipe_per_dot'       => $boolean( 'slider', __( 'One dot per page', 'vitrine' ), false, $slider ),
			// Flash.
			'flash_start'         => $integer( 'flash', __( 'First shown after (seconds)', 'vitrine' ), 3, 0, 120, array( 'flash' ) ),
			'flash_visible'       => $integer( 'flash', __( 'Shown for (seconds)', 'vitrine' ), 5, 1, 120, array( 'flash' ) ),
			'flash_invisible'     => $integer( 'flash', __( 'Hidden for (seconds)', 'vitrine' ), 5, 1, 120, array( 'flash' ) ),
			'flash_user_photo'    => $boolean( 'flash', __( 'Show the reviewer\'s photo', 'vitrine' ), true, array( 'flash' ) ),
			'flash_hide_logo'     => $boolean( 'flash', __( 'Hide the provider\'s logo', 'vitrine' ), false, array( 'flash' ) ),
			'flash_position'      => $enum( 'flash', __( 'Position', 'vitrine' ), 'bottom-left', $corners, array( 'flash' ) ),
			// Badge.
			'badge_mode'          => $enum(
				'badge',
				__( 'Placement', 'vitrine' ),
				'floating',
				array(
					'floating' => __( 'Floating in a corner of the window', 'vitrine' ),
					'inline'   => __( 'In the page where it is placed', 'vitrine' ),
				),
				array( 'badge' )
			),
			'badge_position'      => $enum( 'badge', __( 'Corner', 'vitrine' ), 'bottom-left', $corners, array( 'badge' ) ),
			// Tag.
			'tag_popup'           => $integer( 'tag', __( 'Pops up after (seconds)', 'vitrine' ), 0, 0, 120, array( 'tag' ), __( '0 shows it at once.', 'vitrine' ) ),
			'tag_click'           => $enum(
				'tag',
				__( 'A click on the tag', 'vitrine' ),
				'sidebar',
				array(
					'sidebar' => __( 'Opens a sidebar of reviews', 'vitrine' ),
					'link'    => __( 'Opens the review page', 'vitrine' ),
				),
				array( 'tag' )
			),
			'tag_sidebar'         => $enum(
				'tag',
				__( 'Sidebar side', 'vitrine' ),
				'right',
				array(
					'left'  => __( 'Left', 'vitrine' ),
					'right' => __( 'Right', 'vitrine' ),
				),
				array( 'tag' )
			),
			'tag_position'        => $enum( 'tag', __( 'Corner', 'vitrine' ), 'bottom-right', $corners, array( 'tag' ) ),
			'tag_color'           => $color( __( 'Tag colour', 'vitrine' ), array( 'tag' ) ),
			'tag_text_color'      => $color( __( 'Tag text colour', 'vitrine' ), array( 'tag' ) ),
			// Colours and sizes.
			'bg_color'            => $color( __( 'Card background', 'vitrine' ) ),
			'text_color'          => $color( __( 'Text colour', 'vitrine' ) ),
			'link_color'          => $color( __( 'Link colour', 'vitrine' ) ),
			'star_color'          => $color( __( 'Star colour', 'vitrine' ) ),
			'card_radius'         => $integer( 'style', __( 'Card corner radius (px)', 'vitrine' ), 8, 0, 48, $cards ),
			'avatar_size'         => $integer( 'style', __( 'Photo size (px)', 'vitrine' ), 48, 24, 128 ),
			'font_size'           => $integer( 'style', __( 'Text size (px)', 'vitrine' ), 0, 0, 32, null, __( '0 keeps the theme\'s.', 'vitrine' ) ),
		);
		return self::$definitions[ $locale ];
	}
}
