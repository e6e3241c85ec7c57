<?php
/**
 * The sales report as CSV.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reports;

/**
 * One row per period, or per period and group when the report is split; amounts as decimals of
 * the shop currency. A text cell that a spreadsheet would run as a formula (it starts with =, +,
 * -, @, a tab or a carriage return: a campaign name is whatever the link said) is prefixed with
 * an apostrophe, as OWASP advises; numbers are ours and written as they are.
 */
final class ReportCsv {

	/**
	 * The file's text, with its header row.
	 *
	 * @param array<string, mixed> $report SalesReport::run()'s answer.
	 */
	public function build( array $report ): string {
		$decimals = (int) $report['decimals'];
		$grouped  = 'none' !== $report['group'];
		$compare  = null !== $report['compare_totals'];
		$labels   = array();
		foreach ( $report['groups'] as $group ) {
			$labels[ $group['key'] ] = $group['label'];
		}

		$header = array( __( 'Period start', 'vitrine' ), __( 'Period end', 'vitrine' ) );
		if ( $grouped ) {
			$header[] = self::group_title( (string) $report['group'] );
		}
		$header = array_merge( $header, array( __( 'Orders', 'vitrine' ), __( 'Gross sales', 'vitrine' ), __( 'Refunds', 'vitrine' ), __( 'Net revenue', 'vitrine' ), __( 'Currency', 'vitrine' ) ) );
		if ( $compare && ! $grouped ) {
			$header = array_merge( $header, array( __( 'Orders, previous period', 'vitrine' ), __( 'Net revenue, previous period', 'vitrine' ) ) );
		}
		$rows = array( $header );
		foreach ( $report['periods'] as $period ) {
			$lines = $grouped ? $period['groups'] : array( '' => $period['totals'] );
			foreach ( $lines as $key => $sums ) {
				$row = array( $period['start'], $period['end'] );
				if ( $grouped ) {
					$row[] = $labels[ $key ] ?? (string) $key;
				}
				$row = array_merge(
					$row,
					array(
						(string) $sums['orders'],
						SalesReport::decimal( (int) $sums['gross'], $decimals ),
						SalesReport::decimal( (int) $sums['refunds'], $decimals ),
						SalesReport::decimal( (int) $sums['net'], $decimals ),
						(string) $report['currency'],
					)
				);
				if ( $compare && ! $grouped ) {
					$row[] = (string) $period['compare']['orders'];
					$row[] = SalesReport::decimal( (int) $period['compare']['net'], $decimals );
				}
				$rows[] = $row;
			}
		}

		$lines = array();
		foreach ( $rows as $index => $row ) {
			// The header and the text cells are made safe; amounts and counts are numbers of ours.
			$cells = array();
			foreach ( $row as $column => $cell ) {
				$cells[] = self::quote( ( 0 === $index || ( $grouped && 2 === $column ) ) ? self::safe( (string) $cell ) : (string) $cell );
			}
			$lines[] = implode( ',', $cells );
		}
		return implode( "\r\n", $lines ) . "\r\n";
	}

	/**
	 * A file name for the download: vitrine-sales-<after>-<before>.csv.
	 *
	 * @param array<string, mixed> $report The report.
	 */
	public function file_name( array $report ): string {
		return sprintf( 'vitrine-sales-%s-%s.csv', (string) $report['after'], (string) $report['before'] );
	}

	/**
	 * A text cell a spreadsheet will show as text.
	 */
	public static function safe( string $cell ): string {
		return '' !== $cell && str_contains( "=+-@\t\r", $cell[0] ) ? "'" . $cell : $cell;
	}

	/**
	 * RFC 4180: a cell holding a comma, a quote or a line break is quoted, its quotes doubled.
	 */
	private static function quote( string $cell ): string {
		return 1 === preg_match( '/[",\r\n]/', $cell ) ? '"' . str_replace( '"', '""', $cell ) . '"' : $cell;
	}

	private static function group_title( string $group ): string {
		return match ( $group ) {
			'type'     => __( 'Origin type', 'vitrine' ),
			'source'   => __( 'Source', 'vitrine' ),
			'medium'   => __( 'Medium', 'vitrine' ),
			default    => __( 'Campaign', 'vitrine' ),
		};
	}
}
