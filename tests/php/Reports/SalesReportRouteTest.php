<?php
/**
 * GET /vitrine/v1/reports/sales and the CSV download.
 *
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Reports;

use Vitrine\Plugin;
use Vitrine\Reports\Admin\ReportsPage;

require_once __DIR__ . '/ReportsTestCase.php';

final class SalesReportRouteTest extends ReportsTestCase {

	public function test_a_shop_manager_gets_the_report_with_decimal_amounts(): void {
		$this->order(
			'2026-03-02 09:00:00',
			1050,
			'completed',
			array(
				'source_type' => 'organic',
				'source'      => 'google',
			),
			50
		);
		wp_set_current_user( $this->create_user( 'vitrine_shop_manager' ) );

		$response = $this->rest( 'GET', '/vitrine/v1/reports/sales?after=2026-03-02&before=2026-03-02&group=source&compare=1', array(), $this->nonce_header() );

		self::assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$data = $response->get_data();
		self::assertSame(
			array(
				'orders'  => 1,
				'gross'   => '10.50',
				'refunds' => '0.50',
				'net'     => '10.00',
			),
			$data['totals']
		);
		self::assertSame( 'google', $data['groups'][0]['key'] );
		self::assertSame( '10.00', ( (array) $data['periods'][0]['groups'] )['google']['net'] );
		self::assertSame( '2026-03-01', $data['compare_after'] );
		self::assertSame( '0.00', $data['periods'][0]['compare']['net'] );
	}

	public function test_the_last_thirty_days_by_default(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );

		$data = $this->rest( 'GET', '/vitrine/v1/reports/sales', array(), $this->nonce_header() )->get_data();

		$today = new \DateTimeImmutable( 'today', wp_timezone() );
		self::assertSame( $today->format( 'Y-m-d' ), $data['before'] );
		self::assertSame( $today->modify( '-29 days' )->format( 'Y-m-d' ), $data['after'] );
		self::assertCount( 30, $data['periods'] );
		self::assertSame( 'type', $data['group'] );
	}

	public function test_refuses_without_a_nonce_a_login_or_the_capability(): void {
		self::assertSame( 'vitrine_rest_invalid_nonce', $this->rest( 'GET', '/vitrine/v1/reports/sales' )->get_data()['code'] );
		self::assertSame( 401, $this->rest( 'GET', '/vitrine/v1/reports/sales', array(), $this->nonce_header() )->get_status() );
		wp_set_current_user( $this->create_user( 'customer' ) );
		$response = $this->rest( 'GET', '/vitrine/v1/reports/sales', array(), $this->nonce_header() );
		self::assertSame( 403, $response->get_status() );
		self::assertSame( 'vitrine_rest_forbidden', $response->get_data()['code'] );
		wp_set_current_user( $this->create_user( 'administrator' ) );
		self::assertSame( 403, $this->rest( 'GET', '/vitrine/v1/reports/sales' )->get_status() );
	}

	/**
	 * @return array<string, array{0: string, 1: string, 2: string}>
	 */
	public static function bad_parameters(): array {
		return array(
			'an unknown interval'   => array( 'interval=year', 'rest_invalid_param', 'interval' ),
			'an unknown split'      => array( 'group=country', 'rest_invalid_param', 'group' ),
			'a date not a date'     => array( 'after=yesterday', 'rest_invalid_param', 'after' ),
			'a day not in the year' => array( 'after=2026-02-30&before=2026-03-02', 'vitrine_invalid_report', 'after' ),
			'an end before'         => array( 'after=2026-03-02&before=2026-03-01', 'vitrine_invalid_report', 'before' ),
		);
	}

	/**
	 * @dataProvider bad_parameters
	 */
	public function test_refuses_bad_parameters_with_400_and_the_field( string $query, string $code, string $field ): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );

		$response = $this->rest( 'GET', '/vitrine/v1/reports/sales?' . $query, array(), $this->nonce_header() );

		self::assertSame( 400, $response->get_status() );
		$data = $response->get_data();
		self::assertSame( $code, $data['code'] );
		self::assertArrayHasKey( $field, $data['data']['params'] );
	}

	public function test_the_csv_download_needs_its_nonce_and_the_capability(): void {
		$this->order( '2026-03-02 09:00:00', 1000 );
		$page  = Plugin::instance()->get( ReportsPage::class );
		$query = array(
			'after'    => '2026-03-02',
			'before'   => '2026-03-02',
			'group'    => 'none',
			'compare'  => 'false',
			'_wpnonce' => wp_create_nonce( ReportsPage::CSV_ACTION ),
		);
		self::assertSame( 403, $page->csv( $query )['status'], 'Logged out.' );

		wp_set_current_user( $this->create_user( 'customer' ) );
		$query['_wpnonce'] = wp_create_nonce( ReportsPage::CSV_ACTION );
		self::assertSame( 403, $page->csv( $query )['status'], 'A customer.' );

		wp_set_current_user( $this->create_user( 'vitrine_shop_manager' ) );
		self::assertSame( 403, $page->csv( array( '_wpnonce' => 'nope' ) + $query )['status'], 'A wrong nonce.' );
		$query['_wpnonce'] = wp_create_nonce( ReportsPage::CSV_ACTION );
		self::assertSame( 400, $page->csv( array( 'interval' => 'year' ) + $query )['status'] );
		self::assertSame( 400, $page->csv( array( 'before' => '2026-03-01' ) + $query )['status'] );

		$answer = $page->csv( $query );
		self::assertSame( 200, $answer['status'], $answer['body'] );
		self::assertSame( 'vitrine-sales-2026-03-02-2026-03-02.csv', $answer['file_name'] );
		self::assertSame( "Period start,Period end,Orders,Gross sales,Refunds,Net revenue,Currency\r\n2026-03-02,2026-03-02,1,10.00,0.00,10.00,EUR\r\n", $answer['body'] );
	}
}
