<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Reviews\Widgets;

use Vitrine\Reviews\Storage\SourceRepository;
use Vitrine\Reviews\Widgets\WidgetOptions;
use Vitrine\Reviews\Widgets\WidgetRepository;
use Vitrine\Tests\TestCase;

/**
 * One schema gives the defaults, refuses every bad value with a message naming the option, and
 * describes the form; widgets are stored complete.
 */
final class WidgetOptionsTest extends TestCase {

	public function test_the_defaults_follow_the_spec(): void {
		$defaults = WidgetOptions::defaults();

		self::assertSame( 3, $defaults['flash_start'] );
		self::assertSame( 5, $defaults['flash_visible'] );
		self::assertSame( 5, $defaults['flash_invisible'] );
		self::assertSame( 'sidebar', $defaults['tag_click'] );
		self::assertSame( array( 'm1', 'm2' ), array_keys( $defaults['text'] ) );
		foreach ( WidgetOptions::describe()['options'] as $option ) {
			self::assertArrayHasKey( $option['key'], $defaults );
			self::assertNotSame( '', $option['label'] );
		}
	}

	public function test_every_kind_of_bad_value_is_refused_with_its_message(): void {
		$source  = ( new SourceRepository() )->create( array( 'provider' => 'google' ) );
		$options = new WidgetOptions( new SourceRepository() );

		$result = $options->validate(
			array(
				'layout'             => 'carousel',
				'count'              => 9,
				'speed'              => '2.5',
				'autoplay'           => 'maybe',
				'star_color'         => 'red; background: url(x)',
				'sources'            => array( $source, 999999 ),
				'slider_breakpoints' => '500:1, 750, 1100:3',
				'text'               => array( 'm1' => '<b>{rating}</b>' ),
				'no_such_option'     => 1,
			)
		);

		self::assertInstanceOf( \WP_Error::class, $result );
		$params = $result->get_error_data()['params'];
		self::assertSame(
			array( 'layout', 'count', 'speed', 'autoplay', 'star_color', 'sources', 'slider_breakpoints', 'text', 'no_such_option' ),
			array_keys( $params )
		);
		self::assertStringContainsString( 'Columns must be a whole number from 1 to 6', $params['count'] );
		self::assertStringContainsString( '"750"', $params['slider_breakpoints'] );
		self::assertStringContainsString( '999999', $params['sources'] );
		self::assertSame( 400, $result->get_error_data()['status'] );
	}

	public function test_good_values_are_cleaned_and_a_partial_change_keeps_the_rest(): void {
		$options = new WidgetOptions();
		$saved   = $options->validate(
			array(
				'layout'             => 'slider',
				'count'              => '4',
				'autoplay'           => '0',
				'star_color'         => '#FFAA00',
				'slider_breakpoints' => ' 500 : 1 ,1100:3',
			)
		);
		self::assertIsArray( $saved );
		self::assertSame( 4, $saved['count'] );
		self::assertFalse( $saved['autoplay'] );
		self::assertSame( '#ffaa00', $saved['star_color'] );
		self::assertSame( '500:1,1100:3', $saved['slider_breakpoints'] );

		$changed = $options->validate( array( 'count' => 2 ), $saved );
		self::assertIsArray( $changed );
		self::assertSame( 2, $changed['count'] );
		self::assertSame( 'slider', $changed['layout'], 'What was not sent is kept.' );
		self::assertSame( array_keys( WidgetOptions::defaults() ), array_keys( $changed ) );
	}

	public function test_a_widget_round_trips_through_its_post(): void {
		$repository = new WidgetRepository();
		$options    = ( new WidgetOptions() )->validate(
			array(
				'layout' => 'grid',
				'text'   => array(
					'm1' => 'Rated {rating} "quoted" \\ slashed',
					'm2' => 'Review us',
				),
			)
		);
		self::assertIsArray( $options );

		$id     = $repository->save( 0, 'Home page', $options );
		$widget = $repository->find( $id );

		self::assertNotNull( $widget );
		self::assertSame( 'Home page', $widget->title );
		self::assertSame( $options, $widget->options );
		self::assertTrue( $repository->delete( $id ) );
		self::assertNull( $repository->find( $id ) );
		self::assertNull(
			$repository->find(
				(int) wp_insert_post(
					array(
						'post_title'  => 'A page',
						'post_type'   => 'page',
						'post_status' => 'publish',
					)
				)
			),
			'A post of another type is no widget.'
		);
	}
}
