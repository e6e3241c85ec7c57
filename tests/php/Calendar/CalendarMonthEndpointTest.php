<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Calendar;

use Vitrine\Core\Ajax\AjaxResponse;
use Vitrine\Plugin;
use Vitrine\Tests\TestCase;

require_once __DIR__ . '/CalendarFixtures.php';

/**
 * calendar_month as the router serves it (spec, section 7: month, settings, post; content):
 * good input answers 200 with the month; the settings must be the ones the server signed.
 */
final class CalendarMonthEndpointTest extends TestCase {

	use CalendarFixtures;

	/**
	 * @param array<string, mixed> $params The call's parameters.
	 */
	private function call( array $params, string $method = 'POST' ): AjaxResponse {
		return Plugin::instance()->ajax->dispatch( 'calendar_month', $method, $params, '' );
	}

	private function page(): int {
		$id = wp_insert_post(
			array(
				'post_title'  => 'Events',
				'post_type'   => 'page',
				'post_status' => 'publish',
			)
		);
		self::assertIsInt( $id );
		return $id;
	}

	public function test_answers_the_month_with_links_to_the_months_around_it(): void {
		$this->event( 'Fair', '2026-12-10', '2026-12-11' );
		$page = $this->page();

		$response = $this->call(
			array(
				'month'    => '2026-12',
				'settings' => $this->calendar()->signed(),
				'post'     => (string) $page,
				'instance' => '2',
			)
		);

		self::assertSame( 200, $response->status );
		self::assertSame( '2026-12', $response->body['month'] );
		$content = (string) $response->body['content'];
		// Two days in the grid, the same two in the list.
		self::assertSame( 4, substr_count( $content, '>Fair' ) );
		self::assertStringContainsString( 'data-date="2026-12-31"', $content );
		self::assertStringContainsString( 'href="' . esc_url( add_query_arg( 'vitrine_month_2', '2027-01', get_permalink( $page ) ) ) . '"', $content );
		self::assertStringContainsString( 'id="vitrine-calendar-2-title"', $content );
	}

	public function test_settings_changed_in_the_browser_are_refused(): void {
		$signed                 = json_decode( $this->calendar()->signed(), true );
		$signed['cacheTimeout'] = -1;

		$response = $this->call(
			array(
				'month'    => '2026-11',
				'settings' => (string) wp_json_encode( $signed ),
			)
		);

		self::assertSame( 403, $response->status );
		self::assertSame( 'vitrine_calendar_tampered_settings', $response->body['code'] );
	}

	public function test_settings_that_would_widen_the_query_are_refused(): void {
		$signed = json_decode( $this->calendar()->signed(), true );
		foreach ( array(
			array( 'postType' => 'wp_template' ),
			array( 'dateKey' => '_wp_page_template' ),
			array( 'post_status' => 'draft' ),
		) as $change ) {
			$response = $this->call(
				array(
					'month'    => '2026-11',
					'settings' => (string) wp_json_encode( array_merge( $signed, $change ) ),
				)
			);
			self::assertSame( 400, $response->status, (string) wp_json_encode( $change ) );
			self::assertSame( 'vitrine_calendar_invalid_settings', $response->body['code'] );
		}
	}

	/**
	 * @return array<string, array{array<string, mixed>, int, string}>
	 */
	public static function bad_calls(): array {
		return array(
			'no month'        => array( array( 'settings' => '{}' ), 400, 'vitrine_ajax_invalid_param' ),
			'a month 13'      => array(
				array(
					'month'    => '2026-13',
					'settings' => '{}',
				),
				400,
				'vitrine_ajax_invalid_param',
			),
			'a date'          => array(
				array(
					'month'    => '2026-11-01',
					'settings' => '{}',
				),
				400,
				'vitrine_ajax_invalid_param',
			),
			'no settings'     => array( array( 'month' => '2026-11' ), 400, 'vitrine_ajax_invalid_param' ),
			'not json'        => array(
				array(
					'month'    => '2026-11',
					'settings' => 'nope',
				),
				400,
				'vitrine_calendar_invalid_settings',
			),
			'no signature'    => array(
				array(
					'month'    => '2026-11',
					'settings' => '{"postType":"post"}',
				),
				400,
				'vitrine_calendar_invalid_settings',
			),
			'a negative post' => array(
				array(
					'month'    => '2026-11',
					'settings' => '{}',
					'post'     => '-1',
				),
				400,
				'vitrine_ajax_invalid_param',
			),
		);
	}

	/**
	 * @dataProvider bad_calls
	 * @param array<string, mixed> $params The call's parameters.
	 * @param int                  $status The status expected.
	 * @param string               $code   The code expected.
	 */
	public function test_bad_calls_are_refused_with_their_code( array $params, int $status, string $code ): void {
		$response = $this->call( $params );
		self::assertSame( $status, $response->status );
		self::assertSame( $code, $response->body['code'] );
		self::assertNotSame( '', $response->body['message'] );
	}

	public function test_a_get_is_refused_with_405(): void {
		$response = $this->call(
			array(
				'month'    => '2026-11',
				'settings' => $this->calendar()->signed(),
			),
			'GET'
		);
		self::assertSame( 405, $response->status );
		self::assertSame( 'POST', $response->headers['Allow'] );
	}

	public function test_a_post_visitors_cannot_see_answers_404(): void {
		$draft = wp_insert_post(
			array(
				'post_title'  => 'Hidden',
				'post_type'   => 'page',
				'post_status' => 'draft',
			)
		);
		foreach ( array( $draft, 999999999 ) as $post ) {
			$response = $this->call(
				array(
					'month'    => '2026-11',
					'settings' => $this->calendar()->signed(),
					'post'     => $post,
				)
			);
			self::assertSame( 404, $response->status );
			self::assertSame( 'vitrine_calendar_unknown_post', $response->body['code'] );
		}
	}

	public function test_private_and_draft_events_never_reach_the_answer(): void {
		$this->event( 'Shown', '2026-11-05' );
		$this->event( 'Secret draft', '2026-11-05', '', '', 'draft' );
		$this->event( 'Secret private', '2026-11-05', '', '', 'private' );

		$content = (string) $this->call(
			array(
				'month'    => '2026-11',
				'settings' => $this->calendar( array( 'cacheTimeout' => 0 ) )->signed(),
			)
		)->body['content'];

		self::assertStringContainsString( 'Shown', $content );
		self::assertStringNotContainsString( 'Secret', $content );
	}
}
