<?php
/**
 * The Stripe events the webhook received, and how processing each went.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Stripe\Webhooks;

/**
 * The rows of vitrine_stripe_events (Migration0015StripeEvents). An event is claimed before it
 * is processed, by inserting its unique id (INSERT IGNORE): of two deliveries of one event, at
 * once or days apart, one claims it and the other learns that it is done or under way. A failed
 * event may be claimed again (Stripe redelivers what we answered with an error), and so may one
 * whose processing never finished (the process died) once its claim is older than STALE_AFTER.
 *
 * Claims are single statements that commit on their own (autocommit), outside any transaction,
 * so that a concurrent delivery sees them at once.
 */
final class EventStore {

	public const RECEIVED  = 'received';
	public const PROCESSED = 'processed';
	public const FAILED    = 'failed';
	public const IGNORED   = 'ignored';

	/** What claim() answers: this request processes the event. */
	public const CLAIMED = 'claimed';

	/** What claim() answers: the event was processed (or ignored) before. */
	public const DONE = 'done';

	/** What claim() answers: another request is processing it now. */
	public const BUSY = 'busy';

	/** Seconds after which an unfinished claim is taken to be dead. */
	public const STALE_AFTER = 300;

	/** Days an event is kept (Stripe redelivers for 3 days; the health looks back 24 hours). */
	public const KEEP_DAYS = 30;

	/** Most characters of an error kept. */
	private const ERROR_LENGTH = 1000;

