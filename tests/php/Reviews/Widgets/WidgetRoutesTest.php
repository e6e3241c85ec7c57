<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Reviews\Widgets;

use Vitrine\Reviews\Widgets\WidgetRepository;
use Vitrine\Tests\TestCase;

require_once __DIR__ . '/WidgetFixtures.php';

/**
 * The widget admin routes (docs/reviews.md, "Widgets"): administrators with a nonce read the
 * schema, list, create, change (partially), delete and preview widgets; every refusal has its
 * status and code, and a refused change writes nothing.
 */
final class WidgetRoutesTest extends TestCase {

	use WidgetFixtures;

	private function as_admin(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
	}

	public function test_the_schema_describes_every_option_for_the_form(): void {
		$this->as_admin();

		$response = $this->rest( 'GET', '/vitrine/v1/review-widgets/schema', array(), $this->nonce_header() );

		self::assertSame( 200, $response->get_status() );
		$schema  = $response->get_data();
		$options = array_column( $schema['options'], null, 'key' );
		self::assertSame( array( 'list', 'grid', 'slider', 'badge', 'flash', 'tag' ), array_column( $schema['layouts'], 'value' ) );
		self::assertContains( 'slider', array_column( $schema['groups'], 'id' ) );
		self::assertSame( 'integer', $options['count']['type'] );
		self::assertSame( 1, $options['count']['minimum'] );
		self::assertSame( 6, $options['count']['maximum'] );
		self::assertSame( array( 'slider' ), $options['count']['layouts'] );
		self::assertSame( 'slider', $options['count']['group'] );
		self::assertSame( 3, $options['flash_start']['default'] );
		self::assertSame( 'enum', $options['tag_click']['type'] );
		self::assertContains( 'sidebar', array_column( $options['tag_click']['enum'], 'value' ) );
		self::assertNotSame( '', $options['text_size']['label'] );
		self::assertNotSame( '', $options['slider_breakpoints']['help'] );
		foreach ( $schema['options'] as $option ) {
			self::assertContains( $option['group'], array_column( $schema['groups'], 'id' ), $option['key'] );
		}
	}

	public function test_an_administrator_creates_lists_and_reads_a_widget(): void {
		$this->as_admin();
		$fixture = $this->source_with_reviews( 2 );

		$created = $this->rest(
			'POST',
			'/vitrine/v1/review-widgets',
			array(
				'title'   => 'Footer <b>slider</b>',
				'options' => array(
					'layout'  => 'slider',
					'count'   => '4',
					'sources' => array( $fixture['source'] ),
				),
			),
			$this->nonce_header()
		);

		self::assertSame( 201, $created->get_status(), (string) wp_json_encode( $created->get_data() ) );
		$widget = $created->get_data();
		self::assertSame( 'Footer slider', $widget['title'], 'The name is plain text.' );
		self::assertSame( 4, $widget['options']['count'] );
		self::assertSame( array( $fixture['source'] ), $widget['options']['sources'] );
		self::assertSame( 5, $widget['options']['speed'], 'What was not sent takes its default.' );
		self::assertSame( '[vitrine_reviews id="' . $widget['id'] . '"]', $widget['shortcode'] );
		self::assertNotEmpty( $created->get_headers()['X-WP-Nonce'] ?? '' );

		$list = $this->rest( 'GET', '/vitrine/v1/review-widgets', array(), $this->nonce_header() );
		self::assertSame( 200, $list->get_status() );
		$listed = array_column( $list->get_data(), null, 'id' )[ $widget['id'] ] ?? null;
		self::assertNotNull( $listed );
		self::assertSame( 'Footer slider', $listed['title'] );
		self::assertSame( 'slider', $listed['layout'] );
		self::assertSame( $widget['shortcode'], $listed['shortcode'] );
		self::assertMatchesRegularExpression( '/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/', $listed['modified'] );
		self::assertArrayNotHasKey( 'options', $listed );

		$read = $this->rest( 'GET', '/vitrine/v1/review-widgets/' . $widget['id'], array(), $this->nonce_header() );
		self::assertSame( 200, $read->get_status() );
		self::assertSame( $widget['options'], $read->get_data()['options'] );
	}

