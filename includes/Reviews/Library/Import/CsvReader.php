<?php
/**
 * Reads the rows of a CSV import file.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Library\Import;

use Vitrine\Reviews\ReviewsError;

/**
 * RFC 4180 CSV with a header row: fields separated by commas, semicolons (what spreadsheets
 * write where the decimal mark is a comma) or tabs, whichever the header row holds most of;
 * fields in double quotes may hold separators, doubled quotes and line breaks; lines end in
 * CRLF, LF or CR. Each row keeps the line it starts on, for the error messages. Blank rows are
 * skipped. The text must already be UTF-8 without a byte order mark (Importer sees to that).
 */
final class CsvReader {

	private const DELIMITERS = array( ',', ';', "\t" );

	/**
	 * @return list<RawRow>
	 * @throws ReviewsError When the file has no header row, a column twice or a required
	 *                      column missing, or a quoted field is never closed.
	 */
	public function read( string $csv ): array {
		$records = $this->records( $csv, $this->delimiter( $csv ) );
		if ( array() === $records ) {
			throw Importer::unreadable( __( 'The file is empty.', 'vitrine' ) );
		}
		$header = array_shift( $records );
		$names  = array_map( array( ImportColumns::class, 'normalize' ), $header['cells'] );
		$this->check_header( $names, $header['line'] );

		$rows = array();
		foreach ( $records as $record ) {
			$cells = $record['cells'];
			if ( '' === trim( implode( '', $cells ) ) ) {
				continue;
			}
			$fields = array();
			foreach ( $names as $index => $name ) {
				if ( in_array( $name, ImportColumns::ALL, true ) ) {
					$fields[ $name ] = $cells[ $index ] ?? '';
				}
			}
			$problems = array();
			$surplus  = array_slice( $cells, count( $names ) );
			if ( '' !== trim( implode( '', $surplus ) ) ) {
				$problems[] = sprintf(
					/* translators: 1: values in the row; 2: columns in the header row. */
					__( 'The row has %1$d values, the header row %2$d columns (a separator inside a value needs the value in double quotes).', 'vitrine' ),
					count( $cells ),
					count( $names )
				);
			}
			$rows[] = new RawRow( $record['line'], $fields, $problems );
		}
		return $rows;
	}

	/**
	 * The separator the header row uses most.
	 */
	private function delimiter( string $csv ): string {
		$first = strtok( $csv, "\r\n" );
		$best  = ',';
		$most  = 0;
		foreach ( self::DELIMITERS as $delimiter ) {
			$count = substr_count( false === $first ? '' : $first, $delimiter );
			if ( $count > $most ) {
				$best = $delimiter;
				$most = $count;
			}
		}
		return $best;
	}

	/**
	 * @param list<string> $names The header's column names.
	 * @param int          $line  The header's line.
	 * @throws ReviewsError When a column is named twice or a required one is missing.
	 */
	private function check_header( array $names, int $line ): void {
		$known  = array_values( array_intersect( $names, ImportColumns::ALL ) );
		$twice  = array_unique( array_diff_assoc( $known, array_unique( $known ) ) );
		$errors = array();
		if ( array() !== $twice ) {
			$errors[] = array(
				'line'    => $line,
				/* translators: %s: column names. */
				'message' => sprintf( __( 'The header row names these columns more than once: %s.', 'vitrine' ), implode( ', ', $twice ) ),
			);
		}
		$missing = array_diff( ImportColumns::REQUIRED, $names );
		if ( array() !== $missing ) {
			$errors[] = array(
				'line'    => $line,
				/* translators: 1: the missing column names; 2: every column name the import reads. */
				'message' => sprintf( __( 'The header row has no %1$s column. The first row must name the columns: %2$s.', 'vitrine' ), implode( ', ', $missing ), implode( ', ', ImportColumns::ALL ) ),
			);
		}
		if ( array() !== $errors ) {
			throw Importer::invalid( $errors );
		}
	}

	/**
	 * The file's records, each a list of cells and the line it starts on.
	 *
	 * @return list<array{line: int, cells: list<string>}>
	 * @throws ReviewsError When a quoted field is never closed.
	 */
	private function records( string $csv, string $delimiter ): array {
		$records = array();
		$cells   = array();
		$cell    = '';
		$fresh   = true; // At the start of a cell: a quote there opens a quoted field.
		$line    = 1;
		$start   = 1;
		$length  = strlen( $csv );
		$i       = 0;
		while ( $i < $length ) {
			$char = $csv[ $i ];
			if ( '"' === $char && $fresh ) {
				list( $value, $i, $line ) = $this->quoted( $csv, $i + 1, $line, $start );
				$cell                    .= $value;
				$fresh                    = false;
				continue;
			}
			if ( $delimiter === $char ) {
				$cells[] = $cell;
				$cell    = '';
				$fresh   = true;
				++$i;
				continue;
			}
			if ( "\r" === $char || "\n" === $char ) {
				$cells[]   = $cell;
				$records[] = array(
					'line'  => $start,
					'cells' => $cells,
				);
				$cells     = array();
				$cell      = '';
				$fresh     = true;
				$i        += ( "\r" === $char && "\n" === ( $csv[ $i + 1 ] ?? '' ) ) ? 2 : 1;
				++$line;
				$start = $line;
				continue;
			}
			$run   = strcspn( $csv, "\"\r\n" . $delimiter, $i + 1 ) + 1;
			$cell .= substr( $csv, $i, $run );
			$fresh = false;
			$i    += $run;
		}
		if ( '' !== $cell || array() !== $cells ) {
			$cells[]   = $cell;
			$records[] = array(
				'line'  => $start,
				'cells' => $cells,
			);
		}
		return $records;
	}

	/**
	 * Reads a quoted field from just after its opening quote.
	 *
	 * @return array{0: string, 1: int, 2: int} The value, the offset after the closing quote, the line there.
	 * @throws ReviewsError When the field is never closed.
	 */
	private function quoted( string $csv, int $i, int $line, int $start ): array {
		$value  = '';
		$length = strlen( $csv );
		while ( $i < $length ) {
			$run    = strcspn( $csv, "\"\r\n", $i );
			$value .= substr( $csv, $i, $run );
			$i     += $run;
			if ( $i >= $length ) {
				break;
			}
			$char = $csv[ $i ];
			if ( '"' === $char ) {
				if ( '"' === ( $csv[ $i + 1 ] ?? '' ) ) {
					$value .= '"';
					$i     += 2;
					continue;
				}
				return array( $value, $i + 1, $line );
			}
			$value .= "\n";
			$i     += ( "\r" === $char && "\n" === ( $csv[ $i + 1 ] ?? '' ) ) ? 2 : 1;
			++$line;
		}
		throw Importer::invalid(
			array(
				array(
					'line'    => $start,
					'message' => __( 'A value in double quotes that starts in this row is never closed.', 'vitrine' ),
				),
			)
		);
	}
}
