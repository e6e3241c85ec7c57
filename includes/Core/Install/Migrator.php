<?php
/**
 * Applies the migrations a site has not run yet.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Install;

/**
 * Keeps the schema version in an option and applies, in order, only the migrations above it.
 * Re-running is a no-op. A failing migration stops the run with the version at the last one
 * that succeeded, so the next run resumes there.
 */
final class Migrator {

	private const LOCK_TTL = 600;

	/** @var list<Migration> */
	private array $migrations;

	/**
	 * @param list<Migration> $migrations     Every migration, in any order.
	 * @param string          $version_option Option that stores the schema version.
	 */
	public function __construct( array $migrations, private readonly string $version_option = 'vitrine_schema_version' ) {
		usort( $migrations, static fn ( Migration $a, Migration $b ): int => $a->version() <=> $b->version() );
		$this->migrations = $migrations;
	}

	public function current_version(): int {
		return (int) get_option( $this->version_option, 0 );
	}

	public function latest_version(): int {
		return array() === $this->migrations ? 0 : end( $this->migrations )->version();
	}

	/**
	 * @return list<Migration>
	 */
	public function pending(): array {
		$current = $this->current_version();
		return array_values( array_filter( $this->migrations, static fn ( Migration $m ): bool => $m->version() > $current ) );
	}

	/**
	 * Applies the pending migrations.
	 *
	 * @return list<int> The versions applied by this call.
	 * @throws \Throwable What a migration threw; versions before it stay applied.
	 */
	public function run(): array {
		if ( array() === $this->pending() || ! $this->acquire_lock() ) {
			return array();
		}
		$applied = array();
		try {
			// This request's options were loaded when it began. Another request may have run the
			// migrations and released the lock since: the version that counts is the stored one.
			$current = $this->stored_version();
			foreach ( $this->migrations as $migration ) {
				if ( $migration->version() <= $current ) {
					continue;
				}
				$migration->up();
				update_option( $this->version_option, $migration->version(), true );
				$applied[] = $migration->version();
			}
		} finally {
			$this->release_lock();
		}
		return $applied;
	}

	/**
	 * Every table the migrations create.
	 *
	 * @return list<string>
	 */
	public function tables(): array {
		$tables = array();
		foreach ( $this->migrations as $migration ) {
			array_push( $tables, ...$migration->tables() );
		}
		return array_values( array_unique( $tables ) );
	}

	/**
	 * Two requests after an upgrade must not both run the migrations. add_option() cannot be the
	 * lock: it writes with INSERT … ON DUPLICATE KEY UPDATE, which succeeds for both. INSERT IGNORE
	 * on the unique option name inserts for one request only; a lock left by a request that died
	 * is taken over by a compare-and-set UPDATE, which also only one request wins.
	 */
	private function acquire_lock(): bool {
		global $wpdb;
		$lock = $this->lock_option();
		$now  = time();
		// query() answers the rows written: 0 when the insert was ignored or the lock is fresh.
		$inserted = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'no')", $lock, (string) $now ) );
		if ( 1 !== $inserted ) {
			$taken_over = $wpdb->query(
				$wpdb->prepare(
					"UPDATE {$wpdb->options} SET option_value = %s WHERE option_name = %s AND CAST(option_value AS UNSIGNED) < %d",
					(string) $now,
					$lock,
					$now - self::LOCK_TTL
				)
			);
			if ( 1 !== $taken_over ) {
				return false;
			}
		}
		$this->forget_cached( $lock );
		return true;
	}

	private function release_lock(): void {
		global $wpdb;
		$wpdb->delete( $wpdb->options, array( 'option_name' => $this->lock_option() ) );
		$this->forget_cached( $this->lock_option() );
	}

	/** The schema version as stored now, past this request's (or the object cache's) copy. */
	private function stored_version(): int {
		global $wpdb;
		$this->forget_cached( $this->version_option );
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", $this->version_option ) );
	}

	/**
	 * Drops an option from the caches get_option() reads, after this class wrote or read it
	 * in SQL, so the next get_option() sees the row.
	 */
	private function forget_cached( string $option ): void {
		wp_cache_delete( $option, 'options' );
		wp_cache_delete( 'alloptions', 'options' );
		$not_options = wp_cache_get( 'notoptions', 'options' );
		if ( is_array( $not_options ) && isset( $not_options[ $option ] ) ) {
			unset( $not_options[ $option ] );
			wp_cache_set( 'notoptions', $not_options, 'options' );
		}
	}

	private function lock_option(): string {
		return $this->version_option . '_lock';
	}
}
