<?php
/**
 * Maps, checks and runs an import job.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Catalog\Import;

use Vitrine\Catalog\ProductValidationException;
use Vitrine\Core\Database\Transaction;

/**
 * The steps of an import: read the header and guess the mapping; save a mapping; the dry run
 * (every row checked, nothing written, every problem listed); batches of BATCH rows, each row
 * created or updated (ProductMatcher) in its own transaction, the cursor saved after each row,
 * so a batch that stops halfway is resumed by the next call without doing a row twice. Rows with
 * problems are skipped with their reasons.
 */
final class ImportRunner {

	public const BATCH = 25;

	public function __construct(
		private readonly ImportJobs $jobs,
		private readonly ColumnMapper $mapper,
		private readonly RowNormaliser $normaliser,
		private readonly ProductMatcher $matcher,
		private readonly ProductRowWriter $writer,
		private readonly ImageImporter $images,
		private readonly Transaction $transaction,
	) {
	}

	/**
	 * Stores an uploaded file, reads its header and guesses the mapping.
	 *
	 * @return array<string, mixed> The job.
	 */
	public function upload( string $contents, string $name ): array {
		$job            = $this->jobs->create( $contents, $name );
		$reader         = new CsvReader( $this->jobs->path( $job ) );
		$job['header']  = $reader->header();
		$job['mapping'] = $this->mapper->guess( $reader->header() );
		$this->jobs->save( $job );
		return $job;
	}

	/**
	 * Saves a mapping: one field (or '') per column of the file.
	 *
	 * @param list<string> $mapping The fields.
	 * @return array<string, mixed> The job.
	 * @throws ImportError INVALID for a mapping of the wrong length, an unknown field or a field twice; CONFLICT once the import has started.
	 */
	public function map( string $id, array $mapping ): array {
		$job = $this->jobs->get( $id );
		if ( in_array( $job['status'], array( 'running', 'done' ), true ) ) {
			throw ImportError::conflict( 'vitrine_import_started', __( 'This import has started: its mapping can no longer change.', 'vitrine' ) );
		}
		if ( count( $mapping ) !== count( (array) $job['header'] ) ) {
			throw ImportError::invalid( 'vitrine_import_bad_mapping', __( 'Choose a field (or "Do not import") for each column of the file.', 'vitrine' ), array( 'mapping' => __( 'One field per column.', 'vitrine' ) ) );
		}
		$seen = array();
		foreach ( $mapping as $field ) {
			if ( ! ColumnMapper::is_field( $field ) ) {
				/* translators: %s: the field key. */
				throw ImportError::invalid( 'vitrine_import_bad_mapping', sprintf( __( '%s is not a field of a product.', 'vitrine' ), $field ), array( 'mapping' => __( 'Unknown field.', 'vitrine' ) ) );
			}
			if ( '' !== $field && isset( $seen[ $field ] ) ) {
				/* translators: %s: the field key. */
				throw ImportError::invalid( 'vitrine_import_bad_mapping', sprintf( __( 'Two columns are mapped to %s: keep one.', 'vitrine' ), $field ), array( 'mapping' => __( 'A field is chosen twice.', 'vitrine' ) ) );
			}
			$seen[ $field ] = true;
		}
		$job['mapping'] = $mapping;
		$job['index']   = null;
		$this->jobs->save_index( $job['id'], null );
		$job['status'] = 'mapping';
		$this->jobs->save( $job );
		return $job;
	}

	/**
	 * Checks every row and writes nothing.
	 *
	 * @return array{rows: int, valid: int, problems: list<array{row: int, column: string, message: string}>}
	 */
	public function dry_run( string $id ): array {
		$job    = $this->jobs->get( $id );
		$reader = new CsvReader( $this->jobs->path( $job ) );
		$index  = $this->index( $job, $reader );
		$this->jobs->save( $job );
		$problems = array();
		$valid    = 0;
		$row      = 0;
		$offset   = $reader->data_offset();
		do {
			$batch = $reader->read( $offset, 200 );
			foreach ( $batch['rows'] as $cells ) {
				++$row;
				$result = $this->normaliser->normalise( $cells, $job['mapping'], $job['header'], $row, $index );
				if ( array() === $result['problems'] ) {
					++$valid;
				}
				array_push( $problems, ...$result['problems'] );
			}
			$offset = $batch['offset'];
		} while ( ! $batch['done'] );
		if ( 'mapping' === $job['status'] ) {
			$job['status'] = 'checked';
			$this->jobs->save( $job );
		}
		return array(
			'rows'     => $row,
			'valid'    => $valid,
			'problems' => $problems,
		);
	}

