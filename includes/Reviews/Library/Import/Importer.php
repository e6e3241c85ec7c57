<?php
/**
 * Imports reviews from a CSV or JSON file.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Library\Import;

use Vitrine\Core\Errors\ErrorKind;
use Vitrine\Core\Database\Transaction;
use Vitrine\Core\Database\TransactionException;
use Vitrine\Reviews\Library\ManualSources;
use Vitrine\Reviews\ReviewsError;
use Vitrine\Reviews\Storage\ReviewRepository;
use Vitrine\Reviews\Storage\ReviewStorageError;

/**
 * Reads the whole file, checks every row, and stores the reviews only when all of them are
 * right, in one transaction: a file with a bad row stores nothing and its answer lists every
 * bad row. Reviews are stored as provider `manual`, once by external id: a row already stored
 * is updated (its hidden flag kept). Rows of the same file with the same external id are one
 * review, the last row winning.
 */
final class Importer {

	/** The largest file read, in bytes. */
	public const MAX_BYTES = 2 * 1024 * 1024;

	/** The most reviews one file may hold. */
	public const MAX_ROWS = 5000;

	public function __construct(
		private readonly ReviewRepository $reviews,
		private readonly ManualSources $manual,
		private readonly CsvReader $csv,
		private readonly JsonReader $json,
		private readonly ImportRow $rows,
		private readonly Transaction $transaction,
	) {
	}

