<?php
/**
 * The stored import jobs and their files.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Catalog\Import;

use Vitrine\Core\Install\OwnedData;
use Vitrine\Core\Install\OwnsData;

/**
 * One job per upload, in an option that is not autoloaded (vitrine_import_<id>); its file in
 * uploads/vitrine-imports/ under a random name of 32 characters, the folder closed to the web by
 * an index.php and a .htaccess. The job holds the header, the mapping, the file's index, the
 * cursor (rows done and the byte offset after them), the counts, the skipped rows with their
 * reasons and what the import created (references to ids), so a reload or a timeout resumes.
 *
 * The references are kept beside the job, spread over REF_BUCKETS options of their own
 * (vitrine_import_<id>_refs_<n>), and written one bucket at a time as a row adds one: in the job,
 * which is saved after every row, a file of 13,000 rows with the other shop's IDs made each save
 * carry every reference so far, and the import's last batches took 1.8 times its first ones
 * (bin/bench-import.sh).
 */
final class ImportJobs implements OwnsData {

	public const DIRECTORY = 'vitrine-imports';
	public const OPTION    = 'vitrine_import_';
	public const MAX_BYTES = 50 * 1024 * 1024;

	/** How many options a job's references are spread over. */
	private const REF_BUCKETS = 64;

	/** @var array<string, array<int, array<string, int>>> The references read or written in this request: job id => bucket => reference => post id. */
	private array $refs = array();

	public function owned_data(): OwnedData {
		return new OwnedData( uploads_folders: array( self::DIRECTORY ) );
	}

	/**
	 * Stores an uploaded file and starts its job.
	 *
	 * @param string $contents The file's bytes.
	 * @param string $name     Its name, as uploaded.
	 * @return array<string, mixed> The job.
	 * @throws ImportError When the file is empty, too big, not UTF-8 or cannot be stored.
	 */
	public function create( string $contents, string $name ): array {
		if ( '' === trim( $contents ) ) {
			throw ImportError::invalid( 'vitrine_import_empty', __( 'The file is empty: it needs a header line naming its columns.', 'vitrine' ), array( 'file' => __( 'Choose a CSV file.', 'vitrine' ) ) );
		}
		if ( strlen( $contents ) > self::MAX_BYTES ) {
			throw ImportError::invalid( 'vitrine_import_too_big', __( 'The file is larger than 50 MB: split it in several files.', 'vitrine' ), array( 'file' => __( 'Choose a smaller file.', 'vitrine' ) ) );
		}
		if ( ! mb_check_encoding( $contents, 'UTF-8' ) ) {
			throw ImportError::invalid( 'vitrine_import_not_utf8', __( 'The file is not UTF-8. Save it as "CSV UTF-8" from your spreadsheet and upload it again.', 'vitrine' ), array( 'file' => __( 'Choose a UTF-8 CSV file.', 'vitrine' ) ) );
		}
		$dir = $this->directory();
		if ( ! wp_mkdir_p( $dir ) ) {
			throw ImportError::conflict( 'vitrine_import_not_stored', __( 'The file could not be stored in the uploads folder.', 'vitrine' ) );
		}
		// phpcs:disable WordPress.WP.AlternativeFunctions -- our own folder of uploads.
		if ( ! file_exists( $dir . '/index.php' ) ) {
			file_put_contents( $dir . '/index.php', "<?php\n// Silence is golden.\n" );
		}
		if ( ! file_exists( $dir . '/.htaccess' ) ) {
			file_put_contents( $dir . '/.htaccess', "Require all denied\nDeny from all\n" );
		}
		$id   = strtolower( wp_generate_password( 20, false ) );
		$file = wp_generate_password( 32, false ) . '.csv';
		if ( false === file_put_contents( $dir . '/' . $file, $contents ) ) {
			throw ImportError::conflict( 'vitrine_import_not_stored', __( 'The file could not be stored in the uploads folder.', 'vitrine' ) );
		}
		// phpcs:enable
		$job = array(
			'id'            => $id,
			'user'          => get_current_user_id(),
			'name'          => sanitize_file_name( $name ),
			'file'          => $file,
			'created'       => time(),
			'status'        => 'mapping',
			'header'        => array(),
			'mapping'       => array(),
			'index'         => null,
			'cursor'        => 0,
			'offset'        => 0,
			'created_count' => 0,
			'updated_count' => 0,
			'skipped'       => array(),
			'refs'          => array(),
		);
		$this->save( $job );
		return $job;
	}

