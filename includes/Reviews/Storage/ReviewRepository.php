<?php
/**
 * Stored reviews (see docs/reviews.md).
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Reviews\Storage;

/**
 * Reads and writes the vitrine_reviews table. Reads are cached in the object cache under the
 * group's "last changed" stamp, which every write moves on, so a page of widgets costs no query
 * with a persistent object cache and stale results are never served.
 */
final class ReviewRepository {

	public const CACHE_GROUP = 'vitrine_reviews';

	/** Columns a review row is written with, besides the ids and dates. */
	private const FIELDS = array( 'author_name', 'author_avatar', 'author_avatar_source', 'author_url', 'time', 'rating', 'text', 'media', 'reply', 'language' );

	/**
	 * The matching reviews, and how many match in all (ignoring offset and limit).
	 *
	 * @return array{reviews: list<Review>, total: int}
	 */
	public function query( ReviewQuery $query ): array {
		$key    = 'query:' . md5( (string) wp_json_encode( get_object_vars( $query ) ) ) . ':' . wp_cache_get_last_changed( self::CACHE_GROUP );
		$cached = wp_cache_get( $key, self::CACHE_GROUP );
		if ( is_array( $cached ) ) {
			/** @var array{reviews: list<Review>, total: int} $cached */
			return $cached;
		}
		global $wpdb;
		$table = $this->table();
		$where = $this->where( $query );
		$order = match ( $query->orderby ) {
			'oldest'  => 'time ASC, review_id ASC',
			'highest' => 'rating DESC, time DESC, review_id DESC',
			'lowest'  => 'rating ASC, time DESC, review_id DESC',
			default   => 'time DESC, review_id DESC',
		};
		$limit = $query->limit > 0 ? $wpdb->prepare( ' LIMIT %d, %d', max( 0, $query->offset ), $query->limit ) : '';
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- $where is prepared by where(), $order is one of the constants above; cached above.
		$rows  = (array) $wpdb->get_results( "SELECT * FROM {$table} WHERE {$where} ORDER BY {$order}{$limit}", ARRAY_A );
		$total = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table} WHERE {$where}" );
		// phpcs:enable
		$result = array(
			'reviews' => array_values( array_map( array( $this, 'hydrate' ), $rows ) ),
			'total'   => $total,
		);
		wp_cache_set( $key, $result, self::CACHE_GROUP, 3600 );
		return $result;
	}

	/**
	 * The average rating and the count of a source's shown, rated reviews: the figures of a
	 * source whose provider states none (a manual source, reviews added by hand or imported).
	 *
	 * @return array{average: float, count: int}
	 */
	public function rating_of_source( int $source_id ): array {
		$key    = 'rating:' . $source_id . ':' . wp_cache_get_last_changed( self::CACHE_GROUP );
		$cached = wp_cache_get( $key, self::CACHE_GROUP );
		if ( is_array( $cached ) ) {
			/** @var array{average: float, count: int} $cached */
			return $cached;
		}
		global $wpdb;
		$table = $this->table();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- the table name is ours; cached above.
		$row    = $wpdb->get_row( $wpdb->prepare( "SELECT AVG(rating) AS average, COUNT(*) AS count FROM {$table} WHERE source_id = %d AND hidden = 0 AND rating > 0", $source_id ), ARRAY_A );
		$result = array(
			'average' => round( (float) ( $row['average'] ?? 0 ), 2 ),
			'count'   => (int) ( $row['count'] ?? 0 ),
		);
		wp_cache_set( $key, $result, self::CACHE_GROUP, 3600 );
		return $result;
	}

	public function find( int $id ): ?Review {
		global $wpdb;
		$table = $this->table();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- the table name is ours; one row by primary key.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE review_id = %d", $id ), ARRAY_A );
		return is_array( $row ) ? $this->hydrate( $row ) : null;
	}

	/**
	 * The review a provider knows by this id.
	 */
	public function find_by_external_id( string $provider, string $external_id ): ?Review {
		global $wpdb;
		$table = $this->table();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- the table name is ours; one row by the unique key.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE provider = %s AND external_id = %s", $provider, $external_id ), ARRAY_A );
		return is_array( $row ) ? $this->hydrate( $row ) : null;
	}

	/**
	 * Hides a review from every widget, or shows it again.
	 *
	 * @return bool False when there is no such review.
	 */
	public function set_hidden( int $id, bool $hidden ): bool {
		global $wpdb;
		if ( null === $this->find( $id ) ) {
			return false;
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a write; the cache is moved on below.
		$wpdb->update( $this->table(), array( 'hidden' => $hidden ? 1 : 0 ), array( 'review_id' => $id ), array( '%d' ), array( '%d' ) );
		$this->changed();
		return true;
	}

	/**
	 * Stores reviews of a source, each once by (provider, external id): a new one is added, a
	 * known one updated (an edited text, a new reply), its hidden flag kept.
	 *
	 * @param int                               $source_id The source.
	 * @param string                            $provider  Its provider.
	 * @param list<array<string, mixed>>        $reviews   Rows with external_id and the FIELDS.
	 * @return array{added: int, updated: int}
	 * @throws ReviewStorageError When the database refuses a row; the rows before it are written
	 *                            unless the caller holds a transaction.
	 */
	public function upsert_many( int $source_id, string $provider, array $reviews ): array {
		global $wpdb;
		$table  = $this->table();
		$now    = current_time( 'mysql', true );
		$counts = array(
			'added'   => 0,
			'updated' => 0,
		);
		foreach ( $reviews as $review ) {
			$row = $this->row_values( $review );
			// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- the table name is ours; a write with one value a column.
			$affected = $wpdb->query(
				$wpdb->prepare(
					"INSERT INTO {$table} (source_id, provider, external_id, author_name, author_avatar, author_avatar_source, author_url, time, rating, text, media, reply, language, hidden, created_at, updated_at)
					VALUES (%d, %s, %s, %s, %s, %s, %s, %d, %f, %s, %s, %s, %s, 0, %s, %s)
					ON DUPLICATE KEY UPDATE source_id = VALUES(source_id), author_name = VALUES(author_name), author_avatar = VALUES(author_avatar),
						author_avatar_source = VALUES(author_avatar_source), author_url = VALUES(author_url), time = VALUES(time), rating = VALUES(rating),
						text = VALUES(text), media = VALUES(media), reply = VALUES(reply), language = VALUES(language), updated_at = VALUES(updated_at)",
					array_merge( array( $source_id, $provider, (string) ( $review['external_id'] ?? '' ) ), array_values( $row ), array( $now, $now ) )
				)
			);
			// phpcs:enable
			if ( false === $affected ) {
				$this->changed();
				throw new ReviewStorageError( sprintf( 'The review %s could not be stored: %s', (string) ( $review['external_id'] ?? '' ), (string) $wpdb->last_error ), ReviewStorageError::is_retryable( (string) $wpdb->last_error ) );
			}
			// MariaDB reports 1 for an insert, 2 for an update that changed something, 0 for none.
			if ( 1 === $affected ) {
				++$counts['added'];
			} elseif ( 2 === $affected ) {
				++$counts['updated'];
			}
		}
		$this->changed();
		return $counts;
	}

	/**
	 * Reviews whose avatar has a provider address but no copy on the site yet (imported ones,
	 * or those whose download failed), those tried longest ago first, so that an image that
	 * keeps failing does not hold the others back.
	 *
	 * @param int $limit How many at most.
	 * @return list<array{id: int, source: string}>
	 */
	public function avatars_to_copy( int $limit ): array {
		global $wpdb;
		$table = $this->table();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery -- the table name is ours; a work list, not cached.
		$rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT review_id, author_avatar_source FROM {$table} WHERE author_avatar = '' AND author_avatar_source <> '' ORDER BY updated_at ASC, review_id ASC LIMIT %d", $limit ), ARRAY_A );
		return array_values(
			array_map(
				static fn ( array $row ): array => array(
					'id'     => (int) $row['review_id'],
					'source' => (string) $row['author_avatar_source'],
				),
				$rows
			)
		);
	}

	/**
	 * Records a try at copying a review's avatar: the local URL when it worked, '' when not (the
	 * review then waits behind the others for the next try).
	 */
	public function set_avatar( int $id, string $local_url ): void {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a write; the cache is moved on below.
		$wpdb->update(
			$this->table(),
			array(
				'author_avatar' => $local_url,
				'updated_at'    => current_time( 'mysql', true ),
			),
			array( 'review_id' => $id ),
			array( '%s', '%s' ),
			array( '%d' )
		);
		$this->changed();
	}

	/**
	 * Deletes one review.
	 */
	public function delete( int $id ): bool {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a write; the cache is moved on below.
		$deleted = (int) $wpdb->delete( $this->table(), array( 'review_id' => $id ), array( '%d' ) );
		$this->changed();
		return $deleted > 0;
	}

	/**
	 * Deletes a source's reviews, or those of its reviews whose external ids are not listed
	 * (a full sync of the shop's own reviews removes what no longer exists).
	 *
	 * @param int              $source_id The source.
	 * @param list<string>|null $keep     External ids to keep; null deletes them all.
	 * @return int Reviews deleted.
	 */
	public function delete_by_source( int $source_id, ?array $keep = null ): int {
		global $wpdb;
		$table = $this->table();
		$sql   = $wpdb->prepare( "DELETE FROM {$table} WHERE source_id = %d", $source_id ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the table name is ours.
		if ( null !== $keep && array() !== $keep ) {
			$sql .= $wpdb->prepare( ' AND external_id NOT IN (' . implode( ',', array_fill( 0, count( $keep ), '%s' ) ) . ')', ...$keep ); // phpcs:ignore WordPress.DB.PreparedSQLPlaceholders -- one placeholder per id.
		}
		$deleted = (int) $wpdb->query( $sql ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.DirectDatabaseQuery -- prepared above.
		$this->changed();
		return $deleted;
	}

	/**
	 * The WHERE clause of a query, prepared.
	 */
	private function where( ReviewQuery $query ): string {
		global $wpdb;
		$clauses = array( '1=1' );
		if ( $query->only_hidden ) {
			$clauses[] = 'hidden = 1';
		} elseif ( ! $query->include_hidden ) {
			$clauses[] = 'hidden = 0';
		}
		$source_ids = array_values( array_filter( array_map( 'intval', $query->source_ids ) ) );
		if ( array() !== $source_ids ) {
			$clauses[] = 'source_id IN (' . implode( ',', $source_ids ) . ')';
		}
		if ( array() !== $query->providers ) {
			$clauses[] = $wpdb->prepare( 'provider IN (' . implode( ',', array_fill( 0, count( $query->providers ), '%s' ) ) . ')', ...$query->providers ); // phpcs:ignore WordPress.DB.PreparedSQLPlaceholders -- one placeholder per provider.
		}
		if ( $query->min_rating > 0 ) {
			$clauses[] = $wpdb->prepare( 'rating >= %d', $query->min_rating );
		}
		if ( $query->only_with_text ) {
			$clauses[] = "text IS NOT NULL AND TRIM(text) <> ''";
		}
		if ( '' !== $query->language ) {
			$clauses[] = $wpdb->prepare( '(language = %s OR language LIKE %s)', $query->language, $wpdb->esc_like( $query->language ) . '-%' );
		}
		if ( '' !== $query->search ) {
			$like      = '%' . $wpdb->esc_like( $query->search ) . '%';
			$clauses[] = $wpdb->prepare( '(author_name LIKE %s OR text LIKE %s)', $like, $like );
		}
		return implode( ' AND ', $clauses );
	}

	/**
	 * The FIELDS of a review row, in order, typed for prepare().
	 *
	 * @param array<string, mixed> $review A review's data.
	 * @return array<string, string|int|float>
	 */
	private function row_values( array $review ): array {
		$values = array();
		foreach ( self::FIELDS as $field ) {
			$value            = $review[ $field ] ?? '';
			$values[ $field ] = match ( $field ) {
				'time'   => (int) $value,
				'rating' => max( 0.0, min( 5.0, (float) $value ) ),
				'media'  => (string) wp_json_encode( is_array( $value ) ? array_values( $value ) : array() ),
				default  => (string) $value,
			};
		}
		return $values;
	}

	/**
	 * A review from its row.
	 *
	 * @param array<string, mixed> $row The row.
	 */
	private function hydrate( array $row ): Review {
		$media = json_decode( (string) ( $row['media'] ?? '' ), true );
		$items = array();
		foreach ( is_array( $media ) ? $media : array() as $item ) {
			if ( is_array( $item ) ) {
				$items[] = array(
					'googleUrl'    => (string) ( $item['googleUrl'] ?? '' ),
					'thumbnailUrl' => (string) ( $item['thumbnailUrl'] ?? '' ),
				);
			}
		}
		return new Review(
			id: (int) $row['review_id'],
			source_id: (int) $row['source_id'],
			provider: (string) $row['provider'],
			external_id: (string) $row['external_id'],
			author_name: (string) $row['author_name'],
			author_avatar: (string) $row['author_avatar'],
			author_url: (string) $row['author_url'],
			time: (int) $row['time'],
			rating: (float) $row['rating'],
			text: (string) $row['text'],
			media: $items,
			reply: (string) $row['reply'],
			language: (string) $row['language'],
			hidden: (bool) (int) $row['hidden'],
		);
	}

	private function changed(): void {
		wp_cache_set_last_changed( self::CACHE_GROUP );
	}

	private function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'vitrine_reviews';
	}
}