	public function test_bad_options_are_refused_one_message_a_key_and_nothing_is_saved(): void {
		$this->as_admin();
		$before = $this->widget_count();

		$response = $this->rest(
			'POST',
			'/vitrine/v1/review-widgets',
			array(
				'title'   => 'Broken',
				'options' => array(
					'layout'      => 'carousel',
					'speed'       => 0,
					'star_color'  => 'javascript:alert(1)',
					'sources'     => array( 987654 ),
					'no_such_key' => true,
				),
			),
			$this->nonce_header()
		);

		self::assertSame( 400, $response->get_status() );
		$error = $response->get_data();
		self::assertSame( 'vitrine_invalid_widget_options', $error['code'] );
		self::assertNotSame( '', $error['message'] );
		self::assertSame( array( 'layout', 'speed', 'star_color', 'sources', 'no_such_key' ), array_keys( $error['data']['params'] ) );
		self::assertStringContainsString( 'from 1 to 60', $error['data']['params']['speed'] );
		self::assertStringContainsString( '987654', $error['data']['params']['sources'] );
		self::assertSame( $before, $this->widget_count(), 'Nothing was saved.' );

		$untitled = $this->rest( 'POST', '/vitrine/v1/review-widgets', array( 'title' => '  <i></i> ' ), $this->nonce_header() );
		self::assertSame( 400, $untitled->get_status() );
		self::assertArrayHasKey( 'title', $untitled->get_data()['data']['params'] );
		self::assertSame( $before, $this->widget_count() );
	}

	public function test_a_partial_put_changes_what_was_sent_and_keeps_the_rest(): void {
		$this->as_admin();
		$id = $this->stored_widget(
			array(
				'layout'    => 'grid',
				'count'     => 2,
				'hide_name' => true,
			),
			'Before'
		);

		$response = $this->rest(
			'PUT',
			'/vitrine/v1/review-widgets/' . $id,
			array( 'options' => array( 'pagination' => 3 ) ),
			$this->nonce_header()
		);

		self::assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$stored = ( new WidgetRepository() )->find( $id );
		self::assertNotNull( $stored );
		self::assertSame( 3, $stored->options['pagination'] );
		self::assertSame( 'grid', $stored->options['layout'] );
		self::assertSame( 2, $stored->options['count'] );
		self::assertTrue( $stored->options['hide_name'] );
		self::assertSame( 'Before', $stored->title, 'The title was not sent: it is kept.' );
		self::assertSame( $stored->options, $response->get_data()['options'] );

		$renamed = $this->rest( 'PUT', '/vitrine/v1/review-widgets/' . $id, array( 'title' => 'After' ), $this->nonce_header() );
		self::assertSame( 200, $renamed->get_status() );
		self::assertSame( 'After', ( new WidgetRepository() )->find( $id )?->title );
		self::assertSame( 3, ( new WidgetRepository() )->find( $id )?->options['pagination'] );
	}

	public function test_a_refused_put_changes_nothing(): void {
		$this->as_admin();
		$id = $this->stored_widget( array( 'layout' => 'list' ), 'Kept' );

		$response = $this->rest(
			'PUT',
			'/vitrine/v1/review-widgets/' . $id,
			array(
				'title'   => 'Changed',
				'options' => array(
					'layout'    => 'grid',
					'text_size' => -5,
				),
			),
			$this->nonce_header()
		);

		self::assertSame( 400, $response->get_status() );
		self::assertSame( 'vitrine_invalid_widget_options', $response->get_data()['code'] );
		self::assertSame( array( 'text_size' ), array_keys( $response->get_data()['data']['params'] ) );
		$stored = ( new WidgetRepository() )->find( $id );
		self::assertSame( 'Kept', $stored?->title );
		self::assertSame( 'list', $stored?->options['layout'] );
	}