	/**
	 * The job, for its uploader or an administrator.
	 *
	 * @return array<string, mixed>
	 * @throws ImportError NOT_FOUND when there is no such job, or it is another editor's.
	 */
	public function get( string $id ): array {
		$job = 1 === preg_match( '/^[a-z0-9]{20}$/', $id ) ? get_option( self::OPTION . $id ) : false;
		// A job is its uploader's (and the site administrators'): another product editor is told
		// it does not exist, as if the id were wrong.
		if ( is_array( $job ) && (int) ( $job['user'] ?? 0 ) !== get_current_user_id() && ! current_user_can( 'manage_options' ) ) {
			$job = false;
		}
		if ( ! is_array( $job ) ) {
			throw ImportError::not_found( 'vitrine_import_not_found', __( 'This import does not exist (any more). Upload the file again.', 'vitrine' ) );
		}
		$inline      = (array) ( $job['refs'] ?? array() );
		$job['refs'] = $this->read_refs( $id );
		// A job saved while its references were kept in it (before 0.x): they move to their buckets.
		foreach ( array_diff_key( $inline, $job['refs'] ) as $reference => $post_id ) {
			$job = $this->remember( $job, (string) $reference, (int) $post_id );
		}
		return $job;
	}

	/**
	 * Saves the job; its references are saved by remember() as they come, not here.
	 *
	 * @param array<string, mixed> $job The job.
	 */
	public function save( array $job ): void {
		$job['refs'] = array();
		update_option( self::OPTION . $job['id'], $job, false );
	}

	/**
	 * Remembers what a reference of the file (an ID of the other shop) became here, in its bucket.
	 *
	 * @param array<string, mixed> $job       The job.
	 * @param string               $reference The file's reference ("id:123").
	 * @param int                  $post_id   The product or variation it became.
	 * @return array<string, mixed> The job, with the reference.
	 */
	public function remember( array $job, string $reference, int $post_id ): array {
		$id     = (string) $job['id'];
		$bucket = crc32( $reference ) % self::REF_BUCKETS;
		$this->refs[ $id ][ $bucket ][ $reference ] = $post_id;
		update_option( self::OPTION . $id . '_refs_' . $bucket, $this->refs[ $id ][ $bucket ], false );
		$job['refs'][ $reference ] = $post_id;
		return $job;
	}

	/**
	 * The job's references, from its buckets, in one query.
	 *
	 * @return array<string, int>
	 */
	private function read_refs( string $id ): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the job's own options, by their prefix, once per request.
		$rows              = $wpdb->get_results( $wpdb->prepare( "SELECT option_name, option_value FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( self::OPTION . $id . '_refs_' ) . '%' ), ARRAY_A );
		$this->refs[ $id ] = array();
		$refs              = array();
		foreach ( (array) $rows as $row ) {
			$bucket = (int) substr( (string) $row['option_name'], strlen( self::OPTION . $id . '_refs_' ) );
			$values = maybe_unserialize( (string) $row['option_value'] );
			if ( is_array( $values ) ) {
				$this->refs[ $id ][ $bucket ] = array_map( 'intval', $values );
				$refs                        += $this->refs[ $id ][ $bucket ];
			}
		}
		return $refs;
	}

	/**
	 * The file's index (FileIndex::to_array()), null when not built.
	 *
	 * @return array<string, mixed>|null
	 */
	public function index( string $id ): ?array {
		$index = get_option( self::OPTION . $id . '_index' );
		return is_array( $index ) ? $index : null;
	}

	/**
	 * @param array<string, mixed>|null $index The file's index; null to forget it.
	 */
	public function save_index( string $id, ?array $index ): void {
		null === $index ? delete_option( self::OPTION . $id . '_index' ) : update_option( self::OPTION . $id . '_index', $index, false );
	}

	/**
	 * @param array<string, mixed> $job The job.
	 */
	public function path( array $job ): string {
		return $this->directory() . '/' . basename( (string) $job['file'] );
	}

	/**
	 * Deletes the jobs (and their files) made before a time, finished or abandoned.
	 *
	 * @param int $before Unix time.
	 * @return int How many were deleted.
	 */
	public function delete_older_than( int $before ): int {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the jobs' own options, by their prefix, once a day.
		$names   = $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( self::OPTION ) . '%' ) );
		$deleted = 0;
		foreach ( $names as $name ) {
			$job = get_option( (string) $name );
			if ( ! is_array( $job ) || ! isset( $job['id'], $job['file'] ) || (int) ( $job['created'] ?? 0 ) >= $before ) {
				continue; // An index, a bucket of references, or a recent job.
			}
			$this->delete( $job );
			++$deleted;
		}
		return $deleted;
	}

	/**
	 * Deletes a job and its file.
	 *
	 * @param array<string, mixed> $job The job.
	 */
	public function delete( array $job ): void {
		wp_delete_file( $this->path( $job ) );
		delete_option( self::OPTION . $job['id'] );
		delete_option( self::OPTION . $job['id'] . '_index' );
		for ( $bucket = 0; $bucket < self::REF_BUCKETS; $bucket++ ) {
			delete_option( self::OPTION . $job['id'] . '_refs_' . $bucket );
		}
		unset( $this->refs[ (string) $job['id'] ] );
	}

	private function directory(): string {
		$uploads = wp_upload_dir( null, false );
		return untrailingslashit( (string) $uploads['basedir'] ) . '/' . self::DIRECTORY;
	}
}
