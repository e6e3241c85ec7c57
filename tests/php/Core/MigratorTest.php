<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Core;

use Vitrine\Core\Install\Installer;
use Vitrine\Core\Install\Migration;
use Vitrine\Core\Install\Migrator;
use Vitrine\Core\Settings\Settings;
use Vitrine\Tests\TestCase;

/**
 * Runs real DDL: CREATE TABLE commits the transaction in MariaDB, so the test drops its tables
 * and options itself.
 */
final class MigratorTest extends TestCase {

	private const OPTION = 'vitrine_test_schema_version';

	/** @var list<int> */
	private array $runs = array();

	protected function tearDown(): void {
		// Roll back first: the cleanup below must run outside the transaction to stick.
		parent::tearDown();
		global $wpdb;
		foreach ( array( 'one', 'two', 'three' ) as $suffix ) {
			$wpdb->query( "DROP TABLE IF EXISTS {$wpdb->prefix}vitrine_test_{$suffix}" ); // phpcs:ignore WordPress.DB
		}
		delete_option( self::OPTION );
		delete_option( self::OPTION . '_lock' );
		wp_cache_flush();
	}

	public function test_a_new_site_gets_every_migration_in_order(): void {
		$migrator = $this->migrator( 3 );

		self::assertSame( array( 1, 2, 3 ), $migrator->run() );
		self::assertSame( array( 1, 2, 3 ), $this->runs );
		self::assertSame( 3, $migrator->current_version() );
		self::assertTrue( $this->table_exists( 'three' ) );
	}

	public function test_running_again_is_a_no_op(): void {
		$this->migrator( 3 )->run();
		$this->runs = array();

		self::assertSame( array(), $this->migrator( 3 )->run() );
		self::assertSame( array(), $this->runs );
	}

	public function test_an_upgrade_applies_only_what_is_missing(): void {
		$this->migrator( 1 )->run();
		$this->runs = array();

		$applied = $this->migrator( 3 )->run();

		self::assertSame( array( 2, 3 ), $applied );
		self::assertSame( array( 2, 3 ), $this->runs );
		self::assertSame( 3, (int) get_option( self::OPTION ) );
	}

	public function test_a_failing_migration_keeps_the_version_of_the_last_good_one(): void {
		$migrator = $this->migrator( 3, 3 );

		try {
			$migrator->run();
			self::fail( 'The failing migration should have thrown.' );
		} catch ( \RuntimeException $e ) {
			self::assertSame( 'migration 3 failed', $e->getMessage() );
		}

		self::assertSame( 2, $migrator->current_version() );
		self::assertFalse( get_option( self::OPTION . '_lock' ), 'The lock is released after a failure.' );
		$this->runs = array();
		self::assertSame( array( 3 ), $this->migrator( 3 )->run(), 'The next run resumes at the failed one.' );
	}

	public function test_a_second_request_does_not_run_while_one_holds_the_lock(): void {
		add_option( self::OPTION . '_lock', time() );

		self::assertSame( array(), $this->migrator( 3 )->run() );
		self::assertSame( array(), $this->runs );
	}

	public function test_a_request_that_read_the_version_before_another_finished_runs_nothing(): void {
		$this->migrator( 1 )->run();
		$this->runs = array();
		// Another request ran 2 and 3 and released the lock; this one still holds version 1,
		// as it read it when it began.
		self::assertSame( 1, $this->migrator( 3 )->current_version() );
		global $wpdb;
		$wpdb->update( $wpdb->options, array( 'option_value' => '3' ), array( 'option_name' => self::OPTION ) );
		self::assertSame( 1, $this->migrator( 3 )->current_version() );

		self::assertSame( array(), $this->migrator( 3 )->run() );
		self::assertSame( array(), $this->runs );
		self::assertSame( 3, (int) get_option( self::OPTION ) );
	}

	public function test_a_lock_taken_after_this_request_looked_for_it_still_stops_the_run(): void {
		// This request found no lock (its cache says so); another inserted one since.
		global $wpdb;
		$lock = self::OPTION . '_lock';
		get_option( $lock );
		$wpdb->insert(
			$wpdb->options,
			array(
				'option_name'  => $lock,
				'option_value' => (string) time(),
				'autoload'     => 'no',
			)
		);

		self::assertSame( array(), $this->migrator( 3 )->run() );
		self::assertSame( array(), $this->runs );
		self::assertNotFalse( $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", $lock ) ), 'The other request’s lock is left alone.' );
	}

	public function test_a_stale_lock_is_taken_over(): void {
		add_option( self::OPTION . '_lock', time() - 3600 );

		self::assertSame( array( 1, 2, 3 ), $this->migrator( 3 )->run() );
	}

	public function test_the_plugin_schema_is_current_after_activation(): void {
		$migrator = Installer::migrator();

		self::assertSame( $migrator->latest_version(), $migrator->current_version() );
		global $wpdb;
		$autoload = $wpdb->get_var( $wpdb->prepare( "SELECT autoload FROM {$wpdb->options} WHERE option_name = %s", Settings::OPTION ) );
		self::assertSame( 'yes', $autoload, 'Settings are autoloaded, so reading them costs no query.' );
	}

	private function migrator( int $count, int $failing = 0 ): Migrator {
		$migrations = array();
		$names      = array(
			1 => 'one',
			2 => 'two',
			3 => 'three',
		);
		for ( $version = $count; $version >= 1; $version-- ) { // Given in reverse: the migrator sorts them.
			$migrations[] = $this->migration( $version, $names[ $version ], $version === $failing );
		}
		return new Migrator( $migrations, self::OPTION );
	}

	private function migration( int $version, string $name, bool $fails ): Migration {
		$runs = &$this->runs;
		return new class( $version, $name, $fails, $runs ) implements Migration {
			/**
			 * @param list<int> $runs Where runs are recorded.
			 */
			public function __construct( private int $version, private string $name, private bool $fails, private array &$runs ) {
			}

			public function version(): int {
				return $this->version;
			}

			public function up(): void {
				if ( $this->fails ) {
					throw new \RuntimeException( "migration {$this->version} failed" );
				}
				global $wpdb;
				$wpdb->query( "CREATE TABLE IF NOT EXISTS {$wpdb->prefix}vitrine_test_{$this->name} (id bigint unsigned NOT NULL PRIMARY KEY)" ); // phpcs:ignore WordPress.DB
				$this->runs[] = $this->version;
			}

			public function tables(): array {
				return array( 'vitrine_test_' . $this->name );
			}
		};
	}

	private function table_exists( string $name ): bool {
		global $wpdb;
		$table = $wpdb->prefix . 'vitrine_test_' . $name;
		return $table === $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $table ) );
	}
}
