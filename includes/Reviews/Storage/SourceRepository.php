<?php
/**
 * Connected review sources (see docs/reviews.md).
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Storage;

/**
 * Reads and writes the vitrine_review_sources table. Credentials are a JSON object in their
 * own column, read only through credentials(): a Source never carries them.
 */
final class SourceRepository {

	private const CACHE_KEY = 'sources';

	/** Columns create() and update() accept. */
	private const FIELDS = array( 'provider', 'name', 'external_ref', 'rating', 'review_count', 'profile_url', 'write_review_url', 'status', 'last_error', 'last_refreshed_at', 'token_expires_at' );

	/**
	 * Every source, oldest first.
	 *
	 * @return list<Source>
	 */
	public function all(): array {
		$key    = self::CACHE_KEY . ':' . wp_cache_get_last_changed( ReviewRepository::CACHE_GROUP );
		$cached = wp_cache_get( $key, ReviewRepository::CACHE_GROUP );
		if ( is_array( $cached ) ) {
			/** @var list<Source> $cached */
			return $cached;
		}
		global $wpdb;
		$table = $this->table();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- no input; cached.
		$rows    = (array) $wpdb->get_results( "SELECT * FROM {$table} ORDER BY source_id ASC", ARRAY_A );
		$sources = array_values( array_map( array( $this, 'hydrate' ), $rows ) );
		wp_cache_set( $key, $sources, ReviewRepository::CACHE_GROUP, 3600 );
		return $sources;
	}

	public function find( int $id ): ?Source {
		foreach ( $this->all() as $source ) {
			if ( $source->id === $id ) {
				return $source;
			}
		}
		return null;
	}

	/**
	 * Adds a source.
	 *
	 * @param array<string, mixed>  $fields      Columns of FIELDS; provider required.
	 * @param array<string, string> $credentials API key or token by name.
	 * @return int The new source's id.
	 */
	public function create( array $fields, array $credentials = array() ): int {
		global $wpdb;
		$now = current_time( 'mysql', true );
		$row = $this->columns( $fields ) + array(
			'credentials' => (string) wp_json_encode( (object) $credentials ),
			'created_at'  => $now,
			'updated_at'  => $now,
		);
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a write; the cache is moved on below.
		$wpdb->insert( $this->table(), $row );
		$this->changed();
		return (int) $wpdb->insert_id;
	}

	/**
	 * Changes a source's columns, and its credentials when given.
	 *
	 * @param int                        $id          The source.
	 * @param array<string, mixed>       $fields      Columns of FIELDS.
	 * @param array<string, string>|null $credentials New credentials, merged over the old ones.
	 */
	public function update( int $id, array $fields, ?array $credentials = null ): void {
		global $wpdb;
		$row = $this->columns( $fields );
		if ( null !== $credentials ) {
			$row['credentials'] = (string) wp_json_encode( (object) array_merge( $this->credentials( $id ), $credentials ) );
		}
		$row['updated_at'] = current_time( 'mysql', true );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a write; the cache is moved on below.
		$wpdb->update( $this->table(), $row, array( 'source_id' => $id ) );
		$this->changed();
	}

	public function delete( int $id ): void {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a write; the cache is moved on below.
		$wpdb->delete( $this->table(), array( 'source_id' => $id ), array( '%d' ) );
		$this->changed();
	}

	/**
	 * The source's credentials, for the provider clients only.
	 *
	 * @return array<string, string>
	 */
	public function credentials( int $id ): array {
		global $wpdb;
		$table = $this->table();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- the table name is ours; not cached on purpose (secrets stay out of the object cache).
		$json    = (string) $wpdb->get_var( $wpdb->prepare( "SELECT credentials FROM {$table} WHERE source_id = %d", $id ) );
		$decoded = json_decode( $json, true );
		return is_array( $decoded ) ? array_map( 'strval', $decoded ) : array();
	}

	/**
	 * The known columns of $fields, dates as UTC DATETIME.
	 *
	 * @param array<string, mixed> $fields Fields.
	 * @return array<string, string|int|float|null>
	 */
	private function columns( array $fields ): array {
		$row = array();
		foreach ( array_intersect_key( $fields, array_flip( self::FIELDS ) ) as $key => $value ) {
			$row[ $key ] = match ( $key ) {
				'rating'                                  => (float) $value,
				'review_count'                            => (int) $value,
				'last_refreshed_at', 'token_expires_at'   => null === $value ? null : gmdate( 'Y-m-d H:i:s', (int) $value ),
				default                                   => (string) $value,
			};
		}
		return $row;
	}

	/**
	 * A source from its row.
	 *
	 * @param array<string, mixed> $row The row.
	 */
	private function hydrate( array $row ): Source {
		$epoch = static fn ( mixed $date ): ?int => null === $date || '' === $date ? null : (int) strtotime( $date . ' UTC' );
		return new Source(
			id: (int) $row['source_id'],
			provider: (string) $row['provider'],
			name: (string) $row['name'],
			external_ref: (string) $row['external_ref'],
			rating: (float) $row['rating'],
			review_count: (int) $row['review_count'],
			profile_url: (string) $row['profile_url'],
			write_review_url: (string) $row['write_review_url'],
			status: (string) $row['status'],
			last_error: (string) $row['last_error'],
			last_refreshed_at: $epoch( $row['last_refreshed_at'] ),
			token_expires_at: $epoch( $row['token_expires_at'] ),
		);
	}

	private function changed(): void {
		wp_cache_set_last_changed( ReviewRepository::CACHE_GROUP );
	}

	private function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'vitrine_review_sources';
	}
}