	/**
	 * @param string   $filename  The uploaded file's name: its extension says CSV or JSON.
	 * @param string   $contents  The file.
	 * @param int|null $source_id A manual source, or null for the default one.
	 * @return array{imported: int, updated: int} Reviews added, and reviews already stored that were updated.
	 * @throws ReviewsError UNSUPPORTED_TYPE for a file that is not CSV or JSON text, TOO_LARGE when it is too
	 *                      large, INVALID when it cannot be read, has too many rows or a bad row
	 *                      (vitrine_invalid_import, data.errors: [{ line, message, fields }]).
	 */
	public function import( string $filename, string $contents, ?int $source_id ): array {
		$type = strtolower( pathinfo( $filename, PATHINFO_EXTENSION ) );
		if ( ! in_array( $type, array( 'csv', 'json' ), true ) ) {
			throw self::unsupported();
		}
		if ( strlen( $contents ) > self::MAX_BYTES ) {
			throw self::too_large();
		}
		if ( str_contains( $contents, "\0" ) ) {
			throw self::unsupported();
		}
		$contents = self::strip_bom( $contents );
		if ( ! mb_check_encoding( $contents, 'UTF-8' ) ) {
			throw self::unreadable( __( 'The file is not in UTF-8. Save it again as "CSV UTF-8" (or JSON in UTF-8) and import that.', 'vitrine' ) );
		}
		$this->manual->check( $source_id );

		$rows = 'json' === $type ? $this->json->read( $contents ) : $this->csv->read( $contents );
		if ( count( $rows ) > self::MAX_ROWS ) {
			throw new ReviewsError(
				'vitrine_import_too_many_rows',
				/* translators: 1: reviews in the file; 2: the most reviews a file may hold. */
				sprintf( __( 'The file holds %1$d reviews; one import takes at most %2$d. Split it into smaller files.', 'vitrine' ), count( $rows ), self::MAX_ROWS ),
				ErrorKind::INVALID
			);
		}
		if ( array() === $rows ) {
			throw self::unreadable( __( 'The file holds no reviews.', 'vitrine' ) );
		}

		$reviews = array();
		$errors  = array();
		foreach ( $rows as $row ) {
			$checked = $this->rows->check( $row );
			if ( null === $checked['review'] ) {
				$errors[] = array(
					'line'    => $row->line,
					'message' => implode( ' ', $checked['errors'] ),
					'fields'  => $checked['errors'],
				);
				continue;
			}
			$reviews[ (string) $checked['review']['external_id'] ] = $checked['review'];
		}
		if ( array() !== $errors ) {
			throw self::invalid( $errors );
		}

		try {
			$counts = $this->atomically(
				function () use ( $source_id, $reviews ): array {
					$counts = $this->reviews->upsert_many( $this->manual->resolve( $source_id ), ManualSources::PROVIDER, array_values( $reviews ) );
					return array(
						'imported' => $counts['added'],
						'updated'  => count( $reviews ) - $counts['added'],
					);
				}
			);
		} catch ( ReviewStorageError $e ) {
			// Rolled back: nothing of the file is kept. The database's words go to the log only.
			error_log( 'Vitrine reviews import: ' . $e->getMessage() ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- a server fault the admin's answer does not detail.
			throw new ReviewsError( 'vitrine_review_storage_error', __( 'The reviews could not be stored, so nothing was imported. Try again; if it goes on failing, the site\'s error log says why.', 'vitrine' ), ErrorKind::FAILED );
		}

		/**
		 * Fires after a file of reviews was stored, all of it.
		 *
		 * @param int|null                              $source_id The manual source asked for, null for the default one.
		 * @param array{imported: int, updated: int}    $counts    Reviews added and updated.
		 */
		do_action( 'vitrine_reviews_imported', $source_id, $counts );
		return $counts;
	}

	/**
	 * The error for rows that are wrong: every one's line and messages.
	 *
	 * @param list<array{line: int, message: string, fields?: array<string, string>}> $errors The bad rows.
	 */
	public static function invalid( array $errors ): ReviewsError {
		$count = count( array_unique( array_column( $errors, 'line' ) ) );
		return new ReviewsError(
			'vitrine_invalid_import',
			sprintf(
				/* translators: %d: rows with a problem. */
				_n( 'Nothing was imported: %d row has a problem. Correct it and import the file again.', 'Nothing was imported: %d rows have a problem. Correct them and import the file again.', $count, 'vitrine' ),
				$count
			),
			ErrorKind::INVALID,
			array( 'errors' => $errors )
		);
	}

	/**
	 * The error for a file that cannot be read as reviews at all.
	 */
	public static function unreadable( string $message ): ReviewsError {
		/* translators: %s: what is wrong with the file. */
		return new ReviewsError( 'vitrine_import_unreadable', sprintf( __( 'Nothing was imported. %s', 'vitrine' ), $message ), ErrorKind::INVALID );
	}

	public static function unsupported(): ReviewsError {
		return new ReviewsError( 'vitrine_import_unsupported_type', __( 'Choose a CSV file (.csv) or a JSON file (.json). A spreadsheet must first be saved as "CSV UTF-8".', 'vitrine' ), ErrorKind::UNSUPPORTED_TYPE );
	}

	public static function too_large(): ReviewsError {
		return new ReviewsError(
			'vitrine_import_too_large',
			/* translators: %s: the largest file size, such as "2 MB". */
			sprintf( __( 'The file is too large: one import reads at most %s. Split it into smaller files.', 'vitrine' ), size_format( self::MAX_BYTES ) ),
			ErrorKind::TOO_LARGE
		);
	}

	private static function strip_bom( string $contents ): string {
		return str_starts_with( $contents, "\xEF\xBB\xBF" ) ? substr( $contents, 3 ) : $contents;
	}

	/**
	 * Runs the writes so that all are kept or none (see Transaction). One commit for the whole
	 * file is also what makes thousands of rows quick to store.
	 *
	 * @template T
	 * @param \Closure(): T $work The writes.
	 * @return T
	 * @throws ReviewStorageError When the database fails; nothing was written.
	 * @throws \Throwable What the work threw, after the rollback.
	 */
	private function atomically( \Closure $work ): mixed {
		try {
			return $this->transaction->run(
				$work,
				// The caches may have been filled with what was rolled back (a new manual source).
				on_rollback: static function (): void {
					wp_cache_set_last_changed( ReviewRepository::CACHE_GROUP );
				}
			);
		} catch ( TransactionException $e ) {
			throw ReviewStorageError::from( $e );
		}
	}
}