	/**
	 * @param (\Closure(): int)|null $clock The time (tests move it); time() by default.
	 */
	public function __construct( private readonly ?\Closure $clock = null ) {
	}

	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'vitrine_stripe_events';
	}

	/**
	 * Claims an event for processing: CLAIMED, DONE or BUSY.
	 *
	 * @param array<string, mixed> $event The event as Stripe sent it (id, type, livemode, created, data.object).
	 * @throws \RuntimeException When the database fails.
	 */
	public function claim( array $event ): string {
		global $wpdb;
		$table    = self::table();
		$now      = $this->now();
		$object   = is_array( $event['data']['object'] ?? null ) ? $event['data']['object'] : array();
		$id       = (string) $event['id'];
		$inserted = $this->check(
			$wpdb->query(
				$wpdb->prepare(
					// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
					"INSERT IGNORE INTO {$table} (event_id, type, object_id, livemode, created, received_at, claimed_at, status, attempts) VALUES (%s, %s, %s, %d, %d, %d, %d, %s, 1)",
					$id,
					substr( is_string( $event['type'] ?? null ) ? $event['type'] : '', 0, 100 ),
					substr( is_string( $object['id'] ?? null ) ? $object['id'] : '', 0, 191 ),
					! empty( $event['livemode'] ) ? 1 : 0,
					is_int( $event['created'] ?? null ) ? $event['created'] : 0,
					$now,
					$now,
					self::RECEIVED
				)
			)
		);
		if ( 1 === $inserted ) {
			return self::CLAIMED;
		}
		// Known already: claim it again only if it failed, or if its claim died.
		$reclaimed = $this->check(
			$wpdb->query(
				$wpdb->prepare(
					// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
					"UPDATE {$table} SET status = %s, claimed_at = %d, attempts = attempts + 1 WHERE event_id = %s AND ( status = %s OR ( status = %s AND claimed_at < %d ) )",
					self::RECEIVED,
					$now,
					$id,
					self::FAILED,
					self::RECEIVED,
					$now - self::STALE_AFTER
				)
			)
		);
		if ( 1 === $reclaimed ) {
			return self::CLAIMED;
		}
		return self::RECEIVED === $this->status( $id ) ? self::BUSY : self::DONE;
	}

	/**
	 * Records how processing a claimed event ended.
	 *
	 * @param string $event_id The event.
	 * @param string $status   PROCESSED, IGNORED or FAILED.
	 * @param string $error    Why it failed (for the merchant's health screen; no secrets).
	 * @throws \RuntimeException When the database fails.
	 */
	public function finish( string $event_id, string $status, string $error = '' ): void {
		global $wpdb;
		$table = self::table();
		$this->check(
			$wpdb->query(
				$wpdb->prepare(
					// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
					"UPDATE {$table} SET status = %s, processed_at = %d, error = NULLIF(%s, '') WHERE event_id = %s",
					$status,
					$this->now(),
					mb_substr( $error, 0, self::ERROR_LENGTH ),
					$event_id
				)
			)
		);
	}

	/**
	 * An event's status, null when it was never received.
	 */
	public function status( string $event_id ): ?string {
		global $wpdb;
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared; never cached (another request changes it).
		$status = $wpdb->get_var( $wpdb->prepare( "SELECT status FROM {$table} WHERE event_id = %s", $event_id ) );
		return null === $status ? null : (string) $status;
	}

	/**
	 * An event's row, null when it was never received.
	 *
	 * @return array{event_id: string, type: string, object_id: string, livemode: bool, created: int, received_at: int, processed_at: int|null, status: string, attempts: int, error: string}|null
	 */
	public function find( string $event_id ): ?array {
		global $wpdb;
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE event_id = %s", $event_id ), ARRAY_A );
		return is_array( $row ) ? self::from_row( $row ) : null;
	}

	/**
	 * The event received last, null when none was.
	 *
	 * @return array{event_id: string, type: string, object_id: string, livemode: bool, created: int, received_at: int, processed_at: int|null, status: string, attempts: int, error: string}|null
	 */
	public function last_received(): ?array {
		global $wpdb;
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table, no values.
		$row = $wpdb->get_row( "SELECT * FROM {$table} ORDER BY received_at DESC, id DESC LIMIT 1", ARRAY_A );
		return is_array( $row ) ? self::from_row( $row ) : null;
	}

	/**
	 * How many events failed and were not processed since, and the latest of them.
	 *
	 * @return array{count: int, latest: array{event_id: string, type: string, object_id: string, livemode: bool, created: int, received_at: int, processed_at: int|null, status: string, attempts: int, error: string}|null}
	 */
	public function failures(): array {
		global $wpdb;
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
		$count = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE status = %s", self::FAILED ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
		$row = 0 === $count ? null : $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE status = %s ORDER BY COALESCE(processed_at, received_at) DESC, id DESC LIMIT 1", self::FAILED ), ARRAY_A );
		return array(
			'count'  => $count,
			'latest' => is_array( $row ) ? self::from_row( $row ) : null,
		);
	}

	/**
	 * The events that failed and were not processed since, the latest first.
	 *
	 * @param int $limit Most rows.
	 * @return list<array{event_id: string, type: string, object_id: string, livemode: bool, created: int, received_at: int, processed_at: int|null, status: string, attempts: int, error: string}>
	 */
	public function failed( int $limit ): array {
		global $wpdb;
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE status = %s ORDER BY COALESCE(processed_at, received_at) DESC, id DESC LIMIT %d", self::FAILED, max( 1, $limit ) ), ARRAY_A );
		return array_values( array_map( static fn ( array $row ): array => self::from_row( $row ), is_array( $rows ) ? $rows : array() ) );
	}

	/**
	 * Deletes the events older than KEEP_DAYS.
	 *
	 * @return int How many were deleted.
	 */
	public function prune(): int {
		global $wpdb;
		$table = self::table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table; values prepared.
		$deleted = $wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE received_at < %d LIMIT 1000", $this->now() - self::KEEP_DAYS * 86400 ) );
		return is_int( $deleted ) ? $deleted : 0;
	}

	private function now(): int {
		return null === $this->clock ? time() : ( $this->clock )();
	}

	/**
	 * @return int Rows the statement changed.
	 * @throws \RuntimeException When the statement failed.
	 */
	private function check( int|bool $result ): int {
		global $wpdb;
		if ( false === $result ) {
			throw new \RuntimeException( 'Could not record the Stripe event: ' . esc_html( $wpdb->last_error ) );
		}
		return (int) $result;
	}

	/**
	 * @param array<string, mixed> $row A row.
	 * @return array{event_id: string, type: string, object_id: string, livemode: bool, created: int, received_at: int, processed_at: int|null, status: string, attempts: int, error: string}
	 */
	private static function from_row( array $row ): array {
		return array(
			'event_id'     => (string) $row['event_id'],
			'type'         => (string) $row['type'],
			'object_id'    => (string) $row['object_id'],
			'livemode'     => '1' === (string) $row['livemode'],
			'created'      => (int) $row['created'],
			'received_at'  => (int) $row['received_at'],
			'processed_at' => null === $row['processed_at'] ? null : (int) $row['processed_at'],
			'status'       => (string) $row['status'],
			'attempts'     => (int) $row['attempts'],
			'error'        => (string) ( $row['error'] ?? '' ),
		);
	}
}
