<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Calendar;

use Vitrine\Calendar\CalendarBlock;
use Vitrine\Calendar\CalendarSettings;
use Vitrine\Tests\TestCase;

require_once __DIR__ . '/CalendarFixtures.php';

/**
 * The block as a page renders it: the month of the address or the current one, real links to
 * the months around it (no JavaScript needed), the week from the site's first day, its settings
 * signed.
 */
final class CalendarBlockTest extends TestCase {

	use CalendarFixtures;

	protected function tearDown(): void {
		unset( $_GET['vitrine_month'], $_GET['vitrine_month_2'] );
		parent::tearDown();
	}

	/**
	 * @param array<string, mixed> $attributes The block's attributes.
	 */
	private static function render( array $attributes ): string {
		return do_blocks( '<!-- wp:vitrine/calendar ' . wp_json_encode( (object) $attributes ) . ' /-->' );
	}

	public function test_the_month_of_the_address_with_links_to_the_months_around_it(): void {
		$this->event( 'Fair', '2026-11-10', '2026-11-11' );
		$_GET['vitrine_month'] = '2026-11';
		$attributes            = $this->calendar()->to_array();

		$html = self::render( $attributes );

		self::assertStringContainsString( 'data-vitrine-widget="calendar"', $html );
		self::assertStringContainsString( 'data-month="2026-11"', $html );
		self::assertMatchesRegularExpression( '/<a class="vitrine-calendar__nav vitrine-calendar__nav--prev" href="[^"]*vitrine_month=2026-10"/', $html );
		self::assertMatchesRegularExpression( '/<a class="vitrine-calendar__nav vitrine-calendar__nav--next" href="[^"]*vitrine_month=2026-12"/', $html );
		// Two days in the grid, the same two in the list.
		self::assertSame( 4, substr_count( $html, '>Fair' ) );
		self::assertTrue( wp_script_is( 'vitrine-calendar', 'enqueued' ) );
		preg_match( '/data-settings="([^"]+)"/', $html, $match );
		self::assertEquals( $this->calendar(), CalendarSettings::from_signed( html_entity_decode( $match[1] ) ) );
	}

	public function test_each_calendar_of_a_page_has_its_own_parameter(): void {
		$_GET['vitrine_month_2'] = '2027-03';
		$html                    = self::render( $this->calendar()->to_array() ) . self::render( $this->calendar()->to_array() );
		self::assertSame( 2, substr_count( $html, 'data-param="vitrine_month' ) );
		self::assertStringContainsString( 'data-param="vitrine_month_2" data-month="2027-03"', $html );
		self::assertStringContainsString( 'data-month="' . current_time( 'Y-m' ) . '"', $html );
	}

	public function test_a_month_that_is_not_one_shows_the_current_month(): void {
		$_GET['vitrine_month'] = '2026-13';
		self::assertStringContainsString( 'data-month="' . current_time( 'Y-m' ) . '"', self::render( array() ) );
		self::assertSame( 'vitrine_month_3', CalendarBlock::param( 3 ) );
	}

	public function test_the_week_begins_on_the_sites_first_day_with_the_locales_names(): void {
		$_GET['vitrine_month'] = '2026-11';
		update_option( 'start_of_week', 0 );
		$sunday = self::render( array() );
		update_option( 'start_of_week', 1 );
		$monday = self::render( array() );

		self::assertMatchesRegularExpression( '/<thead><tr><th scope="col"><abbr title="Sunday">Sun<\/abbr>/', $sunday );
		self::assertMatchesRegularExpression( '/<thead><tr><th scope="col"><abbr title="Monday">Mon<\/abbr>/', $monday );
		// 1 November 2026 is a Sunday: the first cell on Sunday weeks, the seventh on Monday weeks.
		self::assertMatchesRegularExpression( '/<tbody><tr><td class="vitrine-calendar__day" data-date="2026-11-01"/', $sunday );
		self::assertMatchesRegularExpression( '/<tbody><tr>(<td class="vitrine-calendar__day vitrine-calendar__day--outside"><\/td>){6}<td class="vitrine-calendar__day" data-date="2026-11-01"/', $monday );
		self::assertStringContainsString( 'November 2026', $monday );
	}
}
