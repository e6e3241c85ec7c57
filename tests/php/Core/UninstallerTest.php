<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Core;

use Vitrine\Core\Install\Installer;
use Vitrine\Core\Install\Uninstaller;
use Vitrine\Core\Settings\Settings;
use Vitrine\Tests\TestCase;

/**
 * Removal of options and meta is checked inside the test transaction with no table dropped
 * (DROP TABLE commits it in MariaDB, and every later test needs the tables); dropping the tables
 * is checked on its own, and the tables are rebuilt by the migrations afterwards.
 */
final class UninstallerTest extends TestCase {

	private int $user;

	protected function setUp(): void {
		parent::setUp();
		$this->user = $this->create_user( 'administrator' );
		update_user_meta( $this->user, 'vitrine_coming_soon_banner_dismissed', 'yes' );
		update_user_meta( $this->user, 'other_plugin_meta', 'keep' );
		update_option( 'other_plugin_option', 'keep' );
		set_transient( 'vitrine_cached_thing', 'x', 60 );
	}

	public function test_data_stays_unless_the_admin_asked_for_removal(): void {
		update_option( Settings::OPTION, array( 'remove_data_on_uninstall' => false ) );

		self::assertFalse( ( new Uninstaller( array() ) )->run() );

		self::assertNotFalse( get_option( Settings::OPTION ) );
		self::assertSame( 'yes', get_user_meta( $this->user, 'vitrine_coming_soon_banner_dismissed', true ) );
	}

	public function test_removal_deletes_our_options_meta_and_transients_only(): void {
		update_option( Settings::OPTION, array( 'remove_data_on_uninstall' => true ) );

		self::assertTrue( ( new Uninstaller( array() ) )->run() );

		self::assertFalse( get_option( Settings::OPTION ) );
		self::assertFalse( get_option( 'vitrine_schema_version' ) );
		self::assertFalse( get_transient( 'vitrine_cached_thing' ) );
		self::assertFalse( metadata_exists( 'user', $this->user, 'vitrine_coming_soon_banner_dismissed' ) );
		self::assertSame( 'keep', get_user_meta( $this->user, 'other_plugin_meta', true ) );
		self::assertSame( 'keep', get_option( 'other_plugin_option' ) );
	}

	public function test_removal_drops_every_table_the_migrations_create(): void {
		global $wpdb;
		$tables = Installer::migrator()->tables();
		self::assertContains( 'vitrine_product_lookup', $tables );
		update_option( Settings::OPTION, array( 'remove_data_on_uninstall' => true ) );

		try {
			( new Uninstaller() )->run();
			foreach ( $tables as $table ) {
				self::assertNull( $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->prefix . $table ) ), $table );
			}
		} finally {
			// The DROP committed the transaction: rebuild what it removed for the tests after this one.
			$wpdb->query( 'ROLLBACK' );
			wp_cache_flush();
			delete_option( 'vitrine_schema_version' );
			Installer::migrator()->run();
			wp_cache_flush();
		}
		foreach ( $tables as $table ) {
			self::assertSame( $wpdb->prefix . $table, $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->prefix . $table ) ) );
		}
	}
}
