<?php
/**
 * GET /vitrine/v1/reports/sales.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reports\Rest;

use Vitrine\Core\Rest\AbstractRoute;
use Vitrine\Core\Rest\Permissions;
use Vitrine\Core\Rest\Schema;
use Vitrine\Reports\ReportQuery;
use Vitrine\Reports\SalesReport;
use WP_REST_Request;
use WP_REST_Server;

/**
 * The sales report of Vitrine > Reports: a nonce and the orders capability. Amounts are decimal
 * strings of the shop currency.
 */
final class SalesReportRoute extends AbstractRoute {

	public const CAPABILITY = 'manage_vitrine_orders';

	public function __construct( private readonly SalesReport $report ) {
	}

	public function get_path(): string {
		return '/reports/sales';
	}

	protected function get_endpoints(): array {
		return array(
			array(
				'methods'    => WP_REST_Server::READABLE,
				'handler'    => array( $this, 'read' ),
				'permission' => Permissions::nonce_and_capability( self::CAPABILITY ),
				'args'       => self::args(),
			),
		);
	}

	/**
	 * The report for the request's range, interval and split.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return array<string, mixed>
	 */
	public function read( WP_REST_Request $request ): array {
		return self::answer( $this->report->run( self::query( $request->get_params() ) ) );
	}

	/**
	 * The query of the request's parameters (the CSV download reads the same ones); the last 30
	 * days by default.
	 *
	 * @param array<string, mixed> $params Parameters, validated by args().
	 * @throws \Vitrine\Reports\ReportError INVALID when the range is not one.
	 */
	public static function query( array $params ): ReportQuery {
		$today = new \DateTimeImmutable( 'today', wp_timezone() );
		return ReportQuery::from_strings(
			(string) ( $params['after'] ?? $today->modify( '-29 days' )->format( 'Y-m-d' ) ),
			(string) ( $params['before'] ?? $today->format( 'Y-m-d' ) ),
			(string) ( $params['interval'] ?? 'day' ),
			(string) ( $params['group'] ?? 'type' ),
			(bool) ( $params['compare'] ?? true )
		);
	}

	/**
	 * The report with its amounts as decimal strings.
	 *
	 * @param array<string, mixed> $report SalesReport::run()'s answer.
	 * @return array<string, mixed>
	 */
	public static function answer( array $report ): array {
		$decimals                 = (int) $report['decimals'];
		$money                    = static fn ( array $sums ): array => array(
			'orders'  => (int) $sums['orders'],
			'gross'   => SalesReport::decimal( (int) $sums['gross'], $decimals ),
			'refunds' => SalesReport::decimal( (int) $sums['refunds'], $decimals ),
			'net'     => SalesReport::decimal( (int) $sums['net'], $decimals ),
		);
		$report['totals']         = $money( $report['totals'] );
		$report['compare_totals'] = null === $report['compare_totals'] ? null : $money( $report['compare_totals'] );
		$report['groups']         = array_map(
			static fn ( array $group ): array => array(
				'key'   => $group['key'],
				'label' => $group['label'],
			) + $money( $group ),
			$report['groups']
		);
		$report['landing_pages']  = array_map( static fn ( array $page ): array => array( 'page' => $page['page'] ) + $money( $page ), $report['landing_pages'] );
		$report['periods']        = array_map(
			static function ( array $period ) use ( $money ): array {
				$row = array(
					'start'  => $period['start'],
					'end'    => $period['end'],
					'label'  => $period['label'],
					'totals' => $money( $period['totals'] ),
					'groups' => (object) array_map( $money, $period['groups'] ),
				);
				if ( isset( $period['compare'] ) ) {
					$row['compare'] = $money( $period['compare'] );
				}
				return $row;
			},
			$report['periods']
		);
		return $report;
	}

	protected function get_response_schema(): array {
		$sums  = static fn ( array $more = array() ): array => Schema::object(
			$more + array(
				'orders'  => Schema::integer(),
				'gross'   => Schema::money(),
				'refunds' => Schema::money(),
				'net'     => Schema::money(),
			)
		);
		$day   = Schema::string();
		$named = Schema::titled( 'SalesSums', $sums() );
		return Schema::titled(
			'SalesReport',
			Schema::object(
				array(
					'currency'         => Schema::string(),
					'decimals'         => Schema::integer(),
					'interval'         => Schema::string( ReportQuery::INTERVALS ),
					'group'            => Schema::string( ReportQuery::GROUPS ),
					'after'            => $day,
					'before'           => $day,
					'compare_after'    => Schema::nullable( $day ),
					'compare_before'   => Schema::nullable( $day ),
					'totals'           => $named,
					'compare_totals'   => Schema::nullable( $sums() ),
					'groups'           => Schema::list_of(
						$sums(
							array(
								'key'   => Schema::string(),
								'label' => Schema::string(),
							)
						)
					),
					'periods'          => Schema::list_of(
						Schema::object(
							array(
								'start'   => $day,
								'end'     => $day,
								'label'   => Schema::string(),
								'totals'  => $named,
								'groups'  => Schema::map( $named ),
								'compare' => $named,
							),
							array( 'compare' )
						)
					),
					'landing_pages'    => Schema::list_of( $sums( array( 'page' => Schema::string() ) ) ),
					'other_currencies' => Schema::list_of(
						Schema::object(
							array(
								'currency' => Schema::string(),
								'orders'   => Schema::integer(),
							)
						)
					),
				)
			)
		);
	}

	/**
	 * The parameters, shared with the CSV download.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function args(): array {
		$day = array(
			'type'    => 'string',
			'pattern' => '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
		);
		return array(
			'after'    => array( 'description' => __( 'The first day of the range (YYYY-MM-DD, the site\'s time zone); 29 days before the end when left out.', 'vitrine' ) ) + $day,
			'before'   => array( 'description' => __( 'The last day of the range, included (YYYY-MM-DD); today when left out.', 'vitrine' ) ) + $day,
			'interval' => array(
				'description' => __( 'The length of each period.', 'vitrine' ),
				'type'        => 'string',
				'enum'        => ReportQuery::INTERVALS,
				'default'     => 'day',
			),
			'group'    => array(
				'description' => __( 'What the orders are split by: their origin\'s type, source, medium or campaign, or nothing.', 'vitrine' ),
				'type'        => 'string',
				'enum'        => ReportQuery::GROUPS,
				'default'     => 'type',
			),
			'compare'  => array(
				'description' => __( 'With the previous period of the same length.', 'vitrine' ),
				'type'        => 'boolean',
				'default'     => true,
			),
		);
	}
}
