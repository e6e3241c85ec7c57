<?php
/**
 * @package Vitrine\Tests
 */

declare(strict_types=1);

namespace Vitrine\Tests\Core;

use Vitrine\Account\CustomerAccounts;
use Vitrine\Account\ShopManagerRole;
use Vitrine\Catalog\ProductPostTypes;
use Vitrine\Core\Install\Installer;
use Vitrine\Core\Install\Migrations\Migration0009CustomerRole;
use Vitrine\Core\Install\Migrations\Migration0012ShopManager;
use Vitrine\Core\Install\Migrator;
use Vitrine\Core\Install\Uninstaller;
use Vitrine\Core\Settings\Settings;
use Vitrine\Coupons\CouponPostType;
use Vitrine\Reviews\Sources\ImageCache;
use Vitrine\Reviews\Widgets\WidgetRepository;
use Vitrine\Shipping\ShippingClasses;
use Vitrine\Tests\ParallelChildren;
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

	protected function tearDown(): void {
		parent::tearDown();
		// The roles were rolled back in the database; read them again (remove_role() changed the
		// copy in memory).
		wp_roles()->for_site();
	}

	public function test_data_stays_unless_the_admin_asked_for_removal(): void {
		update_option( Settings::OPTION, array( 'remove_data_on_uninstall' => false ) );
		update_option( Migration0009CustomerRole::ADDED_OPTION, 1 );
		$posts = $this->create_our_posts();

		self::assertFalse( $this->uninstaller_keeping_tables()->run() );

		self::assertNotFalse( get_option( Settings::OPTION ) );
		self::assertSame( 'yes', get_user_meta( $this->user, 'vitrine_coming_soon_banner_dismissed', true ) );
		foreach ( $posts as $id ) {
			self::assertNotNull( get_post( $id ), get_post_type( $id ) . ' kept' );
		}
		self::assertNotNull( get_role( CustomerAccounts::ROLE ) );
	}

	/**
	 * Deactivation (every deactivation hook the plugin registered, Installer::deactivate among
	 * them) keeps options, meta, posts, tables and the role.
	 */
	public function test_deactivation_keeps_the_data(): void {
		global $wpdb;
		update_option( Settings::OPTION, array( 'remove_data_on_uninstall' => true ) );
		$posts = $this->create_our_posts();
		$hook  = 'deactivate_' . plugin_basename( VITRINE_FILE );
		self::assertNotFalse( has_action( $hook, array( Installer::class, 'deactivate' ) ) );

		do_action( $hook, false ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.DynamicHooknameFound -- WordPress's own hook.

		self::assertSame( array( 'remove_data_on_uninstall' => true ), get_option( Settings::OPTION ) );
		self::assertNotFalse( get_option( 'vitrine_schema_version' ) );
		self::assertSame( 'x', get_transient( 'vitrine_cached_thing' ) );
		self::assertSame( 'yes', get_user_meta( $this->user, 'vitrine_coming_soon_banner_dismissed', true ) );
		foreach ( $posts as $id ) {
			self::assertNotNull( get_post( $id ), get_post_type( $id ) . ' kept' );
		}
		self::assertNotNull( get_role( CustomerAccounts::ROLE ) );
		foreach ( Installer::migrator()->tables() as $table ) {
			self::assertSame( $wpdb->prefix . $table, $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->prefix . $table ) ), $table );
		}
	}

	public function test_removal_deletes_our_posts_of_every_status_and_our_post_meta_only(): void {
		update_option( Settings::OPTION, array( 'remove_data_on_uninstall' => true ) );
		$posts = $this->create_our_posts();
		$page  = wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_title'  => 'About',
				'post_status' => 'publish',
			)
		);
		update_post_meta( $page, '_vitrine_popup', 'x' );
		update_post_meta( $page, 'vitrine_thing', 'x' );
		update_post_meta( $page, '_other_plugin', 'keep' );

		self::assertTrue( $this->uninstaller_keeping_tables()->run() );

		foreach ( $posts as $id ) {
			self::assertNull( get_post( $id ), 'post ' . $id . ' deleted' );
			self::assertSame( array(), get_post_meta( $id ) );
		}
		self::assertNotNull( get_post( $page ) );
		self::assertFalse( metadata_exists( 'post', $page, '_vitrine_popup' ) );
		self::assertFalse( metadata_exists( 'post', $page, 'vitrine_thing' ) );
		self::assertSame( 'keep', get_post_meta( $page, '_other_plugin', true ) );
	}

	public function test_removal_removes_the_customer_role_vitrine_made_and_its_users_become_subscribers(): void {
		update_option( Settings::OPTION, array( 'remove_data_on_uninstall' => true ) );
		remove_role( CustomerAccounts::ROLE );
		delete_option( Migration0009CustomerRole::ADDED_OPTION );
		( new Migration0009CustomerRole() )->up();
		self::assertNotNull( get_role( CustomerAccounts::ROLE ) );
		self::assertSame( '1', (string) get_option( Migration0009CustomerRole::ADDED_OPTION ) );
		$customer = $this->create_user( CustomerAccounts::ROLE );
		update_option( 'default_role', CustomerAccounts::ROLE );

		self::assertTrue( $this->uninstaller_keeping_tables()->run() );

		self::assertNull( get_role( CustomerAccounts::ROLE ) );
		self::assertArrayNotHasKey( CustomerAccounts::ROLE, wp_roles()->get_names() );
		$user = new \WP_User( $customer );
		self::assertSame( array( 'subscriber' ), array_values( $user->roles ) );
		self::assertTrue( $user->has_cap( 'read' ) );
		self::assertSame( 'subscriber', get_option( 'default_role' ) );
		self::assertFalse( get_option( Migration0009CustomerRole::ADDED_OPTION ) );
	}

	public function test_removal_keeps_a_customer_role_another_plugin_made(): void {
		update_option( Settings::OPTION, array( 'remove_data_on_uninstall' => true ) );
		remove_role( CustomerAccounts::ROLE );
		delete_option( Migration0009CustomerRole::ADDED_OPTION );
		add_role( CustomerAccounts::ROLE, 'Customer', array( 'read' => true ) );
		( new Migration0009CustomerRole() )->up();
		self::assertFalse( get_option( Migration0009CustomerRole::ADDED_OPTION ) );

		self::assertTrue( $this->uninstaller_keeping_tables()->run() );

		self::assertNotNull( get_role( CustomerAccounts::ROLE ) );
	}

	public function test_removal_unschedules_our_cron_events_only(): void {
		update_option( Settings::OPTION, array( 'remove_data_on_uninstall' => true ) );
		wp_schedule_event( time() + 3600, 'daily', 'vitrine_reviews_refresh' );
		wp_schedule_single_event( time() + 3600, 'vitrine_sale_boundary', array( 12 ) );
		wp_schedule_single_event( time() + 3600, 'other_plugin_event' );
		self::assertNotFalse( wp_next_scheduled( 'vitrine_sale_boundary', array( 12 ) ) );

		self::assertTrue( $this->uninstaller_keeping_tables()->run() );

		self::assertFalse( wp_next_scheduled( 'vitrine_reviews_refresh' ) );
		self::assertFalse( wp_next_scheduled( 'vitrine_sale_boundary', array( 12 ) ) );
		self::assertNotFalse( wp_next_scheduled( 'other_plugin_event' ) );
	}

	public function test_removal_takes_our_classic_widgets_out_of_the_sidebars(): void {
		update_option( Settings::OPTION, array( 'remove_data_on_uninstall' => true ) );
		update_option(
			'sidebars_widgets',
			array(
				'wp_inactive_widgets' => array( 'vitrine_reviews-3' ),
				'sidebar-1'           => array( 'search-2', 'vitrine_reviews-2' ),
				'array_version'       => 3,
			)
		);
		update_option( 'widget_vitrine_reviews', array( 2 => array( 'title' => 'Reviews' ) ) );
		update_option( 'widget_search', array( 2 => array( 'title' => '' ) ) );

		self::assertTrue( $this->uninstaller_keeping_tables()->run() );

		$sidebars = get_option( 'sidebars_widgets' );
		self::assertSame( array( 'search-2' ), $sidebars['sidebar-1'] );
		self::assertSame( array(), $sidebars['wp_inactive_widgets'] );
		self::assertFalse( get_option( 'widget_vitrine_reviews' ) );
		self::assertNotFalse( get_option( 'widget_search' ) );
	}

	public function test_removal_deletes_the_cached_review_images_folder(): void {
		update_option( Settings::OPTION, array( 'remove_data_on_uninstall' => true ) );
		$base   = wp_upload_dir()['basedir'];
		$folder = $base . '/vitrine-reviews';
		wp_mkdir_p( $folder . '/sub' );
		file_put_contents( $folder . '/a.jpg', 'x' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		file_put_contents( $folder . '/sub/b.png', 'x' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		wp_mkdir_p( $base . '/other-plugin' );

		self::assertTrue( $this->uninstaller_keeping_tables()->run() );

		self::assertDirectoryDoesNotExist( $folder );
		self::assertDirectoryExists( $base . '/other-plugin' );
		rmdir( $base . '/other-plugin' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_rmdir
	}

	public function test_removal_deletes_our_options_meta_and_transients_only(): void {
		update_option( Settings::OPTION, array( 'remove_data_on_uninstall' => true ) );

		self::assertTrue( $this->uninstaller_keeping_tables()->run() );

		self::assertFalse( get_option( Settings::OPTION ) );
		self::assertFalse( get_option( 'vitrine_schema_version' ) );
		self::assertFalse( get_transient( 'vitrine_cached_thing' ) );
		self::assertFalse( metadata_exists( 'user', $this->user, 'vitrine_coming_soon_banner_dismissed' ) );
		self::assertSame( 'keep', get_user_meta( $this->user, 'other_plugin_meta', true ) );
		self::assertSame( 'keep', get_option( 'other_plugin_option' ) );
	}

	public function test_removal_deletes_the_terms_and_term_meta_of_our_taxonomies_only(): void {
		global $wpdb;
		update_option( Settings::OPTION, array( 'remove_data_on_uninstall' => true ) );
		register_taxonomy( 'other_genre', 'post' );
		register_taxonomy( 'vitrine_pa_colour', ProductPostTypes::PRODUCT );
		register_taxonomy( 'vitrine_lookalike', 'post' ); // Another plugin's, despite the prefix.
		$category  = (int) wp_insert_term( 'Mugs', ProductPostTypes::CATEGORY )['term_id'];
		$colour    = (int) wp_insert_term( 'Red', 'vitrine_pa_colour' )['term_id'];
		$shipping  = (int) wp_insert_term( 'Bulky', ShippingClasses::TAXONOMY )['term_id'];
		$genre     = (int) wp_insert_term( 'Jazz', 'other_genre' )['term_id'];
		$lookalike = (int) wp_insert_term( 'Kept', 'vitrine_lookalike' )['term_id'];
		foreach ( array( $category, $colour, $shipping, $genre, $lookalike ) as $term ) {
			add_term_meta( $term, 'note', 'x' );
		}
		// A term left without a taxonomy by another plugin, with its meta: not ours to clean.
		$wpdb->insert(
			$wpdb->terms,
			array(
				'name' => 'Orphan',
				'slug' => 'orphan-' . wp_generate_password(
					6,
					false,
					false
				),
			)
		);
		$orphan = (int) $wpdb->insert_id;
		$wpdb->insert(
			$wpdb->termmeta,
			array(
				'term_id'    => $orphan,
				'meta_key'   => 'note',
				'meta_value' => 'x',
			)
		); // phpcs:ignore WordPress.DB.SlowDBQuery

		self::assertTrue( $this->uninstaller_keeping_tables()->run() );

		$terms = static fn ( int $id ): int => (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->terms} WHERE term_id = %d", $id ) );
		$meta  = static fn ( int $id ): int => (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->termmeta} WHERE term_id = %d", $id ) );
		foreach ( array( $category, $colour, $shipping ) as $ours ) {
			self::assertSame( 0, $terms( $ours ), 'Our term is deleted.' );
			self::assertSame( 0, $meta( $ours ), 'Its meta too.' );
		}
		foreach ( array( $genre, $lookalike, $orphan ) as $theirs ) {
			self::assertSame( 1, $terms( $theirs ), 'Another plugin\'s term stays.' );
			self::assertSame( 1, $meta( $theirs ), 'Its meta too.' );
		}
		self::assertSame( 'other_genre', $wpdb->get_var( $wpdb->prepare( "SELECT taxonomy FROM {$wpdb->term_taxonomy} WHERE term_id = %d", $genre ) ) );
		unregister_taxonomy( 'other_genre' );
		unregister_taxonomy( 'vitrine_pa_colour' );
		unregister_taxonomy( 'vitrine_lookalike' );
	}

	public function test_removal_drops_every_table_the_migrations_create(): void {
		global $wpdb;
		$tables = Installer::migrator()->tables();
		self::assertContains( 'vitrine_product_lookup', $tables );
		self::assertContains( 'vitrine_review_sources', $tables );
		self::assertContains( 'vitrine_reviews', $tables );
		update_option( Settings::OPTION, array( 'remove_data_on_uninstall' => true ) );

		try {
			$this->services()->get( Uninstaller::class )->run();
			foreach ( $tables as $table ) {
				self::assertNull( $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->prefix . $table ) ), $table );
			}
		} finally {
			// The DROP committed the transaction: rebuild what it removed for the tests after this one.
			$wpdb->query( 'ROLLBACK' );
			wp_cache_flush();
			// The roles in memory lost what the rollback gave back to the database; the migrations'
			// DDL would commit that loss (the administrator's shop capabilities) for later tests.
			wp_roles()->for_site();
			delete_option( 'vitrine_schema_version' );
			Installer::migrator()->run();
			wp_cache_flush();
		}
		foreach ( $tables as $table ) {
			self::assertSame( $wpdb->prefix . $table, $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->prefix . $table ) ) );
		}
	}

	public function test_uninstall_php_runs_with_the_plugin_inactive_and_removes_what_the_modules_own(): void {
		$outputs = ParallelChildren::run( __DIR__ . '/uninstall-child.php', array( array() ) );

		$answer = json_decode( $outputs[0], true );
		self::assertIsArray( $answer, 'The child said: ' . $outputs[0] );
		self::assertFalse( $answer['loaded'], 'WordPress deletes an inactive plugin: nothing of it was loaded before uninstall.php.' );
		self::assertSame( array( ProductPostTypes::VARIATION, ProductPostTypes::PRODUCT, CouponPostType::NAME, WidgetRepository::POST_TYPE ), $answer['post_types'] );
		self::assertSame(
			array(
				CustomerAccounts::ROLE => Migration0009CustomerRole::ADDED_OPTION,
				ShopManagerRole::ROLE  => Migration0012ShopManager::ADDED_OPTION,
			),
			$answer['roles']
		);
		self::assertSame( array( ImageCache::DIRECTORY, \Vitrine\Catalog\Import\ImportJobs::DIRECTORY ), $answer['folders'] );
	}

	/**
	 * The uninstaller of the composition root, with migrations that name no table: dropping a
	 * table would commit the test's transaction.
	 */
	private function uninstaller_keeping_tables(): Uninstaller {
		return $this->services( array( Migrator::class => new Migrator( array() ) ) )->get( Uninstaller::class );
	}

	/**
	 * One post of each of our types, and a trashed and an auto-draft product (which
	 * get_posts( 'any' ) would not find).
	 *
	 * @return list<int>
	 */
	private function create_our_posts(): array {
		$ids        = array();
		$post_types = $this->uninstaller_keeping_tables()->owned()->post_types;
		foreach ( $post_types as $type ) {
			$ids[] = $this->create_post( $type, 'publish' );
		}
		self::assertSame( array( ProductPostTypes::VARIATION, ProductPostTypes::PRODUCT, CouponPostType::NAME, WidgetRepository::POST_TYPE ), $post_types, 'The modules\' post types, variations before products.' );
		$ids[] = $this->create_post( ProductPostTypes::PRODUCT, 'trash' );
		$ids[] = $this->create_post( ProductPostTypes::PRODUCT, 'auto-draft' );
		update_post_meta( $ids[0], '_vitrine_sku', 'SKU-1' );
		return $ids;
	}

	private function create_post( string $type, string $status ): int {
		$id = wp_insert_post(
			array(
				'post_type'   => $type,
				'post_title'  => $type . ' ' . $status,
				'post_status' => $status,
			),
			true
		);
		self::assertIsInt( $id );
		return $id;
	}
}
