<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Calendar;

use Vitrine\Calendar\EventMeta;
use Vitrine\Tests\TestCase;

/**
 * The event meta of posts: registered for the REST API (the editor's Event panel), stored only
 * as dates and rules the calendar reads, editable only by who may edit the post.
 */
final class EventMetaTest extends TestCase {

	private function post(): int {
		$id = wp_insert_post(
			array(
				'post_title'  => 'An event',
				'post_status' => 'publish',
			)
		);
		self::assertIsInt( $id );
		return $id;
	}

	public function test_values_are_stored_only_as_dates_and_rules_the_calendar_reads(): void {
		$id = $this->post();
		update_post_meta( $id, EventMeta::START, '2026-11-05 18:30' );
		update_post_meta( $id, EventMeta::END, '2026-11-31' );
		update_post_meta( $id, EventMeta::REPEAT, 'freq=weekly;byday=th' );
		self::assertSame( '2026-11-05 18:30:00', get_post_meta( $id, EventMeta::START, true ) );
		self::assertSame( '', get_post_meta( $id, EventMeta::END, true ) );
		self::assertSame( 'FREQ=WEEKLY;BYDAY=TH', get_post_meta( $id, EventMeta::REPEAT, true ) );

		update_post_meta( $id, EventMeta::REPEAT, 'FREQ=HOURLY' );
		self::assertSame( '', get_post_meta( $id, EventMeta::REPEAT, true ) );
	}

	public function test_the_rest_api_reads_and_writes_them_for_editors_only(): void {
		$id = $this->post();
		wp_set_current_user( $this->create_user( 'editor' ) );
		$response = $this->rest( 'POST', '/wp/v2/posts/' . $id, array( 'meta' => array( EventMeta::START => '2026-12-01' ) ) );
		self::assertSame( 200, $response->get_status() );
		self::assertSame( '2026-12-01', $response->get_data()['meta'][ EventMeta::START ] );

		wp_set_current_user( $this->create_user( 'subscriber' ) );
		$refused = $this->rest( 'POST', '/wp/v2/posts/' . $id, array( 'meta' => array( EventMeta::START => '2027-01-01' ) ) );
		self::assertContains( $refused->get_status(), array( 401, 403 ) );
		self::assertSame( '2026-12-01', get_post_meta( $id, EventMeta::START, true ) );
	}
}
