<?php
/**
 * The sales report's aggregation.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Reports;

use Vitrine\Plugin;
use Vitrine\Reports\ReportCsv;
use Vitrine\Reports\ReportError;
use Vitrine\Reports\ReportQuery;
use Vitrine\Reports\SalesReport;

require_once __DIR__ . '/ReportsTestCase.php';

final class SalesReportTest extends ReportsTestCase {

	private function run_report( string $after, string $before, string $interval = 'day', string $group = 'type', bool $compare = false ): array {
		return Plugin::instance()->get( SalesReport::class )->run( ReportQuery::from_strings( $after, $before, $interval, $group, $compare ) );
	}

	/**
	 * @param array<string, mixed> $report A report.
	 * @return array<string, array<string, int>> Period start to its totals.
	 */
	private static function by_period( array $report ): array {
		$periods = array();
		foreach ( $report['periods'] as $period ) {
			$periods[ $period['start'] ] = $period['totals'];
		}
		return $periods;
	}

	public function test_sums_each_day_and_type_of_the_sales_only(): void {
		$this->order(
			'2026-03-02 09:00:00',
			1000,
			'completed',
			array(
				'source_type' => 'utm',
				'source'      => 'newsletter',
				'medium'      => 'email',
				'campaign'    => 'spring',
			)
		);
		$this->order(
			'2026-03-02 10:00:00',
			2550,
			'processing',
			array(
				'source_type' => 'organic',
				'source'      => 'google',
				'medium'      => 'organic',
			)
		);
		$this->order( '2026-03-02 11:00:00', 700, 'on-hold', null );
		$this->order(
			'2026-03-03 12:00:00',
			4000,
			'refunded',
			array(
				'source_type' => 'utm',
				'source'      => 'newsletter',
				'medium'      => 'email',
				'campaign'    => 'spring',
			),
			4000
		);
		$this->order(
			'2026-03-03 13:00:00',
			3000,
			'completed',
			array(
				'source_type' => 'referral',
				'source'      => 'blog.example',
			),
			500
		);
		// Not sales: pending, failed, cancelled; not the shop's currency; outside the range.
		$this->order( '2026-03-02 12:00:00', 99900, 'pending' );
		$this->order( '2026-03-02 12:00:00', 99900, 'failed' );
		$this->order( '2026-03-02 12:00:00', 99900, 'cancelled' );
		$this->order( '2026-03-02 12:00:00', 99900, 'completed', array( 'source_type' => 'typein' ), 0, 'USD' );
		$this->order( '2026-03-04 12:00:00', 99900, 'completed' );

		$report = $this->run_report( '2026-03-02', '2026-03-03' );

		self::assertSame( 'EUR', $report['currency'] );
		self::assertSame(
			array(
				'2026-03-02' => array(
					'orders'  => 3,
					'gross'   => 4250,
					'refunds' => 0,
					'net'     => 4250,
				),
				'2026-03-03' => array(
					'orders'  => 2,
					'gross'   => 7000,
					'refunds' => 4500,
					'net'     => 2500,
				),
			),
			self::by_period( $report )
		);
		self::assertSame(
			array(
				'orders'  => 5,
				'gross'   => 11250,
				'refunds' => 4500,
				'net'     => 6750,
			),
			$report['totals']
		);
		self::assertSame(
			array(
				'organic'   => array(
					'orders'  => 1,
					'gross'   => 2550,
					'refunds' => 0,
					'net'     => 2550,
				),
				'utm'       => array(
					'orders'  => 1,
					'gross'   => 1000,
					'refunds' => 0,
					'net'     => 1000,
				),
				'(unknown)' => array(
					'orders'  => 1,
					'gross'   => 700,
					'refunds' => 0,
					'net'     => 700,
				),
			),
			$report['periods'][0]['groups']
		);
		self::assertSame(
			array(
				'referral' => array(
					'orders'  => 1,
					'gross'   => 3000,
					'refunds' => 500,
					'net'     => 2500,
				),
				'utm'      => array(
					'orders'  => 1,
					'gross'   => 4000,
					'refunds' => 4000,
					'net'     => 0,
				),
			),
			$report['periods'][1]['groups']
		);
		// Largest net revenue first.
		self::assertSame( array( 'organic', 'referral', 'utm', '(unknown)' ), array_column( $report['groups'], 'key' ) );
		self::assertSame( 'Unknown', $report['groups'][3]['label'] );
		self::assertSame(
			array(
				array(
					'currency' => 'USD',
					'orders'   => 1,
				),
			),
			$report['other_currencies']
		);
		self::assertNull( $report['compare_totals'] );
	}

	public function test_splits_by_campaign_with_none_for_an_empty_one(): void {
		$this->order(
			'2026-03-02 09:00:00',
			1000,
			'completed',
			array(
				'source_type' => 'utm',
				'campaign'    => 'spring',
			)
		);
		$this->order( '2026-03-02 09:00:00', 500, 'completed', array( 'source_type' => 'typein' ) );
		$this->order( '2026-03-02 09:00:00', 300, 'completed', null );

		$report = $this->run_report( '2026-03-02', '2026-03-02', 'day', 'campaign' );

		self::assertSame(
			array(
				'spring'    => 1000,
				'(none)'    => 500,
				'(unknown)' => 300,
			),
			array_column( $report['groups'], 'net', 'key' )
		);
	}

	public function test_days_are_the_sites_local_days_across_a_daylight_saving_change(): void {
		// Paris is UTC+1 until 2026-03-29 01:00 UTC, then UTC+2.
		$this->order( '2026-03-28 22:30:00', 100 ); // 23:30 on the 28th in Paris.
		$this->order( '2026-03-28 23:30:00', 200 ); // 00:30 on the 29th.
		$this->order( '2026-03-29 21:30:00', 400 ); // 23:30 on the 29th (UTC+2).
		$this->order( '2026-03-29 22:30:00', 800 ); // 00:30 on the 30th.

		$report = $this->run_report( '2026-03-28', '2026-03-30', 'day', 'none' );

		self::assertSame( array( 100, 600, 800 ), array_column( array_column( $report['periods'], 'totals' ), 'net' ) );
	}

	public function test_weeks_and_months_add_up_the_days_and_are_cut_to_the_range(): void {
		$this->order( '2026-03-01 12:00:00', 100 ); // Sunday.
		$this->order( '2026-03-02 12:00:00', 200 ); // Monday.
		$this->order( '2026-03-31 12:00:00', 400 );
		$this->order( '2026-04-01 12:00:00', 800 );

		$weeks = $this->run_report( '2026-03-01', '2026-04-01', 'week', 'none' );
		self::assertSame( array( '2026-03-01', '2026-03-02', '2026-03-09', '2026-03-16', '2026-03-23', '2026-03-30' ), array_column( $weeks['periods'], 'start' ) );
		self::assertSame( array( '2026-03-01', '2026-03-08', '2026-03-15', '2026-03-22', '2026-03-29', '2026-04-01' ), array_column( $weeks['periods'], 'end' ) );
		self::assertSame( array( 100, 200, 0, 0, 0, 1200 ), array_column( array_column( $weeks['periods'], 'totals' ), 'net' ) );

		$months = $this->run_report( '2026-02-15', '2026-04-01', 'month', 'none' );
		self::assertSame( array( '2026-02-15', '2026-03-01', '2026-04-01' ), array_column( $months['periods'], 'start' ) );
		self::assertSame( array( 0, 700, 800 ), array_column( array_column( $months['periods'], 'totals' ), 'net' ) );
		self::assertSame( 1500, $months['totals']['net'] );
	}

	public function test_compares_with_the_previous_period_of_the_same_length(): void {
		$this->order( '2026-03-01 12:00:00', 111 ); // Before the previous period.
		$this->order( '2026-03-02 12:00:00', 100 ); // Previous period, its first day.
		$this->order( '2026-03-08 12:00:00', 200 ); // Previous period, its last day.
		$this->order( '2026-03-09 12:00:00', 1000 );
		$this->order( '2026-03-15 12:00:00', 3000 );

		$report = $this->run_report( '2026-03-09', '2026-03-15', 'day', 'type', true );

		self::assertSame( '2026-03-02', $report['compare_after'] );
		self::assertSame( '2026-03-08', $report['compare_before'] );
		self::assertSame(
			array(
				'orders'  => 2,
				'gross'   => 300,
				'refunds' => 0,
				'net'     => 300,
			),
			$report['compare_totals']
		);
		self::assertSame( 4000, $report['totals']['net'] );
		self::assertSame( array( 100, 0, 0, 0, 0, 0, 200 ), array_column( array_column( $report['periods'], 'compare' ), 'net' ) );
	}

	public function test_groups_beyond_the_largest_are_summed_as_other(): void {
		for ( $i = 1; $i <= SalesReport::MAX_GROUPS + 2; $i++ ) {
			$this->order(
				'2026-03-02 12:00:00',
				$i * 100,
				'completed',
				array(
					'source_type' => 'referral',
					'source'      => 'site' . $i . '.example',
				)
			);
		}

		$report = $this->run_report( '2026-03-02', '2026-03-02', 'day', 'source' );

		self::assertCount( SalesReport::MAX_GROUPS + 1, $report['groups'] );
		$other = $report['groups'][ SalesReport::MAX_GROUPS ];
		self::assertSame( array( '(other)', 2, 300 ), array( $other['key'], $other['orders'], $other['net'] ) );
		self::assertSame( 'site10.example', $report['groups'][0]['key'] );
		self::assertSame( 300, $report['periods'][0]['groups']['(other)']['net'] );
	}

	public function test_top_landing_pages_without_their_query(): void {
		$this->order(
			'2026-03-02 12:00:00',
			100,
			'completed',
			array(
				'source_type'  => 'utm',
				'landing_page' => 'https://shop.example/mugs/?utm_source=x',
			)
		);
		$this->order(
			'2026-03-02 12:00:00',
			200,
			'completed',
			array(
				'source_type'  => 'utm',
				'landing_page' => 'https://shop.example/mugs/?utm_source=y',
			)
		);
		$this->order(
			'2026-03-02 12:00:00',
			400,
			'completed',
			array(
				'source_type'  => 'typein',
				'landing_page' => 'https://shop.example/',
			)
		);
		$this->order(
			'2026-03-02 12:00:00',
			800,
			'cancelled',
			array(
				'source_type'  => 'typein',
				'landing_page' => 'https://shop.example/',
			)
		);

		$report = $this->run_report( '2026-03-02', '2026-03-02' );

		self::assertSame(
			array(
				array(
					'page'    => 'https://shop.example/mugs/',
					'orders'  => 2,
					'gross'   => 300,
					'refunds' => 0,
					'net'     => 300,
				),
				array(
					'page'    => 'https://shop.example/',
					'orders'  => 1,
					'gross'   => 400,
					'refunds' => 0,
					'net'     => 400,
				),
			),
			$report['landing_pages']
		);
	}

	/**
	 * @return array<string, array{0: string, 1: string, 2: string, 3: string}>
	 */
	public static function bad_queries(): array {
		return array(
			'a day that does not exist' => array( '2026-02-30', '2026-03-02', 'day', 'after' ),
			'the end before the start'  => array( '2026-03-02', '2026-03-01', 'day', 'before' ),
			'a year by day'             => array( '2025-01-01', '2026-03-01', 'day', 'interval' ),
			'more than three years'     => array( '2020-01-01', '2026-03-01', 'month', 'after' ),
		);
	}

	/**
	 * @dataProvider bad_queries
	 */
	public function test_refuses_what_is_not_a_range( string $after, string $before, string $interval, string $field ): void {
		try {
			ReportQuery::from_strings( $after, $before, $interval, 'type', false );
			self::fail( 'The query was accepted.' );
		} catch ( ReportError $e ) {
			self::assertSame( 'vitrine_invalid_report', $e->error_code );
			self::assertArrayHasKey( $field, $e->data['params'] );
		}
	}

	public function test_the_csv_has_a_row_per_period_and_group_and_no_formula(): void {
		$this->order(
			'2026-03-02 09:00:00',
			1050,
			'completed',
			array(
				'source_type' => 'utm',
				'campaign'    => '=HYPERLINK("https://evil.example","x")',
			)
		);
		$this->order(
			'2026-03-03 09:00:00',
			2000,
			'completed',
			array(
				'source_type' => 'utm',
				'campaign'    => 'spring, sale',
			),
			250
		);

		$csv = Plugin::instance()->get( ReportCsv::class )->build( $this->run_report( '2026-03-02', '2026-03-03', 'day', 'campaign' ) );

		self::assertSame(
			"Period start,Period end,Campaign,Orders,Gross sales,Refunds,Net revenue,Currency\r\n"
			. "2026-03-02,2026-03-02,\"'=HYPERLINK(\"\"https://evil.example\"\",\"\"x\"\")\",1,10.50,0.00,10.50,EUR\r\n"
			. "2026-03-03,2026-03-03,\"spring, sale\",1,20.00,2.50,17.50,EUR\r\n",
			$csv
		);
	}

	public function test_the_csv_without_a_split_has_the_previous_period_beside(): void {
		$this->order( '2026-03-01 09:00:00', 500 );
		$this->order( '2026-03-02 09:00:00', 1000 );

		$csv = Plugin::instance()->get( ReportCsv::class )->build( $this->run_report( '2026-03-02', '2026-03-02', 'day', 'none', true ) );

		self::assertSame(
			"Period start,Period end,Orders,Gross sales,Refunds,Net revenue,Currency,\"Orders, previous period\",\"Net revenue, previous period\"\r\n"
			. "2026-03-02,2026-03-02,1,10.00,0.00,10.00,EUR,1,5.00\r\n",
			$csv
		);
	}

	public function test_a_formula_cell_is_made_text(): void {
		foreach ( array( '=1+1', '+1', '-1', '@SUM(A1)', "\tx", "\rx" ) as $cell ) {
			self::assertSame( "'" . $cell, ReportCsv::safe( $cell ) );
		}
		self::assertSame( 'spring', ReportCsv::safe( 'spring' ) );
		self::assertSame( '', ReportCsv::safe( '' ) );
	}
}
