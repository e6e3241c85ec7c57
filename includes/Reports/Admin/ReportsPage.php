<?php
/**
 * Vitrine > Reports: orders and revenue over time, by origin.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reports\Admin;

use Vitrine\Core\Admin\ReactScreen;
use Vitrine\Core\Assets\Assets;
use Vitrine\Core\Errors\DomainError;
use Vitrine\Core\Rest\RestApi;
use Vitrine\Core\Settings\SettingsPage;
use Vitrine\Reports\ReportCsv;
use Vitrine\Reports\Rest\SalesReportRoute;
use Vitrine\Reports\SalesReport;

/**
 * A submenu page whose screen is a React app (src/entries/admin-reports.tsx) reading the sales
 * report route; its bundle (with its charts) loads on this screen only. The CSV download is an
 * admin-post action (admin-post.php?action=vitrine_reports_csv) with its own nonce, the orders
 * capability and the route's parameters, validated against the route's schema.
 */
final class ReportsPage {

	public const SLUG       = 'vitrine-reports';
	public const CSV_ACTION = 'vitrine_reports_csv';
	public const ENTRY      = 'admin-reports';

	private readonly ReactScreen $screen;

	public function __construct(
		private readonly Assets $assets,
		private readonly SalesReport $report,
		private readonly ReportCsv $csv,
	) {
		$this->screen = new ReactScreen( $assets, self::ENTRY, 'vitrine-reports-root' );
	}

	public function register(): void {
		// After the Vitrine menu itself (SettingsPage adds it at the default priority).
		add_action( 'admin_menu', array( $this, 'add_menu' ), 20 );
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
		add_action( 'admin_post_' . self::CSV_ACTION, array( $this, 'download' ) );
		$this->assets->define_settings( self::ENTRY, 'adminReports', fn (): array => $this->script_settings() );
	}

	public function add_menu(): void {
		$this->screen->added(
			add_submenu_page(
				SettingsPage::SLUG,
				__( 'Reports', 'vitrine' ),
				__( 'Reports', 'vitrine' ),
				SalesReportRoute::CAPABILITY,
				self::SLUG,
				array( $this, 'render' ),
				1
			)
		);
	}

	public function enqueue( string $hook_suffix ): void {
		$this->screen->enqueue( $hook_suffix );
	}

	public function render(): void {
		$this->screen->render(
			SalesReportRoute::CAPABILITY,
			__( 'Sorry, you are not allowed to see the reports.', 'vitrine' ),
			__( 'Reports', 'vitrine' ),
			__( 'The reports screen needs JavaScript.', 'vitrine' )
		);
	}

	/**
	 * The route's base, the CSV address with its nonce, today and the first day of the week.
	 *
	 * @return array<string, mixed>
	 */
	public function script_settings(): array {
		return array(
			'restBase'    => '/' . RestApi::NAMESPACE,
			'csvUrl'      => add_query_arg(
				array(
					'action'   => self::CSV_ACTION,
					'_wpnonce' => wp_create_nonce( self::CSV_ACTION ),
				),
				admin_url( 'admin-post.php' )
			),
			'today'       => ( new \DateTimeImmutable( 'today', wp_timezone() ) )->format( 'Y-m-d' ),
			'startOfWeek' => (int) get_option( 'start_of_week', 1 ),
		);
	}

	/**
	 * admin-post: sends the CSV, or an error page with the status.
	 */
	public function download(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- csv() verifies it.
		$answer = $this->csv( (array) wp_unslash( $_GET ) );
		if ( 200 !== $answer['status'] ) {
			wp_die( esc_html( $answer['body'] ), '', array( 'response' => (int) $answer['status'] ) );
		}
		nocache_headers();
		header( 'Content-Type: text/csv; charset=utf-8' );
		header( 'Content-Disposition: attachment; filename="' . $answer['file_name'] . '"' );
		header( 'X-Content-Type-Options: nosniff' );
		echo $answer['body']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a CSV file, its cells made safe by ReportCsv.
		exit;
	}

	/**
	 * The download's status, body and file name for the request's parameters: 403 without the
	 * nonce or the capability, 400 for a parameter the route would refuse.
	 *
	 * @param array<string, mixed> $request The query string.
	 * @return array{status: int, body: string, file_name: string}
	 */
	public function csv( array $request ): array {
		$refused = static fn ( int $status, string $message ): array => array(
			'status'    => $status,
			'body'      => $message,
			'file_name' => '',
		);
		if ( false === wp_verify_nonce( (string) ( $request['_wpnonce'] ?? '' ), self::CSV_ACTION ) ) {
			return $refused( 403, __( 'The link has expired. Reload the reports screen and download again.', 'vitrine' ) );
		}
		if ( ! current_user_can( SalesReportRoute::CAPABILITY ) ) {
			return $refused( 403, __( 'Sorry, you are not allowed to see the reports.', 'vitrine' ) );
		}
		$params = array();
		foreach ( SalesReportRoute::args() as $key => $schema ) {
			if ( ! isset( $request[ $key ] ) || ! is_string( $request[ $key ] ) ) {
				continue;
			}
			$value = rest_sanitize_value_from_schema( $request[ $key ], $schema, $key );
			$valid = rest_validate_value_from_schema( $value, $schema, $key );
			if ( is_wp_error( $valid ) ) {
				return $refused( 400, $valid->get_error_message() );
			}
			$params[ $key ] = $value;
		}
		try {
			$report = $this->report->run( SalesReportRoute::query( $params ) );
		} catch ( DomainError $e ) {
			return $refused( 400, $e->getMessage() );
		}
		return array(
			'status'    => 200,
			'body'      => $this->csv->build( $report ),
			'file_name' => $this->csv->file_name( $report ),
		);
	}
}