	/**
	 * Imports the next rows, at most $limit, from where the last call stopped.
	 *
	 * @return array<string, mixed> The job.
	 */
	public function run_batch( string $id, int $limit = self::BATCH ): array {
		$job = $this->jobs->get( $id );
		if ( 'done' === $job['status'] ) {
			return $job;
		}
		$reader        = new CsvReader( $this->jobs->path( $job ) );
		$index         = $this->index( $job, $reader );
		$job['status'] = 'running';
		$batch         = $reader->read( (int) $job['offset'], $limit );
		// Each row is read again from its own offset so that the cursor can be saved after it.
		$offset = max( (int) $job['offset'], $reader->data_offset() );
		foreach ( $batch['rows'] as $cells ) {
			$row           = (int) $job['cursor'] + 1;
			$job           = $this->import_row( $job, $cells, $row, $index );
			$next          = $reader->read( $offset, 1 );
			$offset        = $next['offset'];
			$job['cursor'] = $row;
			$job['offset'] = $offset;
			$this->jobs->save( $job );
		}
		if ( $batch['done'] || (int) $job['cursor'] >= $index->rows ) {
			$job['status'] = 'done';
		}
		$this->jobs->save( $job );
		return $job;
	}

	/**
	 * The job's file index, built on first use and kept in an option of its own, so that the
	 * job saved after every row stays small; the job keeps the number of rows.
	 *
	 * @param array<string, mixed> $job The job; its index (the row count) is set.
	 */
	private function index( array &$job, CsvReader $reader ): FileIndex {
		$stored = is_array( $job['index'] ) ? $this->jobs->index( (string) $job['id'] ) : null;
		if ( null === $stored ) {
			$index = FileIndex::build( $reader, $job['mapping'] );
			$this->jobs->save_index( (string) $job['id'], $index->to_array() );
			$job['index'] = array( 'rows' => $index->rows );
			return $index;
		}
		return FileIndex::from_array( $stored );
	}

	/**
	 * One row: checked, its images fetched, then written in one transaction.
	 *
	 * @param array<string, mixed> $job   The job.
	 * @param list<string>         $cells The row.
	 * @return array<string, mixed> The job, counts and references updated.
	 */
	private function import_row( array $job, array $cells, int $row, FileIndex $index ): array {
		$refs   = (array) $job['refs'];
		$result = $this->normaliser->normalise( $cells, $job['mapping'], $job['header'], $row, $index, $refs );
		$item   = $result['item'];
		if ( null === $item ) {
			return self::skip( $job, $row, array_map( static fn ( array $p ): string => ( '' !== $p['column'] ? $p['column'] . ': ' : '' ) . $p['message'], $result['problems'] ) );
		}
		$images = array();
		foreach ( (array) ( $item['images'] ?? array() ) as $url ) {
			$attachment = $this->images->attachment( (string) $url );
			if ( is_string( $attachment ) ) {
				return self::skip( $job, $row, array( $attachment ) );
			}
			$images[] = $attachment;
		}
		$variation = 'variation' === $item['kind'];
		$target    = $this->matcher->find( (int) $item['id'], (string) $item['sku'], $variation, $refs );
		$parent    = $variation ? $this->matcher->parent( (string) $item['parent'], $refs ) : 0;
		if ( $variation && 0 === $parent ) {
			return self::skip( $job, $row, array( __( 'Its parent product was not imported.', 'vitrine' ) ) );
		}
		try {
			$id = (int) $this->transaction->run( fn (): int => $this->writer->write( $item, $target, $parent, $images ) );
		} catch ( ProductValidationException $e ) {
			return self::skip( $job, $row, array_values( $e->errors ) );
		}
		0 === $target ? ++$job['created_count'] : ++$job['updated_count'];
		// A SKU finds its product again through the lookup table; only an ID of the file that is
		// not the id the product got needs remembering (a later row's Parent, a resumed row).
		if ( (int) $item['id'] > 0 && (int) $item['id'] !== $id ) {
			$job = $this->jobs->remember( $job, 'id:' . $item['id'], $id );
		}
		return $job;
	}

	/**
	 * @param array<string, mixed> $job     The job.
	 * @param list<string>         $reasons Why.
	 * @return array<string, mixed>
	 */
	private static function skip( array $job, int $row, array $reasons ): array {
		$job['skipped'][] = array(
			'row'     => $row,
			'reasons' => $reasons,
		);
		return $job;
	}

	/**
	 * What the screen shows of a job.
	 *
	 * @param array<string, mixed> $job The job.
	 * @return array<string, mixed>
	 */
	public static function status( array $job ): array {
		$rows = is_array( $job['index'] ) ? (int) ( $job['index']['rows'] ?? 0 ) : 0;
		return array(
			'id'      => (string) $job['id'],
			'name'    => (string) $job['name'],
			'status'  => (string) $job['status'],
			'header'  => array_values( array_map( 'strval', (array) $job['header'] ) ),
			'mapping' => array_values( array_map( 'strval', (array) $job['mapping'] ) ),
			'rows'    => $rows,
			'done'    => (int) $job['cursor'],
			'created' => (int) $job['created_count'],
			'updated' => (int) $job['updated_count'],
			'skipped' => array_values( (array) $job['skipped'] ),
		);
	}
}
