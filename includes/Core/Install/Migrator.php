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
			foreach ( $this->pending() as $migration ) {
				$migration->up();
				update_option( $this->version_option, $migration->version(), true );
				$applied[] = $migration->version();
			}
		} finally {
			delete_option( $this->lock_option() );
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
	 * Two requests after an upgrade must not both run the migrations. add_option() is atomic
	 * (the option name is a unique key), so only one request gets the lock.
	 */
	private function acquire_lock(): bool {
		$lock = $this->lock_option();
		if ( add_option( $lock, time(), '', false ) ) {
			return true;
		}
		// A lock left by a request that died is taken over once it is stale.
		if ( time() - (int) get_option( $lock, 0 ) > self::LOCK_TTL ) {
			update_option( $lock, time(), false );
			return true;
		}
		return false;
	}

	private function lock_option(): string {
		return $this->version_option . '_lock';
	}
}