	public function test_delete_removes_the_widget_and_unknown_ids_are_404(): void {
		$this->as_admin();
		$id = $this->stored_widget( array(), 'Gone soon' );

		$deleted = $this->rest( 'DELETE', '/vitrine/v1/review-widgets/' . $id, array(), $this->nonce_header() );

		self::assertSame( 200, $deleted->get_status() );
		self::assertSame( 'Gone soon', $deleted->get_data()['title'] );
		self::assertNull( ( new WidgetRepository() )->find( $id ) );
		self::assertNull( get_post( $id ) );
		foreach ( array( 'GET', 'PUT', 'DELETE' ) as $method ) {
			$response = $this->rest( $method, '/vitrine/v1/review-widgets/' . $id, 'PUT' === $method ? array( 'title' => 'x' ) : array(), $this->nonce_header() );
			self::assertSame( 404, $response->get_status(), $method );
			self::assertSame( 'vitrine_reviews_unknown_widget', $response->get_data()['code'] );
		}
		$page = (int) wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_title'  => 'Not a widget',
			)
		);
		self::assertSame( 404, $this->rest( 'DELETE', '/vitrine/v1/review-widgets/' . $page, array(), $this->nonce_header() )->get_status() );
		self::assertNotNull( get_post( $page ), 'A post of another type is never deleted.' );
	}

	public function test_the_preview_renders_unsaved_options_and_saves_nothing(): void {
		$this->as_admin();
		$fixture = $this->source_with_reviews( 3 );
		$before  = $this->widget_count();

		$response = $this->rest(
			'POST',
			'/vitrine/v1/review-widgets/preview',
			array(
				'title'   => 'Preview',
				'options' => array(
					'layout'    => 'grid',
					'sources'   => array( $fixture['source'] ),
					'hide_name' => true,
				),
			),
			$this->nonce_header()
		);

		self::assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$html = $response->get_data()['html'];
		self::assertStringContainsString( 'vitrine-reviews--grid', $html );
		self::assertStringContainsString( 'Review number 3.', $html );
		self::assertStringNotContainsString( 'Reviewer 1', $html, 'hide_name applies to the preview.' );
		self::assertSame( $before, $this->widget_count() );

		$badge = $this->rest(
			'POST',
			'/vitrine/v1/review-widgets/preview',
			array(
				'options' => array(
					'layout'  => 'badge',
					'sources' => array( $fixture['source'] ),
				),
			),
			$this->nonce_header()
		);
		self::assertStringContainsString( 'data-vitrine-floating="badge"', $badge->get_data()['html'] );

		$bad = $this->rest( 'POST', '/vitrine/v1/review-widgets/preview', array( 'options' => array( 'count' => 99 ) ), $this->nonce_header() );
		self::assertSame( 400, $bad->get_status() );
		self::assertSame( 'vitrine_invalid_widget_options', $bad->get_data()['code'] );
		self::assertArrayHasKey( 'count', $bad->get_data()['data']['params'] );
	}

	public function test_a_missing_nonce_is_403_and_nothing_is_written(): void {
		$this->as_admin();
		$id     = $this->stored_widget( array(), 'Untouched' );
		$before = $this->widget_count();

		$create = $this->rest( 'POST', '/vitrine/v1/review-widgets', array( 'title' => 'No nonce' ) );
		$update = $this->rest( 'PUT', '/vitrine/v1/review-widgets/' . $id, array( 'title' => 'No nonce' ) );
		$delete = $this->rest( 'DELETE', '/vitrine/v1/review-widgets/' . $id );
		$schema = $this->rest( 'GET', '/vitrine/v1/review-widgets/schema' );
		$wrong  = $this->rest( 'POST', '/vitrine/v1/review-widgets', array( 'title' => 'Wrong nonce' ), array( 'X-WP-Nonce' => 'abc123' ) );

		foreach ( array( $create, $update, $delete, $schema, $wrong ) as $response ) {
			self::assertSame( 403, $response->get_status() );
			self::assertSame( 'vitrine_rest_invalid_nonce', $response->get_data()['code'] );
		}
		self::assertSame( $before, $this->widget_count() );
		self::assertSame( 'Untouched', ( new WidgetRepository() )->find( $id )?->title );
	}

	public function test_a_user_without_manage_options_is_403_and_a_visitor_401(): void {
		$id = $this->stored_widget( array(), 'Admins only' );

		wp_set_current_user( $this->create_user( 'editor' ) );
		$calls = array(
			array( 'GET', '/vitrine/v1/review-widgets/schema', array() ),
			array( 'POST', '/vitrine/v1/review-widgets', array( 'title' => 'By an editor' ) ),
			array( 'GET', '/vitrine/v1/review-widgets/' . $id, array() ),
			array( 'PUT', '/vitrine/v1/review-widgets/' . $id, array( 'title' => 'By an editor' ) ),
			array( 'DELETE', '/vitrine/v1/review-widgets/' . $id, array() ),
			array( 'POST', '/vitrine/v1/review-widgets/preview', array( 'options' => array() ) ),
		);
		foreach ( $calls as list( $method, $route, $body ) ) {
			$response = $this->rest( $method, $route, $body, $this->nonce_header() );
			self::assertSame( 403, $response->get_status(), $method . ' ' . $route );
			self::assertSame( 'vitrine_rest_forbidden', $response->get_data()['code'] );
		}
		// The block's widget picker: whoever edits posts may list the widgets.
		$list = $this->rest( 'GET', '/vitrine/v1/review-widgets', array(), $this->nonce_header() );
		self::assertSame( 200, $list->get_status() );
		self::assertContains( $id, array_column( $list->get_data(), 'id' ) );

		wp_set_current_user( $this->create_user( 'subscriber' ) );
		self::assertSame( 403, $this->rest( 'GET', '/vitrine/v1/review-widgets', array(), $this->nonce_header() )->get_status() );

		wp_set_current_user( 0 );
		foreach ( array_merge( $calls, array( array( 'GET', '/vitrine/v1/review-widgets', array() ) ) ) as list( $method, $route, $body ) ) {
			$response = $this->rest( $method, $route, $body, $this->nonce_header() );
			self::assertSame( 401, $response->get_status(), $method . ' ' . $route );
			self::assertSame( 'vitrine_rest_not_logged_in', $response->get_data()['code'] );
		}
		self::assertSame( 'Admins only', ( new WidgetRepository() )->find( $id )?->title );
	}
}
