<?php
/**
 * One step of the database schema's history.
 *
 * @package Vitrine
 */

declare(strict_types=1);

namespace Vitrine\Core\Install;

/**
 * Migrations run once each, in version order; a migration never changes once released.
 */
interface Migration {

	/**
	 * The schema version this migration brings the database to: 1, 2, 3...
	 */
	public function version(): int;

	/**
	 * Applies the change. Must be safe to re-run after a failure part-way (use dbDelta or
	 * IF NOT EXISTS), since the version is recorded only once it returns.
	 */
	public function up(): void;

	/**
	 * Tables (without the site prefix) this migration creates, so that uninstall can drop them.
	 *
	 * @return list<string>
	 */
	public function tables(): array;
}
