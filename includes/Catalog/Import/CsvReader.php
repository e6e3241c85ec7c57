<?php
/**
 * Reads a CSV file row by row.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Catalog\Import;

/**
 * UTF-8 with or without a byte order mark; comma or semicolon, whichever the header line has more
 * of outside quotes; quoted fields may hold the separator, quotes ("") and line breaks. Rows are
 * read from a byte offset, so an import resumes where its last batch stopped without reading the
 * file again. A row of empty cells is skipped.
 */
final class CsvReader {
	// phpcs:disable WordPress.WP.AlternativeFunctions -- a file of our own uploads folder (or a test's), read with a stream: WP_Filesystem reads whole files.

	private string $delimiter = ',';

	/** Byte offset of the first data row. */
	private int $data_offset = 0;

	/** @var list<string> */
	private array $header = array();

	/**
	 * @param string $path The file.
	 * @throws ImportError When the file cannot be read or has no header.
	 */
	public function __construct( private readonly string $path ) {
		$handle          = $this->open();
		$first           = (string) fgets( $handle );
		$bom             = str_starts_with( $first, CsvCell::BOM ) ? strlen( CsvCell::BOM ) : 0;
		$this->delimiter = self::sniff( substr( $first, $bom ) );
		fseek( $handle, $bom );
		$header = fgetcsv( $handle, null, $this->delimiter, '"', '' );
		if ( ! is_array( $header ) || array( null ) === $header ) {
			fclose( $handle );
			throw ImportError::invalid( 'vitrine_import_empty', __( 'The file is empty: it needs a header line naming its columns.', 'vitrine' ) );
		}
		$this->header      = array_map( static fn ( $cell ): string => trim( (string) $cell ), $header );
		$this->data_offset = (int) ftell( $handle );
		fclose( $handle );
	}

	/**
	 * The separator of a header line: ; when it has more of them than commas outside quotes.
	 */
	public static function sniff( string $line ): string {
		$outside = (string) preg_replace( '/"[^"]*"/', '', $line );
		return substr_count( $outside, ';' ) > substr_count( $outside, ',' ) ? ';' : ',';
	}

	public function delimiter(): string {
		return $this->delimiter;
	}

	/**
	 * @return list<string>
	 */
	public function header(): array {
		return $this->header;
	}

	public function data_offset(): int {
		return $this->data_offset;
	}

	/**
	 * Up to $limit rows from a byte offset (data_offset() for the first).
	 *
	 * @param int $offset Where to start.
	 * @param int $limit  How many rows at most; 0 for all.
	 * @return array{rows: list<list<string>>, offset: int, done: bool} The rows, the offset after
	 *                                                                  them, whether the file ended.
	 */
	public function read( int $offset, int $limit = 0 ): array {
		$handle = $this->open();
		fseek( $handle, max( $offset, $this->data_offset ) );
		$rows  = array();
		$done  = false;
		$count = 0;
		while ( 0 === $limit || $count < $limit ) {
			$cells = fgetcsv( $handle, null, $this->delimiter, '"', '' );
			if ( false === $cells ) {
				$done = true;
				break;
			}
			$cells = array_map( static fn ( $cell ): string => CsvCell::unsafe( (string) $cell ), $cells );
			if ( '' === implode( '', $cells ) ) {
				continue;
			}
			$rows[] = $cells;
			++$count;
		}
		if ( ! $done ) {
			$done = false === fgetc( $handle );
			fseek( $handle, -1, SEEK_CUR );
		}
		$end = $done ? (int) filesize( $this->path ) : (int) ftell( $handle );
		fclose( $handle );
		return array(
			'rows'   => $rows,
			'offset' => $end,
			'done'   => $done,
		);
	}

	/**
	 * @return resource
	 * @throws ImportError When the file cannot be read.
	 */
	private function open() {
		$handle = is_readable( $this->path ) ? fopen( $this->path, 'rb' ) : false;
		if ( false === $handle ) {
			throw ImportError::not_found( 'vitrine_import_file_missing', __( 'The uploaded file is gone. Upload it again.', 'vitrine' ) );
		}
		return $handle;
	}
}
